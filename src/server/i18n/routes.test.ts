import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "#server/test-support/test-app.ts";
import { catalogFor } from "./catalogs.ts";

/** GET /i18n/{file} (issue 38): a language's catalog part, cached for good; anything else 404. */
describe("the catalogs' route", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp("pglite", { SEED_DEMO: "false" });
  });
  afterAll(async () => {
    await t?.close();
  });

  it("answers a part by its hashed address, as JSON kept for a year", async () => {
    const { app, parts } = catalogFor("pt-BR");
    for (const file of [app, parts.pages]) {
      const answer = await fetch(`${t.url}${file.path}`);
      expect(answer.status).toBe(200);
      expect(answer.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      expect(await answer.text()).toBe(file.json);
    }
  });

  it("answers 404 with the error shape for an old or made-up address, and never a 500", async () => {
    for (const file of ["pt-BR.0000000000.json", "xx.json", "..%2f..%2fpackage.json", "%00"]) {
      const answer = await fetch(`${t.url}/i18n/${file}`);
      expect(answer.status).toBe(404);
      expect(((await answer.json()) as { error: { code: string } }).error.code).toBe("not_found");
    }
  });

  it("answers 405 to a method it does not take", async () => {
    const answer = await fetch(`${t.url}${catalogFor("de").app.path}`, { method: "DELETE" });
    expect(answer.status).toBe(405);
  });
});
