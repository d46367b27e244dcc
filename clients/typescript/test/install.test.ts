/**
 * The README as a new user follows it: the package installed into fresh folders (the
 * tarball `npm pack` makes, and the folder itself, which npm links without installing
 * anything inside it), the README's example (`play.js`, taken word for word from its
 * marked block) run with plain `node` against a real server, and compiled as `play.ts`
 * with the README's `tsconfig.json`. Needs the npm registry (or its cache) for TypeScript.
 */
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { copyFileSync, cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { after, before, describe, test } from "node:test";

import { type Server, startServer } from "./server.js";

const PACKAGE = resolve(import.meta.dirname, "..");
const NPM = ["--no-audit", "--no-fund", "--prefer-offline", "--loglevel=error"];

/** The README's blocks marked `<!-- file: NAME -->`, by NAME. */
function readmeFiles(): Record<string, string> {
  const readme = readFileSync(join(PACKAGE, "README.md"), "utf8");
  const files: Record<string, string> = {};
  for (const [, name, body] of readme.matchAll(/<!-- file: (\S+) -->\n```\w*\n([\s\S]*?)```/g)) {
    files[name!] = body!;
  }
  return files;
}

function run(command: string, args: string[], cwd: string, env: Record<string, string> = {}): string {
  const done = spawnSync(command, args, {
    cwd,
    env: { ...process.env, ...env },
    encoding: "utf8",
    timeout: 120_000,
  });
  const output = `${done.stdout}${done.stderr}`;
  assert.equal(done.status, 0, `${command} ${args.join(" ")} in ${cwd}:\n${output}`);
  return output;
}

/** A fresh folder as the README makes one: `npm init -y && npm pkg set type=module`, and
 * the README's files written into it. */
function freshFolder(root: string, name: string): string {
  const folder = join(root, name);
  mkdirSync(folder);
  run("npm", ["init", "-y"], folder);
  run("npm", ["pkg", "set", "type=module"], folder);
  for (const [file, body] of Object.entries(readmeFiles())) writeFileSync(join(folder, file), body);
  return folder;
}

let server: Server;
let root: string;

before(async () => {
  server = await startServer();
  root = mkdtempSync(join(tmpdir(), "millie-install-"));
});

after(async () => {
  await server?.stop();
  if (root) rmSync(root, { recursive: true, force: true });
});

describe("the README, in fresh folders", { timeout: 300_000 }, () => {
  test("the README marks its example and its tsconfig.json", () => {
    const files = readmeFiles();
    assert.deepEqual(Object.keys(files).sort(), ["play.js", "tsconfig.json"]);
    assert.match(files["play.js"]!, /from "millie-client"/);
  });

  test("npm pack's tarball installs, and the example plays a game with plain node", () => {
    const folder = freshFolder(root, "from-tarball");
    const tarball = run("npm", ["pack", "--silent", "--pack-destination", root], PACKAGE).trim();
    run("npm", ["install", ...NPM, join(root, tarball.split("\n").at(-1)!)], folder);
    const output = run("node", ["play.js"], folder, { MILLIE_URL: server.base });
    assert.match(output, /^finished; winners: seats/m);

    // TypeScript: the same file as play.ts, with the README's tsconfig.json.
    run("npm", ["install", ...NPM, "--save-dev", "typescript", "@types/node@20"], folder);
    copyFileSync(join(folder, "play.js"), join(folder, "play.ts"));
    rmSync(join(folder, "play.js"));
    run("npx", ["--no-install", "tsc"], folder);
    const compiled = run("node", ["build/play.js"], folder, { MILLIE_URL: server.base });
    assert.match(compiled, /^finished; winners: seats/m);
  });

  test("the folder itself, linked by npm with nothing installed inside it, plays too", () => {
    // A clean clone's clients/typescript: no node_modules.
    const clone = join(root, "clone", "typescript");
    cpSync(PACKAGE, clone, {
      recursive: true,
      filter: (source) => !source.includes("node_modules"),
    });
    const folder = freshFolder(root, "from-folder");
    run("npm", ["install", ...NPM, clone], folder);
    const output = run("node", ["play.js"], folder, { MILLIE_URL: server.base });
    assert.match(output, /^finished; winners: seats/m);
  });
});
