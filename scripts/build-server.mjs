// Compiles the server to JavaScript (dist-server/main.js) so production starts without a
// TypeScript loader (decision 008). Packages stay external: node_modules is there at run time.
import { build } from "esbuild";

await build({
  entryPoints: { main: "src/server/main.ts" },
  outdir: "dist-server",
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  packages: "external",
  sourcemap: true,
  logLevel: "warning",
});
console.log("Server compiled into dist-server/main.js");
