import { isLocale, type Locale } from "#shared/i18n/locales.ts";
import { LanguageOptions } from "#web/components/language-options.tsx";
import { inputClass } from "#web/components/ui/field-styles.ts";
import { useLocale, useT } from "#web/lib/i18n.tsx";

/** The language a new guide gets until its author picks one (D65): the one they read the site in. */
export function useReaderLanguage(): Locale {
  const locale = useLocale();
  return isLocale(locale) ? locale : "en";
}

/** D65: the create and edit form's choice of the guide's language, each named in its own language. */
export function LanguageField({
  id,
  value,
  onChange,
}: {
  id: string;
  value: Locale;
  onChange: (language: Locale) => void;
}) {
  const t = useT();
  return (
    <div>
      <label htmlFor={id} className="block font-bold">
        {t("guideLanguage.field")}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value as Locale)}
        aria-describedby={`${id}-hint`}
        className={inputClass}
      >
        <LanguageOptions />
      </select>
      <p id={`${id}-hint`} className="mt-1 text-sm text-stone-600 dark:text-stone-400">
        {t("guideLanguage.fieldHint")}
      </p>
    </div>
  );
}
