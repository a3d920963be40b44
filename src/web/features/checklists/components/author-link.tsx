import { Link } from "react-router";
import { textLink } from "#web/components/ui/button-styles.ts";

/** The author's name, linking to their profile while the account exists (D20), with the handle (D39). */
export function AuthorLink({ name, customId }: { name: string; customId: string | null }) {
  if (!customId) return <span>{name} (deleted account)</span>;
  return (
    <>
      <Link to={`/users/${encodeURIComponent(customId)}`} className={textLink}>
        {name}
      </Link>{" "}
      <Handle customId={customId} />
    </>
  );
}

/** D39: the handle beside a display name, so two people of the same name are told apart. */
export function Handle({ customId }: { customId: string }) {
  return <span className="wrap-anywhere text-stone-600 dark:text-stone-400">@{customId}</span>;
}

/** "by Name @handle" as plain text, for places that are links already (cards, list items). */
export function Byline({ name, customId }: { name: string; customId: string | null }) {
  return (
    <p className="text-sm text-stone-600 dark:text-stone-400">
      by {name}
      {customId ? ` @${customId}` : " (deleted account)"}
    </p>
  );
}
