import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BrowserClient } from "../test-support/browser-client.ts";
import { checklistInput } from "../test-support/checklist-input.ts";
import { testEngines } from "../test-support/databases.ts";
import { quickPerson } from "../test-support/people.ts";
import { startTestApp, type TestApp } from "../test-support/test-app.ts";

/**
 * D56: no answer that depends on who asks is kept by an HTTP cache (the browser's is shared by
 * every account on the device). Every GET the API documents, as a guest, a member and a
 * moderator, answered or refused, says `private, no-store`.
 */
describe.each(testEngines())("API answers are never kept by HTTP caches on %s", (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(engine);
  });
  afterAll(async () => {
    await t?.close();
  });

  it("every documented GET, for everyone, answers private, no-store", async () => {
    const author = await quickPerson(t, "Cache Author");
    const moderator = await quickPerson(t, "Cache Moderator", "admin");
    const created = await author.request("/api/checklists", {
      method: "POST",
      json: checklistInput({ customId: "cache-control-check", title: "Cache control check" }),
    });
    expect(created.status).toBe(201);
    const checklist = (await created.json()) as { id: string };
    const me = (await (await author.request("/api/me")).json()) as { handle: string };

    const document = (await (await fetch(`${t.url}/api/openapi.json`)).json()) as {
      paths: Record<string, { get?: unknown }>;
    };
    const paths = Object.entries(document.paths)
      .filter(([path, operations]) => operations.get && path.startsWith("/api/"))
      .map(([path]) => path.replace(/\{[^}]+\}/g, path.startsWith("/api/users") ? me.handle : checklist.id));
    expect(paths).toContain(`/api/checklists/${checklist.id}`);
    expect(paths).toContain("/api/me/notifications");
    const failures: string[] = [];
    for (const [who, client] of [
      ["guest", new BrowserClient(t.url)],
      ["author", author],
      ["moderator", moderator],
    ] as const) {
      for (const path of [...paths, "/api/no-such-endpoint"]) {
        const response = await client.request(path);
        await response.arrayBuffer();
        const value = response.headers.get("cache-control") ?? "";
        if (!/\bprivate\b/.test(value) && !/\bno-store\b/.test(value)) failures.push(`${who} ${path}: none`);
        else if (!/\bno-store\b/.test(value)) failures.push(`${who} ${path} ${response.status}: ${value}`);
      }
    }
    expect(failures).toEqual([]);
  });
});
