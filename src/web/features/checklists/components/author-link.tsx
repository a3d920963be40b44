import { Link } from "react-router";
import { textLink } from "#web/components/ui/button-styles.ts";
import { useT } from "#web/lib/i18n.tsx";

/** The author's name, linking to their profile while the account exists (D20), with the handle (D39). */
export function AuthorLink({ name, handle }: { name: string; handle: string | null }) {
  const t = useT();
  if (!handle) return <span>{t("checklists.deletedAccount", { name })}</span>;
  return (
    <>
      <Link to={`/users/${encodeURIComponent(handle)}`} className={textLink}>
        {name}
      </Link>{" "}
      <Handle handle={handle} />
    </>
  );
}

/** D39: the handle beside a display name, so two people of the same name are told apart. */
export function Handle({ handle }: { handle: string }) {
  return <span className="wrap-anywhere text-stone-600 dark:text-stone-400">@{handle}</span>;
}

/** "by Name @handle" as plain text, for places that are links already (cards, list items). */
export function Byline({ name, handle }: { name: string; handle: string | null }) {
  const t = useT();
  return (
    <p className="text-sm text-stone-600 dark:text-stone-400">
      {handle ? t("checklists.byline", { name, handle }) : t("checklists.bylineDeleted", { name })}
    </p>
  );
}
