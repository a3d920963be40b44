import { useId, useState } from "react";
import type { RunVisibility } from "#shared/runs.ts";
import { primaryButton, secondaryButton } from "#web/components/ui/button-styles.ts";
import { Modal, ModalClose } from "#web/components/ui/modal.tsx";
import { useT } from "#web/lib/i18n.tsx";
import { hasShareSheet, runLink, shareThroughSystem } from "#web/lib/system-share.ts";
import { useSinglePress } from "#web/lib/use-single-press.ts";
import { useRun } from "./api.ts";
import { DiscordChannel } from "./discord-channel.tsx";
import { ActionStatus, LinkField } from "./link-field.tsx";
import { copyLink, problem } from "./messages.ts";
import { changeRunVisibility } from "./run-actions.ts";

const CHOICES = [
  { value: "private", label: "runs.visibilityPrivate", hint: "runs.visibilityPrivateHint" },
  { value: "link", label: "runs.visibilityLink", hint: "runs.visibilityLinkHint" },
] as const satisfies readonly { value: RunVisibility; label: string; hint: string }[];

/**
 * 'Share progress' (D47, the run's owner, from More; decision 030): 'Who can see this run',
 * saved at once, and when shared the run's page to copy or hand to the system share sheet.
 */
export default function ShareRunDialog({
  runId,
  open,
  onOpenChange,
}: {
  runId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const t = useT();
  const query = useRun(open ? runId : null);
  const run = query.data?.role === "owner" ? query.data : undefined;
  const choicesId = useId();
  const [status, setStatus] = useState<string | null>(null);
  // The choice shows at once; the server's answer confirms it, a refusal puts the saved one back.
  const [chosen, setChosen] = useState<RunVisibility | null>(null);
  const save = useSinglePress({
    mutationFn: (visibility: RunVisibility) => changeRunVisibility(run?.id ?? "", visibility),
    onMutate: () => setStatus(null),
    onSuccess: (changed) => {
      setChosen(null);
      setStatus(changed.visibility === "link" ? t("runs.visibleByLink") : t("runs.visibleToPlayers"));
    },
    onError: (error) => {
      setChosen(null);
      setStatus(problem(error, t("runs.saveFailed")));
    },
  });
  const visibility = chosen ?? run?.visibility ?? "private";
  const link = run ? runLink(run.id) : "";
  const shareData = { title: run ? `${run.name} · ${run.checklistTitle}` : "", url: link };
  const copy = async () => setStatus(await copyLink(link));
  return (
    <Modal
      open={open}
      onOpenChange={(next) => {
        onOpenChange(next);
        setStatus(null);
      }}
      title={t("runs.shareProgress")}
      description={t("runs.shareDescription")}
    >
      <div className="space-y-3">
        <fieldset disabled={!run}>
          <legend className="font-bold">{t("runs.whoCanSee")}</legend>
          <div className="mt-2 space-y-1">
            {CHOICES.map((choice) => (
              <label key={choice.value} className="flex min-h-11 cursor-pointer items-start gap-3 py-1">
                <input
                  type="radio"
                  name={`${choicesId}-visibility`}
                  value={choice.value}
                  checked={visibility === choice.value}
                  onChange={() => {
                    if (save.pending) return;
                    setChosen(choice.value);
                    save.press(choice.value);
                  }}
                  className="mt-0.5 size-5 shrink-0 accent-emerald-700"
                />
                <span>
                  <span className="block font-semibold">{t(choice.label)}</span>
                  <span className="block text-sm text-stone-700 dark:text-stone-300">{t(choice.hint)}</span>
                </span>
              </label>
            ))}
          </div>
        </fieldset>
        {visibility === "link" ? (
          <div>
            <LinkField label={t("runs.link")} link={link} />
          </div>
        ) : null}
        <ActionStatus status={status} />
        {run ? <DiscordChannel run={run} /> : null}
        <div className="flex flex-wrap justify-end gap-2">
          <ModalClose className={secondaryButton}>{t("runs.close")}</ModalClose>
          {visibility === "link" && hasShareSheet(shareData) ? (
            <button
              type="button"
              className={secondaryButton}
              onClick={() => {
                void shareThroughSystem(shareData).then((result) => {
                  if (result === "fallback") void copy();
                });
              }}
            >
              {t("runs.share")}
            </button>
          ) : null}
          {visibility === "link" ? (
            <button type="button" className={primaryButton} onClick={copy}>
              {t("runs.copyLink")}
            </button>
          ) : null}
        </div>
      </div>
    </Modal>
  );
}
