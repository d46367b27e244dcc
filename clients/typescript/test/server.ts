/** A real `millie serve` for the tests: a temporary SQLite database, a free port, no rate
 * limit. The command is $MILLIE_BIN, or the repository's .venv/bin/millie. */
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, openSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";

const ROOT = resolve(import.meta.dirname, "..", "..", "..");

export interface Server {
  base: string;
  stop(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once("error", fail);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      const port = typeof address === "object" && address ? address.port : 0;
      probe.close(() => done(port));
    });
  });
}

export async function startServer(): Promise<Server> {
  const bin = process.env.MILLIE_BIN ?? join(ROOT, ".venv", "bin", "millie");
  const dir = mkdtempSync(join(tmpdir(), "millie-ts-"));
  const port = await freePort();
  const log = join(dir, "server.log");
  const out = openSync(log, "w");
  const child: ChildProcess = spawn(
    bin,
    ["serve", "--port", String(port), "--workers", "1"],
    {
      cwd: dir,
      env: {
        ...process.env,
        DATABASE_URL: `sqlite:///${join(dir, "millie.db")}`,
        RATELIMIT_ENABLED: "false",
      },
      stdio: ["ignore", out, out],
    },
  );
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000; // a loaded machine boots workers slowly
  for (;;) {
    if (child.exitCode !== null) {
      throw new Error(`millie serve exited: ${readFileSync(log, "utf8").slice(-3000)}`);
    }
    try {
      if ((await fetch(`${base}/healthz`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error("the server did not start in 60 s");
    await new Promise((wake) => setTimeout(wake, 200));
  }
  return {
    base,
    async stop() {
      const exited = new Promise((done) => child.once("exit", done));
      child.kill("SIGTERM");
      await exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
