import { type I18n, setupI18n } from "@lingui/core";
import { createContext, Fragment, type ReactNode, useContext } from "react";
import type { CatalogPart } from "#shared/i18n/catalog-parts.ts";
import { CATALOG_ELEMENT_ID } from "#shared/page-render.ts";

/**
 * The interface's words (issue 38, docs/decisions/059): every visible text is a message of the
 * catalogs (src/shared/i18n/catalogs/<locale>/<area>.json), read by its id `<area>.<key>` through
 * Lingui, which formats ICU plurals, numbers and dates in the reader's language. The server
 * renders a page with the reader's catalog and names it in the page; the browser loads that one
 * catalog before it hydrates, so the first paint is already in the reader's language.
 */
export type MessageValues = Record<string, unknown>;
export type Translate = (id: string, values?: MessageValues) => string;

const I18nContext = createContext<I18n | null>(null);
export const I18nProvider = I18nContext.Provider;

/** The page's translator, set in the browser before the app renders (main.tsx). */
let browserI18n: I18n | null = null;

/** A translator for one page render (the server renders many pages at once). */
export function createI18n(locale: string, messages: Record<string, unknown>): I18n {
  return setupI18n({ locale, messages: { [locale]: messages as never } });
}

async function fetchMessages(address: string | null | undefined): Promise<Record<string, unknown>> {
  if (!address) return {};
  try {
    return (await (await fetch(address)).json()) as Record<string, unknown>;
  } catch {
    return {};
  }
}

/**
 * The browser's translator: the catalog the page names (its preload), in the page's language,
 * with the parts the page preloads (an editor's, a static page's). A catalog that cannot be
 * loaded (offline, never kept) leaves the page in its server's words and the app in its ids:
 * better than no app.
 */
export async function loadPageCatalog(): Promise<I18n> {
  const locale = document.documentElement.lang || "en";
  const partLinks = [...document.querySelectorAll<HTMLLinkElement>("link[data-catalog-part]")];
  const [app, ...parts] = await Promise.all([
    fetchMessages(catalogLink()?.href),
    ...partLinks.map((link) => fetchMessages(link.href)),
  ]);
  browserI18n = createI18n(locale, Object.assign({}, app, ...parts));
  for (const link of partLinks) loadedParts.set(link.dataset.catalogPart ?? "", Promise.resolve());
  return browserI18n;
}

function catalogLink(): HTMLLinkElement | null {
  return document.getElementById(CATALOG_ELEMENT_ID) as HTMLLinkElement | null;
}

const loadedParts = new Map<string, Promise<void>>();

/**
 * A part of the catalog, before a page that needs it renders (its route's loader): at once where
 * the page came with it, or on the server (which renders with every message).
 */
export function loadCatalogPart(part: CatalogPart): Promise<void> {
  if (typeof document === "undefined") return Promise.resolve();
  let loading = loadedParts.get(part);
  if (!loading) {
    let addresses: Record<string, string> = {};
    try {
      addresses = JSON.parse(catalogLink()?.dataset.parts ?? "{}") as Record<string, string>;
    } catch {
      addresses = {};
    }
    loading = fetchMessages(addresses[part]).then((messages) => {
      browserI18n?.load(browserI18n.locale, messages as never);
    });
    loadedParts.set(part, loading);
  }
  return loading;
}

function current(fromContext: I18n | null): I18n {
  const i18n = fromContext ?? browserI18n;
  if (!i18n) throw new Error("The interface's catalog is not loaded yet.");
  return i18n;
}

/** `t("explore.heading")`, `t("explore.results", { count })`. */
export function useT(): Translate {
  return current(useContext(I18nContext)).t as Translate;
}

/** The reader's language tag (`pt-BR`), for `Intl` formats the messages do not hold. */
export function useLocale(): string {
  return current(useContext(I18nContext)).locale;
}

/** Outside React (a query's callback, a share text): the browser's translator. */
export function translate(id: string, values?: MessageValues): string {
  return current(null).t(id, values);
}

/**
 * A message with marked parts, `Read the <rules>rules</rules> first.`, each part rendered by its
 * own element (a link, a strong word); translators move the parts with the words around them.
 */
export function richText(written: string, parts: Record<string, (text: string) => ReactNode>): ReactNode[] {
  const out: ReactNode[] = [];
  const tag = /<([a-z][a-z0-9]*)>(.*?)<\/\1>/gi;
  let last = 0;
  for (let match = tag.exec(written); match; match = tag.exec(written)) {
    const [whole, name = "", inner = ""] = match;
    if (match.index > last) out.push(written.slice(last, match.index));
    const render = parts[name];
    out.push(<Fragment key={match.index}>{render ? render(inner) : inner}</Fragment>);
    last = match.index + whole.length;
  }
  if (last < written.length) out.push(written.slice(last));
  return out;
}
