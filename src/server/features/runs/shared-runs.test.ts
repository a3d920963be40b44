import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checklists } from "#server/db/schema/index.ts";
import { BrowserClient } from "#server/test-support/browser-client.ts";
import { checklistInput } from "#server/test-support/checklist-input.ts";
import { testEngines } from "#server/test-support/databases.ts";
import { quickPerson, RELAXED_RATE_LIMITS } from "#server/test-support/people.ts";
import { startTestApp, type TestApp } from "#server/test-support/test-app.ts";
import { PREVIEW_CACHE_CONTROL } from "../previews/routes.ts";

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** D47, decision 030: a run shared by link, its page, its preview image, and what stays private. */
describe.each(testEngines())("shared runs (D47) on %s", (engine) => {
  let t: TestApp;
  let owner: BrowserClient;
  let player: BrowserClient;
  let outsider: BrowserClient;
  let playerHandle = "";
  let checklistId = "";
  let stepIds: string[] = [];
  const guest = () => new BrowserClient(t.url);

  beforeAll(async () => {
    t = await startTestApp(engine, { SEED_DEMO: "false", RATE_LIMITS: RELAXED_RATE_LIMITS });
    [owner, player, outsider] = await Promise.all([
      quickPerson(t, "Share Owner"),
      quickPerson(t, "Share Player"),
      quickPerson(t, "Share Outsider"),
    ]);
    playerHandle = (await (await player.request("/api/me")).json()).handle;
    const input = checklistInput({
      title: "Beat the Wither",
      steps: Array.from({ length: 4 }, (_, i) => ({ title: `Step ${i + 1}`, description: "" })),
    });
    const created = await (await owner.request("/api/checklists", { method: "POST", json: input })).json();
    checklistId = created.id;
    stepIds = created.steps.map((step: { id: string }) => step.id);
    await t.database.db
      .update(checklists)
      .set({ status: "approved", isApproved: true })
      .where(eq(checklists.id, checklistId));
  });
  afterAll(async () => {
    await t?.close();
  });

  /** A run of the owner's, joined by the player, with the first step ticked by the owner. */
  async function newRun(name = "Our world") {
    const run = await (
      await owner.request(`/api/checklists/${checklistId}/runs`, { method: "POST", json: { name } })
    ).json();
    const { invitePath } = await (
      await owner.request(`/api/runs/${run.id}/invite`, { method: "POST" })
    ).json();
    const token = invitePath.split("/").pop();
    expect(
      (await player.request(`/api/runs/${run.id}/join`, { method: "POST", json: { token } })).status,
    ).toBe(200);
    await owner.request(`/api/runs/${run.id}/steps/${stepIds[0]}/done`, { method: "PUT" });
    return run.id as string;
  }
  const setVisibility = (who: BrowserClient, runId: string, visibility: unknown) =>
    who.request(`/api/runs/${runId}`, { method: "PATCH", json: { visibility } });

  it("lets only the owner choose who sees the run; others are refused and nothing changes", async () => {
    const runId = await newRun();
    const refused = [
      { who: player, status: 403 },
      { who: outsider, status: 404 },
      { who: guest(), status: 401 },
    ];
    for (const { who, status } of refused) {
      const response = await setVisibility(who, runId, "link");
      expect(response.status).toBe(status);
      expect((await response.json()).error.code).toEqual(expect.any(String));
    }
    const wrong = await setVisibility(owner, runId, "public");
    expect(wrong.status).toBe(422);
    expect((await wrong.json()).error.field).toBe("visibility");
    expect((await (await owner.request(`/api/runs/${runId}`)).json()).visibility).toBe("private");

    const shared = await setVisibility(owner, runId, "link");
    expect(shared.status).toBe(200);
    expect((await shared.json()).visibility).toBe("link");
    const back = await setVisibility(owner, runId, "private");
    expect((await back.json()).visibility).toBe("private");
  });

  it("shows a run shared by link to a guest (players, ticks, progress) without the invite link; a private one is missing", async () => {
    const runId = await newRun();
    for (const who of [guest(), outsider]) {
      const hidden = await who.request(`/api/runs/${runId}`);
      expect(hidden.status).toBe(404);
      expect((await hidden.json()).error.code).toBe("run_missing");
    }
    await setVisibility(owner, runId, "link");
    for (const who of [guest(), outsider]) {
      const response = await who.request(`/api/runs/${runId}`);
      expect(response.status).toBe(200);
      const run = await response.json();
      expect(run).toMatchObject({ role: null, invitePath: null, done: 1, total: 4, visibility: "link" });
      expect(run.members.map((member: { handle: string }) => member.handle)).toContain(playerHandle);
      expect(run.ticks).toEqual([
        {
          stepId: stepIds[0],
          at: expect.any(String),
          by: expect.objectContaining({ displayName: "Share Owner" }),
        },
      ]);
    }
    // The owner alone gets the invite link, shared or not.
    expect((await (await player.request(`/api/runs/${runId}`)).json()).invitePath).toBeNull();
    expect((await (await owner.request(`/api/runs/${runId}`)).json()).invitePath).toMatch(
      /^\/runs\/.+\/join\//,
    );
  });

  it("draws a shared run's image (PNG, 1200×630, ≤ 100 KB, cached by what it shows) and none for a private run", async () => {
    const runId = await newRun("Image world");
    const image = (headers: Record<string, string> = {}) =>
      fetch(`${t.url}/runs/${runId}/preview.png`, { headers });
    for (const who of [guest(), owner]) {
      const hidden = await who.request(`/runs/${runId}/preview.png`);
      expect(hidden.status).toBe(404);
      expect((await hidden.json()).error.code).toBe("run_missing");
    }
    await setVisibility(owner, runId, "link");
    const response = await image();
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/png");
    expect(response.headers.get("cache-control")).toBe(PREVIEW_CACHE_CONTROL);
    const png = Buffer.from(await response.arrayBuffer());
    expect(png.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
    expect({ width: png.readUInt32BE(16), height: png.readUInt32BE(20) }).toEqual({
      width: 1200,
      height: 630,
    });
    expect(png.length).toBeLessThanOrEqual(100 * 1024);
    const etag = response.headers.get("etag") ?? "";
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect((await image({ "if-none-match": etag })).status).toBe(304);
    // A tick changes what the image shows: a new ETag, so Discord gets the progress as it is.
    await player.request(`/api/runs/${runId}/steps/${stepIds[1]}/done`, { method: "PUT" });
    const ticked = await image({ "if-none-match": etag });
    expect(ticked.status).toBe(200);
    expect(ticked.headers.get("etag")).not.toBe(etag);
    await setVisibility(owner, runId, "private");
    expect((await image()).status).toBe(404);
    for (const id of ["not-a-run", "00000000-0000-4000-8000-000000000000"]) {
      expect((await fetch(`${t.url}/runs/${id}/preview.png`)).status).toBe(404);
    }
  });

  it("answers a shared run's page with its own link-preview tags, and the not-found page (404) to non-players of a private run", async () => {
    const runId = await newRun("Page world");
    const page = async (cookie?: string) => {
      const answer = await t.app.inject({
        method: "GET",
        url: `/runs/${runId}`,
        headers: cookie ? { cookie } : {},
      });
      return { status: answer.statusCode, html: answer.body };
    };
    const hidden = await page();
    expect(hidden.status).toBe(404);
    expect(hidden.html).toContain("<title>Page not found");
    expect(hidden.html).not.toContain("Page world");
    expect((await outsider.request(`/runs/${runId}`)).status).toBe(404);
    // Its players see a private run's page, with the site's own image.
    const own = await player.request(`/runs/${runId}`);
    expect(own.status).toBe(200);
    const ownHtml = await own.text();
    expect(ownHtml).toContain("<title>Page world · Beat the Wither</title>");
    expect(ownHtml).toContain(`<meta property="og:image" content="${t.url}/og-image.png">`);

    await setVisibility(owner, runId, "link");
    const shared = await page();
    expect(shared.status).toBe(200);
    expect(shared.html).toContain("<title>Page world · Beat the Wither</title>");
    expect(shared.html).toContain('<meta property="og:title" content="Page world · Beat the Wither">');
    expect(shared.html).toMatch(/<meta name="description" content="1 of 4 steps · @[^"]+ · @[^"]+">/);
    expect(shared.html).toMatch(/<meta property="og:description" content="1 of 4 steps · /);
    expect(shared.html).toContain('<meta name="twitter:card" content="summary_large_image">');
    expect(shared.html).toContain(`<meta property="og:url" content="${t.url}/runs/${runId}">`);
    const imageUrl = /<meta property="og:image" content="([^"]+)">/.exec(shared.html)?.[1] ?? "";
    expect(imageUrl).toMatch(new RegExp(`^${t.url}/runs/${runId}/preview\\.png\\?v=[\\w-]+$`));
    const image = await fetch(imageUrl);
    expect(image.status).toBe(200);
    expect(image.headers.get("content-type")).toBe("image/png");
    // Progress changes the image's address, for chat apps that keep images by address.
    await owner.request(`/api/runs/${runId}/steps/${stepIds[2]}/done`, { method: "PUT" });
    const later = await page();
    expect(later.html).toContain('content="2 of 4 steps · ');
    expect(/<meta property="og:image" content="([^"]+)">/.exec(later.html)?.[1]).not.toBe(imageUrl);

    for (const id of ["not-a-run", "00000000-0000-4000-8000-000000000000", "%00"]) {
      const missing = await t.app.inject({ method: "GET", url: `/runs/${id}` });
      expect(missing.statusCode, id).toBe(404);
    }
  });
});
