import { Bookmark, BookmarkCheck, Heart, LogIn, LogOut } from "lucide-react";
import { lazy, type MouseEvent, memo, type ReactNode, Suspense, useCallback, useMemo, useState } from "react";
import type { Checklist } from "#shared/contracts/checklists.ts";
import type { RunNote } from "#shared/contracts/runs.ts";
import { isCompleted, progressPercent } from "#shared/rules/progress.ts";
import { ErrorMessage } from "#web/components/error-message.tsx";
import { ProgressBar } from "#web/components/progress-bar.tsx";
import { accentButton, dangerButton, secondaryButton } from "#web/components/ui/button-styles.ts";
import { Modal, ModalActions } from "#web/components/ui/modal.tsx";
import { stepDetails } from "#web/features/checklists/components/step-details.tsx";
import { afterNextPaint } from "#web/lib/after-next-paint.ts";
import { refusalMessage } from "#web/lib/api-client.ts";
import { richText, useT } from "#web/lib/i18n.tsx";
import { useSinglePress } from "#web/lib/use-single-press.ts";
import { overlayChanges } from "../offline/change-queue.ts";
import { forgetWaitingChanges, useOfflineState } from "../offline/offline-state.ts";
import { queueChange } from "../offline/send-queue.ts";
import { endRun } from "../runs/api.ts";
import { STEP_MARK_LABELS, type StepMark } from "../runs/step-marks.ts";
import { StepNote } from "../runs/step-note.tsx";
import { useMe } from "../session/api/get-me.ts";
import { setJoined, setLiked } from "./api.ts";
import { DoneFold, useFoldedSteps } from "./folded-steps.tsx";
import { KeepScreenOn } from "./keep-screen-on.tsx";
import type { SectionedSteps as Sectioned } from "./section-steps.tsx";
import { StickyProgress } from "./sticky-progress.tsx";
import { useLandAtFirstUnticked } from "./use-first-unticked.ts";

type Step = Checklist["steps"][number];

export const failureMessage = refusalMessage;

function progressOf(checklist: Checklist) {
  const ids = new Set(checklist.steps.map((step) => step.id));
  const done = checklist.completedStepIds.filter((id) => ids.has(id)).length;
  const total = checklist.steps.length;
  return { done, total, percent: progressPercent(done, total), completed: isCompleted(done, total) };
}

/**
 * The run being played (D43), the player's part in it, and whether it is their first run of
 * the checklist: the first's ticks are the checklist's own, and it is ticked and left through
 * the per-checklist routes; another run through its own (D43).
 */
export interface PlayedRun {
  id: string;
  role: "owner" | "member";
  first: boolean;
  /** Played by more than its owner (RunSummary.together): its ticks say who made them. */
  together: boolean;
  /** How many steps of it have a note (D46). */
  noteCount: number;
}

/** The run id a tick names: none for the first run. */
export function tickedRunId(run: PlayedRun | undefined): string | undefined {
  return run && !run.first ? run.id : undefined;
}

/**
 * The checklist as this player sees it, in the run played: the server's ticks with their
 * waiting taps over them (D31), so a tick shows at once, offline too, and Leave counts it
 * before it is sent. `checklist.completedStepIds` are the run's.
 */
export function useShownTicks(checklist: Checklist, runId?: string) {
  const { changes } = useOfflineState();
  const completed = new Set(overlayChanges(checklist.completedStepIds, changes, checklist.id, runId));
  const ticked = (id: string) => completed.has(id.toLowerCase());
  const shown = { ...checklist, completedStepIds: checklist.steps.map((s) => s.id).filter(ticked) };
  return { ticked, progress: progressOf(shown) };
}

async function leave(checklist: Checklist, run: PlayedRun | undefined): Promise<unknown> {
  if (!run || run.first) return setJoined(checklist.id, false);
  await endRun(run.id);
  // Taps still waiting for the run would only be refused.
  await forgetWaitingChanges(checklist.id, run.id);
  return null;
}

/**
 * 'Join checklist' (desktop) / 'Join' (narrow, by CSS so that a server-rendered page keeps its
 * width when it hydrates) when approved and not joined; 'Leave' until
 * completed. Leaving clears the player's ticks, so with any ticked it asks first (D37).
 */
export function JoinLeaveButton({
  checklist,
  run,
  onError,
  onLeft,
}: {
  checklist: Checklist;
  /** The run played, once known. */
  run?: PlayedRun;
  onError: (message: string | null) => void;
  /** After leaving a run that was not the first: the page shows the first again. */
  onLeft?: () => void;
}) {
  const t = useT();
  const { progress } = useShownTicks(checklist, tickedRunId(run));
  const [confirming, setConfirming] = useState(false);
  const join = !checklist.joined;
  const membership = useSinglePress({
    mutationFn: async (joined: boolean) => {
      if (joined) return setJoined(checklist.id, true);
      // The run pressed on: after it went, the list no longer names it.
      const left = run;
      await leave(checklist, left);
      if (left && !left.first) onLeft?.();
    },
    onMutate: () => onError(null),
    onSettled: () => setConfirming(false),
    onError: (error, joined) =>
      onError(failureMessage(error, joined ? t("playing.joinFailed") : t("playing.leaveFailed"))),
  });
  if (checklist.status !== "approved") return null;
  if (checklist.joined && progress.completed) return null;
  const pressed = (event: MouseEvent) => {
    // Leaving with ticks asks first (opening the question twice changes nothing).
    if (join || (progress.done === 0 && run?.role !== "member")) membership.press(join, event);
    else setConfirming(true);
  };
  return (
    <>
      <button
        type="button"
        className={join ? accentButton : secondaryButton}
        onClick={pressed}
        {...membership.pressProps}
      >
        {join ? (
          <LogIn aria-hidden="true" className="size-4" />
        ) : (
          <LogOut aria-hidden="true" className="size-4" />
        )}
        {join ? (
          <span>
            {richText(t("playing.join"), {
              wide: (text) => <span className="hidden md:inline">{text}</span>,
            })}
          </span>
        ) : (
          t("playing.leave")
        )}
      </button>
      <Modal
        open={confirming}
        onOpenChange={setConfirming}
        role="alertdialog"
        title={run && !run.first ? t("playing.leaveRun") : t("playing.leaveChecklist")}
        description={
          // D37: what leaving costs, asked before it happens; D44: a member takes nothing from the run.
          run?.role === "member"
            ? t("playing.leaveSharedRunQuestion")
            : t("playing.leaveQuestion", { done: progress.done, total: progress.total })
        }
      >
        <ModalActions>
          <button
            type="button"
            className={dangerButton}
            onClick={(event) => membership.press(false, event)}
            {...membership.pressProps}
          >
            {t("playing.leave")}
          </button>
        </ModalActions>
      </Modal>
    </>
  );
}

/** Like / Liked with the count (D15: the server's count is the truth). */
export function LikeButton({
  checklist,
  onError,
}: {
  checklist: Checklist;
  onError: (message: string | null) => void;
}) {
  const t = useT();
  const like = useSinglePress({
    mutationFn: (liked: boolean) => setLiked(checklist.id, liked),
    onMutate: () => onError(null),
    onError: (error) => onError(failureMessage(error, t("playing.likeFailed"))),
  });
  return (
    <button
      type="button"
      aria-pressed={checklist.liked}
      className={`${secondaryButton} ${checklist.liked ? "border-red-800 bg-red-50 text-red-900 dark:bg-red-950 dark:text-red-100" : ""}`}
      onClick={(event) => like.press(!checklist.liked, event)}
      {...like.pressProps}
    >
      <Heart aria-hidden="true" className={`size-4 ${checklist.liked ? "fill-current" : ""}`} />
      {checklist.liked
        ? t("playing.liked", { count: checklist.likes })
        : t("playing.like", { count: checklist.likes })}
    </button>
  );
}

export function SavedIcon({ saved }: { saved: boolean }) {
  const t = useT();
  if (!saved) return null;
  return (
    <span className="inline-flex items-center gap-1 text-sm font-semibold text-emerald-800 dark:text-emerald-300">
      <BookmarkCheck aria-hidden="true" className="size-5" />
      {t("playing.saved")}
    </span>
  );
}

export const SaveIcon = Bookmark;

/** The first unticked step, one tap away: it scrolls to that step and focuses its checkbox. */
function NextStep({ stepId, number, title }: { stepId: string; number: number; title: string }) {
  const t = useT();
  return (
    <p className="mt-2 text-stone-800 dark:text-stone-200">
      {richText(t("playing.nextStep", { step: "" }), {
        label: (text) => <span className="font-semibold">{text}</span>,
        step: () => <NextStepLink stepId={stepId} number={number} title={title} />,
      })}
    </p>
  );
}

function NextStepLink({ stepId, number, title }: { stepId: string; number: number; title: string }) {
  return (
    <a
      href={`#step-${stepId}`}
      className="font-semibold text-emerald-800 underline wrap-anywhere dark:text-emerald-300"
      onClick={(event) => {
        event.preventDefault();
        const box = document.getElementById(`step-${stepId}`);
        box?.scrollIntoView({ block: "center", behavior: "smooth" });
        box?.focus({ preventScroll: true });
      }}
    >
      {number}. {title}
    </a>
  );
}

/**
 * D50's sections, loaded only by a checklist that has some: the server renders them whole, and
 * the browser keeps that HTML until their code has come (a checklist without sections never
 * loads it).
 */
export const SectionedSteps = lazy(() =>
  import("./section-steps.tsx").then((module) => ({ default: module.SectionedSteps })),
) as unknown as typeof Sectioned;

/** One step of a joined checklist; memoised, so that a tick re-renders only its own row. */
const StepRow = memo(function StepRow({
  step,
  number,
  checked,
  completedHere,
  byline,
  mark,
  noteRunId,
  note,
  onToggle,
}: {
  step: Step;
  number: number;
  checked: boolean;
  /** 'New' or 'Changed': an approved edit since the player started (D48). */
  mark?: StepMark;
  /**
   * In a run: its id, so that the step takes a note (D46); null while the run is read (the
   * button is there from the first paint, so nothing moves when it comes).
   */
  noteRunId?: string | null;
  /** The step's note in the run; the same object until it changes (the query's shared data). */
  note?: RunNote;
  /** On a run played together: who ticked the step, and when (D44). */
  byline?: ReactNode;
  /** The tick that completed the checklist was this one: the message shows here. */
  completedHere: boolean;
  onToggle: (step: Step, done: boolean, box: HTMLInputElement) => void;
}) {
  const t = useT();
  const id = `step-${step.id}`;
  // The box shows a tap at once, re-rendering this row alone; the list learns of it after that
  // paint (issue 24), and what it then says wins.
  const [shown, setShown] = useState(checked);
  const [said, setSaid] = useState(checked);
  if (said !== checked) {
    setSaid(checked);
    setShown(checked);
  }
  return (
    <li className="rounded-md border-2 border-stone-300 bg-white has-[:checked]:border-emerald-700 has-[:checked]:bg-emerald-50 dark:border-stone-700 dark:bg-stone-900 dark:has-[:checked]:bg-emerald-950">
      <label htmlFor={id} className="flex cursor-pointer gap-3 p-3">
        <input
          id={id}
          type="checkbox"
          className="mt-1 size-6 shrink-0 accent-emerald-700"
          checked={shown}
          onChange={(event) => {
            setShown(event.target.checked);
            onToggle(step, event.target.checked, event.target);
          }}
        />
        <span className="min-w-0">
          <span className="block font-bold wrap-anywhere text-stone-900 dark:text-stone-50">
            {number}. {step.title}
            {mark ? (
              <span className="ml-2 inline-block rounded bg-amber-200 px-1.5 align-middle text-xs font-bold text-amber-950">
                {t(STEP_MARK_LABELS[mark])}
              </span>
            ) : null}
          </span>
        </span>
      </label>
      {/* Outside the label: a link in it is not a tap on the box, nor part of the box's name. */}
      {stepDetails(step, "-mt-2 pr-3 pb-3 pl-12")}
      {byline}
      {noteRunId !== undefined ? (
        <StepNote runId={noteRunId} stepId={step.id} number={number} note={note} />
      ) : null}
      {completedHere ? (
        <p className="border-t-2 border-emerald-700 px-3 py-2 font-bold text-emerald-900 dark:text-emerald-100">
          {t("playing.completedHere")}
        </p>
      ) : null}
    </li>
  );
});

/**
 * A joined player's steps: one checkbox each. A tick shows at once and waits on the device
 * until the server has it (D31): offline, it is sent when the connection returns; if the
 * server refuses it for good, the connection bar says which step and why.
 */
export function PlayableSteps({
  checklist,
  runId,
  tickedBy,
  marks,
  notes,
  beside,
}: {
  checklist: Checklist;
  runId?: string;
  /** Controls on the row of 'Keep screen on', under the progress (the run's 'Invite friends'). */
  beside?: ReactNode;
  /** The run's notes (D46), with its id (the first run's too; null until read): each step shows its own. */
  notes?: { runId: string | null; items: RunNote[] };
  /** Under a ticked step of a run played together: who ticked it and when (D44). */
  tickedBy?: (stepId: string) => ReactNode;
  /** Steps an approved edit added or changed since the player started (D48). */
  marks?: Map<string, StepMark>;
}) {
  const t = useT();
  const me = useMe().data;
  const { ticked, progress } = useShownTicks(checklist, runId);
  const [error, setError] = useState<string | null>(null);

  // The step whose tick completed the checklist: the message shows there, where the player's
  // thumb is, not only at the top of a long page.
  const [lastTicked, setLastTicked] = useState<string | null>(null);
  const next = checklist.steps.find((step) => !ticked(step.id));
  // D49: what was ticked as the page opened folds away; a returning player lands at the next step.
  // Each run of the checklist opens with a fold of its own.
  const openedAs = runId ? `${checklist.id} ${runId}` : checklist.id;
  const fold = useFoldedSteps(openedAs, checklist.steps, ticked, checklist.completedStepIds);
  useLandAtFirstUnticked(openedAs, next?.id, fold.folded.length > 0);

  // One function for the whole list (it changes only with the player or the checklist), so a
  // tick re-renders the row it changed, not every row (issue 24: a tick's INP on a phone).
  const { id: checklistId, title: checklistTitle } = checklist;
  const toggle = useCallback(
    async (step: Step, done: boolean) => {
      if (!me) return;
      setLastTicked(done ? step.id : null);
      setError(null);
      try {
        await queueChange({
          userId: me.id,
          checklistId,
          ...(runId ? { runId } : {}),
          checklistTitle,
          stepId: step.id,
          stepTitle: step.title,
          done,
        });
      } catch {
        setError(t("playing.tickFailed"));
      }
    },
    [me, checklistId, runId, checklistTitle, t],
  );

  const { noteToggle } = fold;
  const onToggle = useCallback(
    (step: Step, done: boolean, box: HTMLElement) => {
      noteToggle(step.id, done, box);
      // The row has shown the tap; the progress, the fold and the queue follow once it is painted.
      afterNextPaint(() => void toggle(step, done));
    },
    [noteToggle, toggle],
  );
  const numbers = useMemo(
    () => new Map(checklist.steps.map((step, index) => [step.id, index + 1])),
    [checklist.steps],
  );
  const noteOf = useMemo(
    () => new Map((notes?.items ?? []).map((note) => [note.stepId.toLowerCase(), note])),
    [notes?.items],
  );
  const renderStep = (step: Step) => (
    <StepRow
      key={step.id}
      step={step}
      number={numbers.get(step.id) ?? 0}
      checked={ticked(step.id)}
      completedHere={progress.completed && lastTicked === step.id}
      byline={tickedBy && ticked(step.id) ? tickedBy(step.id) : undefined}
      mark={marks?.get(step.id)}
      noteRunId={notes?.runId}
      note={noteOf.get(step.id.toLowerCase())}
      onToggle={onToggle}
    />
  );

  return (
    <div>
      {progress.completed ? (
        <div className="mb-4 rounded-md border-l-8 border-emerald-700 bg-emerald-50 p-4 text-emerald-950 dark:bg-emerald-950 dark:text-emerald-100">
          <p className="text-lg font-bold">{t("playing.completedBanner")}</p>
          <p>{t("playing.completedText")}</p>
        </div>
      ) : null}
      <StickyProgress>
        <p className="font-bold text-stone-900 dark:text-stone-50">
          {t("playing.progress", { percent: progress.percent, done: progress.done, total: progress.total })}
        </p>
        <ProgressBar percent={progress.percent} />
      </StickyProgress>
      {next ? (
        <NextStep stepId={next.id} number={checklist.steps.indexOf(next) + 1} title={next.title} />
      ) : null}
      <KeepScreenOn>{beside}</KeepScreenOn>
      <ErrorMessage>{error}</ErrorMessage>
      <p role="status" className="sr-only">
        {progress.completed && lastTicked ? t("playing.completedStatus") : ""}
      </p>
      {/* A copy kept offline before sections (D50) has none. */}
      {checklist.sections?.length ? (
        <Suspense fallback={null}>
          <SectionedSteps
            steps={checklist.steps}
            sections={checklist.sections}
            folded={fold.folded}
            count={(steps) =>
              t("playing.sectionCount", {
                done: steps.filter((step) => ticked(step.id)).length,
                total: steps.length,
              })
            }
            renderStep={renderStep}
          />
        </Suspense>
      ) : (
        <>
          <DoneFold
            folded={fold.folded}
            expanded={fold.expanded}
            setExpanded={fold.setExpanded}
            renderStep={renderStep}
          />
          <ol className="mt-4 space-y-3">{fold.open.map(renderStep)}</ol>
        </>
      )}
    </div>
  );
}
