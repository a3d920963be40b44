import type { Locale } from "#shared/i18n/locales.ts";
import { useT } from "#web/lib/i18n.tsx";
import { LanguageBadge } from "../checklists/components/language-badge.tsx";

/** D65: the guide's language, an entry of the checklist page's Details panel. */
export function LanguageDetail({ language }: { language: Locale }) {
  const t = useT();
  return (
    <div>
      <dt className="text-sm font-bold uppercase tracking-wide text-stone-600 dark:text-stone-400">
        {t("guideLanguage.field")}
      </dt>
      <dd className="mt-1">
        <LanguageBadge language={language} />
      </dd>
    </div>
  );
}
