import { useDeferredValue, useId, useMemo, useState } from "react";
import {
  IMPORT_MARKDOWN_MAX,
  type ReadChecklist,
  type ReadStep,
  readChecklistMarkdown,
} from "#shared/checklist-markdown-reader.ts";
import { ErrorMessage } from "#web/components/error-message.tsx";
import { primaryButton } from "#web/components/ui/button-styles.ts";
import { ModalActions } from "#web/components/ui/modal.tsx";
import ModalDialog from "#web/components/ui/modal-dialog.tsx";
import { type Translate, useT } from "#web/lib/i18n.tsx";
import { useSharedWords } from "#web/lib/shared-words.ts";
import { TextOrFile } from "./text-or-file.tsx";

export interface ImportMarkdownDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** `summary`: '12 steps in 3 sections'. */
  onUse: (read: ReadChecklist, summary: string) => void;
}

const stepCount = (read: ReadChecklist) =>
  read.sections
    ? read.sections.reduce((sum, section) => sum + section.steps.length, 0)
    : (read.steps ?? []).length;

/** '12 steps in 3 sections', '1 step'. */
function readingSummary(read: ReadChecklist, t: Translate): string {
  const steps = stepCount(read);
  const sections = read.sections?.length ?? 0;
  return sections
    ? t("editor.readStepsInSections", { steps, sections })
    : t("editor.readSteps", { count: steps });
}

function StepPreview({ step }: { step: ReadStep }) {
  const t = useT();
  return (
    <li>
      <span className="font-semibold">{step.title}</span>
      {step.description ? (
        <span className="block text-sm whitespace-pre-line">{step.description}</span>
      ) : null}
      {step.materials.length ? (
        <span className="block text-sm">
          {t("editor.previewMaterials", {
            list: step.materials.map(({ item, count }) => `${item} × ${count}`).join(", "),
          })}
        </span>
      ) : null}
    </li>
  );
}

/** What the text reads as, before anything is used (D53). */
function Preview({ read }: { read: ReadChecklist }) {
  const t = useT();
  const list = "mt-1 list-disc space-y-1 pl-6";
  return (
    <section
      aria-labelledby="import-preview"
      className="rounded-md border-2 border-stone-300 p-3 dark:border-stone-600"
    >
      <h3 id="import-preview" className="font-bold">
        {t("editor.previewRead", { summary: readingSummary(read, t) })}
      </h3>
      {read.title ? <p className="mt-1">{t("editor.previewTitle", { title: read.title })}</p> : null}
      {read.description ? (
        <p className="mt-1 whitespace-pre-line">
          {t("editor.previewDescription", { description: read.description })}
        </p>
      ) : null}
      {read.sections ? (
        read.sections.map((section, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a read-only preview in the text's order
          <div key={index} className="mt-2">
            <h4 className="font-bold">{section.title}</h4>
            <ol className={list}>
              {section.steps.map((step, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: as above
                <StepPreview key={i} step={step} />
              ))}
            </ol>
          </div>
        ))
      ) : (
        <ol className={list}>
          {(read.steps ?? []).map((step, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a read-only preview in the text's order
            <StepPreview key={i} step={step} />
          ))}
        </ol>
      )}
    </section>
  );
}

/**
 * D53: a Markdown task list, pasted or from a file, read in the browser by the same reader as
 * POST /api/checklist-imports; what it read shows before it fills the form, and nothing is
 * saved until the author publishes.
 */
export default function ImportMarkdownDialog({ open, onOpenChange, onUse }: ImportMarkdownDialogProps) {
  const words = useSharedWords();
  const t = useT();
  const id = useId();
  const [markdown, setMarkdown] = useState("");
  const [fileProblem, setFileProblem] = useState<string | null>(null);
  const deferred = useDeferredValue(markdown);
  const reading = useMemo(() => (deferred.trim() ? readChecklistMarkdown(deferred) : null), [deferred]);
  const problem = words(fileProblem ?? (reading && !reading.ok ? reading.message : null));

  return (
    <ModalDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t("editor.importMarkdown")}
      description={t("editor.importMarkdownDescription")}
    >
      <div className="space-y-4">
        <TextOrFile
          id={id}
          label={t("editor.markdown")}
          hint={t("editor.markdownImportHint")}
          value={markdown}
          onChange={setMarkdown}
          accept=".md,.markdown,.txt,text/markdown,text/plain"
          maxChars={IMPORT_MARKDOWN_MAX}
          tooLarge={t("editor.markdownTooLarge")}
          onFileProblem={setFileProblem}
          problemId={problem ? `${id}-problem` : null}
        />
        <div id={`${id}-problem`}>
          <ErrorMessage>{problem}</ErrorMessage>
        </div>
        <div aria-live="polite">{reading?.ok && !problem ? <Preview read={reading.checklist} /> : null}</div>
        {reading?.ok && !problem ? <p className="text-sm">{t("editor.importReplaces")}</p> : null}
        <ModalActions>
          <button
            type="button"
            className={primaryButton}
            aria-disabled={!reading?.ok || Boolean(problem)}
            onClick={() => {
              if (!reading?.ok || problem) return;
              onUse(reading.checklist, readingSummary(reading.checklist, t));
              onOpenChange(false);
            }}
          >
            {t("editor.useTheseSteps")}
          </button>
        </ModalActions>
      </div>
    </ModalDialog>
  );
}
