import { Link } from "react-router";
import type { ChecklistSummary } from "#shared/contracts/checklists.ts";
import { TRUNCATE } from "#shared/limits.ts";
import { truncate } from "#shared/rules/truncate.ts";
import { useT } from "#web/lib/i18n.tsx";
import { Byline } from "./author-link.tsx";
import { DifficultyBadge, OfficialBadge } from "./badges.tsx";
import { CategoryIcons } from "./category-icon.tsx";
import { ChecklistStats, checklistPath } from "./checklist-stats.tsx";
import { LanguageBadge } from "./language-badge.tsx";

// Where the checklist page's code takes them from, without the card (its JavaScript budget).
export { ChecklistStats, checklistPath } from "./checklist-stats.tsx";

interface CardProps {
  checklist: ChecklistSummary;
  /** Featured cards (landing) cut title at 42 and description at 100 with ' ...' (SPEC §2). */
  variant?: "explore" | "featured";
  headingLevel?: "h2" | "h3";
}

/** A checklist in a list; the whole card is one link to its page. */
export function ChecklistCard({ checklist, variant = "explore", headingLevel: Heading = "h2" }: CardProps) {
  const t = useT();
  const featured = variant === "featured";
  const title = featured ? truncate(checklist.title, TRUNCATE.featuredTitle, " ...") : checklist.title;
  const description = featured
    ? truncate(checklist.description, TRUNCATE.featuredDescription, " ...")
    : truncate(checklist.description, TRUNCATE.exploreCardDescription);
  return (
    <article className="relative flex h-full flex-col gap-3 rounded-md border-2 border-stone-800 bg-white p-4 shadow-[4px_4px_0_0_rgba(0,0,0,0.2)] focus-within:outline-3 focus-within:outline-amber-500 hover:bg-stone-50 dark:border-stone-400 dark:bg-stone-900 dark:hover:bg-stone-800">
      {/* The badges sit beside the title where both fit, else under it (a narrow phone, large text). */}
      <div className="flex flex-wrap items-start justify-between gap-x-3 gap-y-2">
        <Heading className="min-w-0 flex-1 basis-40 text-lg font-bold leading-snug wrap-anywhere text-stone-900 dark:text-stone-50">
          <Link
            to={checklistPath(checklist)}
            className="outline-none after:absolute after:inset-0 after:content-['']"
          >
            {title}
          </Link>
        </Heading>
        <span className="flex max-w-full flex-wrap gap-1.5">
          {checklist.official ? <OfficialBadge /> : null}
          <DifficultyBadge difficulty={checklist.difficulty} />
          <LanguageBadge language={checklist.language} />
        </span>
      </div>
      <Byline name={checklist.authorName} handle={checklist.authorHandle} />
      <p className="wrap-anywhere text-stone-800 dark:text-stone-200">{description}</p>
      {checklist.tags.length ? (
        <ul aria-label={t("checklists.tags")} className="flex flex-wrap gap-1.5">
          {checklist.tags.slice(0, TRUNCATE.tagsOnCard).map((tag) => (
            <li
              key={tag}
              className="rounded bg-stone-200 px-2 py-0.5 text-xs font-semibold text-stone-800 dark:bg-stone-700 dark:text-stone-100"
            >
              #{tag}
            </li>
          ))}
        </ul>
      ) : null}
      <div className="mt-auto flex flex-wrap items-center justify-between gap-3 pt-1">
        <ChecklistStats likes={checklist.likes} stepCount={checklist.stepCount} />
        <CategoryIcons ids={checklist.categories} />
      </div>
    </article>
  );
}
