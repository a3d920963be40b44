/**
 * D47: what a generated link-preview image shows, and its layout as the element tree satori
 * draws (plain objects, no React on the server). Flat colours only, so the PNG stays small
 * (docs/decisions/026).
 */
import { isLocale, type Locale } from "#shared/i18n/locales.ts";
import { type CatalogLocale, i18nFor } from "../../i18n/catalogs.ts";
import { PREVIEW_FONT } from "./preview-fonts.ts";

export const PREVIEW_WIDTH = 1200;
export const PREVIEW_HEIGHT = 630;

/** The plain data of one preview: a checklist's today, a run's once runs share (D47). */
export interface PreviewCard {
  title: string;
  /** One line under the title: category, difficulty, steps, author. */
  subtitle: string;
  progress?: { done: number; total: number };
  /** Members' handles, without the '@'. */
  members?: string[];
  /** A person's card: the initials drawn in a disc beside the title (no picture is fetched). */
  initials?: string;
  /**
   * The language of its words (issue 38); none for English, whose images keep the addresses
   * and ETags they had.
   */
  locale?: Locale;
}

/** A page's language as its image speaks it: the pseudo-locale's image is English's. */
export function imageLocale(locale: CatalogLocale): Locale {
  return isLocale(locale) ? locale : "en";
}

/** A card in `locale`: English's carries no language. */
export function inLocale(card: PreviewCard, locale: Locale): PreviewCard {
  return locale === "en" ? card : { ...card, locale };
}

const MEMBERS_SHOWN = 4;
const COLORS = {
  page: "#14532d",
  grass: "#65a30d",
  grassDark: "#3f6212",
  site: "#bef264",
  title: "#f0fdf4",
  subtitle: "#bbf7d0",
  track: "#052e16",
  fill: "#84cc16",
  members: "#d9f99d",
  disc: "#bef264",
  discText: "#14532d",
} as const;

interface Element {
  type: string;
  props: { style: Record<string, string | number>; children?: (Element | string)[] | string };
}

function el(style: Element["props"]["style"], children?: Element["props"]["children"]): Element {
  return { type: "div", props: { style: { display: "flex", ...style }, children } };
}

/** Text of at most `lines` lines, ended with '…' when cut; a word with no spaces still breaks. */
function clamped(style: Element["props"]["style"], lines: number, text: string): Element {
  return {
    type: "div",
    props: {
      style: { display: "block", lineClamp: lines, wordBreak: "break-word", ...style },
      children: text,
    },
  };
}

/** D47's progress label: '12 of 20 steps'. */
export function stepsLabel(done: number, total: number, locale: CatalogLocale = "en"): string {
  return i18nFor(locale).t("previews.stepsDone", { done, total });
}

/** '@steve · @alex · @notch and 2 more' */
export function membersLine(members: string[], locale: CatalogLocale = "en"): string {
  const shown = members.slice(0, MEMBERS_SHOWN).map((handle) => `@${handle}`);
  const more = members.length - shown.length;
  if (more <= 0) return shown.join(" · ");
  return i18nFor(locale).t("previews.membersAndMore", { members: shown.join(" · "), more });
}

/** The grass edge of the site's own image (public/og-image.png): a strip and a few darker blocks. */
function grassStrip(): Element {
  const blocks = [40, 190, 330, 520, 700, 860, 1040].map((left, index) =>
    el({
      position: "absolute",
      left,
      top: index % 2 === 0 ? 0 : 20,
      width: 30,
      height: 20,
      backgroundColor: COLORS.grassDark,
    }),
  );
  return el(
    { position: "relative", width: PREVIEW_WIDTH, height: 40, backgroundColor: COLORS.grass },
    blocks,
  );
}

function progressBlock(progress: NonNullable<PreviewCard["progress"]>, locale: Locale): Element {
  const total = Math.max(progress.total, 0);
  const done = Math.min(Math.max(progress.done, 0), total);
  const percent = total === 0 ? 0 : Math.round((done / total) * 100);
  return el({ flexDirection: "column", gap: 14 }, [
    el({ justifyContent: "space-between", fontSize: 34, fontWeight: 700, color: COLORS.title }, [
      el({}, stepsLabel(done, total, locale)),
      el({}, `${percent}%`),
    ]),
    el({ width: "100%", height: 32, backgroundColor: COLORS.track, borderRadius: 16 }, [
      el({ width: `${percent}%`, height: 32, backgroundColor: COLORS.fill, borderRadius: 16 }),
    ]),
  ]);
}

/** The title, beside a person's initials in a disc when the card is a person's. */
function titleRow(card: PreviewCard): Element {
  const title = clamped(
    { fontSize: 68, fontWeight: 700, lineHeight: 1.12, color: COLORS.title },
    3,
    card.title,
  );
  if (!card.initials) return title;
  const disc = el(
    {
      width: 150,
      height: 150,
      flexShrink: 0,
      borderRadius: 75,
      alignItems: "center",
      justifyContent: "center",
      backgroundColor: COLORS.disc,
      color: COLORS.discText,
      fontSize: 64,
      fontWeight: 700,
    },
    card.initials,
  );
  return el({ alignItems: "center", gap: 40 }, [disc, title]);
}

/** The card as satori's element tree; `text` has already been cleaned for the fonts. */
export function previewTree(card: PreviewCard, siteName: string): Element {
  const footer: Element[] = [];
  const locale = card.locale ?? "en";
  if (card.progress) footer.push(progressBlock(card.progress, locale));
  if (card.members && card.members.length > 0) {
    footer.push(el({ fontSize: 30, color: COLORS.members }, membersLine(card.members, locale)));
  }
  return el(
    {
      width: PREVIEW_WIDTH,
      height: PREVIEW_HEIGHT,
      flexDirection: "column",
      backgroundColor: COLORS.page,
      fontFamily: PREVIEW_FONT,
    },
    [
      grassStrip(),
      el(
        { flexDirection: "column", flexGrow: 1, padding: "48px 64px 56px", justifyContent: "space-between" },
        [
          el({ flexDirection: "column", gap: 20 }, [
            el({ fontSize: 30, fontWeight: 700, color: COLORS.site }, siteName),
            titleRow(card),
            clamped({ fontSize: 32, color: COLORS.subtitle }, 2, card.subtitle),
          ]),
          el({ flexDirection: "column", gap: 22 }, footer),
        ],
      ),
    ],
  );
}
