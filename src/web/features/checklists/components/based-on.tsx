import { Link } from "react-router";
import type { BasedOn } from "#shared/contracts/checklists.ts";
import { textLink } from "#web/components/ui/button-styles.ts";
import { richText, useT } from "#web/lib/i18n.tsx";
import { checklistPath } from "./checklist-stats.tsx";

/**
 * D52: 'Based on {title} by @{handle}', the title linking to the source, the handle to its author.
 * The names are put in by the parts, never into the message (a title is the author's text).
 */
export function BasedOnLine({ source, className = "" }: { source: BasedOn; className?: string }) {
  const t = useT();
  const handle = source.authorHandle;
  const message = handle
    ? t("checklists.basedOn", { title: "", handle: "" })
    : t("checklists.basedOnDeleted", { title: "", name: "" });
  return (
    <p className={`wrap-anywhere text-stone-700 dark:text-stone-300 ${className}`}>
      {richText(message, {
        source: () => (
          <Link to={checklistPath(source)} className={textLink}>
            {source.title}
          </Link>
        ),
        author: () =>
          handle ? (
            <Link to={`/users/${encodeURIComponent(handle)}`} className={textLink}>
              @{handle}
            </Link>
          ) : (
            source.authorName
          ),
      })}
    </p>
  );
}
