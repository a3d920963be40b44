import type { FastifyReply, FastifyRequest } from "fastify";
import type { AppConfig } from "#server/config.ts";
import { isLocale, LOCALE_COOKIE, type Locale, localeFromAcceptLanguage } from "#shared/i18n/locales.ts";

const YEAR_SECONDS = 365 * 24 * 60 * 60;

function languageCookieOptions(config: AppConfig) {
  // Read by the page's script too (a signed-out choice is made there): not HttpOnly.
  return {
    path: "/",
    sameSite: "lax" as const,
    secure: config.env === "production" || config.publicUrl.startsWith("https://"),
  };
}

/**
 * D64: the account's language on this device too, at once (Settings) or at sign-in (another
 * device follows the account); null, chosen in Settings, leaves the browser's language to speak.
 */
export function setLanguageCookie(reply: FastifyReply, config: AppConfig, language: Locale | null) {
  if (language === null) reply.clearCookie(LOCALE_COOKIE, languageCookieOptions(config));
  else reply.setCookie(LOCALE_COOKIE, language, { ...languageCookieOptions(config), maxAge: YEAR_SECONDS });
}

/** The request's language without an account's: the cookie's choice, else Accept-Language, else English (D64). */
export function languageOfRequest(request: FastifyRequest): Locale {
  const chosen = request.cookies[LOCALE_COOKIE];
  return isLocale(chosen) ? chosen : localeFromAcceptLanguage(request.headers["accept-language"]);
}
