import { useState } from "react";
import { Link, useNavigate, useParams } from "react-router";
import { Avatar } from "#web/components/avatar.tsx";
import { ErrorMessage } from "#web/components/error-message.tsx";
import { PageHeading } from "#web/components/page-heading.tsx";
import { PageLoading } from "#web/components/page-loading.tsx";
import { PageTitle } from "#web/components/page-title.tsx";
import { accentButton, textLink } from "#web/components/ui/button-styles.ts";
import { ApiError } from "#web/lib/api-client.ts";
import { useSinglePress } from "#web/lib/use-single-press.ts";
import { problem } from "./messages.ts";
import { joinRun, useInvitation } from "./run-actions.ts";

const runAddress = (customId: string, runId: string) =>
  `/checklist/${encodeURIComponent(customId)}?run=${encodeURIComponent(runId)}`;

/**
 * `/runs/{runId}/join/{token}` (D44): what an invite link opens. It asks 'Join {owner}'s run of
 * {title}?' and joins with 'Join'; a guest signs in first and comes back here (RequireSignIn).
 */
export default function JoinRunPage() {
  const { runId = "", token = "" } = useParams();
  const navigate = useNavigate();
  const invitation = useInvitation(runId, token);
  const [error, setError] = useState<string | null>(null);
  const join = useSinglePress({
    mutationFn: () => joinRun(runId, token),
    onMutate: () => setError(null),
    onSuccess: (run) => navigate(runAddress(run.checklistCustomId, run.id)),
    onError: (caught) => setError(problem(caught, "Could not join the run. Please try again.")),
  });
  if (invitation.isPending) return <PageLoading />;
  if (invitation.isError) {
    const gone = invitation.error instanceof ApiError && invitation.error.status === 404;
    return (
      <div className="mx-auto max-w-3xl px-4 py-16 sm:px-6">
        <PageTitle title="Invite link" />
        <PageHeading>{gone ? "This invite link does not work" : "Invite link"}</PageHeading>
        <ErrorMessage className="mt-4">{invitation.error.message}</ErrorMessage>
        <p className="mt-4">
          <Link to="/checklists" className={textLink}>
            Explore checklists
          </Link>
        </p>
      </div>
    );
  }
  const { owner, checklistTitle, runName, memberCount, member, full } = invitation.data;
  const question = `Join ${owner.displayName}'s run of ${checklistTitle}?`;
  return (
    <div className="mx-auto max-w-3xl px-4 py-16 sm:px-6">
      <PageTitle title={question} />
      <PageHeading>{question}</PageHeading>
      <div className="mt-4 flex items-center gap-3 text-stone-800 dark:text-stone-200">
        <Avatar avatarUrl={owner.avatarUrl} handle={owner.handle} size={40} />
        <p>
          <span className="font-semibold">{runName}</span>, started by {owner.displayName}{" "}
          <span className="text-stone-600 dark:text-stone-400">@{owner.handle}</span> ·{" "}
          {memberCount === 1 ? "1 player" : `${memberCount} players`}
        </p>
      </div>
      <p className="mt-4 text-stone-700 dark:text-stone-300">
        Everyone in the run ticks the same steps, and each tick shows who made it. You can leave at any time.
      </p>
      <div className="mt-6 flex flex-wrap items-center gap-3">
        {member ? (
          <Link to={runAddress(invitation.data.checklistCustomId, runId)} className={accentButton}>
            You play this run: open it
          </Link>
        ) : full ? (
          <ErrorMessage>This run is full (50 players).</ErrorMessage>
        ) : (
          <button
            type="button"
            className={accentButton}
            onClick={(event) => join.press(undefined, event)}
            {...join.pressProps}
          >
            Join
          </button>
        )}
        <Link to={`/checklist/${encodeURIComponent(invitation.data.checklistCustomId)}`} className={textLink}>
          See the checklist
        </Link>
      </div>
      <ErrorMessage className="mt-3">{error ?? ""}</ErrorMessage>
    </div>
  );
}
