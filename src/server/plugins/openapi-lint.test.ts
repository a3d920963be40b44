import { createConfig, lintFromString } from "@redocly/openapi-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../test-support/test-app.ts";

/** The document as the running app serves it, linted with Redocly's recommended rules. */
describe("the OpenAPI document", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp("pglite", { SEED_DEMO: "false" });
  });
  afterAll(async () => {
    await t?.close();
  });

  async function lintErrors(source: string) {
    const problems = await lintFromString({
      source,
      absoluteRef: `${t.url}/api/openapi.json`,
      config: await createConfig({ extends: ["recommended"] }),
    });
    return problems
      .filter((problem) => problem.severity === "error")
      .map((problem) => `${problem.ruleId}: ${problem.message} at ${problem.location[0]?.pointer ?? "?"}`);
  }

  it("passes Redocly's recommended lint without errors", async () => {
    const source = await (await fetch(`${t.url}/api/openapi.json`)).text();
    expect(await lintErrors(source)).toEqual([]);
  });

  it("would catch a broken document (the lint is not a no-op)", async () => {
    const document = await (await fetch(`${t.url}/api/openapi.json`)).json();
    delete document.info;
    for (const operations of Object.values(document.paths) as Record<string, { summary?: string }>[]) {
      for (const operation of Object.values(operations)) delete operation.summary;
    }
    expect((await lintErrors(JSON.stringify(document))).length).toBeGreaterThan(0);
  });
});
