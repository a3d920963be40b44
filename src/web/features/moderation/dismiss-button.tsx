import { type FormEvent, useId, useState } from "react";
import { DISMISS_NOTE_MAX } from "#shared/community.ts";
import { primaryButton, secondaryButton } from "#web/components/ui/button-styles.ts";
import { inputClass } from "#web/components/ui/field-styles.ts";
import { Modal, ModalActions } from "#web/components/ui/modal.tsx";
import { CharactersLeft } from "#web/components/ui/text-field.tsx";

/**
 * 'Dismiss' on a reported checklist (D34, issue 23): a dialog with an optional note for the
 * moderation log; its 'Dismiss' ignores a second press while the first is under way.
 */
export function DismissButton({
  title,
  onSubmit,
  onDone,
}: {
  title: string;
  onSubmit: (note: string) => Promise<void>;
  onDone: () => void;
}) {
  const fieldId = useId();
  const [open, setOpen] = useState(false);
  const [note, setNote] = useState("");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      await onSubmit(note.trim());
      setOpen(false);
      setNote("");
      onDone();
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : "Could not dismiss them. Please try again.");
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <button type="button" className={secondaryButton} onClick={() => setOpen(true)}>
        Dismiss
      </button>
      <Modal
        open={open}
        onOpenChange={setOpen}
        title={`Dismiss the reports on "${title}"?`}
        description="The checklist stays as it is and the reporters are told. A note goes to the moderation log only."
      >
        <form onSubmit={submit} noValidate className="space-y-3">
          <label htmlFor={fieldId} className="block font-bold">
            Note (optional)
          </label>
          <textarea
            id={fieldId}
            value={note}
            rows={3}
            maxLength={DISMISS_NOTE_MAX}
            onChange={(event) => setNote(event.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={`${fieldId}-left${error ? ` ${fieldId}-error` : ""}`}
            className={inputClass}
          />
          <CharactersLeft id={`${fieldId}-left`} max={DISMISS_NOTE_MAX} value={note} />
          {error ? (
            <p id={`${fieldId}-error`} role="alert" className="font-semibold text-red-800 dark:text-red-300">
              {error}
            </p>
          ) : null}
          <ModalActions>
            <button type="submit" className={primaryButton} aria-disabled={busy || undefined}>
              Dismiss
            </button>
          </ModalActions>
        </form>
      </Modal>
    </>
  );
}
