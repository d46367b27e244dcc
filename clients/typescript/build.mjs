// The browser bundle: src/index.ts with openapi-fetch, as one ES module, written to
// api/http/static/play/millie.js (served by the app at /play/millie.js). Deterministic:
// the same sources and esbuild version give the same bytes, so CI rebuilds and compares.
import { build } from "esbuild";

await build({
  entryPoints: ["src/index.ts"],
  outfile: "../../api/http/static/play/millie.js",
  bundle: true,
  format: "esm",
  platform: "browser",
  target: "es2022",
  legalComments: "inline",
  banner: {
    js: "// Millie's TypeScript client (clients/typescript), bundled by `npm run bundle`: do not edit.",
  },
  logLevel: "warning",
});
