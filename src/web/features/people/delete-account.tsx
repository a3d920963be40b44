import { type FormEvent, useId, useState } from "react";
import { ErrorMessage } from "#web/components/error-message.tsx";
import { dangerButton, secondaryButton } from "#web/components/ui/button-styles.ts";
import { inputClass } from "#web/components/ui/field-styles.ts";
import { Modal, ModalActions } from "#web/components/ui/modal.tsx";
import { useT } from "#web/lib/i18n.tsx";
import { forgetOfflineData } from "../offline/queue-storage.ts";
import { useMe } from "../session/api/get-me.ts";
import { deleteMyAccount } from "./api.ts";

/** D20: deleting the account, behind a confirmation that names what goes and asks for the handle. */
export function DeleteAccount() {
  const me = useMe().data;
  const id = useId();
  const t = useT();
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
      setError(t("people.deleteFailed"));
    }
  };
  return (
    <section
      aria-labelledby={`${id}-heading`}
      className="rounded-md border-2 border-red-800 bg-white p-5 dark:bg-stone-900"
    >
      <h2 id={`${id}-heading`} className="text-xl font-bold">
        {t("people.deleteAccount")}
      </h2>
      <p className="mt-2 text-stone-700 dark:text-stone-300">{t("people.deleteAccountIntro")}</p>
      <button type="button" className={`${secondaryButton} mt-3`} onClick={() => setOpen(true)}>
        {t("people.deleteAccount")}
      </button>
      <Modal
        open={open}
        onOpenChange={setOpen}
        role="alertdialog"
        title={t("people.deleteTitle")}
        description={t("people.deleteDescription")}
      >
        <form onSubmit={confirm} className="space-y-4">
          <div>
            <label htmlFor={`${id}-confirm`} className="block font-bold">
              {t("people.deleteConfirmLabel", { handle: me.handle })}
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
              {t("people.deleteMyAccount")}
            </button>
          </ModalActions>
        </form>
      </Modal>
    </section>
  );
}
