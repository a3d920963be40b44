/**
 * D45: an open run page follows the run's events (GET /api/runs/{runId}/events) and shows
 * another player's tick, with who made it, as it arrives. EventSource reconnects by itself and
 * sends the last event's id, so the server sends what was missed; while it cannot connect, the
 * page reads the run again every RUN_POLL_MS. Loaded on demand, for shared runs only.
 */
import type { Checklist } from "#shared/contracts/checklists.ts";
import type { RunClosedReason, RunEvent } from "#shared/contracts/run-events.ts";
import type { Run, RunTick } from "#shared/contracts/runs.ts";
import { isCompleted, progressPercent } from "#shared/rules/progress.ts";
import { RUN_POLL_MS } from "#shared/runs.ts";
import { queryClient } from "#web/lib/query-client.ts";
import { checklistKeys } from "../checklists/queries.ts";
import { runKeys } from "./api.ts";

/** The run with `ticks` as its ticks, and the progress they make. */
function withTicks(run: Run, ticks: RunTick[]): Run {
  const done = Math.min(ticks.length, run.total);
  return {
    ...run,
    ticks,
    completedStepIds: ticks.map((tick) => tick.stepId),
    done,
    percent: progressPercent(done, run.total),
    completed: isCompleted(done, run.total),
  };
}

function applyStepEvent(runId: string, event: Extract<RunEvent, { type: "tick" | "untick" }>) {
  const run = queryClient.setQueryData<Run>(runKeys.one(runId), (current) => {
    if (!current) return current;
    const others = current.ticks.filter((tick) => tick.stepId !== event.data.stepId);
    return withTicks(current, event.type === "tick" ? [...others, event.data] : others);
  });
  // The first run's ticks are also the checklist's own (the per-checklist routes, D43).
  if (run?.first) {
    queryClient.setQueriesData<Checklist>({ queryKey: checklistKeys.everyOne }, (checklist) =>
      checklist?.id === run.checklistId
        ? { ...checklist, completedStepIds: run.completedStepIds }
        : checklist,
    );
  }
}

/** Reads the run (and the checklist it is the first run of) again. */
function readAgain(runId: string) {
  const run = queryClient.getQueryData<Run>(runKeys.one(runId));
  void queryClient.invalidateQueries({ queryKey: runKeys.one(runId) });
  if (run?.first) void queryClient.invalidateQueries({ queryKey: checklistKeys.everyOne });
  readMaterialsAgain(runId);
}

/** D70: what the run still needs and its claims, when shown: a claim, a tick or a member leaving changes them. */
function readMaterialsAgain(runId: string) {
  void queryClient.invalidateQueries({ queryKey: runKeys.materials(runId) });
}

/** Follows the run until the returned function is called. */
export function followRun(runId: string): () => void {
  const source = new EventSource(`/api/runs/${encodeURIComponent(runId)}/events`);
  let poll: ReturnType<typeof setInterval> | undefined;
  const stopPolling = () => {
    clearInterval(poll);
    poll = undefined;
  };
  // Connected: what happened before the stream opened is read once.
  source.addEventListener("open", () => {
    stopPolling();
    readAgain(runId);
  });
  source.addEventListener("error", () => {
    poll ??= setInterval(() => readAgain(runId), RUN_POLL_MS);
  });
  for (const type of ["tick", "untick"] as const) {
    source.addEventListener(type, (message) => {
      applyStepEvent(runId, { type, data: JSON.parse(message.data) } as Extract<
        RunEvent,
        { type: "tick" | "untick" }
      >);
      readMaterialsAgain(runId);
    });
  }
  source.addEventListener("claim", () => readMaterialsAgain(runId));
  for (const type of ["member", "note"] as const) source.addEventListener(type, () => readAgain(runId));
  // D73: the reader's right to the run ended (or narrowed): the stream stops for good and the
  // run is read again, which shows what is left to read. A stopping server's pages reconnect.
  source.addEventListener("closed", (message) => {
    const { reason } = JSON.parse(message.data) as { reason: RunClosedReason };
    if (reason === "restarting") return;
    source.close();
    stopPolling();
    readAgain(runId);
  });
  return () => {
    source.close();
    stopPolling();
  };
}
