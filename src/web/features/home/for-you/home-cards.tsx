import { Link } from "react-router";
import type { FriendRun, UpdatedRun } from "#shared/contracts/home.ts";
import type { ProgressItem } from "#shared/contracts/playing.ts";
import { changedStepsNotice } from "#shared/rules/step-changes.ts";
import { ProgressSummary } from "#web/components/progress-bar.tsx";
import { useSharedWords } from "#web/lib/shared-words.ts";
import { RunName, runPath } from "../../playing/run-name.tsx";

const card =
  "h-full rounded-md border-2 border-stone-800 bg-white p-4 dark:border-stone-400 dark:bg-stone-900";

function CardTitle({ to, title }: { to: string; title: string }) {
  return (
    <h3 className="text-lg font-bold wrap-anywhere">
      <Link to={to} className="hover:underline">
        {title}
      </Link>
    </h3>
  );
}

/** 'Continue': a run in progress, opened where it was left (D38, D43). */
export function ContinueCard({ item }: { item: ProgressItem }) {
  return (
    <div className={card}>
      <CardTitle to={runPath(item)} title={item.title} />
      <RunName name={item.runName} />
      <ProgressSummary title={item.title} done={item.done} total={item.total} percent={item.percent} />
    </div>
  );
}

/** 'Updated guides you play': the run, and how many steps changed since it started (D48). */
export function UpdatedCard({ item }: { item: UpdatedRun }) {
  const words = useSharedWords();
  return (
    <div className={card}>
      <CardTitle to={runPath(item)} title={item.title} />
      <RunName name={item.runName} />
      <p className="mt-1 text-sm font-semibold text-amber-900 dark:text-amber-200">
        {words(changedStepsNotice(item.changedSteps))}
      </p>
    </div>
  );
}

/** 'Your friends' runs': a run shared by link (D47), on its own read-only page. */
export function FriendRunCard({ item }: { item: FriendRun }) {
  return (
    <div className={card}>
      <CardTitle to={`/runs/${encodeURIComponent(item.runId)}`} title={item.title} />
      <p className="text-sm font-semibold wrap-anywhere text-stone-700 dark:text-stone-300">
        {item.owner.displayName} <span className="font-normal">@{item.owner.handle}</span> · {item.runName}
      </p>
      <ProgressSummary title={item.title} done={item.done} total={item.total} percent={item.percent} />
    </div>
  );
}
