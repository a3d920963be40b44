import { type FormEvent, useId, useState } from "react";
import { ErrorMessage } from "#web/components/error-message.tsx";
import { dangerButton, secondaryButton } from "#web/components/ui/button-styles.ts";
import { inputClass } from "#web/components/ui/field-styles.ts";
import { Modal, ModalActions } from "#web/components/ui/modal.tsx";
import { forgetOfflineData } from "../offline/queue-storage.ts";
import { useMe } from "../session/api/get-me.ts";
import { deleteMyAccount } from "./api.ts";

/** D20: deleting the account, behind a confirmation that names what goes and asks for the handle. */
export function DeleteAccount() {
  const me = useMe().data;
  const id = useId();
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState("");
  const [error, setError] = useState<string | null>(null);
  if (!me) return null;
  const confirm = async (event: FormEvent) => {
    event.preventDefault();
    if (typed.trim() !== me.handle) return;
    try {
      await deleteMyAccount();
      // D56: nothing of this account stays on the device (the service worker forgets it too).
      await forgetOfflineData().catch(() => undefined);
      window.location.assign("/");
    } catch {
      setError("Your account could not be deleted. Please try again.");
    }
  };
  return (
    <section
      aria-labelledby={`${id}-heading`}
      className="rounded-md border-2 border-red-800 bg-white p-5 dark:bg-stone-900"
    >
      <h2 id={`${id}-heading`} className="text-xl font-bold">
        Delete account
      </h2>
      <p className="mt-2 text-stone-700 dark:text-stone-300">
        Your progress, likes and saved checklists are deleted. Checklists you created stay, credited to a
        deleted account; delete them first in My checklists if you want them gone.
      </p>
      <button type="button" className={`${secondaryButton} mt-3`} onClick={() => setOpen(true)}>
        Delete account
      </button>
      <Modal
        open={open}
        onOpenChange={setOpen}
        role="alertdialog"
        title="Delete your account?"
        description="This deletes your account, your progress on every checklist, your likes and your saved checklists. It cannot be undone."
      >
        <form onSubmit={confirm} className="space-y-4">
          <div>
            <label htmlFor={`${id}-confirm`} className="block font-bold">
              Type your handle ({me.handle}) to confirm
            </label>
            <input
              id={`${id}-confirm`}
              value={typed}
              onChange={(event) => setTyped(event.target.value)}
              autoComplete="off"
              className={inputClass}
            />
          </div>
          {error ? <ErrorMessage>{error}</ErrorMessage> : null}
          <ModalActions>
            <button type="submit" className={dangerButton} disabled={typed.trim() !== me.handle}>
              Delete my account
            </button>
          </ModalActions>
        </form>
      </Modal>
    </section>
  );
}
