import type { ReadChecklist } from "#shared/checklist-markdown-reader.ts";
import { lazyDialog } from "#web/components/ui/lazy-dialog.tsx";
import { useT } from "#web/lib/i18n.tsx";
import { ImportButton } from "./import-button.tsx";
import type { ImportMarkdownDialogProps } from "./import-markdown-dialog.tsx";

const ImportMarkdownDialog = lazyDialog<ImportMarkdownDialogProps>(
  () => import("./import-markdown-dialog.tsx"),
);

/** D53: the create form's 'Import from Markdown' (its dialog and reader load on first use). */
export function ImportMarkdown({ onUse }: { onUse: (read: ReadChecklist) => void }) {
  const t = useT();
  return (
    <ImportButton
      label={t("editor.importMarkdown")}
      dialog={({ done, ...props }) => (
        <ImportMarkdownDialog
          {...props}
          onUse={(read, summary) => {
            onUse(read);
            done(t("editor.imported", { summary }));
          }}
        />
      )}
    />
  );
}
