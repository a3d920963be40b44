import { mkdirSync, writeFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import type { Plugin } from "vite";

/** Where the browser build's chunk contents are written, for the budget check (tests/e2e/javascript-budget.spec.ts). */
export const BUNDLE_STATS_FILE = "build-stats/client-chunks.json";

export interface ChunkStats {
  /** Per module of the chunk (a path in the project or in node_modules), its gzip size alone. */
  modules: Record<string, number>;
}

/**
 * Records which modules each browser chunk holds, so that a route over its JavaScript budget
 * can be told by the module that grew (issue 12).
 */
export function bundleStats(): Plugin {
  return {
    name: "checkcraft-bundle-stats",
    apply: "build",
    generateBundle(_options, bundle) {
      const chunks: Record<string, ChunkStats> = {};
      for (const output of Object.values(bundle)) {
        if (output.type !== "chunk") continue;
        const modules: Record<string, number> = {};
        for (const [id, info] of Object.entries(output.modules)) {
          if (!info.code) continue;
          const name = id.replace(/^.*\/node_modules\//, "node_modules/").replace(`${process.cwd()}/`, "");
          modules[name] = (modules[name] ?? 0) + gzipSync(info.code).length;
        }
        chunks[output.fileName] = { modules };
      }
      mkdirSync("build-stats", { recursive: true });
      writeFileSync(BUNDLE_STATS_FILE, JSON.stringify(chunks, null, 1));
    },
  };
}
