import { type FormEvent, useId, useState } from "react";
import { DISMISS_NOTE_MAX, REJECT_REASON_REQUIRED } from "#shared/community.ts";
import { LIMITS } from "#shared/limits.ts";
import { hasVisibleText } from "#shared/rules/visible-text.ts";
import { primaryButton, secondaryButton } from "#web/components/ui/button-styles.ts";
import { Modal, ModalActions } from "#web/components/ui/modal.tsx";
import { TextField } from "#web/components/ui/text-field.tsx";
import { useT } from "#web/lib/i18n.tsx";
import { useSharedWords } from "#web/lib/shared-words.ts";
import { useSinglePress } from "#web/lib/use-single-press.ts";

/** The dialog's field: a required reason (Reject, Unpublish), or an optional note (Dismiss). */
const FIELDS = {
  reason: { label: "moderation.reason", max: LIMITS.rejectionReason, required: true },
  note: { label: "moderation.noteOptional", max: DISMISS_NOTE_MAX, required: false },
} as const;

/**
 * A moderator's decision with words attached: a button that opens a dialog with a text field,
 * a required 'Reason (required)' that the author is shown (Reject, Unpublish), or a 'Note
 * (optional)' for the moderation log (Dismiss, issue 23). Its submit ignores a second press.
 */
export function ReasonButton({
  label,
  title,
  description,
  failure,
  field = "reason",
  onSubmit,
  onDone,
}: {
  label: string;
  title: string;
  description: string;
  failure: string;
  field?: keyof typeof FIELDS;
  onSubmit: (reason: string) => Promise<void>;
  onDone: () => void;
}) {
  const words = useSharedWords();
  const t = useT();
  const { label: fieldLabel, max, required } = FIELDS[field];
  const fieldId = useId();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string | null>(null);
  const decide = useSinglePress({
    mutationFn: onSubmit,
    onSuccess: () => {
      setOpen(false);
      setReason("");
      onDone();
    },
    onError: (caught) => setError(caught instanceof Error ? caught.message : failure),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (decide.pending) return;
    if (required && !hasVisibleText(reason)) {
      setError(words(REJECT_REASON_REQUIRED));
      return;
    }
    decide.press(reason.trim());
  };
  return (
    <>
      <button type="button" className={secondaryButton} onClick={() => setOpen(true)}>
        {label}
      </button>
      <Modal open={open} onOpenChange={setOpen} role="alertdialog" title={title} description={description}>
        <form onSubmit={submit} noValidate className="space-y-3">
          <TextField
            id={fieldId}
            label={t(fieldLabel)}
            value={reason}
            multiline
            required={required}
            maxLength={max}
            onChange={(value) => {
              setReason(value);
              setError(null);
            }}
            error={error}
            announceError
          />
          <ModalActions>
            <button type="submit" className={primaryButton} {...decide.submitProps}>
              {label}
            </button>
          </ModalActions>
        </form>
      </Modal>
    </>
  );
}
