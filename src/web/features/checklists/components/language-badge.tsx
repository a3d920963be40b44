import { LOCALE_NAMES, type Locale } from "#shared/i18n/locales.ts";
import { useT } from "#web/lib/i18n.tsx";

const badge =
  "inline-flex items-center rounded border border-stone-600 bg-stone-100 px-2 py-0.5 text-xs font-bold text-stone-900 dark:border-stone-400 dark:bg-stone-800 dark:text-stone-100";

/** D65: the language a guide is written in, by its own name ('Deutsch'), on its card and page. */
export function LanguageBadge({ language }: { language: Locale }) {
  const t = useT();
  return (
    <span className={badge}>
      <span className="sr-only">{t("guideLanguage.badgeLabel")} </span>
      <span lang={language}>{LOCALE_NAMES[language]}</span>
    </span>
  );
}
