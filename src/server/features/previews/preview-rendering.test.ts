import { describe, expect, it } from "vitest";
import { LIMITS } from "#shared/limits.ts";
import { PreviewCache } from "./preview-cache.ts";
import { membersLine, stepsLabel } from "./preview-card.ts";
import { previewFonts } from "./preview-fonts.ts";
import { drawableText, renderPreviewPng } from "./render-preview.ts";
import { matchesEtag } from "./routes.ts";

describe("preview images (D47), without a server", () => {
  it("keeps a run's busiest card, progress and members included, at 1200×630 within 100 KB", async () => {
    const png = await renderPreviewPng(
      {
        title: "W".repeat(LIMITS.checklistTitle),
        subtitle: "Survival · Building · Adventure · Hard · 200 steps · by A Rather Long Nickname",
        progress: { done: 123, total: LIMITS.stepsPerChecklist },
        members: Array.from({ length: 8 }, (_, index) => `member-with-long-name-${index}`),
      },
      "Checkcraft",
    );
    expect(png.readUInt32BE(16)).toBe(1200);
    expect(png.readUInt32BE(20)).toBe(630);
    expect(png.length).toBeLessThanOrEqual(100 * 1024);
  });

  it("draws a person's initials in a disc beside the title (issue 35's profile card)", async () => {
    const card = { title: "Ann Lee", subtitle: "@ann · 3 published checklists · 41 likes" };
    const plain = await renderPreviewPng(card, "Checkcraft");
    const withInitials = await renderPreviewPng({ ...card, initials: "AL" }, "Checkcraft");
    expect(withInitials.equals(plain)).toBe(false);
    expect(withInitials.length).toBeLessThanOrEqual(100 * 1024);
  });

  it("says '12 of 20 steps' and names at most four members", () => {
    expect(stepsLabel(12, 20)).toBe("12 of 20 steps");
    expect(stepsLabel(0, 1)).toBe("0 of 1 step");
    expect(membersLine(["steve", "alex"])).toBe("@steve · @alex");
    expect(membersLine(["a", "b", "c", "d", "e", "f"])).toBe("@a · @b · @c · @d and 2 more");
  });

  it("leaves out what the fonts cannot draw, and control characters", async () => {
    const fonts = await previewFonts();
    expect(drawableText("Ender 🐉 Drache 日本 Привет Ελλάδα Việt", fonts)).toBe(
      "Ender Drache Привет Ελλάδα Việt",
    );
    expect(drawableText("a\u0000b\nc", fonts)).toBe("a b c");
  });

  it("matches If-None-Match as a list, weak or any", () => {
    expect(matchesEtag('"a"', '"a"')).toBe(true);
    expect(matchesEtag('"b", W/"a"', '"a"')).toBe(true);
    expect(matchesEtag("*", '"a"')).toBe(true);
    expect(matchesEtag('"b"', '"a"')).toBe(false);
    expect(matchesEtag(undefined, '"a"')).toBe(false);
  });

  it("keeps the most recently used images, and renders one asked for twice once", async () => {
    const cache = new PreviewCache(2);
    let renders = 0;
    const render = (text: string) => async () => {
      renders += 1;
      return Buffer.from(text);
    };
    const [first, again] = await Promise.all([cache.get("a", render("a")), cache.get("a", render("a"))]);
    expect(first).toBe(again);
    expect(renders).toBe(1);
    await cache.get("b", render("b"));
    await cache.get("a", render("a")); // a is now the most recently used
    await cache.get("c", render("c")); // b goes
    expect(cache.count).toBe(2);
    await cache.get("a", render("a"));
    expect(renders).toBe(3);
    await cache.get("b", render("b"));
    expect(renders).toBe(4);
  });
});
