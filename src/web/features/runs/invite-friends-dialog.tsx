import { useEffect, useState } from "react";
import { primaryButton, secondaryButton } from "#web/components/ui/button-styles.ts";
import { Modal, ModalActions } from "#web/components/ui/modal.tsx";
import { fullDateTime } from "#web/lib/dates.ts";
import { richText, useLocale, useT } from "#web/lib/i18n.tsx";
import { hasShareSheet, shareThroughSystem } from "#web/lib/system-share.ts";
import { useSinglePress } from "#web/lib/use-single-press.ts";
import { useRun } from "./api.ts";
import { ActionStatus, LinkField } from "./link-field.tsx";
import { copyLink, problem } from "./messages.ts";
import { makeInviteLink } from "./run-actions.ts";

/**
 * 'Invite friends' (D44, the run's owner; opened by its own button, its code loaded then): the run's link to copy, made at the first open,
 * until when it works (D74: 7 days), and 'New link', which makes another and stops the old one working.
 */
export default function InviteFriendsDialog({
  runId,
  open,
  onOpenChange,
}: {
  /** The run shown, when the player owns it. */
  runId: string | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const t = useT();
  const read = useRun(open ? runId : null);
  const run = read.data?.role === "owner" ? read.data : undefined;
  const [status, setStatus] = useState<string | null>(null);
  const link =
    run?.invitePath && typeof window !== "undefined" ? `${window.location.origin}${run.invitePath}` : "";
  const make = useSinglePress({
    // Pressed only once the run is read (below, and New link is disabled until then).
    mutationFn: () => makeInviteLink(run?.id ?? ""),
    onMutate: () => setStatus(null),
    onSuccess: () => setStatus(run?.invitePath ? t("runs.newLinkReady") : null),
    onError: (error) => setStatus(problem(error, t("runs.makeLinkFailed"))),
  });
  // The first open makes the run's first link.
  useEffect(() => {
    if (open && run && !run.invitePath && !make.pending && !make.isError) make.press();
  }, [open, run, make]);
  const copy = async () => setStatus(await copyLink(link));
  // Issue 35: where the device has a share sheet, the link goes straight to a chat app from it.
  const shareData = {
    title: run ? t("runs.joinMyRunOf", { title: run.checklistTitle }) : t("runs.joinMyRun"),
    url: link,
  };
  const canShare = Boolean(link) && hasShareSheet(shareData);
  const share = async () => {
    if ((await shareThroughSystem(shareData)) === "fallback") await copy();
  };
  return (
    <Modal
      open={open}
      onOpenChange={(next) => {
        onOpenChange(next);
        setStatus(null);
      }}
      title={t("runs.inviteFriends")}
      description={t("runs.inviteDescription")}
    >
      <div className="space-y-3">
        <LinkField label={t("runs.inviteLink")} link={link} />
        {run?.invitePath && run.inviteExpiresAt ? <WorksUntil at={run.inviteExpiresAt} /> : null}
        <ActionStatus status={status} />
        <ModalActions>
          <button
            type="button"
            className={secondaryButton}
            onClick={() => make.press()}
            {...make.pressProps}
            disabled={!run}
          >
            {t("runs.newLink")}
          </button>
          <button
            type="button"
            className={canShare ? secondaryButton : primaryButton}
            onClick={copy}
            disabled={!link}
          >
            {t("runs.copyLink")}
          </button>
          {canShare ? (
            <button type="button" className={primaryButton} onClick={() => void share()}>
              {t("runs.share")}
            </button>
          ) : null}
        </ModalActions>
      </div>
    </Modal>
  );
}

/** D74: until when the link works, or that it no longer does ('New link' makes a fresh one). */
function WorksUntil({ at }: { at: string }) {
  const t = useT();
  const locale = useLocale();
  // English keeps the browser's own format, as before issue 38; the reader's time zone either way.
  const date = fullDateTime(new Date(at), locale === "en" ? {} : { locale });
  const time = (text: string) => <time dateTime={at}>{text}</time>;
  return (
    <p className="text-stone-700 dark:text-stone-300">
      {richText(t(Date.parse(at) > Date.now() ? "runs.worksUntil" : "runs.expiredOn", { date }), { time })}
    </p>
  );
}
