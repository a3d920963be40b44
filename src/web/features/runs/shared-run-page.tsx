import { useQuery } from "@tanstack/react-query";
import { Link, useParams } from "react-router";
import type { Checklist, Step } from "#shared/contracts/checklists.ts";
import type { Run, RunTick } from "#shared/contracts/runs.ts";
import { groupSteps } from "#shared/rules/sections.ts";
import { Avatar } from "#web/components/avatar.tsx";
import { DateTime } from "#web/components/date-time.tsx";
import { ErrorMessage } from "#web/components/error-message.tsx";
import { PageHeading } from "#web/components/page-heading.tsx";
import { PageLoading } from "#web/components/page-loading.tsx";
import { PageTitle } from "#web/components/page-title.tsx";
import { ProgressBar } from "#web/components/progress-bar.tsx";
import { secondaryButton } from "#web/components/ui/button-styles.ts";
import { useChecklist } from "#web/features/checklists/api.ts";
import { SectionHeading } from "#web/features/checklists/components/section-heading.tsx";
import { StepDetails } from "#web/features/checklists/components/step-details.tsx";
import NotFoundPage from "#web/features/not-found/not-found-page.tsx";
import { ApiError } from "#web/lib/api-client.ts";
import { richText, useT } from "#web/lib/i18n.tsx";
import { runQuery } from "./queries.ts";
import { RUN_PARAM } from "./run-controls.tsx";

/**
 * D47: `/runs/{runId}`, a run's page, read-only: anyone's when its owner shares it by link, else
 * only its players' (the server answers others with the not-found page, 404; decision 030).
 */
export default function SharedRunPage() {
  const { runId = "" } = useParams();
  const t = useT();
  const query = useQuery(runQuery(runId));
  if (query.isPending) return <PageLoading />;
  if (query.isError) {
    if (query.error instanceof ApiError && query.error.status === 404) return <NotFoundPage />;
    return (
      <div className="mx-auto max-w-3xl px-4 py-16 sm:px-6">
        <PageTitle title={t("runs.run")} />
        <PageHeading>{t("runs.run")}</PageHeading>
        <ErrorMessage className="mt-4">{query.error.message}</ErrorMessage>
      </div>
    );
  }
  return <RunView run={query.data} />;
}

function RunView({ run }: { run: Run }) {
  const t = useT();
  const checklistPath = `/checklist/${encodeURIComponent(run.checklistCustomId)}`;
  return (
    <div className="mx-auto max-w-3xl space-y-8 px-4 py-8 sm:px-6">
      <PageTitle title={`${run.name} · ${run.checklistTitle}`} />
      <div>
        <PageHeading>
          {run.checklistTitle}{" "}
          <span className="mt-1 block text-xl font-semibold text-stone-700 sm:text-2xl dark:text-stone-300">
            {run.name}
          </span>
        </PageHeading>
        <p className="mt-4 text-lg font-bold text-stone-900 dark:text-stone-50">
          {t("runs.stepsDone", { done: run.done, total: run.total })}
          {run.completed ? ` · ${t("runs.completed")}` : ""}
        </p>
        <ProgressBar percent={run.percent} label={t("runs.progressOf", { name: run.name })} />
        <p className="mt-4">
          <Link
            to={run.role ? `${checklistPath}?${RUN_PARAM}=${encodeURIComponent(run.id)}` : checklistPath}
            className={secondaryButton}
          >
            {run.role ? t("runs.playThisRun") : t("runs.openChecklist")}
          </Link>
        </p>
      </div>
      <section aria-labelledby="run-players-heading">
        <h2 id="run-players-heading" className="text-2xl font-bold text-stone-900 dark:text-stone-50">
          {t("runs.players")}
        </h2>
        <ul className="mt-3 flex flex-wrap gap-x-6 gap-y-3">
          {run.members.map((member) => (
            <li key={member.handle} className="flex min-w-0 items-center gap-2">
              <Avatar avatarUrl={member.avatarUrl} handle={member.handle} size={32} />
              <span className="min-w-0 wrap-anywhere">
                <Link to={`/users/${encodeURIComponent(member.handle)}`} className="font-semibold underline">
                  {`@${member.handle}`}
                </Link>
                {member.role === "owner" ? ` ${t("runs.ownerMark")}` : ""}
              </span>
            </li>
          ))}
        </ul>
      </section>
      <RunStepsSection run={run} />
    </div>
  );
}

function RunStepsSection({ run }: { run: Run }) {
  const t = useT();
  const checklist = useChecklist(run.checklistCustomId);
  const ticks = new Map(run.ticks.map((tick) => [tick.stepId, tick]));
  return (
    <section aria-labelledby="run-steps-heading">
      <h2 id="run-steps-heading" className="text-2xl font-bold text-stone-900 dark:text-stone-50">
        {t("runs.steps")}
      </h2>
      {checklist.isPending ? <p role="status">{t("runs.loadingSteps")}</p> : null}
      {checklist.isError ? <ErrorMessage className="mt-3">{checklist.error.message}</ErrorMessage> : null}
      {checklist.data ? <RunStepGroups checklist={checklist.data} ticks={ticks} /> : null}
    </section>
  );
}

/** The steps, under their section headings (D50) with each section's count of ticked steps. */
function RunStepGroups({ checklist, ticks }: { checklist: Checklist; ticks: Map<string, RunTick> }) {
  const t = useT();
  const numbers = new Map(checklist.steps.map((step, index) => [step.id, index + 1]));
  const list = (steps: Step[]) => (
    <ol className="mt-3 space-y-3">
      {steps.map((step) => (
        <RunStep key={step.id} step={step} number={numbers.get(step.id) ?? 0} tick={ticks.get(step.id)} />
      ))}
    </ol>
  );
  const groups = groupSteps(checklist.steps, checklist.sections);
  if (groups.length === 1 && !groups[0]?.section) return list(checklist.steps);
  return (
    <div className="mt-4 space-y-6">
      {groups.map(({ section, steps }) =>
        section ? (
          <section key={section.id} aria-label={section.title}>
            <SectionHeading
              title={section.title}
              count={t("runs.sectionCount", {
                done: steps.filter((step) => ticks.has(step.id)).length,
                total: steps.length,
              })}
            />
            {list(steps)}
          </section>
        ) : null,
      )}
    </div>
  );
}

function RunStep({ step, number, tick }: { step: Step; number: number; tick: RunTick | undefined }) {
  const t = useT();
  const frame = tick
    ? "border-emerald-700 bg-emerald-50 dark:border-emerald-500 dark:bg-emerald-950"
    : "border-stone-300 bg-white dark:border-stone-700 dark:bg-stone-900";
  return (
    <li className={`rounded-md border-2 ${frame}`}>
      <div className="flex gap-3 p-3">
        <span
          aria-hidden="true"
          className={`flex size-8 shrink-0 items-center justify-center rounded font-bold text-white ${tick ? "bg-emerald-700" : "bg-stone-600"}`}
        >
          {/* A character, not an icon component: a run's page may mark 200 steps (issue 25's figure). */}
          {tick ? "✓" : number}
        </span>
        <div className="min-w-0">
          <p className="font-bold wrap-anywhere text-stone-900 dark:text-stone-50">
            <span className="sr-only">{`${tick ? t("runs.stepDone") : t("runs.stepNotDone")} `}</span>
            {step.title}
          </p>
          <StepDetails step={step} className="mt-1" />
        </div>
      </div>
      {tick ? <TickLine tick={tick} /> : null}
    </li>
  );
}

/**
 * Who ticked a step and when, without the avatar of the playing page's line (together.tsx):
 * the players' avatars are listed above, and a page of 200 ticked steps stays light to render.
 */
function TickLine({ tick }: { tick: RunTick }) {
  const t = useT();
  return (
    <p className="px-3 pb-2 text-sm text-stone-700 dark:text-stone-300">
      {tick.by
        ? richText(t("runs.tickedBy", { handle: tick.by.handle }), {
            who: (text) => <span className="font-semibold">{text}</span>,
          })
        : t("runs.tickedByDeleted")}{" "}
      <DateTime value={tick.at} />
    </p>
  );
}
