import { z } from "zod";
import type { Locale } from "#shared/i18n/locales.ts";

/**
 * zod's own words for a rule without a message of ours (`Invalid input: expected string, received
 * number`), in the reader's language by zod's own translations (docs/decisions/061).
 */
const ZOD_LOCALES: Record<Locale, () => { localeError: z.core.$ZodErrorMap }> = {
  en: z.locales.en,
  "pt-BR": z.locales.ptBR,
  de: z.locales.de,
  es: z.locales.es,
  fr: z.locales.fr,
};

type Issue = Parameters<z.core.$ZodErrorMap>[0];

function said(locale: Locale, issue: Issue): string | undefined {
  const answer = ZOD_LOCALES[locale]().localeError(issue);
  return typeof answer === "string" ? answer : (answer?.message ?? undefined);
}

/**
 * A schema's failure as zod words it in `locale`, when `message` is zod's English for it; any
 * other message (ours) is left for the catalogs. `input`: the value sent, which zod names the type of.
 */
export function zodMessageIn(
  locale: Locale,
  message: string,
  failure: { keyword: string; params: Record<string, unknown> },
  input: unknown,
): string | undefined {
  if (locale === "en") return undefined;
  const issue = { input, ...failure.params, code: failure.keyword, message } as unknown as Issue;
  try {
    if (said("en", issue) !== message) return undefined;
    return said(locale, issue);
  } catch {
    return undefined;
  }
}
