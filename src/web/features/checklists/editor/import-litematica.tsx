import { useState } from "react";
import { secondaryButton } from "#web/components/ui/button-styles.ts";
import { lazyDialog } from "#web/components/ui/lazy-dialog.tsx";
import type { EditorItem } from "./editor-items.ts";
import type { ImportLitematicaDialogProps } from "./import-litematica-dialog.tsx";

const ImportLitematicaDialog = lazyDialog<ImportLitematicaDialogProps>(
  () => import("./import-litematica-dialog.tsx"),
);

/** D60: the form's 'Import Litematica list' (its dialog and reader load on first use). */
export function ImportLitematica({
  version,
  items,
  onPlace,
}: {
  version: string;
  items: EditorItem[];
  onPlace: (items: EditorItem[]) => void;
}) {
  const [open, setOpen] = useState(false);
  const [done, setDone] = useState("");
  return (
    <div className="flex flex-wrap items-center gap-3">
      <button
        type="button"
        className={secondaryButton}
        onClick={() => {
          setDone("");
          setOpen(true);
        }}
      >
        Import Litematica list
      </button>
      <p role="status" className="font-semibold empty:hidden">
        {done}
      </p>
      <ImportLitematicaDialog
        open={open}
        onOpenChange={setOpen}
        version={version}
        items={items}
        onPlace={(placed, summary) => {
          onPlace(placed);
          setDone(`${summary} Check them before you save.`);
        }}
      />
    </div>
  );
}
