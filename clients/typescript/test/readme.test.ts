/** The README's example is test/example.ts, which `npm test` type-checks (tsc). */
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { test } from "node:test";

test("the README's example is the type-checked test/example.ts", () => {
  const readme = readFileSync(new URL("../README.md", import.meta.url), "utf8");
  const block = /```ts\n([\s\S]*?)```/.exec(readme)?.[1] ?? "";
  const example = readFileSync(new URL("./example.ts", import.meta.url), "utf8");
  const asInReadme = example
    .replace(/^(\/\/.*\n)+/, "")
    .replace('"../src/index.js"', '"millie-client"')
    .replace(/\nexport \{\};\n$/, "");
  assert.ok(block.length > 500);
  assert.equal(asInReadme, block);
});
