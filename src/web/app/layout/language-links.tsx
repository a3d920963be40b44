import { useLocation } from "react-router";
import { LOCALE_NAMES, LOCALES } from "#shared/i18n/locales.ts";
import { useLocale, useT } from "#web/lib/i18n.tsx";

/**
 * The reader's choice of language (D64), on every page: plain links to this page in each
 * language (`?lang=`), which the server renders in it and remembers on the device, so they work
 * before the page's app has loaded. Each name is in its own language (`lang`), as readers look
 * for it.
 */
export function LanguageLinks() {
  const t = useT();
  const current = useLocale();
  const { pathname, search } = useLocation();
  const hrefFor = (locale: string) => {
    const query = new URLSearchParams(search);
    query.set("lang", locale);
    return `${pathname}?${query}`;
  };
  return (
    <nav aria-label={t("layout.language")} className="mt-4">
      <ul className="flex flex-wrap gap-x-4 gap-y-2 text-sm">
        {LOCALES.map((locale) => (
          <li key={locale}>
            <a
              href={hrefFor(locale)}
              lang={locale}
              hrefLang={locale}
              aria-current={locale === current ? "true" : undefined}
              className="inline-flex min-h-6 underline-offset-4 hover:underline aria-[current=true]:font-bold aria-[current=true]:underline"
            >
              {LOCALE_NAMES[locale]}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
