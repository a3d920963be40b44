import { LOCALES } from "#shared/i18n/locales.ts";
import { escapeHtml } from "../html.ts";

/**
 * A public page's `hreflang` alternates (D64): the same address in each language, by `?lang=`
 * (which a page reads before anything else), and the bare address as `x-default`, which follows
 * the reader.
 */
export function languageLinks(publicUrl: string, requestUrl: string): string {
  const url = new URL(requestUrl, "http://page");
  url.searchParams.delete("lang");
  const bare = `${publicUrl}${url.pathname}${url.search}`;
  const links = LOCALES.map((locale) => {
    const each = new URL(url.toString());
    each.searchParams.set("lang", locale);
    return `<link rel="alternate" hreflang="${locale}" href="${escapeHtml(`${publicUrl}${each.pathname}${each.search}`)}">`;
  });
  links.push(`<link rel="alternate" hreflang="x-default" href="${escapeHtml(bare)}">`);
  return links.join("\n    ");
}
