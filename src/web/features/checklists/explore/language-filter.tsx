import { LOCALE_NAMES, LOCALES, type Locale } from "#shared/i18n/locales.ts";
import { secondaryButton } from "#web/components/ui/button-styles.ts";
import { useLocale, useT } from "#web/lib/i18n.tsx";
import { type ExploreParams, languagesToAsk } from "./explore-params.ts";
import type { FilterProps } from "./filter-choices.tsx";

type Go = (changes: Partial<ExploreParams>) => void;

/**
 * D65: Explore's language filter, as props for a popover or a fieldset: the reader's language and
 * English until something else is chosen; none ticked ('All') is every language.
 */
export function useLanguageFilter(params: ExploreParams, go: Go): FilterProps<Locale> {
  const t = useT();
  return {
    label: t("guideLanguage.filter"),
    options: LOCALES.map((language) => ({ value: language, label: LOCALE_NAMES[language] })),
    selected: languagesToAsk(params, useLocale()) ?? [],
    onChange: (languages) => go({ languages: languages.length ? languages : "all" }),
  };
}

/** One press shows every language; pressed again, the reader's and English. */
export function AllLanguagesButton({ params, go }: { params: ExploreParams; go: Go }) {
  const t = useT();
  const all = params.languages === "all";
  return (
    <button
      type="button"
      aria-pressed={all}
      className={`${secondaryButton} aria-pressed:border-emerald-700 aria-pressed:bg-emerald-50 dark:aria-pressed:bg-emerald-950`}
      onClick={() => go({ languages: all ? null : "all" })}
    >
      {t("guideLanguage.allLanguages")}
    </button>
  );
}
