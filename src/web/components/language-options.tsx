import { LOCALE_NAMES, LOCALES } from "#shared/i18n/locales.ts";

/** The five languages as a select's options, each name in its own language (D64, D65). */
export function LanguageOptions() {
  return LOCALES.map((language) => (
    <option key={language} value={language} lang={language}>
      {LOCALE_NAMES[language]}
    </option>
  ));
}
