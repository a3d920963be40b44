import { Plus } from "lucide-react";
import { useId, useState } from "react";
import { useSearchParams } from "react-router";
import type { RunSummary } from "#shared/contracts/runs.ts";
import { secondaryButton } from "#web/components/ui/button-styles.ts";
import { inputClass } from "#web/components/ui/field-styles.ts";
import { lazyDialog } from "#web/components/ui/lazy-dialog.tsx";
import { useT } from "#web/lib/i18n.tsx";
import { useRuns } from "./api.ts";

/** The address's `?run=`: which run of the checklist the page shows (D43). */
export const RUN_PARAM = "run";

export interface SelectedRun {
  /** The player's runs of the checklist (empty while loading or when they play none). */
  runs: RunSummary[];
  /** The run shown: the one in the address, else the first. Null: none (yet). */
  run: RunSummary | null;
  /** The address names a run and the list is not there yet: the steps wait for it. */
  waiting: boolean;
  /** Shows another run (null: the first), in the address so a reload or a copied link keeps it. */
  show: (runId: string | null) => void;
}

/** The run the checklist page shows, of a signed-in player who plays the checklist. */
export function useSelectedRun(checklistId: string, joined: boolean): SelectedRun {
  const [params, setParams] = useSearchParams();
  const query = useRuns(checklistId, joined);
  const wanted = params.get(RUN_PARAM);
  const runs = joined ? (query.data?.items ?? []) : [];
  const run = runs.find((candidate) => candidate.id === wanted) ?? runs[0] ?? null;
  const show = (runId: string | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (runId) next.set(RUN_PARAM, runId);
        else next.delete(RUN_PARAM);
        return next;
      },
      { replace: true },
    );
  return { runs, run, waiting: joined && wanted !== null && query.isPending, show };
}

/**
 * With several runs, a select labelled 'Run' switches between them (D43). The run shown counts
 * what its progress bar counts (`shown`: the same cache, live ticks and waiting taps included;
 * issue 35), the others what the list of runs said.
 */
export function RunSwitcher({ selected, shown }: { selected: SelectedRun; shown?: { done: number } }) {
  const t = useT();
  const id = useId();
  if (selected.runs.length < 2 || !selected.run) return null;
  return (
    <div className="max-w-sm">
      <label htmlFor={id} className="block font-bold text-stone-900 dark:text-stone-50">
        {t("runs.run")}
      </label>
      <select
        id={id}
        className={inputClass}
        value={selected.run.id}
        onChange={(event) => selected.show(event.target.value)}
      >
        {selected.runs.map((run) => (
          <option key={run.id} value={run.id}>
            {run.name}
            {run.role === "member" ? ` ${t("runs.othersRun", { owner: run.owner.displayName })}` : ""} ·{" "}
            {shown && run.id === selected.run?.id ? shown.done : run.done}/{run.total}
          </option>
        ))}
      </select>
    </div>
  );
}

const NewRunDialog = lazyDialog(() => import("./new-run-dialog.tsx"));

/** 'New run' (D43): opens the dialog asking the run's 'Name' (its code loads at the first press). */
export function NewRunButton({
  checklistId,
  onStarted,
}: {
  checklistId: string;
  onStarted: (runId: string) => void;
}) {
  const t = useT();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className={secondaryButton} onClick={() => setOpen(true)}>
        <Plus aria-hidden="true" className="size-4" />
        {t("runs.newRun")}
      </button>
      <NewRunDialog checklistId={checklistId} onStarted={onStarted} open={open} onOpenChange={setOpen} />
    </>
  );
}
