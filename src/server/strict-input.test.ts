import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { QUOTED_INPUT_MAX } from "#shared/rules/quote-input.ts";
import type { BrowserClient } from "./test-support/browser-client.ts";
import { testEngines } from "./test-support/databases.ts";
import { quickPerson, RELAXED_RATE_LIMITS } from "./test-support/people.ts";
import { storedState } from "./test-support/stored-state.ts";
import { startTestApp, type TestApp } from "./test-support/test-app.ts";

interface Operation {
  parameters?: { in: string; name: string }[];
}

/** Fourth review (issue 35): what the API refuses, and how much of the input a refusal repeats. */
describe.each(testEngines())("strict input and short refusals on %s", (engine) => {
  let t: TestApp;
  let person: BrowserClient;

  beforeAll(async () => {
    t = await startTestApp(engine, { SEED_DEMO: "false", RATE_LIMITS: RELAXED_RATE_LIMITS });
    person = await quickPerson(t, "Strict Sam");
  }, 60_000);
  afterAll(async () => {
    await t?.close();
  });

  it("refuses an unknown query parameter with a 422 naming it", async () => {
    const answer = await fetch(`${t.url}/api/checklists?diffculty=Hard`);
    expect(answer.status).toBe(422);
    expect((await answer.json()).error).toEqual({
      code: "validation_failed",
      field: "diffculty",
      message: "Unknown query parameter 'diffculty'.",
    });
    // The known ones still work, and a page's address keeps what links add (tracking, cache-busting).
    expect((await fetch(`${t.url}/api/checklists?difficulty=Hard&page=1`)).status).toBe(200);
    expect((await fetch(`${t.url}/checklists?utm_source=chat&v=123`)).status).toBe(200);
  });

  it("does so on every API operation that takes a query", async () => {
    const document = await (await fetch(`${t.url}/api/openapi.json`)).json();
    const withQuery = Object.entries(document.paths as Record<string, Record<string, Operation>>).flatMap(
      ([path, operations]) =>
        Object.entries(operations)
          .filter(
            ([method, operation]) => method === "get" && operation.parameters?.some((p) => p.in === "query"),
          )
          .map(() => path),
    );
    const apiPaths = withQuery.filter((path) => path.startsWith("/api/"));
    expect(apiPaths.length).toBeGreaterThanOrEqual(10);
    for (const path of apiPaths) {
      const address = path.replace(/\{[^}]+\}/g, "00000000-0000-4000-8000-000000000000");
      const answer = await person.request(`${address}?zzUnknown=1`, {
        headers: { accept: "application/json" },
      });
      expect(answer.status, path).toBe(422);
      expect((await answer.json()).error, path).toMatchObject({ field: "zzUnknown" });
    }
  });

  it("quotes at most 200 characters of an import's offending entry", async () => {
    const entry = `Stone ${"x".repeat(250_000)}`;
    const before = await storedState(t.database.db, { ignore: ["rate_limits"] });
    const answer = await person.request("/api/checklist-imports", {
      method: "POST",
      json: { markdown: `# Big\n\n- [ ] A\n  Materials: ${entry}` },
    });
    expect(answer.status).toBe(422);
    const text = await answer.text();
    expect(text.length).toBeLessThan(600);
    const { message } = JSON.parse(text).error;
    expect(message).toContain(`cannot read the material '${entry.slice(0, QUOTED_INPUT_MAX)}…'`);
    expect(await storedState(t.database.db, { ignore: ["rate_limits"] })).toEqual(before);
  });

  it("names an unknown body field by at most 200 characters of it", async () => {
    const name = "k".repeat(100_000);
    const answer = await person.request("/api/checklist-imports", {
      method: "POST",
      json: { markdown: "- [ ] A", [name]: 1 },
    });
    expect(answer.status).toBe(422);
    const text = await answer.text();
    expect(text.length).toBeLessThan(1_000);
    expect(JSON.parse(text).error).toMatchObject({
      field: `${"k".repeat(QUOTED_INPUT_MAX)}…`,
      message: `Unknown field '${"k".repeat(QUOTED_INPUT_MAX)}…'.`,
    });
  });
});
