import { Copy, Download, Flag, Pencil, Printer, Share2, UserPlus } from "lucide-react";
import { lazy, memo, type ReactNode, Suspense, useState } from "react";
import { Link, useLocation, useNavigate, useParams } from "react-router";
import type { Checklist } from "#shared/contracts/checklists.ts";
import type { RunNote, RunTick } from "#shared/contracts/runs.ts";
import { TRUNCATE } from "#shared/limits.ts";
import { truncate } from "#shared/rules/truncate.ts";
import { ErrorMessage } from "#web/components/error-message.tsx";
import { PageHeading } from "#web/components/page-heading.tsx";
import { PageLoading } from "#web/components/page-loading.tsx";
import { PageTitle } from "#web/components/page-title.tsx";
import { accentButton, secondaryButton, textLink } from "#web/components/ui/button-styles.ts";
import { lazyDialog } from "#web/components/ui/lazy-dialog.tsx";
import {
  JoinLeaveButton,
  LikeButton,
  PlayableSteps,
  type PlayedRun,
  SavedIcon,
  SaveIcon,
  SectionedSteps,
  tickedRunId,
  useShownTicks,
} from "#web/features/playing/play-controls.tsx";
import { useLiveRun, useRun } from "#web/features/runs/api.ts";
import {
  NewRunButton,
  RunSwitcher,
  type SelectedRun,
  useSelectedRun,
} from "#web/features/runs/run-controls.tsx";
import { stepMarks } from "#web/features/runs/step-marks.ts";
import { isShared, TickedBy } from "#web/features/runs/together.tsx";
import { useMe } from "#web/features/session/api/get-me.ts";
import { fromState, signInPath } from "#web/features/session/sign-in-target.ts";
import { ApiError } from "#web/lib/api-client.ts";
import { richText, useT } from "#web/lib/i18n.tsx";
import { checklistLink, shareThroughSystem } from "#web/lib/system-share.ts";
import { useHydrated } from "#web/lib/use-hydrated.ts";
import { useChecklist } from "../checklists/api.ts";
import { AuthorLink } from "../checklists/components/author-link.tsx";
import { DifficultyBadge, OfficialBadge, StatusBadges } from "../checklists/components/badges.tsx";
import { BasedOnLine } from "../checklists/components/based-on.tsx";
import { CategoryIcon } from "../checklists/components/category-icon.tsx";
import { ChecklistStats } from "../checklists/components/checklist-stats.tsx";
import { StepDetails } from "../checklists/components/step-details.tsx";
import { categoryLabel } from "../checklists/labels.ts";
import { InstallNoticeSlot } from "../install/install-notice-slot.tsx";
import { MoreMenu, MoreMenuItem, menuItemClass } from "./more-menu.tsx";
import { OfficialInEnglish } from "./official-in-english.tsx";

// What most visitors never open loads when it is first wanted (issue 12).
const ShareDialog = lazyDialog(() => import("./share-dialog.tsx"));
const ReportDialog = lazyDialog(() => import("../reports/report-dialog.tsx"));
// D68: 'Save to…' one of the person's collections.
const SaveToDialog = lazyDialog(() => import("../collections/save-to-dialog.tsx"));
// D60: 'All materials', summed by the server when first opened.
const AllMaterialsDialog = lazyDialog(() => import("../checklists/materials/all-materials-dialog.tsx"));
const ShareRunDialog = lazyDialog(() => import("../runs/share-run-dialog.tsx"));
// 'Invite friends' for the owner of the run shown (D44): a button on the row of 'Keep screen on',
// under the progress, so the actions row keeps its size and a phone's first screen still shows
// the progress and the next step (D49, issue 35).
const InviteFriendsDialog = lazyDialog(() => import("../runs/invite-friends-dialog.tsx"));
// What a run played together and an edit since add to the page: read after the page has answered
// (the runs are read in the browser), so their code comes then too.
const RunPlayers = lazy(() => import("#web/features/runs/run-players.tsx"));
const RunChangesNotice = lazy(() => import("#web/features/runs/run-changes.tsx"));
// D70, D71: the run's 'Materials' and 'Where was that?', once the run played is known.
const RunTools = lazy(() => import("#web/features/runs/run-tools.tsx"));
// D62: 'Import from my world', only on a run whose steps the game can check.
const WorldImportButton = lazy(() =>
  import("#web/features/playing/world-import-button.tsx").then((m) => ({ default: m.WorldImportButton })),
);
// D67: the byline's Follow is in the server's HTML; its code comes after the page has answered.
const AuthorFollowButton = lazy(() =>
  import("#web/features/people/follow-controls.tsx").then((m) => ({ default: m.AuthorFollowButton })),
);

/**
 * Memoised: a server-rendered boundary that re-renders before its code has come is thrown away
 * by React and rendered again in the browser, so the byline would fold and unfold (a layout shift
 * Lighthouse saw on a signed-in player's page). With the same author it does not re-render.
 */
const BylineFollow = memo(function BylineFollow({ handle }: { handle: string }) {
  return (
    <Suspense fallback={null}>
      <AuthorFollowButton handle={handle} />
    </Suspense>
  );
});
const MessagesSection = lazy(() =>
  import("../messages/messages-section.tsx").then((m) => ({ default: m.MessagesSection })),
);

/**
 * D53: the checklist as a file (the server answers with it as a download, so the page stays);
 * with the run played, its ticks too.
 */
function exportPath(customId: string, format: "markdown" | "json", runId?: string): string {
  const query = new URLSearchParams({ format, ...(runId ? { run: runId } : {}) });
  return `/api/checklists/${encodeURIComponent(customId)}/export?${query}`;
}

function NotFound() {
  const t = useT();
  return (
    <div className="mx-auto max-w-3xl px-4 py-16 text-center sm:px-6">
      <PageTitle title={t("checklistPage.notFound")} />
      <PageHeading>{t("checklistPage.notFound")}</PageHeading>
      <p className="mt-4 text-stone-700 dark:text-stone-300">
        {t("checklistPage.notFoundText")}{" "}
        <Link to="/checklists" className={textLink}>
          {t("checklistPage.explore")}
        </Link>
      </p>
    </div>
  );
}

/** SPEC §2 Checklist page. `/checklist/{customId}`, or the document id (D8). */
export default function ChecklistPage() {
  const t = useT();
  const { id = "" } = useParams();
  const query = useChecklist(id);
  if (query.isPending) return <PageLoading />;
  if (query.isError) {
    if (query.error instanceof ApiError && query.error.status === 404) return <NotFound />;
    return (
      <div className="mx-auto max-w-3xl px-4 py-16 sm:px-6">
        <PageTitle title={t("checklistPage.checklist")} />
        <PageHeading>{t("checklistPage.checklist")}</PageHeading>
        <ErrorMessage className="mt-4">{query.error.message}</ErrorMessage>
      </div>
    );
  }
  return <ChecklistView checklist={query.data} />;
}

function Banner({ tone, children }: { tone: "review" | "rejected"; children: React.ReactNode }) {
  const style =
    tone === "review"
      ? "border-amber-700 bg-amber-50 text-amber-950 dark:bg-amber-950 dark:text-amber-100"
      : "border-red-700 bg-red-50 text-red-950 dark:bg-red-950 dark:text-red-100";
  return <div className={`mt-4 rounded-md border-l-8 p-4 ${style}`}>{children}</div>;
}

function StatusBanners({ checklist, isAuthor }: { checklist: Checklist; isAuthor: boolean }) {
  const t = useT();
  const revision = checklist.pendingRevision;
  return (
    <>
      {checklist.status === "under_review" ? (
        <Banner tone="review">
          <p className="font-bold">{t("checklistPage.underReview")}</p>
          <p>{t("checklistPage.underReviewText")}</p>
        </Banner>
      ) : null}
      {checklist.status === "rejected" ? (
        <Banner tone="rejected">
          <p className="font-bold">{t("checklistPage.rejected")}</p>
          <p className="wrap-anywhere">
            {checklist.rejectionReason
              ? t("checklistPage.reason", { reason: checklist.rejectionReason })
              : t("checklistPage.noReason")}
          </p>
          {isAuthor ? <p>{t("checklistPage.rejectedEdit")}</p> : null}
        </Banner>
      ) : null}
      {revision?.status === "pending" ? (
        <Banner tone="review">
          <p className="font-bold">{t("checklistPage.editUnderReview")}</p>
          <p>{t("checklistPage.editUnderReviewText")}</p>
        </Banner>
      ) : null}
      {revision?.status === "rejected" ? (
        <Banner tone="rejected">
          <p className="font-bold">{t("checklistPage.editRejected")}</p>
          <p className="wrap-anywhere">
            {revision.rejectionReason
              ? t("checklistPage.reason", { reason: revision.rejectionReason })
              : t("checklistPage.noReason")}
          </p>
        </Banner>
      ) : null}
    </>
  );
}

function Description({ text }: { text: string }) {
  const t = useT();
  const [expanded, setExpanded] = useState(false);
  const cut = truncate(text, TRUNCATE.pageDescription);
  const isCut = cut !== text;
  return (
    <div className="mt-4">
      <p className="whitespace-pre-line wrap-anywhere text-lg text-stone-800 dark:text-stone-200">
        {expanded ? text : cut}
      </p>
      {isCut ? (
        <button
          type="button"
          className={`${textLink} mt-1 min-h-11`}
          aria-expanded={expanded}
          onClick={() => setExpanded(!expanded)}
        >
          {expanded ? t("checklistPage.showLess") : t("checklistPage.readMore")}
        </button>
      ) : null}
    </div>
  );
}

function DetailsPanel({ checklist }: { checklist: Checklist }) {
  const t = useT();
  return (
    <section
      aria-labelledby="details-heading"
      className="h-fit rounded-md border-2 border-stone-800 bg-white p-4 dark:border-stone-400 dark:bg-stone-900"
    >
      <h2 id="details-heading" className="text-lg font-bold">
        {t("checklistPage.details")}
      </h2>
      <dl className="mt-3 space-y-4">
        <Detail term={t("checklistPage.tags")}>
          {checklist.tags.length ? (
            <ul className="flex flex-wrap gap-1.5">
              {checklist.tags.map((tag) => (
                <li
                  key={tag}
                  className="rounded bg-stone-200 px-2 py-0.5 text-sm font-semibold wrap-anywhere dark:bg-stone-700"
                >
                  #{tag}
                </li>
              ))}
            </ul>
          ) : (
            t("checklistPage.none")
          )}
        </Detail>
        <Detail term={t("checklistPage.categories")}>
          {checklist.categories.length ? (
            <ul className="space-y-1">
              {checklist.categories.map((id) => (
                <li key={id} className="flex items-center gap-2">
                  <CategoryIcon id={id} />
                  {t(categoryLabel(id))}
                </li>
              ))}
            </ul>
          ) : (
            t("checklistPage.none")
          )}
        </Detail>
        <Detail term={t("checklistPage.difficulty")}>
          <DifficultyBadge difficulty={checklist.difficulty} />
        </Detail>
        <Detail term={t("checklistPage.supportedSince")}>
          <span className="font-semibold">
            {t("checklistPage.minecraftVersion", { version: checklist.supportedSince })}
          </span>
        </Detail>
      </dl>
    </section>
  );
}

/** One entry of the Details panel. */
function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-sm font-bold uppercase tracking-wide text-stone-600 dark:text-stone-400">{term}</dt>
      <dd className="mt-1">{children}</dd>
    </div>
  );
}

/** The steps of a checklist not played: under their section headings (D50) when it has any. */
function ReadOnlySteps({ checklist }: { checklist: Checklist }) {
  const t = useT();
  const renderStep = (step: Checklist["steps"][number]) => (
    <ReadOnlyStep key={step.id} step={step} number={checklist.steps.indexOf(step) + 1} />
  );
  return checklist.sections?.length ? (
    <Suspense fallback={null}>
      <SectionedSteps
        steps={checklist.steps}
        sections={checklist.sections}
        count={(steps) => t("checklists.steps", { count: steps.length })}
        renderStep={renderStep}
      />
    </Suspense>
  ) : (
    <ol className="mt-4 space-y-3">{checklist.steps.map(renderStep)}</ol>
  );
}

function ReadOnlyStep({ step, number }: { step: Checklist["steps"][number]; number: number }) {
  return (
    <li className="flex gap-3 rounded-md border-2 border-stone-300 bg-white p-3 dark:border-stone-700 dark:bg-stone-900">
      <span
        aria-hidden="true"
        className="flex size-8 shrink-0 items-center justify-center rounded bg-emerald-700 font-bold text-white"
      >
        {number}
      </span>
      <div className="min-w-0">
        <p className="font-bold wrap-anywhere text-stone-900 dark:text-stone-50">{step.title}</p>
        <StepDetails step={step} className="mt-1" />
      </div>
    </li>
  );
}

/**
 * What the reader just did: a report sent, or (passed along by the editor) the author's create or
 * edit. The history entry's message is read once hydrated, here and not in the page: a value that
 * changes at hydration re-renders its component at once, in one task, so it stays small (issue 12).
 */
function PageStatus({ reported }: { reported: string | null }) {
  const location = useLocation();
  const flash = useHydrated() ? (location.state as { flash?: string } | null)?.flash : undefined;
  return (
    <p role="status" className="mt-3 font-semibold text-emerald-800 empty:hidden dark:text-emerald-300">
      {reported ?? flash ?? ""}
    </p>
  );
}

const NO_NOTES: RunNote[] = [];

/**
 * A joined player's steps in the run shown (D43): the first run's ticks come with the
 * checklist; another run's are its own, read when it is chosen, as is a run played together
 * (who ticked each step, D44).
 */
function RunSteps({
  checklist,
  selected,
  played,
  onInvite,
}: {
  checklist: Checklist;
  selected: SelectedRun;
  played?: PlayedRun;
  /** Opens 'Invite friends' (D44), for a player who may invite to the run shown. */
  onInvite?: () => void;
}) {
  const t = useT();
  const runId = tickedRunId(played);
  // A solo player's first run needs no read of its own unless it holds notes (D46) or friends
  // may join it (D45); one read since (a note saved, the invite dialog) is in the query's cache,
  // which a disabled query still shows.
  const run = useRun(
    played?.id ?? null,
    Boolean(played && (runId || played.together || played.noteCount > 0)),
  );
  useLiveRun(run.data);
  const shown = runId && run.data ? { ...checklist, completedStepIds: run.data.completedStepIds } : checklist;
  // The Run select counts the run shown as its progress bar does (issue 35).
  const { progress } = useShownTicks(shown, runId);
  const loading = selected.waiting || (runId && run.isPending);
  const switcher = <RunSwitcher selected={selected} shown={loading ? undefined : progress} />;
  if (loading) {
    return (
      <>
        {switcher}
        <p role="status">{t("checklistPage.loadingRun")}</p>
      </>
    );
  }
  if (runId && run.isError) {
    return (
      <>
        {switcher}
        <ErrorMessage>{run.error.message}</ErrorMessage>
      </>
    );
  }
  const together = run.data && isShared(run.data) ? run.data : null;
  const tickedBy = together ? byStep(together.ticks) : undefined;
  const changes = selected.run?.changes;
  return (
    <div className="space-y-4">
      {switcher}
      <Suspense fallback={null}>
        {run.data ? <RunPlayers run={run.data} /> : null}
        {changes && selected.run ? (
          <RunChangesNotice
            runId={selected.run.id}
            checklistId={checklist.id}
            changes={changes}
            steps={checklist.steps}
          />
        ) : null}
      </Suspense>
      <PlayableSteps
        checklist={shown}
        runId={runId}
        tickedBy={tickedBy}
        marks={stepMarks(changes)}
        notes={{ runId: played?.id ?? null, items: run.data?.notes ?? NO_NOTES }}
        beside={
          onInvite || played ? (
            <>
              {onInvite ? (
                <button type="button" className={secondaryButton} onClick={onInvite}>
                  <UserPlus aria-hidden="true" className="size-4" />
                  {t("checklistPage.inviteFriends")}
                </button>
              ) : null}
              {played ? (
                <Suspense fallback={null}>
                  <RunTools
                    runId={played.id}
                    hasMaterials={checklist.steps.some((step) => (step.materials ?? []).length > 0)}
                    notes={run.data?.notes ?? NO_NOTES}
                    steps={checklist.steps}
                  />
                </Suspense>
              ) : null}
              {played && checklist.steps.some((step) => step.link) ? (
                <Suspense fallback={null}>
                  <WorldImportButton
                    runId={played.id}
                    {...(runId ? { queuedRunId: runId } : {})}
                    checklistId={checklist.id}
                    checklistTitle={checklist.title}
                    steps={checklist.steps}
                  />
                </Suspense>
              ) : null}
            </>
          ) : null
        }
      />
    </div>
  );
}

/** Who ticked each step, looked up by step: one pass over the run's ticks, not one per step. */
function byStep(ticks: RunTick[]) {
  const ticksByStep = new Map(ticks.map((tick) => [tick.stepId, tick]));
  return (stepId: string) => {
    const tick = ticksByStep.get(stepId);
    return tick ? <TickedBy tick={tick} /> : null;
  };
}

function ChecklistView({ checklist }: { checklist: Checklist }) {
  const t = useT();
  const me = useMe();
  const location = useLocation();
  const navigate = useNavigate();
  const [sharing, setSharing] = useState(false);
  const [reporting, setReporting] = useState(false);
  const [inviting, setInviting] = useState(false);
  const [sharingRun, setSharingRun] = useState(false);
  const [listingMaterials, setListingMaterials] = useState(false);
  const [reported, setReported] = useState<string | null>(null);
  const [actionError, setActionError] = useState<string | null>(null);
  const [savingTo, setSavingTo] = useState(false);
  const signedIn = Boolean(me.data);
  const playable = checklist.status === "approved";
  const isAuthor = me.data?.id !== undefined && me.data.id === checklist.authorId;
  const showStatus = checklist.status !== "approved" || checklist.pendingRevision !== null;
  const playing = signedIn && playable && checklist.joined;
  const selected = useSelectedRun(checklist.id, playing);
  const played: PlayedRun | undefined = selected.run
    ? {
        id: selected.run.id,
        role: selected.run.role,
        first: selected.run.first,
        together: selected.run.together,
        noteCount: selected.run.noteCount,
      }
    : undefined;
  return (
    // Phones read the steps right after the actions, so a player's progress and next step are on
    // the first screen, and the details below them; wider screens show the details in a side column.
    <div className="mx-auto grid max-w-6xl gap-6 px-4 py-8 sm:px-6 md:grid-cols-[16rem_minmax(0,1fr)] md:grid-rows-[auto_1fr] print:block print:p-0">
      <PageTitle title={checklist.title} />
      <div className="md:col-start-2">
        <PageHeading>{checklist.title}</PageHeading>
        {checklist.official ? (
          <div className="mt-3">
            <OfficialBadge />
            <OfficialInEnglish />
          </div>
        ) : null}
        {showStatus ? (
          <div className="mt-3">
            <StatusBadges status={checklist.status} revision={checklist.pendingRevision} />
          </div>
        ) : null}
        <PageStatus reported={reported} />
        <StatusBanners checklist={checklist} isAuthor={isAuthor} />
        <div className="mt-3 flex flex-wrap items-center gap-x-3 text-stone-700 dark:text-stone-300">
          <p>
            {richText(t("checklistPage.by", { name: "" }), {
              author: () => <AuthorLink name={checklist.authorName} handle={checklist.authorHandle} />,
            })}
          </p>
          {checklist.authorHandle ? (
            <div data-print="hide" className="flex">
              <BylineFollow handle={checklist.authorHandle} />
            </div>
          ) : null}
        </div>
        {checklist.basedOn ? <BasedOnLine source={checklist.basedOn} className="mt-1" /> : null}
        <Description text={checklist.description} />
        <div className="mt-4">
          <ChecklistStats likes={checklist.likes} stepCount={checklist.stepCount} />
        </div>
        <div data-print="hide" className="mt-6 flex flex-wrap items-center gap-3">
          {signedIn ? (
            <>
              <JoinLeaveButton
                checklist={checklist}
                run={played}
                onError={setActionError}
                onLeft={() => selected.show(null)}
              />
              {playing ? <NewRunButton checklistId={checklist.id} onStarted={selected.show} /> : null}
              {playable ? <LikeButton checklist={checklist} onError={setActionError} /> : null}
            </>
          ) : (
            <Link to={signInPath(location)} state={fromState(location)} className={accentButton}>
              {t("checklistPage.loginToStart")}
            </Link>
          )}
          {isAuthor ? (
            <Link to={`/my/edit/${encodeURIComponent(checklist.customId)}`} className={secondaryButton}>
              <Pencil aria-hidden="true" className="size-4" />
              {t("checklistPage.edit")}
            </Link>
          ) : null}
          <MoreMenu>
            {signedIn && playable ? (
              <MoreMenuItem className={menuItemClass} onSelect={() => setSavingTo(true)}>
                <SaveIcon aria-hidden="true" className="size-4" />
                {t("checklistPage.saveTo")}
              </MoreMenuItem>
            ) : null}
            <MoreMenuItem
              className={menuItemClass}
              onSelect={() => {
                // D47: the system share sheet where the device has one, else SPEC's modal.
                const shared = shareThroughSystem({
                  title: checklist.title,
                  url: checklistLink(checklist.customId),
                });
                void shared.then((result) => result === "fallback" && setSharing(true));
              }}
            >
              <Share2 aria-hidden="true" className="size-4" />
              {t("checklistPage.share")}
            </MoreMenuItem>
            {(["markdown", "json"] as const).map((format) => (
              <MoreMenuItem
                key={format}
                className={menuItemClass}
                onSelect={() => window.location.assign(exportPath(checklist.customId, format, played?.id))}
              >
                <Download aria-hidden="true" className="size-4" />
                {format === "markdown" ? t("checklistPage.exportMarkdown") : t("checklistPage.exportJson")}
              </MoreMenuItem>
            ))}
            {/* D53: the print stylesheet (styles.css) puts only the checklist on paper. */}
            <MoreMenuItem className={menuItemClass} onSelect={() => window.print()}>
              <Printer aria-hidden="true" className="size-4" />
              {t("checklistPage.print")}
            </MoreMenuItem>
            {playable ? (
              // D52: a guest is asked to sign in first (the create page's own rule), then lands here.
              <MoreMenuItem
                className={menuItemClass}
                onSelect={() => navigate(`/create?template=${encodeURIComponent(checklist.id)}`)}
              >
                <Copy aria-hidden="true" className="size-4" />
                {t("checklistPage.useAsTemplate")}
              </MoreMenuItem>
            ) : null}
            {playing && played?.role === "owner" ? (
              <MoreMenuItem className={menuItemClass} onSelect={() => setSharingRun(true)}>
                <Share2 aria-hidden="true" className="size-4" />
                {t("checklistPage.shareProgress")}
              </MoreMenuItem>
            ) : null}
            {signedIn && playable && !isAuthor ? (
              <MoreMenuItem className={menuItemClass} onSelect={() => setReporting(true)}>
                <Flag aria-hidden="true" className="size-4" />
                {t("checklistPage.report")}
              </MoreMenuItem>
            ) : null}
          </MoreMenu>
          <SavedIcon saved={checklist.saved} />
          {/* After More, so a phone shows Login to Start and More in one row and the steps sooner. */}
          {signedIn ? null : (
            <p className="flex flex-wrap gap-x-4 text-sm">
              <Link
                to={signInPath(location)}
                state={fromState(location)}
                className={`${textLink} inline-block py-3`}
              >
                {t("checklistPage.signInToLike")}
              </Link>
              <Link
                to={signInPath(location)}
                state={fromState(location)}
                className={`${textLink} inline-block py-3`}
              >
                {t("checklistPage.signInToSave")}
              </Link>
            </p>
          )}
        </div>
        <ErrorMessage>{actionError}</ErrorMessage>
        {/* Rendered by the server for a device not yet told, in the flow (issue 35): above the
            steps for a player who has not joined; a joined player's first screen is kept for
            progress and the next step, so theirs follows the steps. */}
        {signedIn && playable && !checklist.joined ? (
          <div data-print="hide">
            <InstallNoticeSlot />
          </div>
        ) : null}
        <ShareDialog customId={checklist.customId} open={sharing} onOpenChange={setSharing} />
        {playing ? (
          <InviteFriendsDialog
            runId={played?.role === "owner" ? played.id : null}
            open={inviting}
            onOpenChange={setInviting}
          />
        ) : null}
        {playing && played?.role === "owner" ? (
          <ShareRunDialog runId={played.id} open={sharingRun} onOpenChange={setSharingRun} />
        ) : null}
        {signedIn && playable ? (
          <SaveToDialog checklistId={checklist.id} open={savingTo} onOpenChange={setSavingTo} />
        ) : null}
        <ReportDialog
          checklistId={checklist.id}
          open={reporting}
          onOpenChange={setReporting}
          onSent={setReported}
        />
      </div>
      <section aria-labelledby="steps-heading" className="md:col-start-2">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="steps-heading" className="text-2xl font-bold text-stone-900 dark:text-stone-50">
            {t("checklistPage.steps")}
          </h2>
          {checklist.steps.some((step) => (step.materials ?? []).length > 0) ? (
            <button
              type="button"
              data-print="hide"
              className={secondaryButton}
              onClick={() => setListingMaterials(true)}
            >
              {t("checklistPage.allMaterials")}
            </button>
          ) : null}
        </div>
        <AllMaterialsDialog
          address={checklist.customId}
          open={listingMaterials}
          onOpenChange={setListingMaterials}
        />
        <div data-print="steps" className="mt-4 space-y-4">
          {checklist.joined && playable ? (
            <RunSteps
              checklist={checklist}
              selected={selected}
              played={played}
              onInvite={playing && played?.role !== "member" ? () => setInviting(true) : undefined}
            />
          ) : (
            <ReadOnlySteps checklist={checklist} />
          )}
        </div>
      </section>
      {signedIn && playable && checklist.joined ? (
        <div data-print="hide" className="empty:hidden md:col-start-2">
          <InstallNoticeSlot />
        </div>
      ) : null}
      {isAuthor ? (
        <div data-print="hide" className="md:col-start-2">
          <Suspense fallback={null}>
            <MessagesSection checklistId={checklist.id} intro={t("checklistPage.messagesIntro")} />
          </Suspense>
        </div>
      ) : null}
      <div data-print="hide" className="md:col-start-1 md:row-span-3 md:row-start-1">
        <DetailsPanel checklist={checklist} />
      </div>
    </div>
  );
}
