import { useT } from "#web/lib/i18n.tsx";

export function PageLoading() {
  const t = useT();
  return (
    <p role="status" className="mx-auto max-w-6xl px-4 py-10 text-stone-700 dark:text-stone-300">
      {t("common.loading")}
    </p>
  );
}
