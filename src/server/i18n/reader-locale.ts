import type { FastifyReply, FastifyRequest } from "fastify";
import { isLocale, LOCALE_COOKIE, type Locale, localeFromAcceptLanguage } from "#shared/i18n/locales.ts";
import { type CatalogLocale, PSEUDO_LOCALE } from "./catalogs.ts";

/**
 * The reader's language (D64): the account's setting, else the device's choice (a cookie, which
 * signing in and Settings also set from the account), else `Accept-Language`, else English.
 */
export function readerLocale(request: FastifyRequest, accountLanguage?: string | null): Locale {
  if (isLocale(accountLanguage)) return accountLanguage;
  const chosen = request.cookies[LOCALE_COOKIE];
  if (isLocale(chosen)) return chosen;
  return localeFromAcceptLanguage(request.headers["accept-language"]);
}

/**
 * A page's address may name its language (`?lang=pt-BR`), as its `hreflang` alternates do;
 * `?lang=en-XA` is the pseudo-localised English the browser tests read layouts in. Anything
 * else there is ignored: a page never fails for its address's language.
 */
export function pageLocale(request: FastifyRequest, accountLanguage?: string | null): CatalogLocale {
  const asked = askedLanguage(request);
  if (isLocale(asked) || asked === PSEUDO_LOCALE) return asked;
  return readerLocale(request, accountLanguage);
}

/** The page address's `?lang=`, whatever it holds. */
function askedLanguage(request: FastifyRequest): unknown {
  return (request.query as Record<string, unknown> | undefined)?.lang;
}

const pageLocales = new WeakMap<FastifyRequest, CatalogLocale>();

/** Set by the page route once it knows the reader's language, for the page's resolvers. */
export function rememberPageLocale(request: FastifyRequest, locale: CatalogLocale) {
  pageLocales.set(request, locale);
}

/** The language of the page this request renders (its link-preview texts are written in it). */
export function localeOfPage(request: FastifyRequest): CatalogLocale {
  return pageLocales.get(request) ?? pageLocale(request);
}

const A_YEAR = 365 * 24 * 60 * 60;

/** Sets the device's language cookie (D64): what the reader chose, or their account's. */
export function setLanguageCookie(reply: FastifyReply, locale: Locale) {
  reply.setCookie(LOCALE_COOKIE, locale, { path: "/", maxAge: A_YEAR, sameSite: "lax", httpOnly: true });
}

/**
 * A page asked for in a language (the footer's language links, an `hreflang` alternate) is the
 * reader's choice: the device keeps it for the pages after (D64).
 */
export function rememberChosenLanguage(request: FastifyRequest, reply: FastifyReply) {
  const asked = askedLanguage(request);
  if (isLocale(asked) && request.cookies[LOCALE_COOKIE] !== asked) setLanguageCookie(reply, asked);
}
