import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { expect, it } from "vitest";

/**
 * Every rule the code cites is in the repository (issue 14): "SPEC §N" and "Dn" resolve to
 * an anchor of docs/product.md, "decision NNN" to a file in docs/decisions/.
 */
const ROOT = path.resolve(import.meta.dirname, "..");
const SCANNED = ["src", "scripts", "tests", "drizzle", "docs", "README.md"];
const SKIPPED = new Set(["node_modules", "meta", "test-results"]);

function files(entry: string): string[] {
  const full = path.join(ROOT, entry);
  if (!statSync(full, { throwIfNoEntry: false })?.isDirectory()) {
    return /\.(tsx?|mjs|sql|md)$/.test(entry) ? [entry] : [];
  }
  return readdirSync(full).flatMap((name) => (SKIPPED.has(name) ? [] : files(path.join(entry, name))));
}

/** This file cites on purpose rules that do not exist. */
const cited = () => SCANNED.flatMap(files).filter((file) => file !== "scripts/citations.test.ts");

const product = readFileSync(path.join(ROOT, "docs/product.md"), "utf8");
const anchors = new Set([...product.matchAll(/<a id="([a-z0-9-]+)"><\/a>/g)].map((match) => match[1]));
const decisions = readdirSync(path.join(ROOT, "docs/decisions")).map((name) => name.slice(0, 3));

function citations(text: string): string[] {
  return [
    ...[...text.matchAll(/§(\d+)/g)].map((match) => `spec-${match[1]}`),
    ...[...text.matchAll(/\bD(\d{1,2})\b/g)].map((match) => `d${match[1]}`),
  ];
}

it("finds an anchor in docs/product.md for every SPEC § and Dn cited anywhere", () => {
  const missing: string[] = [];
  let count = 0;
  for (const file of cited()) {
    for (const anchor of citations(readFileSync(path.join(ROOT, file), "utf8"))) {
      count += 1;
      if (!anchors.has(anchor)) missing.push(`${file}: ${anchor}`);
    }
  }
  expect(missing).toEqual([]);
  expect(count).toBeGreaterThan(100);
});

it("finds the file of every decision cited", () => {
  const missing: string[] = [];
  for (const file of cited()) {
    const text = readFileSync(path.join(ROOT, file), "utf8");
    for (const match of text.matchAll(/decisions?[/ ](\d{3})/gi)) {
      if (!decisions.includes(match[1] ?? "")) missing.push(`${file}: decision ${match[1]}`);
    }
  }
  expect(missing).toEqual([]);
});

it("would notice a citation without an anchor", () => {
  expect(citations("see D99 and SPEC §12").filter((anchor) => !anchors.has(anchor))).toEqual([
    "spec-12",
    "d99",
  ]);
});

/** The brief (SPEC.md, DECISIONS.md, API.md) is not in the repository: code cites docs/product.md. */
const OUTSIDE = /\b(?:API|SPEC|DECISIONS)\.md\b/g;
/** A path under scripts/, src/ or docs/ named in the text, without trailing punctuation. */
const REPO_PATH = /(?<![\w#@/.-])((?:scripts|src|docs|deploy|tests)\/[\w./-]*[\w/])/g;
/** "docs/decisions/026" is a decision's number (checked above); NAME is a placeholder. */
const NOT_A_FILE = /^docs\/decisions\/\d{3}$|[A-Z]{4}|[*{]/;
/** Tests that write files of their own into a scratch directory. */
const SCRATCH = new Set(["scripts/build.test.ts"]);

function strayReferences(file: string, text: string): string[] {
  const stray = [...text.matchAll(OUTSIDE)].map((match) => `${file}: ${match[0]}`);
  if (SCRATCH.has(file)) return stray;
  for (const [, named] of text.matchAll(REPO_PATH)) {
    if (named && !NOT_A_FILE.test(named) && !statSync(path.join(ROOT, named), { throwIfNoEntry: false }))
      stray.push(`${file}: ${named}`);
  }
  return stray;
}

it("cites no file that is not in the repository", () => {
  const stray = cited().flatMap((file) => strayReferences(file, readFileSync(path.join(ROOT, file), "utf8")));
  expect(stray).toEqual([]);
});

it("would notice a cited file that does not exist", () => {
  expect(strayReferences("x", "see API.md and scripts/check-bundle-size, not scripts/bench.ts")).toEqual([
    "x: API.md",
    "x: scripts/check-bundle-size",
  ]);
});
