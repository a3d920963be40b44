import { lazyDialog } from "#web/components/ui/lazy-dialog.tsx";
import { useT } from "#web/lib/i18n.tsx";
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
  const t = useT();
  return (
    <ImportButton
      label={t("editor.importLitematica")}
      dialog={({ done, ...props }) => (
        <ImportLitematicaDialog
          {...props}
          version={version}
          items={items}
          onPlace={(placed, summary) => {
            onPlace(placed);
            done(t("editor.litematicaPlaced", { summary }));
          }}
        />
      )}
    />
  );
}
