/**
 * D47: a preview card drawn as a 1200×630 PNG: satori lays it out as SVG, resvg draws that on
 * libuv's thread pool (renderAsync), so the event loop is held only for satori's layout.
 * Renders run one at a time, so a burst of new previews cannot crowd out other requests
 * (docs/decisions/026).
 */
import { renderAsync } from "@resvg/resvg-js";
import satori from "satori";
import { i18nFor } from "../../i18n/catalogs.ts";
import { PREVIEW_HEIGHT, PREVIEW_WIDTH, type PreviewCard, previewTree } from "./preview-card.ts";
import { type PreviewFonts, previewFonts } from "./preview-fonts.ts";

/** Text as the fonts can draw it: other characters (emoji, CJK) left out, spaces collapsed. */
export function drawableText(text: string, fonts: Pick<PreviewFonts, "draws">): string {
  let kept = "";
  for (const character of text) {
    const codePoint = character.codePointAt(0) ?? 0;
    if (codePoint < 0x20 || (codePoint >= 0x7f && codePoint < 0xa0)) kept += " ";
    else if (fonts.draws(codePoint)) kept += character;
  }
  return kept.replace(/\s+/g, " ").trim();
}

function drawableCard(card: PreviewCard, fonts: PreviewFonts): PreviewCard {
  return {
    title: drawableText(card.title, fonts) || i18nFor(card.locale ?? "en").t("previews.untitled"),
    subtitle: drawableText(card.subtitle, fonts),
    ...(card.progress ? { progress: card.progress } : {}),
    ...(card.members ? { members: card.members.map((handle) => drawableText(handle, fonts)) } : {}),
    ...(card.initials ? { initials: drawableText(card.initials, fonts) || "?" } : {}),
    ...(card.locale ? { locale: card.locale } : {}),
  };
}

let queue: Promise<unknown> = Promise.resolve();

/** Runs `task` after every render asked before it has finished. */
function oneAtATime<T>(task: () => Promise<T>): Promise<T> {
  const run = queue.then(task, task);
  queue = run.catch(() => undefined);
  return run;
}

export async function renderPreviewPng(card: PreviewCard, siteName: string): Promise<Buffer> {
  return oneAtATime(async () => {
    const fonts = await previewFonts();
    const tree = previewTree(drawableCard(card, fonts), drawableText(siteName, fonts));
    const svg = await satori(tree as unknown as Parameters<typeof satori>[0], {
      width: PREVIEW_WIDTH,
      height: PREVIEW_HEIGHT,
      fonts: fonts.fonts,
    });
    const image = await renderAsync(svg, {
      fitTo: { mode: "original" },
      // Text is already paths (satori embeds the glyphs): no system font is needed or read.
      font: { loadSystemFonts: false },
    });
    return image.asPng();
  });
}
