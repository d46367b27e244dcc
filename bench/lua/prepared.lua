-- Send prepared requests, one per line of the file named by BENCH_FILE:
--   METHOD <tab> PATH <tab> TOKEN <tab> BODY      (TOKEN and BODY may be empty)
-- BENCH_MODE=once: each line is sent once, in order (each a different real move). When
--   they run out, delay() holds every connection back, and once every line has been
--   answered the script interrupts wrk (SIGINT to WRK_PID), which stops within 100 ms
--   and reports. (Should a connection still ask for a request, it gets a cheap
--   GET /healthz?exhausted, whose answer is not counted.)
-- BENCH_MODE=cycle: the lines are sent round robin until wrk's -d duration ends.
-- Run with one thread (-t1): the prepared lines are shared by every connection.
-- BENCH_MARK=<text> (with once): each request is timed on its own, from request() to
--   response(): it carries X-Request-ID "b<line>", which the server answers with, and
--   its time in µs is listed under "timed_us", and under "marked_us" too when its answer
--   contains <text>.
-- done() prints one line "BENCH {json}" with the counts and the latency percentiles.

local requests = {}
local count = 0
local next_line = 1
local verified = false
local exhausted = 0
local interrupted = false
local mode = os.getenv("BENCH_MODE") or "cycle"
local connections = tonumber(os.getenv("BENCH_CONNECTIONS") or "1")
local mark = os.getenv("BENCH_MARK")
local lines = {}  -- with BENCH_MARK: each line's method, path, headers and body
local sent = {}  -- with BENCH_MARK: X-Request-ID -> when its request was made (µs)
timed = {}
marked = {}

ok = 0
non2xx = 0
sentinels = 0
sample = ""

local function split(line)
   local out = {}
   for field in (line .. "\t"):gmatch("([^\t]*)\t") do
      out[#out + 1] = field
   end
   return out
end

function init(args)
   for line in io.lines(os.getenv("BENCH_FILE")) do
      if line ~= "" then
         local f = split(line)
         local headers = {}
         if f[3] ~= nil and f[3] ~= "" then
            headers["Authorization"] = "Bearer " .. f[3]
         end
         local body = nil
         if f[4] ~= nil and f[4] ~= "" then
            body = f[4]
            headers["Content-Type"] = "application/json"
         end
         count = count + 1
         requests[count] = wrk.format(f[1], f[2], headers, body)
         lines[count] = {f[1], f[2], headers, body}
      end
   end
end

-- A wall clock in microseconds (LuaJIT's ffi): the run ends with the last move's answer,
-- not when wrk stops, which is up to 150 ms later.
local ffi = require("ffi")
ffi.cdef[[
typedef struct { long tv_sec; long tv_nsec; } bench_timespec;
int clock_gettime(int clock, bench_timespec *t);
]]
local clock = ffi.new("bench_timespec")
local function now_us()
   ffi.C.clock_gettime(1, clock)  -- CLOCK_MONOTONIC
   return tonumber(clock.tv_sec) * 1e6 + tonumber(clock.tv_nsec) / 1e3
end
first_us = 0
last_us = 0

function stop_wrk()
   if not interrupted then
      interrupted = true
      -- In the background: system() ignores SIGINT in wrk while it waits.
      os.execute("(sleep 0.02; kill -INT " .. os.getenv("WRK_PID") .. ") &")
   end
end

function delay()
   if mode == "once" and next_line > count then
      return 600000  -- nothing left to send: wait to be stopped
   end
   return 0
end

function request()
   if not verified then
      -- wrk calls request() once before the run to check the script's request (on
      -- thread 1): answer it with the first line without using it up.
      verified = true
      return requests[1]
   end
   if first_us == 0 then
      first_us = now_us()
   end
   if next_line > count then
      if mode ~= "once" then
         next_line = 1
      else
         exhausted = exhausted + 1
         if exhausted > 1000 * connections then
            stop_wrk()  -- some answers never came (socket errors): stop anyway
         end
         return wrk.format("GET", "/healthz?exhausted")
      end
   end
   local r = requests[next_line]
   if mark then
      local id = "b" .. next_line
      local line = lines[next_line]
      line[3]["X-Request-ID"] = id
      r = wrk.format(line[1], line[2], line[3], line[4])
      sent[id] = now_us()
   end
   next_line = next_line + 1
   return r
end

function response(status, headers, body)
   local id = mark and headers["X-Request-ID"]
   if id and sent[id] then
      local took = now_us() - sent[id]
      sent[id] = nil
      timed[#timed + 1] = took
      if body and string.find(body, mark, 1, true) then
         marked[#marked + 1] = took
      end
   end
   if status >= 200 and status < 300 then
      if exhausted > 0 and #body < 200 and string.find(body, '"status"', 1, true) then
         sentinels = sentinels + 1  -- the answer to a GET /healthz?exhausted
      else
         ok = ok + 1
         last_us = now_us()
      end
   else
      non2xx = non2xx + 1
      last_us = now_us()
      if #sample < 600 then
         sample = sample .. status .. " " .. string.sub(body or "", 1, 280) .. "\n"
      end
   end
   if mode == "once" and ok + non2xx >= count then
      stop_wrk()
   end
end

local threads = {}

function setup(thread)
   threads[#threads + 1] = thread
end

local function quote(s)
   return '"' .. s:gsub('\\', '\\\\'):gsub('"', '\\"'):gsub("\n", "\\n"):gsub("[%c]", " ") .. '"'
end

function done(summary, latency, requests_)
   local ok_, bad, extra, samples = 0, 0, 0, ""
   local first, last = 0, 0
   local timed_us, marked_us = {}, {}
   for _, t in ipairs(threads) do
      for _, v in ipairs(t:get("timed")) do timed_us[#timed_us + 1] = string.format("%d", v) end
      for _, v in ipairs(t:get("marked")) do marked_us[#marked_us + 1] = string.format("%d", v) end
      first, last = t:get("first_us"), t:get("last_us")
      ok_ = ok_ + t:get("ok")
      bad = bad + t:get("non2xx")
      extra = extra + t:get("sentinels")
      samples = samples .. t:get("sample")
   end
   local e = summary.errors
   io.write(string.format(
      'BENCH {"requests": %d, "duration_us": %d, "ok": %d, "non2xx": %d, "sentinels": %d, ' ..
      '"answered_us": %d, ' ..
      '"errors": {"connect": %d, "read": %d, "write": %d, "status": %d, "timeout": %d}, ' ..
      '"latency_us": {"p50": %d, "p90": %d, "p99": %d, "max": %d, "mean": %.1f}, ' ..
      '"timed_us": [%s], "marked_us": [%s], "sample": %s}\n',
      summary.requests, summary.duration, ok_, bad, extra, last - first,
      e.connect, e.read, e.write, e.status, e.timeout,
      latency:percentile(50), latency:percentile(90), latency:percentile(99),
      latency.max, latency.mean, table.concat(timed_us, ","), table.concat(marked_us, ","),
      quote(samples)))
end
