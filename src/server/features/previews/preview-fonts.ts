/**
 * The font the preview images are drawn in (docs/decisions/026): Inter from @fontsource/inter,
 * its .woff files (satori reads ttf, otf and woff, not woff2), read once per process.
 */
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import type { Font } from "satori";

const require = createRequire(import.meta.url);

/** The scripts drawn; a character outside them is left out of the image rather than drawn as a box. */
const SUBSETS = [
  "latin",
  "latin-ext",
  "cyrillic",
  "cyrillic-ext",
  "greek",
  "greek-ext",
  "vietnamese",
] as const;
const WEIGHTS = [400, 700] as const;
/** The family the card names; the other subsets, each a family of its own, are satori's fallbacks. */
export const PREVIEW_FONT = "Inter";

export interface PreviewFonts {
  fonts: Font[];
  /** Whether a code point is one the loaded fonts draw. */
  draws(codePoint: number): boolean;
}

/** "U+0000-00FF,U+0131" → [[0, 255], [305, 305]] */
function parseRanges(ranges: string): [number, number][] {
  return ranges.split(",").map((range) => {
    const [from = "0", to = from] = range.replace("U+", "").split("-");
    return [Number.parseInt(from, 16), Number.parseInt(to, 16)];
  });
}

async function loadFonts(): Promise<PreviewFonts> {
  const unicode = JSON.parse(
    await readFile(require.resolve("@fontsource/inter/unicode.json"), "utf8"),
  ) as Record<string, string>;
  const fonts = await Promise.all(
    SUBSETS.flatMap((subset) =>
      WEIGHTS.map(async (weight): Promise<Font> => {
        const file = require.resolve(`@fontsource/inter/files/inter-${subset}-${weight}-normal.woff`);
        // Satori keeps one font per family and weight: each subset is named apart so it is a fallback.
        const name = subset === "latin" ? PREVIEW_FONT : `${PREVIEW_FONT} ${subset}`;
        return { name, weight, style: "normal", data: await readFile(file) };
      }),
    ),
  );
  const ranges = SUBSETS.flatMap((subset) => parseRanges(unicode[subset] ?? ""));
  return {
    fonts,
    draws: (codePoint) => ranges.some(([from, to]) => codePoint >= from && codePoint <= to),
  };
}

let loaded: Promise<PreviewFonts> | null = null;

/** The fonts, read on first use and kept; a failed read is tried again next time. */
export function previewFonts(): Promise<PreviewFonts> {
  loaded ??= loadFonts().catch((error: unknown) => {
    loaded = null;
    throw error;
  });
  return loaded;
}
