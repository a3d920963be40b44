import { useState } from "react";
import type { Run } from "#shared/contracts/runs.ts";
import { Avatar } from "#web/components/avatar.tsx";
import { ErrorMessage } from "#web/components/error-message.tsx";
import { dangerButton, secondaryButton } from "#web/components/ui/button-styles.ts";
import { Modal, ModalActions } from "#web/components/ui/modal.tsx";
import { useT } from "#web/lib/i18n.tsx";
import { useSinglePress } from "#web/lib/use-single-press.ts";
import { problem } from "./messages.ts";
import { removeMember } from "./run-actions.ts";

/** The run's players (D44); its owner removes one with 'Remove', asked first. */
export default function RunPlayers({ run }: { run: Run }) {
  const t = useT();
  const [removing, setRemoving] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const remove = useSinglePress({
    mutationFn: (handle: string) => removeMember(run.id, handle),
    onMutate: () => setError(null),
    onSettled: () => setRemoving(null),
    onError: (caught) => setError(problem(caught, t("runs.removePlayerFailed"))),
  });
  if (run.members.length < 2) return null;
  return (
    <section
      aria-labelledby="players-heading"
      className="rounded-md border-2 border-stone-300 p-3 dark:border-stone-700"
    >
      <h3 id="players-heading" className="font-bold">
        {t("runs.playersOf", { name: run.name })}
      </h3>
      <ul className="mt-2 space-y-2">
        {run.members.map((member) => (
          <li key={member.handle} className="flex flex-wrap items-center gap-2">
            <Avatar avatarUrl={member.avatarUrl} handle={member.handle} size={24} />
            <span className="wrap-anywhere">
              {member.displayName}{" "}
              <span className="text-stone-600 dark:text-stone-400">@{member.handle}</span>
              {member.role === "owner" ? ` ${t("runs.ownerMark")}` : ""}
            </span>
            {run.role === "owner" && member.role === "member" ? (
              <button
                type="button"
                className={`${secondaryButton} ml-auto`}
                onClick={() => setRemoving(member.handle)}
              >
                {t("runs.remove")}
                <span className="sr-only"> @{member.handle}</span>
              </button>
            ) : null}
          </li>
        ))}
      </ul>
      <ErrorMessage>{error}</ErrorMessage>
      <Modal
        open={removing !== null}
        onOpenChange={(next) => setRemoving(next ? removing : null)}
        role="alertdialog"
        title={t("runs.removePlayer")}
        description={t("runs.removePlayerQuestion", { handle: removing ?? "", name: run.name })}
      >
        <ModalActions>
          <button
            type="button"
            className={dangerButton}
            onClick={(event) => removing && remove.press(removing, event)}
            {...remove.pressProps}
          >
            {t("runs.remove")}
          </button>
        </ModalActions>
      </Modal>
    </section>
  );
}
