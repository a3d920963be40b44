import { type FormEvent, useId } from "react";
import { useNavigate } from "react-router";
import { SEARCH_QUERY_MAX } from "#shared/explore.ts";
import { accentButton } from "#web/components/ui/button-styles.ts";
import { useT } from "#web/lib/i18n.tsx";

/**
 * Landing → results in one step (D38). A plain GET form, so it works before the script has
 * loaded; once it has, the app navigates without a reload.
 */
export function LandingSearch() {
  const navigate = useNavigate();
  const id = useId();
  const t = useT();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const q = String(new FormData(event.currentTarget).get("q") ?? "").trim();
    navigate(q ? `/checklists?q=${encodeURIComponent(q)}` : "/checklists");
  };
  return (
    <search className="mt-8 block max-w-xl">
      <form action="/checklists" method="get" onSubmit={submit}>
        <label htmlFor={id} className="block font-semibold text-emerald-50">
          {t("home.searchLabel")}
        </label>
        <div className="mt-2 flex gap-2">
          <input
            id={id}
            name="q"
            type="search"
            maxLength={SEARCH_QUERY_MAX}
            placeholder={t("home.searchPlaceholder")}
            className="min-h-11 min-w-0 flex-1 rounded-md border-2 border-stone-800 bg-white px-3 text-stone-900 placeholder:text-stone-500"
          />
          <button type="submit" className={accentButton}>
            {t("home.search")}
          </button>
        </div>
      </form>
    </search>
  );
}
