import { PageHeading } from "#web/components/page-heading.tsx";
import { PageTitle } from "#web/components/page-title.tsx";
import { useT } from "#web/lib/i18n.tsx";
import { refreshMe, useMe } from "../api/get-me.ts";

/** Under the header on every page when the session could not be loaded (D7: never only in the console). */
export function SessionProblemBar() {
  const me = useMe();
  const t = useT();
  if (!me.error || me.data) return null;
  return (
    <div role="alert" className="bg-amber-100 text-stone-900">
      <p className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-3 gap-y-1 px-3 py-2 sm:px-6">
        {t("session.checkFailed")}
        <button
          type="button"
          onClick={() => void refreshMe()}
          className="min-h-11 rounded-md px-2 font-bold text-emerald-900 underline underline-offset-4 hover:bg-amber-200"
        >
          {t("common.tryAgain")}
        </button>
      </p>
    </div>
  );
}

/** A page that needs to know who is signed in, when that could not be checked. */
export function SessionProblemPage() {
  const t = useT();
  return (
    <div className="mx-auto max-w-3xl px-4 py-16 text-center sm:px-6">
      <PageTitle title={t("session.checkFailedTitle")} />
      <PageHeading>{t("session.checkFailed")}</PageHeading>
      <p className="mt-4 text-stone-700 dark:text-stone-300">{t("session.checkFailedHelp")}</p>
    </div>
  );
}
