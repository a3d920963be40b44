import type { ReadChecklist, ReadStep } from "#shared/checklist-markdown-reader.ts";
import type { ChecklistInput, Step } from "#shared/contracts/checklists.ts";
import { linkInputOf, type StepLinkInput } from "#shared/contracts/step-links.ts";
import { LIMITS } from "#shared/limits.ts";
import { listLines } from "#shared/list-markers.ts";
import {
  CHECKLIST_FIELD_MESSAGES,
  materialsProblem,
  requiredTextProblem,
  stepProblem,
} from "#shared/rules/checklist-fields.ts";
import { groupSteps, type Section } from "#shared/rules/sections.ts";
import { fromRows, type MaterialRow, toRows } from "./material-rows.ts";

/**
 * The step editor's rows (D50, D54): steps and section headings in one list, a heading taking
 * the steps below it up to the next one. With any heading, the list starts with one, so every
 * step is in a section; without, the checklist has none.
 */
export interface EditableStep {
  kind?: undefined;
  /** Stable while editing; the stored step id when the step already exists (D10). */
  key: string;
  id?: string;
  title: string;
  description: string;
  /** D51: the items and counts the step needs, as typed (absent in drafts from before them). */
  materials?: MaterialRow[];
  /** D61: what in the game marks the step done (absent in drafts from before links). */
  link?: StepLinkInput | null;
  /** D61: the link's name as the page shows it ('Stone Age', 'Mined: Diamond Ore ≥ 64'); never sent. */
  linkName?: string;
}

export interface EditableHeading {
  kind: "section";
  key: string;
  /** The stored section's id, kept so a rename reads as one in the review (D50). */
  id?: string;
  title: string;
}

export type EditorItem = EditableStep | EditableHeading;

export const isHeading = (item: EditorItem | undefined): item is EditableHeading => item?.kind === "section";

/**
 * A new row's key. Keys of rows written on an earlier page load come back with a draft (D40),
 * so a key is never just a count that restarts with the page: the page's own mark goes first,
 * or a row added after a restore would share a restored row's key and edit it (issue 35).
 */
const pageMark = Math.random().toString(36).slice(2, 8);
let nextKey = 0;
export const newKey = () => `new-${pageMark}-${++nextKey}`;

export const emptyStep = (): EditableStep => ({ key: newKey(), title: "", description: "" });

/**
 * Rows as a restored draft gives them back (D40), each with a key of this page: a row without a
 * stored id gets a new key, and a stored one keeps its id as key unless an earlier row had it
 * (a draft saved before issue 35's fix can hold two rows with one key).
 */
export function withFreshKeys(items: EditorItem[]): EditorItem[] {
  const seen = new Set<string>();
  return items.map((item) => {
    const key = item.id && !seen.has(item.id) ? item.id : newKey();
    seen.add(key);
    return { ...item, key };
  });
}

/** A row nobody wrote in: left out when the form is sent. */
export const isBlankStep = (item: EditorItem) =>
  !isHeading(item) && item.title === "" && item.description === "" && !item.materials?.length;

/** A list is well formed when, having headings, it starts with one. */
export const wellFormed = (items: EditorItem[]) => !items.some(isHeading) || isHeading(items[0]);

/** A copy of `items` with the one at `from` moved to `to`; null when that would leave a step above every heading. */
export function moved(items: EditorItem[], from: number, to: number): EditorItem[] | null {
  const next = [...items];
  const [item] = next.splice(from, 1);
  if (!item) return null;
  next.splice(to, 0, item);
  return wellFormed(next) ? next : null;
}

/** `items` with `added` placed after the row at `index`. */
export function insertedAfter(items: EditorItem[], index: number, added: EditorItem[]): EditorItem[] {
  return [...items.slice(0, index + 1), ...added, ...items.slice(index + 1)];
}

/**
 * A new section: the first one heads the steps written so far (so none is left outside a
 * section); a later one goes at the end with an empty step to write in.
 */
export function withNewSection(items: EditorItem[]): { items: EditorItem[]; heading: EditableHeading } {
  const heading: EditableHeading = { kind: "section", key: newKey(), title: "" };
  if (!items.some(isHeading) && items.length > 0) return { items: [heading, ...items], heading };
  return { items: [...items, heading, emptyStep()], heading };
}

/** Without the heading at `index`: its steps join the section above, or the one below when it was first. */
export function withoutHeading(items: EditorItem[], index: number): EditorItem[] {
  const next = items.filter((_, i) => i !== index);
  if (wellFormed(next)) return next;
  const first = next.findIndex(isHeading);
  return moved(next, first, 0) ?? next;
}

/** The rows' sections, each with its steps, in order (blank steps left out). */
export function sectionsOf(items: EditorItem[]): { heading: EditableHeading; steps: EditableStep[] }[] {
  const sections: { heading: EditableHeading; steps: EditableStep[] }[] = [];
  for (const item of items) {
    if (isHeading(item)) sections.push({ heading: item, steps: [] });
    else if (!isBlankStep(item)) sections.at(-1)?.steps.push(item);
  }
  return sections;
}

const stepInput = ({ id, title, description, materials = [], link }: EditableStep) => ({
  id,
  title,
  description,
  materials: fromRows(materials),
  link: linkInputOf(link),
});

/** The request's steps: `steps` alone without sections, else `sections` (D50). */
export function stepsInput(items: EditorItem[]): Pick<ChecklistInput, "steps" | "sections"> {
  if (!items.some(isHeading)) {
    return { steps: items.filter((item): item is EditableStep => !isBlankStep(item)).map(stepInput) };
  }
  return {
    sections: sectionsOf(items).map(({ heading, steps }) => ({
      ...(heading.id ? { id: heading.id } : {}),
      title: heading.title,
      steps: steps.map(stepInput),
    })),
  };
}

/** The editor's rows for a stored checklist (or its pending edit). */
export function itemsOf(
  steps: (Pick<Step, "id" | "title" | "description"> & {
    materials?: Step["materials"];
    link?: Step["link"] | StepLinkInput;
  })[],
  sections: Section[],
): EditorItem[] {
  return groupSteps(steps, sections).flatMap((group) => [
    ...(group.section
      ? [
          {
            kind: "section" as const,
            key: group.section.id,
            id: group.section.id,
            title: group.section.title,
          },
        ]
      : []),
    ...group.steps.map(({ id, title, description, materials, link }) => ({
      id,
      title,
      description,
      materials: toRows(materials),
      link: linkInputOf(link),
      ...(link && "name" in link ? { linkName: link.name } : {}),
      key: id,
    })),
  ]);
}

/**
 * The row a field of the server's 422 names (`steps.2.link.criterion`,
 * `sections.1.steps.0.link`), as stepsInput numbered them; null when it names no step.
 */
export function rowKeyOfField(items: EditorItem[], field: string | undefined): string | null {
  const match = /^(?:sections\.(\d+)\.)?steps\.(\d+)(?:\.|$)/.exec(field ?? "");
  if (!match) return null;
  const step = Number(match[2]);
  const steps =
    match[1] === undefined
      ? items.filter((item): item is EditableStep => !isHeading(item) && !isBlankStep(item))
      : (sectionsOf(items)[Number(match[1])]?.steps ?? []);
  return steps[step]?.key ?? null;
}

/**
 * D54: pasted text as step titles, one per line; list markers ('- [ ] ', '* ', '3. ', '☐ ', '• ',
 * issue 35) and blank lines dropped, as the Markdown import reads them (#shared/list-markers.ts).
 */
export const pastedLines = listLines;

/**
 * What is wrong with each row, by key (the server says the same, D16): a step's title or
 * description, a section's title, a section without steps.
 */
export function rowProblems(items: EditorItem[]): Map<string, string> {
  const problems = new Map<string, string>();
  for (const item of items) {
    if (isHeading(item)) {
      const problem = requiredTextProblem(item.title, LIMITS.sectionTitle, SECTION_TITLE_MESSAGES);
      if (problem) problems.set(item.key, problem);
    } else if (!isBlankStep(item)) {
      const problem = stepProblem(item) ?? materialsProblem(fromRows(item.materials ?? []));
      if (problem) problems.set(item.key, problem);
    }
  }
  for (const { heading, steps } of sectionsOf(items)) {
    if (steps.length === 0 && !problems.has(heading.key)) {
      problems.set(heading.key, CHECKLIST_FIELD_MESSAGES.sectionStepsRequired);
    }
  }
  return problems;
}

/** The whole list's problem: no steps, too many, too many sections. */
export function listProblem(items: EditorItem[]): string | null {
  const steps = items.filter((item) => !isHeading(item) && !isBlankStep(item)).length;
  if (steps === 0) return CHECKLIST_FIELD_MESSAGES.stepsRequired;
  if (steps > LIMITS.stepsPerChecklist) return CHECKLIST_FIELD_MESSAGES.tooManySteps;
  if (items.filter(isHeading).length > LIMITS.sectionsPerChecklist)
    return CHECKLIST_FIELD_MESSAGES.tooManySections;
  return null;
}

const SECTION_TITLE_MESSAGES = {
  required: CHECKLIST_FIELD_MESSAGES.sectionTitleRequired,
  tooLong: CHECKLIST_FIELD_MESSAGES.sectionTitleTooLong,
};

const readStep = ({ title, description, materials }: ReadStep): EditableStep => ({
  key: newKey(),
  title,
  description,
  materials: toRows(materials),
});

/** D53: the editor's rows for what an import read (new steps: no ids, so no ticks carried). */
export function itemsFromReading(read: Pick<ReadChecklist, "steps" | "sections">): EditorItem[] {
  if (!read.sections) return (read.steps ?? []).map(readStep);
  return read.sections.flatMap((section) => [
    { kind: "section" as const, key: newKey(), title: section.title },
    ...section.steps.map(readStep),
  ]);
}
