import { useMutation } from "@tanstack/react-query";
import { Trash2 } from "lucide-react";
import { useState } from "react";
import { ErrorMessage } from "#web/components/error-message.tsx";
import { dangerButton, secondaryButton } from "#web/components/ui/button-styles.ts";
import { Modal, ModalActions } from "#web/components/ui/modal.tsx";
import { deleteChecklist } from "../api.ts";

export const DELETE_CONFIRMATION = "Are you sure you want to delete this checklist?";
export const DELETE_FAILED = "Failed to delete checklist. Please try again.";

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
        aria-label={`Delete ${title}`}
      >
        <Trash2 aria-hidden="true" className="size-4" />
        Delete
      </button>
      {remove.isError ? <ErrorMessage className="basis-full">{DELETE_FAILED}</ErrorMessage> : null}
      <Modal
        open={open}
        onOpenChange={setOpen}
        role="alertdialog"
        title="Delete checklist"
        description={`${DELETE_CONFIRMATION} "${title}" and its likes, saves and everyone's progress on it will be gone.`}
      >
        <ModalActions>
          <button
            type="button"
            className={dangerButton}
            onClick={confirm}
            aria-disabled={remove.isPending || undefined}
          >
            {remove.isPending ? "Deleting…" : "Delete"}
          </button>
        </ModalActions>
      </Modal>
    </>
  );
}
