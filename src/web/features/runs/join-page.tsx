import { useState } from "react";
import { Link, useNavigate, useParams } from "react-router";
import { Avatar } from "#web/components/avatar.tsx";
import { ErrorMessage } from "#web/components/error-message.tsx";
import { PageHeading } from "#web/components/page-heading.tsx";
import { PageLoading } from "#web/components/page-loading.tsx";
import { PageTitle } from "#web/components/page-title.tsx";
import { accentButton, textLink } from "#web/components/ui/button-styles.ts";
import { ApiError } from "#web/lib/api-client.ts";
import { richText, useT } from "#web/lib/i18n.tsx";
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
  const t = useT();
  const navigate = useNavigate();
  const invitation = useInvitation(runId, token);
  const [error, setError] = useState<string | null>(null);
  const join = useSinglePress({
    mutationFn: () => joinRun(runId, token),
    onMutate: () => setError(null),
    onSuccess: (run) => navigate(runAddress(run.checklistCustomId, run.id)),
    onError: (caught) => setError(problem(caught, t("runs.joinFailed"))),
  });
  if (invitation.isPending) return <PageLoading />;
  if (invitation.isError) {
    const gone = invitation.error instanceof ApiError && invitation.error.status === 404;
    return (
      <div className="mx-auto max-w-3xl px-4 py-16 sm:px-6">
        <PageTitle title={t("runs.inviteLink")} />
        <PageHeading>{gone ? t("runs.inviteLinkBroken") : t("runs.inviteLink")}</PageHeading>
        <ErrorMessage className="mt-4">{invitation.error.message}</ErrorMessage>
        <p className="mt-4">
          <Link to="/checklists" className={textLink}>
            {t("runs.exploreChecklists")}
          </Link>
        </p>
      </div>
    );
  }
  const { owner, checklistTitle, runName, memberCount, member, full } = invitation.data;
  const question = t("runs.joinQuestion", { owner: owner.displayName, title: checklistTitle });
  return (
    <div className="mx-auto max-w-3xl px-4 py-16 sm:px-6">
      <PageTitle title={question} />
      <PageHeading>{question}</PageHeading>
      <div className="mt-4 flex items-center gap-3 text-stone-800 dark:text-stone-200">
        <Avatar avatarUrl={owner.avatarUrl} handle={owner.handle} size={40} />
        <p>
          {richText(
            t("runs.startedBy", {
              run: runName,
              owner: owner.displayName,
              handle: owner.handle,
              count: memberCount,
            }),
            {
              run: (text) => <span className="font-semibold">{text}</span>,
              handle: (text) => <span className="text-stone-600 dark:text-stone-400">{text}</span>,
            },
          )}
        </p>
      </div>
      <p className="mt-4 text-stone-700 dark:text-stone-300">{t("runs.joinIntro")}</p>
      <div className="mt-6 flex flex-wrap items-center gap-3">
        {member ? (
          <Link to={runAddress(invitation.data.checklistCustomId, runId)} className={accentButton}>
            {t("runs.youPlayThisRun")}
          </Link>
        ) : full ? (
          <ErrorMessage>{t("runs.runFull")}</ErrorMessage>
        ) : (
          <button
            type="button"
            className={accentButton}
            onClick={(event) => join.press(undefined, event)}
            {...join.pressProps}
          >
            {t("runs.join")}
          </button>
        )}
        <Link to={`/checklist/${encodeURIComponent(invitation.data.checklistCustomId)}`} className={textLink}>
          {t("runs.seeChecklist")}
        </Link>
      </div>
      <ErrorMessage className="mt-3">{error ?? ""}</ErrorMessage>
    </div>
  );
}
