import { type FormEvent, useId, useState } from "react";
import { REJECT_REASON_REQUIRED } from "#shared/community.ts";
import { LIMITS } from "#shared/limits.ts";
import { hasVisibleText } from "#shared/rules/visible-text.ts";
import { primaryButton, secondaryButton } from "#web/components/ui/button-styles.ts";
import { inputClass } from "#web/components/ui/field-styles.ts";
import { Modal, ModalActions } from "#web/components/ui/modal.tsx";
import { CharactersLeft } from "#web/components/ui/text-field.tsx";
import { useSinglePress } from "#web/lib/use-single-press.ts";

/**
 * A moderator's decision that needs a reason (Reject, Unpublish): a button that opens a
 * dialog with a required 'Reason (required)' field; the author is shown the reason.
 */
export function ReasonButton({
  label,
  title,
  description,
  failure,
  onSubmit,
  onDone,
}: {
  label: string;
  title: string;
  description: string;
  failure: string;
  onSubmit: (reason: string) => Promise<void>;
  onDone: () => void;
}) {
  const fieldId = useId();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string | null>(null);
  const decide = useSinglePress({
    mutationFn: onSubmit,
    onSuccess: () => {
      setOpen(false);
      onDone();
    },
    onError: (caught) => setError(caught instanceof Error ? caught.message : failure),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (decide.pending) return;
    if (!hasVisibleText(reason)) {
      setError(REJECT_REASON_REQUIRED);
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
          <label htmlFor={fieldId} className="block font-bold">
            Reason (required)
          </label>
          <textarea
            id={fieldId}
            value={reason}
            rows={4}
            maxLength={LIMITS.rejectionReason}
            onChange={(event) => {
              setReason(event.target.value);
              setError(null);
            }}
            aria-invalid={error ? true : undefined}
            aria-describedby={`${fieldId}-left${error ? ` ${fieldId}-error` : ""}`}
            className={inputClass}
          />
          <CharactersLeft id={`${fieldId}-left`} max={LIMITS.rejectionReason} value={reason} />
          {error ? (
            <p id={`${fieldId}-error`} role="alert" className="font-semibold text-red-800 dark:text-red-300">
              {error}
            </p>
          ) : null}
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
