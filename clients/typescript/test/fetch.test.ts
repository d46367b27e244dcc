/** The client over a fake fetch: retries of reads, and answers that are not JSON. */
import assert from "node:assert/strict";
import { test } from "node:test";

import { createMillieClient, MillieProblem, requestOptions } from "../src/index.js";

function flaky(failures: number): { fetch: typeof fetch; calls: string[] } {
  const calls: string[] = [];
  let left = failures;
  const fake = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    calls.push(request.method);
    if (left-- > 0) throw new TypeError("fetch failed: other side closed");
    return Response.json({ games: [], page: 1, page_size: 20, total: 0 });
  };
  return { fetch: fake as typeof fetch, calls };
}

test("a read that failed on the network is sent once more", async () => {
  const { fetch, calls } = flaky(1);
  const millie = createMillieClient("http://millie.test", { fetch });
  const page = await millie.call(millie.api.GET("/v1/games"));
  assert.equal(page.total, 0);
  assert.deepEqual(calls, ["GET", "GET"]);
});

test("a move that failed on the network is not sent again", async () => {
  const { fetch, calls } = flaky(1);
  const millie = createMillieClient("http://millie.test", { fetch });
  const move = { action: "skip", method: "POST", path: "/v1/x", body: {} } as const;
  await assert.rejects(millie.act(move as never), TypeError);
  assert.deepEqual(calls, ["POST"]);
});

test("a move with an Idempotency-Key that failed on the network is sent once more, with it", async () => {
  const keys: (string | null)[] = [];
  let left = 1;
  const fake = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    keys.push(request.headers.get("Idempotency-Key"));
    if (left-- > 0) throw new TypeError("fetch failed: other side closed");
    return Response.json({ legal_actions: [] });
  };
  const millie = createMillieClient("http://millie.test", { fetch: fake as typeof fetch });
  const move = { action: "skip", method: "POST", path: "/v1/x", body: {} } as const;
  await millie.act(move as never, undefined, { idempotencyKey: "k-1", ifMatch: 4 });
  assert.deepEqual(keys, ["k-1", "k-1"]);
});

test("requestOptions() makes the headers of api calls: If-Match quotes a version", () => {
  assert.deepEqual(requestOptions({ idempotencyKey: "k", ifMatch: 7 }), {
    headers: { "Idempotency-Key": "k", "If-Match": '"7"' },
  });
  const signal = new AbortController().signal;
  assert.deepEqual(requestOptions({ ifMatch: 'W/"7"', signal }), {
    headers: { "If-Match": 'W/"7"' },
    signal,
  });
});

test("a refusal that is not problem+json (a proxy's page) is a MillieProblem all the same", async () => {
  const page = async () => new Response("<h1>Bad Gateway</h1>", { status: 502 });
  const millie = createMillieClient("http://millie.test", { fetch: page as typeof fetch });
  const move = { action: "skip", method: "POST", path: "/v1/x", body: {} } as const;
  await assert.rejects(
    millie.act(move as never),
    (error: unknown) => error instanceof MillieProblem && error.code === "http_502",
  );
  await assert.rejects(
    millie.call(millie.api.GET("/v1/games")),
    (error: unknown) => error instanceof MillieProblem && error.status === 502,
  );
});
