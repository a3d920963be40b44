import { type FormEvent, useId, useState } from "react";
import { LIMITS } from "#shared/limits.ts";
import { hasVisibleText } from "#shared/rules/visible-text.ts";
import { RUN_NAME_REQUIRED } from "#shared/runs.ts";
import { primaryButton } from "#web/components/ui/button-styles.ts";
import { Modal, ModalActions } from "#web/components/ui/modal.tsx";
import { TextField } from "#web/components/ui/text-field.tsx";
import { useT } from "#web/lib/i18n.tsx";
import { useSharedWords } from "#web/lib/shared-words.ts";
import { useSinglePress } from "#web/lib/use-single-press.ts";
import { problem } from "./messages.ts";
import { startRun } from "./run-actions.ts";

/** 'New run' (D43): a dialog asking the run's 'Name'; the new run is shown at once. */
export default function NewRunDialog({
  checklistId,
  onStarted,
  open,
  onOpenChange: setOpen,
}: {
  checklistId: string;
  onStarted: (runId: string) => void;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const words = useSharedWords();
  const t = useT();
  const fieldId = useId();
  const [name, setName] = useState("");
  const [error, setError] = useState<string | null>(null);
  const start = useSinglePress({
    mutationFn: (runName: string) => startRun(checklistId, runName),
    onSuccess: (run) => {
      setOpen(false);
      setName("");
      onStarted(run.id);
    },
    onError: (caught) => setError(problem(caught, t("runs.startFailed"))),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (start.pending) return;
    if (!hasVisibleText(name)) {
      setError(words(RUN_NAME_REQUIRED));
      return;
    }
    start.press(name);
  };
  return (
    <Modal
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        setError(null);
      }}
      title={t("runs.newRun")}
      description={t("runs.newRunDescription")}
    >
      <form onSubmit={submit} noValidate className="space-y-3">
        <TextField
          id={fieldId}
          label={t("runs.name")}
          value={name}
          maxLength={LIMITS.runName}
          placeholder={t("runs.namePlaceholder")}
          onChange={(value) => {
            setName(value);
            setError(null);
          }}
          error={error}
          announceError
        />
        <ModalActions>
          <button type="submit" className={primaryButton} {...start.submitProps}>
            {t("runs.startRun")}
          </button>
        </ModalActions>
      </form>
    </Modal>
  );
}
