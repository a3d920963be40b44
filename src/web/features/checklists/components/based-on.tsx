import { Link } from "react-router";
import type { BasedOn } from "#shared/contracts/checklists.ts";
import { textLink } from "#web/components/ui/button-styles.ts";
import { checklistPath } from "./checklist-stats.tsx";

/** D52: 'Based on {title} by @{handle}', the title linking to the source, the handle to its author. */
export function BasedOnLine({ source, className = "" }: { source: BasedOn; className?: string }) {
  return (
    <p className={`wrap-anywhere text-stone-700 dark:text-stone-300 ${className}`}>
      Based on{" "}
      <Link to={checklistPath(source)} className={textLink}>
        {source.title}
      </Link>{" "}
      by{" "}
      {source.authorHandle ? (
        <Link to={`/users/${encodeURIComponent(source.authorHandle)}`} className={textLink}>
          @{source.authorHandle}
        </Link>
      ) : (
        `${source.authorName} (deleted account)`
      )}
    </p>
  );
}
