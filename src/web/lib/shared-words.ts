import { inLanguage } from "#shared/i18n/message.ts";
import { translate, useT } from "./i18n.tsx";

/**
 * src/shared's words (a rule's message, a category's name, a sign-in outcome) in the page's
 * language: each is declared with its English text as a message of the catalogs
 * (docs/decisions/061), and anything else (a server's answer, already in the reader's
 * language) is shown as it is.
 */
export function useSharedWords(): <T extends string | null | undefined>(text: T) => T {
  const t = useT();
  return (text) => (text ? inLanguage(t, text) : text) as typeof text;
}

/** The same outside React, in browser-only code (a query's callback). */
export function sharedWords(text: string): string {
  return inLanguage(translate, text);
}
