import { useState } from "react";
import { Link, useNavigate, useParams } from "react-router";
import { categoryName } from "#shared/categories.ts";
import type { Step } from "#shared/contracts/checklists.ts";
import type { Review } from "#shared/contracts/moderation.ts";
import type { Difficulty } from "#shared/difficulties.ts";
import { groupSteps } from "#shared/rules/sections.ts";
import { DateTime } from "#web/components/date-time.tsx";
import { ErrorMessage } from "#web/components/error-message.tsx";
import { PageHeading } from "#web/components/page-heading.tsx";
import { PageLoading } from "#web/components/page-loading.tsx";
import { primaryButton, textLink } from "#web/components/ui/button-styles.ts";
import { richText, useT } from "#web/lib/i18n.tsx";
import { useSharedWords } from "#web/lib/shared-words.ts";
import { useSinglePress } from "#web/lib/use-single-press.ts";
import { AuthorLink } from "../checklists/components/author-link.tsx";
import { DifficultyBadge, StatusBadges } from "../checklists/components/badges.tsx";
import { BasedOnLine } from "../checklists/components/based-on.tsx";
import { LanguageBadge } from "../checklists/components/language-badge.tsx";
import { StepDetails } from "../checklists/components/step-details.tsx";
import { DeleteChecklistButton } from "../checklists/my/delete-checklist-button.tsx";
import { MessagesSection } from "../messages/messages-section.tsx";
import { approveChecklist, rejectChecklist, useReview } from "./api.ts";
import { ModerationFrame } from "./moderation-frame.tsx";
import { ReasonButton } from "./reason-button.tsx";
import { StepChangeItem } from "./step-change.tsx";

/** A moderation action in the history: '{action} by {moderator}', each sentence whole. */
const ACTION_LABELS = {
  approve: "moderation.historyApprove",
  reject: "moderation.historyReject",
  approve_revision: "moderation.historyApproveRevision",
  reject_revision: "moderation.historyRejectRevision",
  delete: "moderation.historyDelete",
  dismiss_reports: "moderation.historyDismissReports",
  unpublish: "moderation.historyUnpublish",
  reopen_reports: "moderation.historyReopenReports",
} as const;

/** A diff against an earlier version: a pending edit's against the live one, a resubmission's against the rejected one. */
function Changes({
  changes,
  heading,
  unchanged,
}: {
  changes: NonNullable<Review["changes"]>;
  heading: string;
  unchanged: string;
}) {
  const t = useT();
  const nothing =
    changes.fields.length +
      changes.stepsAdded.length +
      changes.stepsRemoved.length +
      changes.stepsChanged.length +
      changes.sectionsAdded.length +
      changes.sectionsRemoved.length +
      changes.sectionsRenamed.length +
      changes.stepsMoved.length ===
      0 && !changes.stepsReordered;
  return (
    <section
      aria-labelledby="changes-heading"
      className="mt-6 rounded-md border-2 border-violet-800 bg-violet-50 p-4 dark:bg-violet-950"
    >
      <h2 id="changes-heading" className="text-xl font-bold">
        {heading}
      </h2>
      {nothing ? <p className="mt-2">{unchanged}</p> : null}
      {changes.fields.length ? (
        <dl className="mt-3 space-y-2">
          {changes.fields.map((change) => (
            <div key={change.field}>
              <dt className="font-bold">{change.field}</dt>
              <dd className="wrap-anywhere">
                <del className="text-red-800 dark:text-red-300">{change.before || t("moderation.empty")}</del>{" "}
                →{" "}
                <ins className="text-emerald-800 no-underline dark:text-emerald-300">
                  {change.after || t("moderation.empty")}
                </ins>
              </dd>
            </div>
          ))}
        </dl>
      ) : null}
      <StepTitles heading={t("moderation.stepsAdded")} steps={changes.stepsAdded} />
      <StepTitles heading={t("moderation.stepsRemoved")} steps={changes.stepsRemoved} />
      {changes.stepsChanged.length ? (
        <>
          <h3 className="mt-4 font-bold">{t("moderation.stepsChanged")}</h3>
          <ul className="list-disc pl-6">
            {changes.stepsChanged.map((step) => (
              <StepChangeItem key={step.id} before={step.before} after={step.after} />
            ))}
          </ul>
        </>
      ) : null}
      {changes.stepsReordered ? <p className="mt-3 font-semibold">{t("moderation.stepsReordered")}</p> : null}
      <SectionChanges changes={changes} />
    </section>
  );
}

/** D50: sections added, removed and renamed, and steps moved between sections. */
function SectionChanges({ changes }: { changes: NonNullable<Review["changes"]> }) {
  const t = useT();
  const titles = (heading: string, list: string[]) =>
    list.length ? (
      <>
        <h3 className="mt-4 font-bold">{heading}</h3>
        <ul className="list-disc pl-6">
          {list.map((title, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a list that never changes order; titles may repeat
            <li key={`${index}-${title}`} className="wrap-anywhere">
              {title}
            </li>
          ))}
        </ul>
      </>
    ) : null;
  const noSection = t("moderation.noSection");
  return (
    <>
      {titles(t("moderation.sectionsAdded"), changes.sectionsAdded)}
      {titles(t("moderation.sectionsRemoved"), changes.sectionsRemoved)}
      {titles(
        t("moderation.sectionsRenamed"),
        changes.sectionsRenamed.map((rename) => `${rename.before} → ${rename.after}`),
      )}
      {titles(
        t("moderation.stepsMoved"),
        changes.stepsMoved.map(
          (move) => `${move.title}: ${move.from ?? noSection} → ${move.to ?? noSection}`,
        ),
      )}
    </>
  );
}

function StepTitles({ heading, steps }: { heading: string; steps: { id: string; title: string }[] }) {
  if (steps.length === 0) return null;
  return (
    <>
      <h3 className="mt-4 font-bold">{heading}</h3>
      <ul className="list-disc pl-6">
        {steps.map((step) => (
          <li key={step.id} className="wrap-anywhere">
            {step.title}
          </li>
        ))}
      </ul>
    </>
  );
}

function ReviewView({ review }: { review: Review }) {
  const words = useSharedWords();
  const t = useT();
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const { checklist, changes, history } = review;
  const proposed = checklist.pendingRevision?.status === "pending" ? checklist.pendingRevision : null;
  const shown = proposed ?? checklist;
  const decidable = checklist.status === "under_review" || proposed !== null;
  const back = (flash: string) => navigate("/moderation", { state: { flash } });
  const approve = useSinglePress({
    mutationFn: () => approveChecklist(checklist.id),
    onMutate: () => setError(null),
    onSuccess: () => back(t("moderation.approved", { title: shown.title })),
    onError: (failure) =>
      setError(failure instanceof Error ? failure.message : t("moderation.approveFailed")),
  });
  return (
    <>
      <div className="mt-3 flex flex-wrap items-center gap-2">
        <StatusBadges status={checklist.status} revision={checklist.pendingRevision} />
        <span className="text-stone-700 dark:text-stone-300">
          {richText(t("moderation.byAuthor"), {
            author: () => <AuthorLink name={checklist.authorName} handle={checklist.authorHandle} />,
          })}
        </span>
        <Link to={`/checklist/${encodeURIComponent(checklist.customId)}`} className={textLink}>
          {t("moderation.openLivePage")}
        </Link>
      </div>
      {checklist.basedOn ? <BasedOnLine source={checklist.basedOn} className="mt-2" /> : null}
      {changes ? (
        <Changes
          changes={changes}
          heading={t("moderation.editChanges")}
          unchanged={t("moderation.editChangesNothing")}
        />
      ) : null}
      {review.changesSinceRejection ? (
        <Changes
          changes={review.changesSinceRejection}
          heading={t("moderation.changesSinceRejection")}
          unchanged={t("moderation.nothingSinceRejection")}
        />
      ) : null}
      <section aria-labelledby="content-heading" className="mt-6">
        <h2 id="content-heading" className="text-xl font-bold">
          {proposed ? t("moderation.editedVersion") : t("moderation.content")}
        </h2>
        <p className="mt-2 whitespace-pre-line wrap-anywhere">{shown.description}</p>
        <dl className="mt-4 grid gap-3 sm:grid-cols-2">
          <div>
            <dt className="font-bold">{t("moderation.tags")}</dt>
            <dd>
              {shown.tags.length ? shown.tags.map((tag) => `#${tag}`).join(" ") : t("moderation.noTags")}
            </dd>
          </div>
          <div>
            <dt className="font-bold">{t("moderation.supportedSince")}</dt>
            <dd>{t("moderation.minecraftVersion", { version: shown.supportedSince })}</dd>
          </div>
          <div>
            <dt className="font-bold">{t("moderation.difficulty")}</dt>
            <dd>
              <DifficultyBadge difficulty={shown.difficulty as Difficulty} />
            </dd>
          </div>
          <div>
            <dt className="font-bold">{t("guideLanguage.field")}</dt>
            <dd>
              <LanguageBadge language={shown.language} />
            </dd>
          </div>
          <div>
            <dt className="font-bold">{t("moderation.categories")}</dt>
            <dd>
              {shown.categories.length
                ? shown.categories.map((id) => words(categoryName(id))).join(", ")
                : t("moderation.noCategories")}
            </dd>
          </div>
        </dl>
        <h3 className="mt-4 text-lg font-bold">{t("moderation.steps")}</h3>
        {groupSteps(shown.steps, shown.sections).map((group) => (
          <div key={group.section?.id ?? "steps"}>
            {group.section ? (
              <h4 className="mt-3 font-bold wrap-anywhere">
                {t("moderation.sectionTitle", { title: group.section.title })}
              </h4>
            ) : null}
            <ol
              start={shown.steps.indexOf(group.steps[0] as Step) + 1}
              className="mt-2 list-decimal space-y-2 pl-6"
            >
              {group.steps.map((step) => (
                <li key={step.id} className="wrap-anywhere">
                  <span className="font-semibold">{step.title}</span>
                  {/* What players will see (issue 35): the rendered description and materials. */}
                  <StepDetails step={step} className="mt-1" />
                </li>
              ))}
            </ol>
          </div>
        ))}
      </section>
      <ErrorMessage className="mt-4">{error ?? ""}</ErrorMessage>
      <div className="mt-6 flex flex-wrap gap-3">
        {decidable ? (
          <>
            <button
              type="button"
              className={primaryButton}
              onClick={(event) => approve.press(undefined, event)}
              {...approve.pressProps}
            >
              {t("moderation.approve")}
            </button>
            <ReasonButton
              label={t("moderation.reject")}
              title={t("moderation.rejectQuestion")}
              description={t("moderation.rejectDescription")}
              failure={t("moderation.rejectFailed")}
              onSubmit={(reason) => rejectChecklist(checklist.id, reason)}
              onDone={() => back(t("moderation.rejected", { title: shown.title }))}
            />
          </>
        ) : (
          <p className="font-semibold">{t("moderation.nothingToDecide")}</p>
        )}
        <DeleteChecklistButton
          id={checklist.id}
          title={checklist.title}
          onDeleted={() => back(t("moderation.deleted"))}
        />
      </div>
      <div className="mt-8">
        <MessagesSection checklistId={checklist.id} intro={t("moderation.messagesIntro")} />
      </div>
      <section aria-labelledby="history-heading" className="mt-8">
        <h2 id="history-heading" className="text-xl font-bold">
          {t("moderation.history")}
        </h2>
        {history.length === 0 ? (
          <p className="mt-2">{t("moderation.noHistory")}</p>
        ) : (
          <ul className="mt-2 space-y-1">
            {history.map((entry) => (
              <li key={`${entry.createdAt}-${entry.action}`}>
                {t(ACTION_LABELS[entry.action], { moderator: entry.moderatorName })} ·{" "}
                <DateTime value={entry.createdAt} />
                {entry.reason ? `: ${entry.reason}` : ""}
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}

function ReviewLoader({ id }: { id: string }) {
  const t = useT();
  const query = useReview(id);
  if (query.isPending) return <PageLoading />;
  if (query.isError) {
    return (
      <>
        <PageHeading>{t("moderation.checklistNotFound")}</PageHeading>
        <p role="alert" className="mt-4">
          {query.error.message}{" "}
          <Link to="/moderation" className={textLink}>
            {t("moderation.backToQueue")}
          </Link>
        </p>
      </>
    );
  }
  const title =
    query.data.checklist.pendingRevision?.status === "pending"
      ? query.data.checklist.pendingRevision.title
      : query.data.checklist.title;
  return (
    <>
      <PageHeading>{title}</PageHeading>
      <ReviewView review={query.data} />
    </>
  );
}

/** SPEC §2 Moderation detail (/moderation/checklists/{id}). */
export default function ReviewPage() {
  const t = useT();
  const { id = "" } = useParams();
  return (
    <ModerationFrame title={t("moderation.reviewChecklist")}>
      <ReviewLoader id={id} />
    </ModerationFrame>
  );
}
