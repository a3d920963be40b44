import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { securityHeaders } from "#server/plugins/security-headers.ts";
import type { BrowserClient } from "#server/test-support/browser-client.ts";
import { BrowserClient as Guest } from "#server/test-support/browser-client.ts";
import { checklistInput } from "#server/test-support/checklist-input.ts";
import { testEngines } from "#server/test-support/databases.ts";
import { RELAXED_RATE_LIMITS, signedIn } from "#server/test-support/people.ts";
import { startTestApp, type TestApp } from "#server/test-support/test-app.ts";
import { PREVIEW_CACHE_CONTROL } from "./routes.ts";

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const MAX_BYTES = 100 * 1024;

/** Width and height from the PNG's first chunk, IHDR (right after the 8-byte signature). */
function pngSize(png: Buffer) {
  expect(png.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
  expect(png.subarray(12, 16).toString("latin1")).toBe("IHDR");
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

describe.each(testEngines())("checklist preview images (D47) on %s", (engine) => {
  let t: TestApp;
  let author: BrowserClient;
  let moderator: BrowserClient;
  let guest: Guest;

  beforeAll(async () => {
    t = await startTestApp(engine, { SEED_DEMO: "false", RATE_LIMITS: RELAXED_RATE_LIMITS });
    [author, moderator] = await Promise.all([
      signedIn(t.url, "Preview Author"),
      signedIn(t.url, "Preview Moderator", "moderator"),
    ]);
    guest = new Guest(t.url);
  });
  afterAll(async () => {
    await t?.close();
  });

  async function submit(overrides: Parameters<typeof checklistInput>[0] = {}) {
    const response = await author.request("/api/checklists", {
      method: "POST",
      json: checklistInput(overrides),
    });
    expect(response.status).toBe(201);
    return (await response.json()).id as string;
  }
  async function approve(id: string) {
    expect(
      (await moderator.request(`/api/moderation/checklists/${id}/approve`, { method: "POST" })).status,
    ).toBe(200);
  }
  const preview = (id: string, headers: Record<string, string> = {}) =>
    fetch(`${t.url}/checklist/${id}/preview.png`, { headers });

  it("answers an approved checklist with a 1200×630 PNG of at most 100 KB, every security header on", async () => {
    const id = await submit({ title: "Beat the Ender Dragon" });
    await approve(id);
    const started = performance.now();
    const response = await preview(id);
    const firstMs = performance.now() - started;
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/png");
    expect(response.headers.get("cache-control")).toBe(PREVIEW_CACHE_CONTROL);
    expect(response.headers.get("etag")).toMatch(/^"[\w-]{27}"$/);
    for (const [header, value] of securityHeaders(t.config)) {
      expect(response.headers.get(header), header).toBe(value);
    }
    const png = Buffer.from(await response.arrayBuffer());
    expect(pngSize(png)).toEqual({ width: 1200, height: 630 });
    expect(png.length).toBeLessThanOrEqual(MAX_BYTES);

    const again = performance.now();
    const kept = Buffer.from(await (await preview(id)).arrayBuffer());
    expect(kept.equals(png)).toBe(true);
    console.info(
      `preview: first answer ${firstMs.toFixed(0)} ms (fonts and render), kept ${(performance.now() - again).toFixed(0)} ms, ${png.length} bytes`,
    );
  });

  it("answers 304 to a matching If-None-Match, and a new ETag once an edit is approved", async () => {
    const id = await submit({ title: "Iron farm" });
    await approve(id);
    const first = await preview(id);
    const etag = first.headers.get("etag") ?? "";
    await first.arrayBuffer();

    for (const ifNoneMatch of [etag, `"other", W/${etag}`, "*"]) {
      const unchanged = await preview(id, { "if-none-match": ifNoneMatch });
      expect(unchanged.status, ifNoneMatch).toBe(304);
      expect(unchanged.headers.get("etag")).toBe(etag);
      expect(unchanged.headers.get("cache-control")).toBe(PREVIEW_CACHE_CONTROL);
      expect(unchanged.headers.get("x-content-type-options")).toBe("nosniff");
      expect(await unchanged.text()).toBe("");
    }
    expect((await preview(id, { "if-none-match": '"something-else"' })).status).toBe(200);

    const edit = await author.request(`/api/checklists/${id}`, {
      method: "PATCH",
      json: checklistInput({ customId: id, title: "Iron farm, the big one" }),
    });
    expect(edit.status).toBe(200);
    // A pending edit is not public: the image still shows the approved checklist.
    expect((await preview(id, { "if-none-match": etag })).status).toBe(304);
    await approve(id);
    const edited = await preview(id, { "if-none-match": etag });
    expect(edited.status).toBe(200);
    expect(edited.headers.get("etag")).not.toBe(etag);
    expect(pngSize(Buffer.from(await edited.arrayBuffer()))).toEqual({ width: 1200, height: 630 });
  });

  it("answers 404 for a checklist under review, a rejected one and an unknown id, to its author too", async () => {
    const pending = await submit();
    const rejected = await submit();
    const reject = await moderator.request(`/api/moderation/checklists/${rejected}/reject`, {
      method: "POST",
      json: { reason: "Not a real guide." },
    });
    expect(reject.status).toBe(200);
    for (const id of [pending, rejected, "no-such-checklist", "%E0%A4%A", "x".repeat(300)]) {
      for (const who of [guest, author]) {
        const response = await who.request(`/checklist/${id}/preview.png`);
        expect(response.status, id).toBe(404);
        expect(response.headers.get("x-content-type-options")).toBe("nosniff");
        expect((await response.json()).error.code).toBe("not_found");
      }
    }
  });

  it("answers HEAD like GET without a body, 405 with Allow for other methods; the page still answers", async () => {
    const id = await submit();
    await approve(id);
    const head = await fetch(`${t.url}/checklist/${id}/preview.png`, { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(head.headers.get("content-type")).toBe("image/png");
    const post = await fetch(`${t.url}/checklist/${id}/preview.png`, {
      method: "POST",
      headers: { origin: t.url },
    });
    expect(post.status).toBe(405);
    expect(post.headers.get("allow")).toBe("GET, HEAD");
    expect((await guest.request(`/checklist/${id}/other.png`)).status).toBe(404);

    const page = await guest.request(`/checklist/${id}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toMatch(
      new RegExp(`<meta property="og:image" content="${t.url}/checklist/${id}/preview\\.png\\?v=[0-9a-z]+">`),
    );
    expect(html).toContain('<meta property="og:image:width" content="1200">');
    expect(html).toContain('<meta property="og:image:height" content="630">');
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image">');
    const imageUrl = /<meta property="og:image" content="([^"]+)">/.exec(html)?.[1] ?? "";
    const image = await fetch(imageUrl.replaceAll("&#38;", "&"));
    expect(image.status).toBe(200);
    expect(image.headers.get("content-type")).toBe("image/png");
  });
});
