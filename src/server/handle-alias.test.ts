import type { OpenAPIV3_1 } from "openapi-types";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { approvedChecklist } from "#server/test-support/approved-checklist.ts";
import { BrowserClient } from "#server/test-support/browser-client.ts";
import { testEngines } from "#server/test-support/databases.ts";
import { quickPerson, RUN_TEST_RATE_LIMITS } from "#server/test-support/people.ts";
import { startTestApp, type TestApp } from "#server/test-support/test-app.ts";

type Schema = OpenAPIV3_1.SchemaObject;

/**
 * Issue 36: a person's handle is `handle`; today's clients still get `customId` (an author's
 * `authorCustomId`) with the same value for one release, and the document says it is deprecated.
 */
describe.each(testEngines())("a person's handle and its deprecated old name (%s)", (engine) => {
  let t: TestApp;
  let author: BrowserClient;
  let handle = "";
  beforeAll(async () => {
    t = await startTestApp(engine, { SEED_DEMO: "false", RATE_LIMITS: RUN_TEST_RATE_LIMITS });
    author = await quickPerson(t, "Alias Author");
    handle = (await (await author.request("/api/me")).json()).handle;
  });
  afterAll(async () => {
    await t?.close();
  });

  it("sends the old names with the same value as the new ones", async () => {
    expect(handle).toMatch(/^aliasauthor\d*$/);
    expect(await (await author.request("/api/me")).json()).toMatchObject({ handle, customId: handle });
    expect(await (await new BrowserClient(t.url).request(`/api/users/${handle}`)).json()).toMatchObject({
      handle,
      customId: handle,
    });
    const checklist = await approvedChecklist(t, author);
    const read = await (await new BrowserClient(t.url).request(`/api/checklists/${checklist.id}`)).json();
    expect(read).toMatchObject({ authorHandle: handle, authorCustomId: handle });
    const run = await (
      await author.request(`/api/checklists/${checklist.id}/runs`, {
        method: "POST",
        json: { name: "Alias" },
      })
    ).json();
    expect(run.owner).toMatchObject({ handle, customId: handle });
    expect(run.members).toEqual([expect.objectContaining({ handle, customId: handle, role: "owner" })]);
  });

  it("marks every old name deprecated in /api/openapi.json, and names path parameters by what they take", async () => {
    const doc = (await (await fetch(`${t.url}/api/openapi.json`)).json()) as OpenAPIV3_1.Document;
    const schemas = doc.components?.schemas ?? {};
    const property = (schema: string, name: string) =>
      (schemas[schema] as Schema | undefined)?.properties?.[name] as Schema | undefined;
    for (const schema of ["Me", "Profile", "RunPerson", "RunMember"]) {
      expect(property(schema, "handle"), schema).toMatchObject({ type: "string" });
      expect(property(schema, "handle")?.deprecated, schema).toBeUndefined();
      expect(property(schema, "customId"), schema).toMatchObject({ deprecated: true });
    }
    for (const schema of ["ChecklistSummary", "Checklist", "BasedOn", "QueueItem"]) {
      expect(property(schema, "authorHandle"), schema).toBeDefined();
      expect(property(schema, "authorCustomId"), schema).toMatchObject({ deprecated: true });
      // A checklist's own customId is its address (SPEC §3), not deprecated.
      expect(property(schema, "customId")?.deprecated, schema).toBeUndefined();
    }
    const paths = Object.keys(doc.paths ?? {});
    expect(paths).toEqual(
      expect.arrayContaining([
        "/api/users/{handle}",
        "/api/runs/{runId}/members/{handle}",
        "/api/checklists/{address}",
        "/api/moderation/reports/{address}/dismiss",
      ]),
    );
    expect(paths.filter((path) => /\{(id|checklistId|customId)\}/.test(path))).toEqual([]);
  });
});
