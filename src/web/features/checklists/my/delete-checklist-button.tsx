import { useMutation } from "@tanstack/react-query";
import { Trash2 } from "lucide-react";
import { useState } from "react";
import { ErrorMessage } from "#web/components/error-message.tsx";
import { dangerButton, secondaryButton } from "#web/components/ui/button-styles.ts";
import { Modal, ModalActions } from "#web/components/ui/modal.tsx";
import { useT } from "#web/lib/i18n.tsx";
import { deleteChecklist } from "../api.ts";

/** Delete with SPEC §5's confirmation; a failure is announced with SPEC §8's message. */
export function DeleteChecklistButton({
  id,
  title,
  onDeleted,
}: {
  id: string;
  title: string;
  onDeleted?: () => void;
}) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const remove = useMutation({
    mutationFn: () => deleteChecklist(id),
    onSettled: () => setOpen(false),
    onSuccess: () => onDeleted?.(),
  });
  const confirm = () => {
    if (!remove.isPending) remove.mutate();
  };
  return (
    <>
      <button
        type="button"
        className={secondaryButton}
        onClick={() => setOpen(true)}
        aria-label={t("checklists.deleteNamed", { title })}
      >
        <Trash2 aria-hidden="true" className="size-4" />
        {t("checklists.delete")}
      </button>
      {remove.isError ? (
        <ErrorMessage className="basis-full">{t("checklists.deleteFailed")}</ErrorMessage>
      ) : null}
      <Modal
        open={open}
        onOpenChange={setOpen}
        role="alertdialog"
        title={t("checklists.deleteTitle")}
        description={t("checklists.deleteConfirmation", { title })}
      >
        <ModalActions>
          <button
            type="button"
            className={dangerButton}
            onClick={confirm}
            aria-disabled={remove.isPending || undefined}
          >
            {remove.isPending ? t("checklists.deleting") : t("checklists.delete")}
          </button>
        </ModalActions>
      </Modal>
    </>
  );
}
