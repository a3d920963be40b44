import { ArrowDown, ArrowUp, ChevronDown, GripVertical, Heading, Plus, Trash2 } from "lucide-react";
import {
  type ClipboardEvent,
  type InputHTMLAttributes,
  type KeyboardEvent,
  useEffect,
  useId,
  useRef,
  useState,
} from "react";
import { LIMITS } from "#shared/limits.ts";
import { secondaryButton } from "#web/components/ui/button-styles.ts";
import { inputClass } from "#web/components/ui/text-field.tsx";
import { richText, useT } from "#web/lib/i18n.tsx";
import { useSharedWords } from "#web/lib/shared-words.ts";
import {
  type EditableHeading,
  type EditableStep,
  type EditorItem,
  emptyStep,
  insertedAfter,
  isHeading,
  moved,
  pastedLines,
  rowProblems,
  withNewSection,
  withoutHeading,
} from "./editor-items.ts";
import { GameLinkField } from "./game-link-field.tsx";
import { MaterialsFields } from "./materials-fields.tsx";

const smallButton =
  "inline-flex min-h-11 min-w-11 items-center justify-center gap-1 rounded-md border-2 border-stone-700 bg-white px-2 text-sm font-semibold text-stone-900 hover:bg-stone-100 focus-visible:outline-3 focus-visible:outline-amber-500 disabled:opacity-40 dark:border-stone-300 dark:bg-stone-800 dark:text-stone-50";
const rowInput = inputClass.replace("mt-1 ", "");

/** How long a deleted step can be brought back (D41). */
export const UNDO_DELETE_MS = 10_000;

const titleId = (key: string) => `row-title-${key}`;

/** A step's or a section's title, typed in place; what is wrong with it is read with it. */
function RowTitle({
  rowKey,
  problem,
  className = "",
  ...input
}: { rowKey: string; problem: string | undefined } & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <input
      id={titleId(rowKey)}
      type="text"
      enterKeyHint="next"
      autoComplete="off"
      aria-invalid={problem ? true : undefined}
      aria-describedby={problem ? `${titleId(rowKey)}-error` : undefined}
      className={`${rowInput} min-w-0 flex-1 ${className}`}
      {...input}
    />
  );
}

/** What is wrong with a row's title, under it (after a refused Publish). */
function RowProblem({
  rowKey,
  problem,
  className,
}: {
  rowKey: string;
  problem: string | undefined;
  className: string;
}) {
  return problem ? (
    <p
      id={`${titleId(rowKey)}-error`}
      className={`${className} px-1 text-sm font-semibold text-red-800 dark:text-red-300`}
    >
      {problem}
    </p>
  ) : null;
}

type FocusRequest =
  | { kind: "title"; key: string }
  | { kind: "control"; position: number; action: "up" | "down" | "delete" | "drag" };

/**
 * The step list of the create and edit forms (D54): one row per step, its title typed in place;
 * Enter adds the next step, a paste of several lines adds a step per line. 'More' opens a row's
 * description, Move up/down and Delete (with Undo for a few seconds); the handle reorders by
 * pointer, touch or arrow keys (D41). Section headings (D50) sit in the same list: a step moved
 * past one changes section.
 */
export function StepListEditor({
  items,
  version,
  onChange,
  error,
  showProblems,
  addButtonId,
  rowError,
}: {
  /** The server's 422 on one step's link (D61), shown at that row, which opens. */
  rowError?: { key: string; message: string } | null;
  /** The 'Add step' button's id: where focus goes when the form refuses an empty step list. */
  addButtonId?: string;
  items: EditorItem[];
  /** The guide's Minecraft version, whose items a material's name is suggested from (D60). */
  version: string;
  onChange: (items: EditorItem[]) => void;
  error?: string | null;
  /** After a refused Publish: each row shows what is wrong with it. */
  showProblems: boolean;
}) {
  const words = useSharedWords();
  const t = useT();
  const [announcement, setAnnouncement] = useState("");
  const [deleted, setDeleted] = useState<{ step: EditableStep; index: number } | null>(null);
  const [dragging, setDragging] = useState<number | null>(null);
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  // A refused link opens its row, and the focus goes to its control.
  const [shownError, setShownError] = useState<typeof rowError>(null);
  if (rowError !== shownError) {
    setShownError(rowError);
    if (rowError && !open.has(rowError.key)) setOpen(new Set([...open, rowError.key]));
  }
  useEffect(() => {
    if (!shownError) return;
    document
      .getElementById(`row-details-${shownError.key}`)
      ?.querySelector<HTMLElement>("[data-game-link]")
      ?.focus();
  }, [shownError]);
  useEffect(() => {
    if (!deleted) return;
    const timer = setTimeout(() => setDeleted(null), UNDO_DELETE_MS);
    return () => clearTimeout(timer);
  }, [deleted]);
  const listRef = useRef<HTMLDivElement>(null);
  const hintId = useId();
  const addButtonRef = useRef<HTMLButtonElement>(null);
  // After a change, focus goes to the row typed into next, or stays on the same control of the
  // same row (or the nearest one still usable) instead of falling to <body>.
  const focusAfter = useRef<FocusRequest | null>(null);
  useEffect(() => {
    const request = focusAfter.current;
    if (!request) return;
    focusAfter.current = null;
    if (request.kind === "title") {
      document.getElementById(titleId(request.key))?.focus();
      return;
    }
    const rows = listRef.current?.querySelectorAll<HTMLElement>("[data-step-index]") ?? [];
    const row = rows[Math.min(request.position, rows.length - 1)];
    const wanted = { up: ["up", "down"], down: ["down", "up"], drag: ["drag"], delete: ["delete"] }[
      request.action
    ];
    const target = wanted
      .map((action) => row?.querySelector<HTMLButtonElement>(`[data-action="${action}"]`))
      // A collapsed row's buttons are hidden and cannot take the focus: its title field does.
      .find((button) => button && !button.disabled && button.getClientRects().length > 0);
    (target ?? row?.querySelector<HTMLElement>("input") ?? addButtonRef.current)?.focus();
  });

  const problems = new Map(
    [...(showProblems ? rowProblems(items) : [])].map(([key, problem]) => [key, words(problem)]),
  );
  const numbers = new Map<string, number>();
  for (const item of items) if (!isHeading(item)) numbers.set(item.key, numbers.size + 1);
  const stepCount = numbers.size;
  const sectionCount = items.filter(isHeading).length;

  const update = (key: string, change: Partial<EditableStep> | Partial<EditableHeading>) =>
    onChange(items.map((item) => (item.key === key ? ({ ...item, ...change } as EditorItem) : item)));

  const moveTo = (from: number, to: number, focus: "up" | "down" | "drag") => {
    const item = items[from];
    const next = to >= 0 && to < items.length && to !== from ? moved(items, from, to) : null;
    if (!item || !next) return;
    onChange(next);
    focusAfter.current = { kind: "control", position: to, action: focus };
    const position = next.filter((row) => !isHeading(row)).findIndex((row) => row.key === item.key) + 1;
    setAnnouncement(t("editor.moved", { title: item.title, position, total: stepCount }));
  };

  const remove = (index: number) => {
    const step = items[index];
    if (!step || isHeading(step)) return;
    onChange(items.filter((_, i) => i !== index));
    focusAfter.current = { kind: "control", position: index, action: "delete" };
    setDeleted({ step, index });
    setAnnouncement(t("editor.deletedAnnouncement", { title: step.title }));
  };
  const undoDelete = () => {
    if (!deleted) return;
    const next = [...items];
    next.splice(Math.min(deleted.index, next.length), 0, deleted.step);
    onChange(next);
    setDeleted(null);
    setAnnouncement(t("editor.restored", { title: deleted.step.title }));
  };

  /** New empty steps after the row at `index`, the first of them to type in. */
  const addAfter = (index: number) => {
    const step = emptyStep();
    onChange(insertedAfter(items, index, [step]));
    focusAfter.current = { kind: "title", key: step.key };
  };

  const titleKeyDown = (event: KeyboardEvent<HTMLInputElement>, index: number) => {
    // Enter never sends the form from a row: it adds the next step (D54).
    if (event.key !== "Enter" || event.nativeEvent.isComposing) return;
    event.preventDefault();
    const next = items[index + 1];
    if (isHeading(items[index]) && next && !isHeading(next)) {
      document.getElementById(titleId(next.key))?.focus();
    } else {
      addAfter(index);
    }
  };

  /** D54: several pasted lines become several steps, from this row on. */
  const pasteLines = (event: ClipboardEvent<HTMLInputElement>, index: number, step: EditableStep) => {
    const text = event.clipboardData.getData("text/plain");
    if (!/[\r\n]/.test(text)) return;
    const lines = pastedLines(text);
    if (lines.length === 0) return;
    event.preventDefault();
    const input = event.currentTarget;
    const start = input.selectionStart ?? step.title.length;
    const end = input.selectionEnd ?? start;
    const [first = "", ...rest] = lines;
    const added = rest.map((title) => ({ ...emptyStep(), title }));
    const edited = { ...step, title: step.title.slice(0, start) + first + step.title.slice(end) };
    onChange(insertedAfter(items, index, added).map((item, i) => (i === index ? edited : item)));
    focusAfter.current = { kind: "title", key: (added.at(-1) ?? edited).key };
    setAnnouncement(t("editor.pastedSteps", { count: added.length }));
  };

  const addSection = () => {
    const { items: next, heading } = withNewSection(items);
    onChange(next);
    focusAfter.current = { kind: "title", key: heading.key };
  };

  /** The row under the pointer while dragging a handle: the step moves there at once. */
  const dragOver = (event: React.PointerEvent) => {
    if (dragging === null) return;
    const row = document
      .elementFromPoint(event.clientX, event.clientY)
      ?.closest<HTMLElement>("[data-step-index]");
    const over = row ? Number(row.dataset.stepIndex) : dragging;
    const next = over !== dragging ? moved(items, dragging, over) : null;
    if (next) {
      onChange(next);
      setDragging(over);
    }
  };
  const endDrag = () => {
    if (dragging === null) return;
    const step = items[dragging];
    if (step) {
      const position = items.filter((row) => !isHeading(row)).findIndex((row) => row.key === step.key) + 1;
      setAnnouncement(t("editor.moved", { title: step.title, position, total: stepCount }));
    }
    setDragging(null);
  };

  const stepRow = (step: EditableStep, index: number) => {
    const number = numbers.get(step.key) ?? 0;
    const problem = problems.get(step.key);
    const expanded = open.has(step.key);
    const detailsId = `row-details-${step.key}`;
    const name = step.title || t("editor.stepName", { number });
    return (
      <li
        key={step.key}
        data-step-index={index}
        className={`rounded-md border-2 bg-white p-1.5 dark:bg-stone-900 ${dragging === index ? "border-amber-600 shadow-lg" : "border-stone-300 dark:border-stone-700"}`}
      >
        <div className="flex items-center gap-1.5">
          <button
            type="button"
            className={`${smallButton} shrink-0 cursor-grab touch-none`}
            data-action="drag"
            aria-label={t("editor.dragToReorder", { name })}
            aria-describedby={hintId}
            onPointerDown={(event) => {
              event.currentTarget.setPointerCapture(event.pointerId);
              setDragging(index);
            }}
            onPointerMove={dragOver}
            onPointerUp={endDrag}
            onPointerCancel={endDrag}
            onKeyDown={(event) => {
              if (event.key === "ArrowUp") moveTo(index, index - 1, "drag");
              else if (event.key === "ArrowDown") moveTo(index, index + 1, "drag");
              else return;
              event.preventDefault();
            }}
          >
            <GripVertical aria-hidden="true" className="size-5" />
          </button>
          <label htmlFor={titleId(step.key)} className="w-7 shrink-0 text-right font-bold tabular-nums">
            {richText(t("editor.stepLabel", { number }), {
              hidden: (text) => <span className="sr-only">{text}</span>,
            })}
          </label>
          <RowTitle
            rowKey={step.key}
            problem={problem}
            value={step.title}
            maxLength={LIMITS.stepTitle}
            placeholder={t("editor.stepPlaceholder")}
            onChange={(event) => update(step.key, { title: event.target.value })}
            onKeyDown={(event) => titleKeyDown(event, index)}
            onPaste={(event) => pasteLines(event, index, step)}
          />
          <button
            type="button"
            className={`${smallButton} shrink-0`}
            aria-expanded={expanded}
            aria-controls={detailsId}
            aria-label={t("editor.moreForStep", { number })}
            onClick={() => {
              const next = new Set(open);
              if (expanded) next.delete(step.key);
              else next.add(step.key);
              setOpen(next);
            }}
          >
            <ChevronDown
              aria-hidden="true"
              className={`size-5 transition-transform motion-reduce:transition-none ${expanded ? "rotate-180" : ""}`}
            />
            {step.description ? <span className="sr-only">{t("editor.hasDescription")}</span> : null}
          </button>
        </div>
        <RowProblem rowKey={step.key} problem={problem} className="mt-1" />
        <div id={detailsId} hidden={!expanded} className="mt-2 space-y-2 px-1 pb-1">
          <label htmlFor={`${detailsId}-description`} className="block font-bold">
            {t("editor.detailsForStep", { number })}
          </label>
          <textarea
            id={`${detailsId}-description`}
            value={step.description}
            maxLength={LIMITS.stepDescription}
            rows={3}
            className={inputClass}
            onChange={(event) => update(step.key, { description: event.target.value })}
            aria-describedby={`${detailsId}-hint`}
          />
          <p id={`${detailsId}-hint`} className="text-sm text-stone-600 dark:text-stone-400">
            {t("editor.markdownHint")}
          </p>
          <MaterialsFields
            version={version}
            rows={step.materials ?? []}
            onChange={(rows) => update(step.key, { materials: rows })}
            error={null}
          />
          <GameLinkField
            version={version}
            stepNumber={number}
            link={step.link}
            linkName={step.linkName}
            error={shownError?.key === step.key ? shownError.message : null}
            onChange={(link, linkName) => update(step.key, { link, linkName })}
          />
          <div className="flex flex-wrap gap-1">
            <button
              type="button"
              className={smallButton}
              disabled={index === 0 || !moved(items, index, index - 1)}
              onClick={() => moveTo(index, index - 1, "up")}
              data-action="up"
              aria-label={t("editor.moveUpNamed", { name })}
            >
              <ArrowUp aria-hidden="true" className="size-4" />
              {t("editor.moveUp")}
            </button>
            <button
              type="button"
              className={smallButton}
              disabled={index === items.length - 1}
              onClick={() => moveTo(index, index + 1, "down")}
              data-action="down"
              aria-label={t("editor.moveDownNamed", { name })}
            >
              <ArrowDown aria-hidden="true" className="size-4" />
              {t("editor.moveDown")}
            </button>
            <button
              type="button"
              className={smallButton}
              onClick={() => remove(index)}
              data-action="delete"
              aria-label={t("editor.deleteStep", { number })}
            >
              <Trash2 aria-hidden="true" className="size-4" />
              {t("editor.delete")}
            </button>
          </div>
        </div>
      </li>
    );
  };

  const headingRow = (heading: EditableHeading, index: number) => {
    const problem = problems.get(heading.key);
    const number = items.filter(isHeading).indexOf(heading) + 1;
    const label = heading.title || t("editor.untitledSection");
    return (
      <div
        data-step-index={index}
        className="flex flex-wrap items-center gap-1.5 rounded-md border-l-8 border-emerald-700 bg-emerald-50 p-1.5 dark:bg-emerald-950"
      >
        <label htmlFor={titleId(heading.key)} className="flex shrink-0 items-center gap-1 px-1 font-bold">
          <Heading aria-hidden="true" className="size-4" />
          {richText(t("editor.sectionLabel", { number }), {
            hidden: (text) => <span className="sr-only">{text}</span>,
          })}
        </label>
        <RowTitle
          rowKey={heading.key}
          problem={problem}
          value={heading.title}
          maxLength={LIMITS.sectionTitle}
          placeholder={t("editor.sectionPlaceholder")}
          className="font-bold"
          onChange={(event) => update(heading.key, { title: event.target.value })}
          onKeyDown={(event) => titleKeyDown(event, index)}
        />
        <button
          type="button"
          className={`${smallButton} shrink-0`}
          aria-label={t("editor.removeSectionNamed", { label })}
          onClick={() => {
            onChange(withoutHeading(items, index));
            focusAfter.current = { kind: "control", position: Math.max(0, index - 1), action: "drag" };
            setAnnouncement(t("editor.removedSection", { label }));
          }}
        >
          <Trash2 aria-hidden="true" className="size-4" />
          {t("editor.remove")}
        </button>
        <RowProblem rowKey={heading.key} problem={problem} className="w-full" />
      </div>
    );
  };

  // Sections as groups of the one list: each heading with an ordered list of its steps.
  const groups: {
    heading?: { item: EditableHeading; index: number };
    steps: { item: EditableStep; index: number }[];
  }[] = [];
  items.forEach((item, index) => {
    if (isHeading(item)) groups.push({ heading: { item, index }, steps: [] });
    else {
      if (groups.length === 0) groups.push({ steps: [] });
      groups.at(-1)?.steps.push({ item, index });
    }
  });

  return (
    <fieldset className="min-w-0" aria-describedby={error ? "steps-error" : undefined}>
      <legend className="font-bold text-stone-900 dark:text-stone-50">
        {richText(t("editor.stepsLegend"), {
          hint: (text) => <span className="font-normal text-stone-600 dark:text-stone-400">{text}</span>,
        })}
      </legend>
      <p className="text-sm text-stone-600 dark:text-stone-400">{t("editor.stepsHint")}</p>
      {items.length === 0 ? (
        <p className="mt-2 text-stone-700 dark:text-stone-300">{t("editor.noSteps")}</p>
      ) : (
        <div ref={listRef} className="mt-2 space-y-2">
          {groups.map((group) => (
            <div key={group.heading?.item.key ?? "steps"} className="space-y-1.5">
              {group.heading ? headingRow(group.heading.item, group.heading.index) : null}
              {group.steps.length ? (
                <ol
                  start={numbers.get(group.steps[0]?.item.key ?? "") ?? 1}
                  className="space-y-1.5"
                  aria-label={
                    group.heading
                      ? t("editor.stepsOf", {
                          section: group.heading.item.title || t("editor.untitledSection"),
                        })
                      : undefined
                  }
                >
                  {group.steps.map(({ item, index }) => stepRow(item, index))}
                </ol>
              ) : null}
            </div>
          ))}
        </div>
      )}
      {error ? (
        <p id="steps-error" className="mt-2 font-semibold text-red-800 dark:text-red-300">
          {error}
        </p>
      ) : null}
      <p id={hintId} className="sr-only">
        {t("editor.dragHint")}
      </p>
      {deleted ? (
        <p className="mt-2 flex flex-wrap items-center gap-2 rounded-md bg-stone-100 p-2 dark:bg-stone-800">
          <span className="wrap-anywhere">{t("editor.deleted", { title: deleted.step.title })}</span>
          <button type="button" className={smallButton} onClick={undoDelete}>
            {t("editor.undo")}
          </button>
        </p>
      ) : null}
      <p role="status" className="sr-only">
        {announcement}
      </p>
      <div className="mt-3 flex flex-wrap items-center gap-2">
        <button
          ref={addButtonRef}
          id={addButtonId}
          type="button"
          className={secondaryButton}
          onClick={() => addAfter(items.length - 1)}
        >
          <Plus aria-hidden="true" className="size-4" />
          {t("editor.addStep")}
        </button>
        <button
          type="button"
          className={secondaryButton}
          disabled={sectionCount >= LIMITS.sectionsPerChecklist}
          onClick={addSection}
        >
          <Heading aria-hidden="true" className="size-4" />
          {t("editor.addSection")}
        </button>
        <span className="text-sm text-stone-600 dark:text-stone-400">
          {t("editor.stepCounter", { count: stepCount, max: LIMITS.stepsPerChecklist })}
          {sectionCount
            ? ` · ${t("editor.sectionCounter", { count: sectionCount, max: LIMITS.sectionsPerChecklist })}`
            : ""}
        </span>
      </div>
    </fieldset>
  );
}
