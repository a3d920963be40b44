import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const SRC = import.meta.dirname;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx)$/.test(entry.name) ? [full] : [];
  });
}

/** Every import of ours in a file, as a path relative to src/ (packages are left out). */
function importsOf(file: string): string[] {
  const text = readFileSync(file, "utf8");
  const specifiers = [...text.matchAll(/(?:^|\n)\s*(?:import|export)\s[^'"]*?from\s+["']([^"']+)["']/g)]
    .concat([...text.matchAll(/import\(\s*["']([^"']+)["']\s*\)/g)])
    .map((match) => match[1] ?? "");
  return specifiers.flatMap((specifier) => {
    if (specifier.startsWith(".")) return [path.relative(SRC, path.resolve(path.dirname(file), specifier))];
    const alias = /^#(shared|server|web)\/(.*)$/.exec(specifier);
    return alias ? [`${alias[1]}/${alias[2]}`] : [];
  });
}

/** [who, may not import, why] — the layers of docs/architecture.md. */
const WALLS: [string, (target: string) => boolean, string][] = [
  [
    "shared/",
    (target) => !target.startsWith("shared/"),
    "src/shared is used by both sides and imports nothing of ours",
  ],
  ["web/", (target) => target.startsWith("server/"), "the browser never imports server code"],
  ["server/", (target) => target.startsWith("web/"), "the server never imports browser code"],
  ["web/components/", (target) => target.startsWith("web/features/"), "shared UI knows no feature"],
  ["web/lib/", (target) => target.startsWith("web/features/"), "web helpers know no feature"],
  ["server/plugins/", (target) => target.startsWith("server/features/"), "server plugins know no feature"],
];

describe("import walls", () => {
  it("no file imports across a wall", () => {
    const breaches: string[] = [];
    for (const file of sourceFiles(SRC)) {
      const from = path.relative(SRC, file);
      for (const target of importsOf(file)) {
        // A test of browser code may start the real server to talk to (it is never shipped).
        if (/\.test\.tsx?$/.test(from) && target.startsWith("server/test-support/")) continue;
        for (const [who, forbidden, why] of WALLS) {
          if (from.startsWith(who) && forbidden(target)) breaches.push(`${from} → ${target} (${why})`);
        }
      }
    }
    expect(breaches).toEqual([]);
  });
});
