import { useId, useState } from "react";
import { primaryButton, secondaryButton } from "#web/components/ui/button-styles.ts";
import { Modal, ModalClose } from "#web/components/ui/modal.tsx";
import { useT } from "#web/lib/i18n.tsx";
import { checklistLink } from "#web/lib/system-share.ts";

/** SPEC §2 (where the device has no share sheet, D47): a read-only link origin/checklist/{customId}, 'Copy link' and 'Close'. */
export default function ShareDialog({
  customId,
  open,
  onOpenChange,
}: {
  customId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const t = useT();
  const id = useId();
  const [copied, setCopied] = useState(false);
  const link = checklistLink(customId);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      setCopied(true);
    } catch (error) {
      // SPEC §8: a failed copy is only logged; the link stays selectable in the field.
      console.warn("Copying the share link failed", error);
    }
  };
  return (
    <Modal
      open={open}
      onOpenChange={(next) => {
        setCopied(false);
        onOpenChange(next);
      }}
      title={t("checklistPage.shareTitle")}
      description={t("checklistPage.shareDescription")}
    >
      <label htmlFor={id} className="block text-sm font-bold">
        {t("checklistPage.link")}
      </label>
      <input
        id={id}
        readOnly
        value={link}
        onFocus={(event) => event.currentTarget.select()}
        className="mt-1 min-h-11 w-full rounded-md border-2 border-stone-800 bg-stone-50 px-3 py-2 text-stone-900 dark:border-stone-300 dark:bg-stone-800 dark:text-stone-50"
      />
      <p role="status" className="mt-2 min-h-6 text-sm text-emerald-800 dark:text-emerald-300">
        {copied ? t("checklistPage.linkCopied") : ""}
      </p>
      <div className="mt-2 flex flex-wrap justify-end gap-2">
        <button type="button" className={primaryButton} onClick={copy}>
          {t("checklistPage.copyLink")}
        </button>
        <ModalClose className={secondaryButton}>{t("checklistPage.close")}</ModalClose>
      </div>
    </Modal>
  );
}
