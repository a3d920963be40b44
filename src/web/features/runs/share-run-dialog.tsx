import { useId, useState } from "react";
import type { RunVisibility } from "#shared/runs.ts";
import { primaryButton, secondaryButton } from "#web/components/ui/button-styles.ts";
import { Modal, ModalClose } from "#web/components/ui/modal.tsx";
import { hasShareSheet, runLink, shareThroughSystem } from "#web/lib/system-share.ts";
import { useSinglePress } from "#web/lib/use-single-press.ts";
import { useRun } from "./api.ts";
import { DiscordChannel } from "./discord-channel.tsx";
import { ActionStatus, LinkField } from "./link-field.tsx";
import { copyLink, problem } from "./messages.ts";
import { changeRunVisibility } from "./run-actions.ts";

const CHOICES: { value: RunVisibility; label: string; hint: string }[] = [
  { value: "private", label: "Private", hint: "Only the run's players see it." },
  {
    value: "link",
    label: "Anyone with the link",
    hint: "Anyone who opens the link sees the steps, the players and the progress, without signing in.",
  },
];

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
      setStatus(
        changed.visibility === "link"
          ? "Anyone with the link can see this run."
          : "Only the run's players can see it.",
      );
    },
    onError: (error) => {
      setChosen(null);
      setStatus(problem(error, "Could not save. Please try again."));
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
      title="Share progress"
      description="Show friends how far this run has come: its steps, its players and who ticked what."
    >
      <div className="space-y-3">
        <fieldset disabled={!run}>
          <legend className="font-bold">Who can see this run</legend>
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
                  <span className="block font-semibold">{choice.label}</span>
                  <span className="block text-sm text-stone-700 dark:text-stone-300">{choice.hint}</span>
                </span>
              </label>
            ))}
          </div>
        </fieldset>
        {visibility === "link" ? (
          <div>
            <LinkField label="Link" link={link} />
          </div>
        ) : null}
        <ActionStatus status={status} />
        {run ? <DiscordChannel run={run} /> : null}
        <div className="flex flex-wrap justify-end gap-2">
          <ModalClose className={secondaryButton}>Close</ModalClose>
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
              Share
            </button>
          ) : null}
          {visibility === "link" ? (
            <button type="button" className={primaryButton} onClick={copy}>
              Copy link
            </button>
          ) : null}
        </div>
      </div>
    </Modal>
  );
}
