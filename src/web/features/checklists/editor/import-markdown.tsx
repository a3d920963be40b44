import { useState } from "react";
import type { ReadChecklist } from "#shared/checklist-markdown-reader.ts";
import { secondaryButton } from "#web/components/ui/button-styles.ts";
import { lazyDialog } from "#web/components/ui/lazy-dialog.tsx";
import type { ImportMarkdownDialogProps } from "./import-markdown-dialog.tsx";

const ImportMarkdownDialog = lazyDialog<ImportMarkdownDialogProps>(
  () => import("./import-markdown-dialog.tsx"),
);

/** D53: the create form's 'Import from Markdown' (its dialog and reader load on first use). */
export function ImportMarkdown({ onUse }: { onUse: (read: ReadChecklist) => void }) {
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
        Import from Markdown
      </button>
      <p role="status" className="font-semibold empty:hidden">
        {done}
      </p>
      <ImportMarkdownDialog
        open={open}
        onOpenChange={setOpen}
        onUse={(read, summary) => {
          onUse(read);
          setDone(`Imported ${summary}. Check them, then publish.`);
        }}
      />
    </div>
  );
}
