import { Pickaxe } from "lucide-react";
import { useState } from "react";
import { secondaryButton } from "#web/components/ui/button-styles.ts";
import { lazyDialog } from "#web/components/ui/lazy-dialog.tsx";
import { useT } from "#web/lib/i18n.tsx";
import type { WorldImportDialogProps } from "./world-import-dialog.tsx";

const WorldImportDialog = lazyDialog<WorldImportDialogProps>(() => import("./world-import-dialog.tsx"));

/**
 * D62: 'Import from my world' on a run the player plays; the dialog, its file reading and its
 * requests load the first time it opens. What it ticked is said beside the button.
 */
export function WorldImportButton(props: Omit<WorldImportDialogProps, "open" | "onOpenChange" | "onDone">) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const [done, setDone] = useState("");
  return (
    <>
      <button
        type="button"
        className={secondaryButton}
        onClick={() => {
          setDone("");
          setOpen(true);
        }}
      >
        <Pickaxe aria-hidden="true" className="size-4" />
        {t("playing.worldImport")}
      </button>
      <p role="status" className="font-semibold empty:hidden">
        {done}
      </p>
      <WorldImportDialog {...props} open={open} onOpenChange={setOpen} onDone={setDone} />
    </>
  );
}
