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
import { useSharedWords } from "#web/lib/shared-words.ts";
import { TextOrFile } from "./text-or-file.tsx";

export interface ImportMarkdownDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** `summary`: '12 steps in 3 sections'. */
  onUse: (read: ReadChecklist, summary: string) => void;
}

const FILE_TOO_LARGE = "This file is too large to be a checklist. Choose a Markdown or text file.";

const stepCount = (read: ReadChecklist) =>
  read.sections
    ? read.sections.reduce((sum, section) => sum + section.steps.length, 0)
    : (read.steps ?? []).length;

/** '12 steps in 3 sections', '1 step'. */
function readingSummary(read: ReadChecklist): string {
  const steps = stepCount(read);
  const stepWords = `${steps} ${steps === 1 ? "step" : "steps"}`;
  const sections = read.sections?.length ?? 0;
  return sections ? `${stepWords} in ${sections} ${sections === 1 ? "section" : "sections"}` : stepWords;
}

function StepPreview({ step }: { step: ReadStep }) {
  return (
    <li>
      <span className="font-semibold">{step.title}</span>
      {step.description ? (
        <span className="block text-sm whitespace-pre-line">{step.description}</span>
      ) : null}
      {step.materials.length ? (
        <span className="block text-sm">
          Materials: {step.materials.map(({ item, count }) => `${item} × ${count}`).join(", ")}
        </span>
      ) : null}
    </li>
  );
}

/** What the text reads as, before anything is used (D53). */
function Preview({ read }: { read: ReadChecklist }) {
  const list = "mt-1 list-disc space-y-1 pl-6";
  return (
    <section
      aria-labelledby="import-preview"
      className="rounded-md border-2 border-stone-300 p-3 dark:border-stone-600"
    >
      <h3 id="import-preview" className="font-bold">
        Read: {readingSummary(read)}
      </h3>
      {read.title ? <p className="mt-1">Title: {read.title}</p> : null}
      {read.description ? <p className="mt-1 whitespace-pre-line">Description: {read.description}</p> : null}
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
  const id = useId();
  const [markdown, setMarkdown] = useState("");
  const [fileProblem, setFileProblem] = useState<string | null>(null);
  const deferred = useDeferredValue(markdown);
  const reading = useMemo(() => (deferred.trim() ? readChecklistMarkdown(deferred) : null), [deferred]);
  const words = useSharedWords();
  const problem = words(fileProblem ?? (reading && !reading.ok ? reading.message : null));

  return (
    <ModalDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Import from Markdown"
      description="Paste a task list or choose a file. You see what it reads before it fills the form, and nothing is saved until you publish."
    >
      <div className="space-y-4">
        <TextOrFile
          id={id}
          label="Markdown"
          hint="One step a line as '- [ ] Step'; '## ' starts a section and '# ' is the title. Lines indented under a step are its description; ' Materials: Oak log × 16' its materials."
          value={markdown}
          onChange={setMarkdown}
          accept=".md,.markdown,.txt,text/markdown,text/plain"
          maxChars={IMPORT_MARKDOWN_MAX}
          tooLarge={FILE_TOO_LARGE}
          onFileProblem={setFileProblem}
          problemId={problem ? `${id}-problem` : null}
        />
        <div id={`${id}-problem`}>
          <ErrorMessage>{problem}</ErrorMessage>
        </div>
        <div aria-live="polite">{reading?.ok && !problem ? <Preview read={reading.checklist} /> : null}</div>
        {reading?.ok && !problem ? (
          <p className="text-sm">
            It replaces the form's steps, and its title and description where the text has them.
          </p>
        ) : null}
        <ModalActions>
          <button
            type="button"
            className={primaryButton}
            aria-disabled={!reading?.ok || Boolean(problem)}
            onClick={() => {
              if (!reading?.ok || problem) return;
              onUse(reading.checklist, readingSummary(reading.checklist));
              onOpenChange(false);
            }}
          >
            Use these steps
          </button>
        </ModalActions>
      </div>
    </ModalDialog>
  );
}
