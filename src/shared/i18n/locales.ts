/**
 * The site's languages (D64, docs/decisions/059): English first, the fallback for every choice.
 * Each name is written in its own language, as a reader looks for it in a list.
 */
export const LOCALES = ["en", "pt-BR", "de", "es", "fr"] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = "en";

export const LOCALE_NAMES: Record<Locale, string> = {
  en: "English",
  "pt-BR": "Português (Brasil)",
  de: "Deutsch",
  es: "Español",
  fr: "Français",
};

/** A signed-out reader's choice of language (D64), and a signed-in one's, copied from the account. */
export const LOCALE_COOKIE = "checkcraft_lang";

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (LOCALES as readonly string[]).includes(value);
}

/**
 * The first of the reader's `Accept-Language` ranges the site speaks, by their weights; a range
 * names a site language by its own tag (`pt-BR`, `de`) or by its primary language (`fr-CA` is
 * Français, any `pt` is Português (Brasil), the one Portuguese we have). Anything malformed is
 * skipped: the answer falls back to English, never to an error (issue 38).
 */
export function localeFromAcceptLanguage(header: string | undefined): Locale {
  if (!header || header.length > 500) return DEFAULT_LOCALE;
  const ranges: { tag: string; weight: number; at: number }[] = [];
  header.split(",").forEach((part, at) => {
    const [rawTag = "", ...params] = part.trim().split(";");
    const tag = rawTag.trim().toLowerCase();
    if (!/^[a-z]{1,8}(-[a-z0-9]{1,8})*$/.test(tag)) return;
    let weight = 1;
    for (const param of params) {
      const match = /^\s*q\s*=\s*([01](?:\.\d{0,3})?)\s*$/.exec(param);
      if (match) weight = Number(match[1]);
    }
    if (weight > 0) ranges.push({ tag, weight, at });
  });
  ranges.sort((a, b) => b.weight - a.weight || a.at - b.at);
  for (const { tag } of ranges) {
    const exact = LOCALES.find((locale) => locale.toLowerCase() === tag);
    if (exact) return exact;
    const primary = tag.split("-")[0];
    const byPrimary = LOCALES.find((locale) => locale.split("-")[0]?.toLowerCase() === primary);
    if (byPrimary) return byPrimary;
  }
  return DEFAULT_LOCALE;
}
