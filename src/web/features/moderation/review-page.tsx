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
import { useSharedWords } from "#web/lib/shared-words.ts";
import { useSinglePress } from "#web/lib/use-single-press.ts";
import { AuthorLink } from "../checklists/components/author-link.tsx";
import { DifficultyBadge, StatusBadges } from "../checklists/components/badges.tsx";
import { BasedOnLine } from "../checklists/components/based-on.tsx";
import { StepDetails } from "../checklists/components/step-details.tsx";
import { DeleteChecklistButton } from "../checklists/my/delete-checklist-button.tsx";
import { MessagesSection } from "../messages/messages-section.tsx";
import { approveChecklist, rejectChecklist, useReview } from "./api.ts";
import { ModerationFrame } from "./moderation-frame.tsx";
import { ReasonButton } from "./reason-button.tsx";
import { StepChangeItem } from "./step-change.tsx";

const ACTION_LABELS = {
  approve: "Approved",
  reject: "Rejected",
  approve_revision: "Approved an edit",
  reject_revision: "Rejected an edit",
  delete: "Deleted",
  dismiss_reports: "Dismissed reports",
  unpublish: "Unpublished after reports",
  reopen_reports: "Undid a dismissal of reports",
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
                <del className="text-red-800 dark:text-red-300">{change.before || "(empty)"}</del> →{" "}
                <ins className="text-emerald-800 no-underline dark:text-emerald-300">
                  {change.after || "(empty)"}
                </ins>
              </dd>
            </div>
          ))}
        </dl>
      ) : null}
      <StepTitles heading="Steps added" steps={changes.stepsAdded} />
      <StepTitles heading="Steps removed" steps={changes.stepsRemoved} />
      {changes.stepsChanged.length ? (
        <>
          <h3 className="mt-4 font-bold">Steps changed</h3>
          <ul className="list-disc pl-6">
            {changes.stepsChanged.map((step) => (
              <StepChangeItem key={step.id} before={step.before} after={step.after} />
            ))}
          </ul>
        </>
      ) : null}
      {changes.stepsReordered ? <p className="mt-3 font-semibold">The steps were reordered.</p> : null}
      <SectionChanges changes={changes} />
    </section>
  );
}

/** D50: sections added, removed and renamed, and steps moved between sections. */
function SectionChanges({ changes }: { changes: NonNullable<Review["changes"]> }) {
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
  const noSection = "(no section)";
  return (
    <>
      {titles("Sections added", changes.sectionsAdded)}
      {titles("Sections removed", changes.sectionsRemoved)}
      {titles(
        "Sections renamed",
        changes.sectionsRenamed.map((rename) => `${rename.before} → ${rename.after}`),
      )}
      {titles(
        "Steps moved to another section",
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
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const words = useSharedWords();
  const { checklist, changes, history } = review;
  const proposed = checklist.pendingRevision?.status === "pending" ? checklist.pendingRevision : null;
  const shown = proposed ?? checklist;
  const decidable = checklist.status === "under_review" || proposed !== null;
  const back = (flash: string) => navigate("/moderation", { state: { flash } });
  const approve = useSinglePress({
    mutationFn: () => approveChecklist(checklist.id),
    onMutate: () => setError(null),
    onSuccess: () => back(`Approved "${shown.title}".`),
    onError: (failure) =>
      setError(failure instanceof Error ? failure.message : "Could not approve it. Please try again."),
  });
  return (
    <>
      <div className="mt-3 flex flex-wrap items-center gap-2">
        <StatusBadges status={checklist.status} revision={checklist.pendingRevision} />
        <span className="text-stone-700 dark:text-stone-300">
          by <AuthorLink name={checklist.authorName} handle={checklist.authorHandle} />
        </span>
        <Link to={`/checklist/${encodeURIComponent(checklist.customId)}`} className={textLink}>
          Open the live page
        </Link>
      </div>
      {checklist.basedOn ? <BasedOnLine source={checklist.basedOn} className="mt-2" /> : null}
      {changes ? (
        <Changes
          changes={changes}
          heading="What this edit changes"
          unchanged="The edit changes nothing visible."
        />
      ) : null}
      {review.changesSinceRejection ? (
        <Changes
          changes={review.changesSinceRejection}
          heading="Changes since rejection"
          unchanged="Nothing visible changed since the rejection."
        />
      ) : null}
      <section aria-labelledby="content-heading" className="mt-6">
        <h2 id="content-heading" className="text-xl font-bold">
          {proposed ? "The edited version" : "Content"}
        </h2>
        <p className="mt-2 whitespace-pre-line wrap-anywhere">{shown.description}</p>
        <dl className="mt-4 grid gap-3 sm:grid-cols-2">
          <div>
            <dt className="font-bold">Tags</dt>
            <dd>{shown.tags.length ? shown.tags.map((tag) => `#${tag}`).join(" ") : "None"}</dd>
          </div>
          <div>
            <dt className="font-bold">Supported since</dt>
            <dd>Minecraft {shown.supportedSince}</dd>
          </div>
          <div>
            <dt className="font-bold">Difficulty</dt>
            <dd>
              <DifficultyBadge difficulty={shown.difficulty as Difficulty} />
            </dd>
          </div>
          <div>
            <dt className="font-bold">Categories</dt>
            <dd>
              {shown.categories.length
                ? shown.categories.map((id) => words(categoryName(id))).join(", ")
                : "None"}
            </dd>
          </div>
        </dl>
        <h3 className="mt-4 text-lg font-bold">Steps</h3>
        {groupSteps(shown.steps, shown.sections).map((group) => (
          <div key={group.section?.id ?? "steps"}>
            {group.section ? (
              <h4 className="mt-3 font-bold wrap-anywhere">Section: {group.section.title}</h4>
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
              Approve
            </button>
            <ReasonButton
              label="Reject"
              title="Reject this checklist?"
              description="The author sees your reason and can edit the checklist and send it again."
              failure="Could not reject it. Please try again."
              onSubmit={(reason) => rejectChecklist(checklist.id, reason)}
              onDone={() => back(`Rejected "${shown.title}".`)}
            />
          </>
        ) : (
          <p className="font-semibold">Nothing waits for a decision here.</p>
        )}
        <DeleteChecklistButton id={checklist.id} title={checklist.title} onDeleted={() => back("Deleted.")} />
      </div>
      <div className="mt-8">
        <MessagesSection
          checklistId={checklist.id}
          intro="Only the author and the moderators see this conversation. The author is told of each message."
        />
      </div>
      <section aria-labelledby="history-heading" className="mt-8">
        <h2 id="history-heading" className="text-xl font-bold">
          History
        </h2>
        {history.length === 0 ? (
          <p className="mt-2">No moderation actions yet.</p>
        ) : (
          <ul className="mt-2 space-y-1">
            {history.map((entry) => (
              <li key={`${entry.createdAt}-${entry.action}`}>
                {ACTION_LABELS[entry.action]} by {entry.moderatorName} · <DateTime value={entry.createdAt} />
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
  const query = useReview(id);
  if (query.isPending) return <PageLoading />;
  if (query.isError) {
    return (
      <>
        <PageHeading>Checklist not found</PageHeading>
        <p role="alert" className="mt-4">
          {query.error.message}{" "}
          <Link to="/moderation" className={textLink}>
            Back to the review queue
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
  const { id = "" } = useParams();
  return (
    <ModerationFrame title="Review checklist">
      <ReviewLoader id={id} />
    </ModerationFrame>
  );
}
