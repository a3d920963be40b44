import { Link } from "react-router";
import { ProgressSummary } from "#web/components/progress-bar.tsx";
import { textLink } from "#web/components/ui/button-styles.ts";
import { QueryBoundary } from "#web/lib/query-boundary.tsx";
import { useProgressList } from "../playing/api.ts";
import { RunName, runPath } from "../playing/run-name.tsx";

/** How many checklists in progress the landing page offers to continue (D38). */
const CONTINUE_COUNT = 3;

function List() {
  const inProgress = useProgressList("in-progress", 1);
  // Nothing to continue, or it could not be loaded: the landing page simply goes on without it.
  if (!inProgress.data || inProgress.data.items.length === 0) return null;
  const items = inProgress.data.items.slice(0, CONTINUE_COUNT);
  return (
    <section aria-labelledby="continue-heading" className="mx-auto max-w-6xl px-4 pt-8 sm:px-6">
      <div className="flex flex-wrap items-baseline justify-between gap-x-6 gap-y-1">
        <h2 id="continue-heading" className="font-display text-3xl font-bold tracking-tight">
          Continue
        </h2>
        <Link to="/my/in-progress" className={textLink}>
          All checklists in progress ({inProgress.data.total})
        </Link>
      </div>
      <ul className="mt-4 grid gap-4 md:grid-cols-3">
        {items.map((item) => (
          <li
            key={item.runId}
            className="rounded-md border-2 border-stone-800 bg-white p-4 dark:border-stone-400 dark:bg-stone-900"
          >
            <h3 className="text-lg font-bold wrap-anywhere">
              <Link to={runPath(item)} className="hover:underline">
                {item.title}
              </Link>
            </h3>
            <RunName name={item.runName} />
            <ProgressSummary title={item.title} done={item.done} total={item.total} percent={item.percent} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** D38: a signed-in player's latest played checklists, first on the landing page. */
export default function ContinueList() {
  return (
    <QueryBoundary>
      <List />
    </QueryBoundary>
  );
}
