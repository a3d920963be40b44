import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { isUpToDate, PARTS, recordBuilt } from "./build.mjs";

const [web, server] = PARTS;
const roots: string[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

function write(root: string, file: string, text: string) {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), text);
}

/** A checkout with a few inputs of each part, both parts built. */
function builtCheckout(): string {
  const root = mkdtempSync(path.join(tmpdir(), "build-inputs-"));
  roots.push(root);
  write(root, "src/shared/rules.ts", "export const a = 1;");
  write(root, "src/server/main.ts", "console.log('server');");
  write(root, "src/web/main.tsx", "console.log('web');");
  write(root, "index.html", "<!doctype html>");
  for (const folder of ["dist", "dist-ssr", "dist-server"]) mkdirSync(path.join(root, folder));
  recordBuilt(root, web);
  recordBuilt(root, server);
  return root;
}

describe("npm start rebuilds only what changed (issue 23)", () => {
  it("builds nothing when no input changed", () => {
    const root = builtCheckout();
    expect([isUpToDate(root, web), isUpToDate(root, server)]).toEqual([true, true]);
  });

  it("rebuilds the server alone after a server file changed, and both after a shared one", () => {
    const root = builtCheckout();
    write(root, "src/server/main.ts", "console.log('server, changed');");
    expect([isUpToDate(root, web), isUpToDate(root, server)]).toEqual([true, false]);
    recordBuilt(root, server);
    write(root, "src/shared/new-rule.ts", "export const b = 2;");
    expect([isUpToDate(root, web), isUpToDate(root, server)]).toEqual([false, false]);
  });

  it("rebuilds the web app after a page changed, or when an output folder is gone", () => {
    const root = builtCheckout();
    write(root, "src/web/main.tsx", "console.log('web, changed');");
    expect([isUpToDate(root, web), isUpToDate(root, server)]).toEqual([false, true]);
    recordBuilt(root, web);
    rmSync(path.join(root, "dist-ssr"), { recursive: true });
    expect(isUpToDate(root, web)).toBe(false);
  });
});
