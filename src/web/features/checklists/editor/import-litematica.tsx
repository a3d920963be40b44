import { lazyDialog } from "#web/components/ui/lazy-dialog.tsx";
import type { EditorItem } from "./editor-items.ts";
import { ImportButton } from "./import-button.tsx";
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
  return (
    <ImportButton
      label="Import Litematica list"
      dialog={({ done, ...props }) => (
        <ImportLitematicaDialog
          {...props}
          version={version}
          items={items}
          onPlace={(placed, summary) => {
            onPlace(placed);
            done(`${summary} Check them before you save.`);
          }}
        />
      )}
    />
  );
}
