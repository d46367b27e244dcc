// The client as it ships: src/index.ts with openapi-fetch as one ES module, twice,
// - dist/index.js with its types, dist/index.d.ts (the package: `npm install <this folder>`
//   and `npm pack` need no dependency installed, so a symlinked folder works as it is);
// - api/http/static/play/millie.js, for browsers (served by the app at /play/millie.js).
// Deterministic: the same sources and tools give the same bytes, so CI rebuilds and compares.
import { writeFileSync } from "node:fs";
import { build } from "esbuild";
import { generateDtsBundle } from "dts-bundle-generator";

const HEAD = "// Millie's TypeScript client (clients/typescript), built by `npm run build`: do not edit.";

for (const [outfile, platform] of [
  ["dist/index.js", "neutral"],
  ["../../api/http/static/play/millie.js", "browser"],
]) {
  await build({
    entryPoints: ["src/index.ts"],
    outfile,
    bundle: true,
    format: "esm",
    platform,
    mainFields: ["module", "main"],
    target: "es2022",
    legalComments: "inline",
    banner: { js: HEAD },
    logLevel: "warning",
  });
}

// The types, with openapi-fetch's own inlined: a consumer's compiler needs no package but this.
const [types] = generateDtsBundle(
  [
    {
      filePath: "src/index.ts",
      libraries: { inlinedLibraries: ["openapi-fetch", "openapi-typescript-helpers"] },
      output: { noBanner: true, exportReferencedTypes: false },
    },
  ],
  { preferredConfigPath: "tsconfig.json" },
);
writeFileSync("dist/index.d.ts", `${HEAD}\n${types}`);
