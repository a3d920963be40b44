import { useLocale, useT } from "#web/lib/i18n.tsx";

/**
 * D66: the official checklists name the game's things as its data package does, in English; no
 * maintained package carries the game's own translations, so in another language the page says
 * so rather than translating them itself.
 */
export function OfficialInEnglish() {
  const t = useT();
  if (useLocale().startsWith("en")) return null;
  return (
    <p className="mt-2 max-w-prose text-sm text-stone-700 dark:text-stone-300">{t("official.inEnglish")}</p>
  );
}
