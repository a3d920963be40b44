import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, it } from "vitest";
import { isPagePath, PAGE_ROUTES } from "#shared/page-routes.ts";

it("routes exactly the pages the server knows (PAGE_ROUTES), so that only unknown paths answer 404", () => {
  const source = readFileSync(path.join(import.meta.dirname, "routes.tsx"), "utf8");
  const routed = [...source.matchAll(/path: "([^"]+)"/g)]
    .map((match) => match[1] ?? "")
    .filter((route) => route !== "*")
    .map((route) => `/${route}`);
  expect(source).toContain("index: true");
  expect(["/", ...routed].sort()).toEqual([...PAGE_ROUTES].sort());
});

it("tells pages from other paths", () => {
  expect(isPagePath("/")).toBe(true);
  expect(isPagePath("/checklist/iron-farm")).toBe(true);
  expect(isPagePath("/checklists/")).toBe(true);
  expect(isPagePath("/checklist/")).toBe(false);
  expect(isPagePath("/checklist/a/b")).toBe(false);
  expect(isPagePath("/no/such/page")).toBe(false);
});
