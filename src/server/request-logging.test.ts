import { PassThrough } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loggableUrl } from "./plugins/request-logging.ts";
import { BrowserClient } from "./test-support/browser-client.ts";
import { RELAXED_RATE_LIMITS } from "./test-support/people.ts";
import { startTestApp, type TestApp } from "./test-support/test-app.ts";

describe("logs: JSON lines with request ids, and no secrets", () => {
  let t: TestApp;
  const lines: string[] = [];

  beforeAll(async () => {
    const stream = new PassThrough();
    stream.on("data", (chunk: Buffer) => lines.push(...chunk.toString("utf8").split("\n").filter(Boolean)));
    t = await startTestApp("pglite", { LOG_LEVEL: "info", RATE_LIMITS: RELAXED_RATE_LIMITS }, stream);
  });
  afterAll(async () => {
    await t?.close();
  });

  it("answers with the request id it logged, and logs no cookie, session token or email through a sign-in", async () => {
    const person = new BrowserClient(t.url);
    const email = "secret.player@example.com";
    await person.signIn({ name: "Log Watcher", email });
    const me = await person.request("/api/me");
    expect(me.status).toBe(200);
    const id = me.headers.get("x-request-id");
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    await person.request(`/api/checklists?q=${encodeURIComponent(email)}`);

    const records = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(records.length).toBeGreaterThan(5);
    expect(records.some((record) => record.requestId === id)).toBe(true);
    const token = person
      .cookieHeader()
      .split("; ")
      .map((pair) => pair.split("=")[1] ?? "");
    expect(token.some((value) => value.length > 20)).toBe(true);
    for (const line of lines) {
      expect(line).not.toContain(email);
      expect(line).not.toContain("secret.player");
      expect(line).not.toContain(token);
      expect(line.toLowerCase()).not.toContain("cookie");
      expect(line.toLowerCase()).not.toContain("authorization");
    }
  });

  it("keeps a proxy's plain request id and replaces anything else", async () => {
    const kept = await fetch(new URL("/api/health/live", t.url), {
      headers: { "x-request-id": "edge-42.a" },
    });
    expect(kept.headers.get("x-request-id")).toBe("edge-42.a");
    const replaced = await fetch(new URL("/api/health/live", t.url), {
      headers: { "x-request-id": `bad id ${"x".repeat(80)}` },
    });
    expect(replaced.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("logs no query string at all (search words, sign-in codes) and no email in a path", async () => {
    const typed = ["ann@localhost", "Ann Secretname", "ann+list%40mail.example", "a%2540b.co"];
    const before = lines.length;
    for (const q of typed) {
      expect((await fetch(new URL(`/api/checklists?q=${encodeURIComponent(q)}`, t.url))).status).toBe(200);
      await fetch(new URL(`/explore?q=${encodeURIComponent(q)}&sort=new`, t.url));
    }
    await fetch(new URL("/users/ann@localhost", t.url));
    const urls = lines
      .slice(before)
      .map((line) => (JSON.parse(line) as { req?: { url?: string } }).req?.url)
      .filter((url): url is string => url !== undefined);
    expect(urls).toContain("/api/checklists");
    expect(urls).toContain("/explore");
    expect(urls).toContain("/users/[email]");
    for (const line of lines.slice(before)) {
      expect(line).not.toContain("?");
      for (const word of ["ann", "Ann", "Secretname", "localhost", "mail.example", "b.co", "sort"]) {
        expect(line).not.toContain(word);
      }
    }
    expect(loggableUrl("/auth/callback?code=abc&state=def")).toBe("/auth/callback");
    expect(loggableUrl("/api/checklists?q=me@mail.example")).toBe("/api/checklists");
    // D44: an invite link's token opens a run.
    expect(loggableUrl("/runs/r1/join/secret-token")).toBe("/runs/r1/join/{token}");
    expect(loggableUrl("/api/runs/r1/invitations/secret-token")).toBe("/api/runs/r1/invitations/{token}");
  });
});
