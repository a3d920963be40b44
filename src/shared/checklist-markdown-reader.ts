import { materialsLine, unescapedLine } from "./checklist-markdown.ts";
import type { Material } from "./contracts/checklists.ts";
import { english } from "./i18n/message.ts";
import { LIMITS } from "./limits.ts";
import { LIST_ITEM, listItemText, withoutListMarker } from "./list-markers.ts";
import {
  CHECKLIST_FIELD_MESSAGES as M,
  materialsProblem,
  requiredTextProblem,
  stepProblem,
} from "./rules/checklist-fields.ts";
import { quoteInput } from "./rules/quote-input.ts";

export interface ReadStep {
  title: string;
  description: string;
  materials: Material[];
}

/** D53: what a Markdown task list reads as; `steps` without headings, else `sections`. */
export interface ReadChecklist {
  title: string | null;
  description: string | null;
  steps?: ReadStep[];
  sections?: { title: string; steps: ReadStep[] }[];
}

export type MarkdownReading =
  | { ok: true; checklist: ReadChecklist }
  /** `line`: 1-based, of the line at fault; null when the fault is the whole text's (no steps). */
  | { ok: false; line: number | null; message: string };

/** The longest text an import reads: 200 full steps with their materials fit well within it. */
export const IMPORT_MARKDOWN_MAX = 300_000;

export const IMPORT_MESSAGES = {
  noSteps: english(
    "validation.importNoSteps",
    "No steps found. Write each step on a line of its own, as '- [ ] Step title'.",
  ),
  tooLong: english(
    "validation.importTooLong",
    `The text can be at most ${IMPORT_MARKDOWN_MAX.toLocaleString("en-US")} characters.`,
    { max: IMPORT_MARKDOWN_MAX },
  ),
} as const;

class Unreadable extends Error {
  constructor(
    readonly line: number,
    message: string,
  ) {
    super(english("validation.atLine", `Line ${line}: ${message}`, { line, problem: message }, true));
  }
}

interface StepAt extends ReadStep {
  line: number;
  /** The description's lines, blank ones kept between paragraphs. */
  lines: string[];
}
interface SectionAt {
  title: string;
  line: number;
  steps: StepAt[];
}

const HEADING = /^(#{1,6})(?:[ \t]+(.*))?$/;
const RULE = /^([-*_])(?:[ \t]*\1){2,}[ \t]*$/;
const MATERIALS = /^materials:(.*)$/i;
/** D61: a step's 'Game link: Advancement: Stone Age' line, written by the export for readers; a link is chosen in the editor, so the import skips it. */
const GAME_LINK = /^game link:/i;

/** A line indented under a list item (two spaces or a tab): its text without them; else null. */
function underItem(line: string): string | null {
  if (line.startsWith("\t")) return line.slice(1);
  if (line.startsWith("  ")) return line.slice(2);
  return null;
}

/** 'item × count' (or x), or 'count × item'; null when neither. */
function material(entry: string): Material | null {
  const itemFirst = /^(.*\S)\s*[×xX]\s*(\d+)$/.exec(entry);
  if (itemFirst?.[1] && itemFirst[2]) return { item: itemFirst[1], count: Number(itemFirst[2]) };
  const countFirst = /^(\d+)\s*[×xX]\s*(\S.*)$/.exec(entry);
  if (countFirst?.[1] && countFirst[2]) return { item: countFirst[2], count: Number(countFirst[1]) };
  return null;
}

function materialsOf(text: string, line: number): Material[] {
  return materialsLine.split(text).map((entry) => {
    const read = material(entry.trim());
    if (!read) {
      throw new Unreadable(
        line,
        english(
          "validation.unreadableMaterial",
          `cannot read the material '${quoteInput(entry.trim())}'. Write each as 'item × count', separated by ';'.`,
          { material: quoteInput(entry.trim()) },
          true,
        ),
      );
    }
    return read;
  });
}

/** The text's steps and headings, as written (limits are checked after). */
function parse(markdown: string) {
  let title: string | null = null;
  let titleLine = 1;
  const description: string[] = [];
  let descriptionLine = 1;
  const loose: StepAt[] = [];
  const sections: SectionAt[] = [];
  let step: StepAt | null = null;
  /** The line before was blank: a text line then starts a paragraph of its own. */
  let afterBlank = false;
  const started = () => loose.length > 0 || sections.length > 0;

  markdown.split(/\r\n|\r|\n/).forEach((line, index) => {
    const at = index + 1;
    const wasBlank = afterBlank;
    afterBlank = line.trim() === "";
    if (afterBlank) {
      if (step) step.lines.push("");
      else if (!started()) description.push("");
      return;
    }
    const indented = underItem(line);
    if (indented !== null && step) {
      const materials = MATERIALS.exec(indented);
      if (materials) step.materials.push(...materialsOf(materials[1] ?? "", at));
      else if (!GAME_LINK.test(indented)) step.lines.push(unescapedLine(indented));
      return;
    }
    if (
      !started() &&
      (indented !== null || (!HEADING.test(line) && !LIST_ITEM.test(line) && !RULE.test(line)))
    ) {
      if (!description.some(Boolean)) descriptionLine = at;
      description.push(indented !== null ? line : unescapedLine(line));
      return;
    }
    if (indented !== null)
      throw new Unreadable(
        at,
        english("validation.indentedBeforeStep", "indented text under a section heading, before any step."),
      );
    if (RULE.test(line)) return;
    const heading = HEADING.exec(line);
    if (heading) {
      const text = (heading[2] ?? "").trim();
      if (heading[1] === "#") {
        if (title !== null || started()) {
          throw new Unreadable(
            at,
            english(
              "validation.secondTitle",
              "a second title ('# …'). A checklist has one; use '## ' for a section.",
            ),
          );
        }
        title = text;
        titleLine = at;
      } else if (heading[1] === "##") {
        step = null;
        sections.push({ title: text, line: at, steps: [] });
      } else {
        throw new Unreadable(
          at,
          english("validation.deepHeading", "only '# ' (the title) and '## ' (a section) headings are read."),
        );
      }
      return;
    }
    const itemText = listItemText(line);
    if (itemText !== null) {
      step = {
        title: itemText,
        line: at,
        lines: [],
        description: "",
        materials: [],
      };
      (sections.at(-1)?.steps ?? loose).push(step);
      return;
    }
    // Markdown's lazy continuation: a line right under a step's text goes on with it.
    if (step && !wasBlank) {
      step.lines.push(unescapedLine(line));
      return;
    }
    throw new Unreadable(
      at,
      english(
        "validation.textOutsideStep",
        "text outside any step. Indent it by two spaces to make it the step's description, or start it with '- [ ] ' to make it a step.",
      ),
    );
  });
  return { title, titleLine, description: description.join("\n").trim(), descriptionLine, loose, sections };
}

/**
 * A text with no list item at all (lines from a notes app, issue 35): each non-empty line that
 * is no heading or rule becomes a step, its marker (an indented '• ') dropped. Line for line,
 * so a problem is still named at its line.
 */
function asListWhenPlain(markdown: string): string {
  const lines = markdown.split(/\r\n|\r|\n/);
  if (lines.some((line) => LIST_ITEM.test(line))) return markdown;
  return lines
    .map((line) => {
      const text = withoutListMarker(unescapedLine(line.trim()));
      return text === "" || HEADING.test(line) || RULE.test(line) ? line : `- ${text}`;
    })
    .join("\n");
}

/** Each limit the create form and the API hold, named at its line. */
function check({
  title,
  titleLine,
  description,
  descriptionLine,
  loose,
  sections,
}: ReturnType<typeof parse>) {
  const titleProblem =
    title === null
      ? null
      : requiredTextProblem(title, LIMITS.checklistTitle, {
          required: M.titleRequired,
          tooLong: M.titleTooLong,
        });
  if (titleProblem) throw new Unreadable(titleLine, titleProblem);
  if (description.length > LIMITS.checklistDescription)
    throw new Unreadable(descriptionLine, M.descriptionTooLong);
  if (sections.length && loose[0]) {
    throw new Unreadable(
      loose[0].line,
      english(
        "validation.stepBeforeSection",
        "a step before the first section heading. Once there are sections, put a '## ' heading above every step.",
      ),
    );
  }
  const sectionOverLimit = sections[LIMITS.sectionsPerChecklist];
  if (sectionOverLimit) throw new Unreadable(sectionOverLimit.line, M.tooManySections);
  for (const section of sections) {
    const problem =
      requiredTextProblem(section.title, LIMITS.sectionTitle, {
        required: M.sectionTitleRequired,
        tooLong: M.sectionTitleTooLong,
      }) ?? (section.steps.length === 0 ? M.sectionStepsRequired : null);
    if (problem) throw new Unreadable(section.line, problem);
  }
  const steps = sections.length ? sections.flatMap((section) => section.steps) : loose;
  const stepOverLimit = steps[LIMITS.stepsPerChecklist];
  if (stepOverLimit) throw new Unreadable(stepOverLimit.line, M.tooManySteps);
  for (const step of steps) {
    step.description = step.lines.join("\n").trim();
    const problem = stepProblem(step) ?? materialsProblem(step.materials);
    if (problem) throw new Unreadable(step.line, problem);
  }
  return steps;
}

const asRead = ({ title, description, materials }: StepAt): ReadStep => ({ title, description, materials });

/**
 * D53's import: a Markdown task list (the shape the export writes, docs/product.md) as a
 * checklist's title, description, sections and steps, or the first line it cannot read with
 * why. Ticks ('- [x]', '☑') read as steps: a checklist has no ticks of its own. Notes apps'
 * lists read too ('•', '☐', numbers, or plain lines: list-markers.ts).
 */
export function readChecklistMarkdown(markdown: string): MarkdownReading {
  if (markdown.length > IMPORT_MARKDOWN_MAX)
    return { ok: false, line: null, message: IMPORT_MESSAGES.tooLong };
  try {
    const parsed = parse(asListWhenPlain(markdown));
    const steps = check(parsed);
    if (steps.length === 0) return { ok: false, line: null, message: IMPORT_MESSAGES.noSteps };
    const checklist: ReadChecklist = {
      title: parsed.title,
      description: parsed.description || null,
      ...(parsed.sections.length
        ? { sections: parsed.sections.map(({ title, steps }) => ({ title, steps: steps.map(asRead) })) }
        : { steps: steps.map(asRead) }),
    };
    return { ok: true, checklist };
  } catch (error) {
    if (error instanceof Unreadable) return { ok: false, line: error.line, message: error.message };
    throw error;
  }
}
