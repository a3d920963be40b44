import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "#server/test-support/test-app.ts";
import { defaultAvatarOf } from "#shared/rules/default-avatar.ts";

// The route reads nothing stored: one engine is enough.
describe("GET /avatars/{handle}.svg (issue 35)", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp("pglite", { SEED_DEMO: "false" });
  });
  afterAll(async () => {
    await t?.close();
  });

  it("draws the handle's letter on its colour, and keeps the same face for the same handle", async () => {
    const answer = await fetch(`${t.url}/avatars/steve_99.svg`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-type")).toMatch(/^image\/svg\+xml/);
    expect(answer.headers.get("cache-control")).toBe("public, max-age=86400");
    const svg = await answer.text();
    expect(svg).toContain(`fill="${defaultAvatarOf("steve_99").colour}"`);
    expect(svg).toContain(">S</text>");
    expect(await (await fetch(`${t.url}/avatars/steve_99.svg`)).text()).toBe(svg);
  });

  it("answers 404 for what no handle can be", async () => {
    for (const path of ["/avatars/Steve.svg", "/avatars/a%3Cb.svg", "/avatars/steve.png", "/avatars/.svg"]) {
      const answer = await fetch(`${t.url}${path}`);
      expect(answer.status, path).toBe(404);
      expect((await answer.json()).error.code, path).toBe("not_found");
    }
  });
});
