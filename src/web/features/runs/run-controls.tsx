import { Plus } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { useSearchParams } from "react-router";
import type { RunSummary } from "#shared/contracts/runs.ts";
import { LIMITS } from "#shared/limits.ts";
import { hasVisibleText } from "#shared/rules/visible-text.ts";
import { RUN_NAME_REQUIRED } from "#shared/runs.ts";
import { primaryButton, secondaryButton } from "#web/components/ui/button-styles.ts";
import { inputClass } from "#web/components/ui/field-styles.ts";
import { Modal, ModalActions } from "#web/components/ui/modal.tsx";
import { TextField } from "#web/components/ui/text-field.tsx";
import { ApiError } from "#web/lib/api-client.ts";
import { useSinglePress } from "#web/lib/use-single-press.ts";
import { startRun, useRuns } from "./api.ts";

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

/** With several runs, a select labelled 'Run' switches between them (D43). */
export function RunSwitcher({ selected }: { selected: SelectedRun }) {
  const id = useId();
  if (selected.runs.length < 2 || !selected.run) return null;
  return (
    <div className="max-w-sm">
      <label htmlFor={id} className="block font-bold text-stone-900 dark:text-stone-50">
        Run
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
            {run.role === "member" ? ` (${run.owner.displayName}'s)` : ""} · {run.done}/{run.total}
          </option>
        ))}
      </select>
    </div>
  );
}

/** 'New run' (D43): a dialog asking the run's 'Name'; the new run is shown at once. */
export function NewRunButton({
  checklistId,
  onStarted,
}: {
  checklistId: string;
  onStarted: (runId: string) => void;
}) {
  const fieldId = useId();
  const [open, setOpen] = useState(false);
  const [name, setName] = useState("");
  const [error, setError] = useState<string | null>(null);
  const start = useSinglePress({
    mutationFn: (runName: string) => startRun(checklistId, runName),
    onSuccess: (run) => {
      setOpen(false);
      setName("");
      onStarted(run.id);
    },
    onError: (caught) =>
      setError(
        caught instanceof ApiError && caught.code !== "network" && caught.status < 500
          ? caught.message
          : "Could not start the run. Please try again.",
      ),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (start.pending) return;
    if (!hasVisibleText(name)) {
      setError(RUN_NAME_REQUIRED);
      return;
    }
    start.press(name);
  };
  return (
    <>
      <button type="button" className={secondaryButton} onClick={() => setOpen(true)}>
        <Plus aria-hidden="true" className="size-4" />
        New run
      </button>
      <Modal
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          setError(null);
        }}
        title="New run"
        description="Play this checklist again, in another world or with other friends. Your other runs keep their ticks."
      >
        <form onSubmit={submit} noValidate className="space-y-3">
          <TextField
            id={fieldId}
            label="Name"
            value={name}
            maxLength={LIMITS.runName}
            placeholder="Hardcore #3"
            onChange={(value) => {
              setName(value);
              setError(null);
            }}
            error={error}
            announceError
          />
          <ModalActions>
            <button type="submit" className={primaryButton} {...start.submitProps}>
              Start run
            </button>
          </ModalActions>
        </form>
      </Modal>
    </>
  );
}
