import type { Checklist, Material, StepContent } from "./contracts/checklists.ts";
import { STARTS_AS_ITEM } from "./list-markers.ts";
import { groupSteps } from "./rules/sections.ts";

import { stepLinkLabel } from "./rules/step-link-label.ts";

type Exported = Pick<Checklist, "title" | "description" | "sections"> & { steps: StepContent[] };

/**
 * Free text whose line would read as structure (a heading, a list item, a rule, a step's
 * 'Materials:') or starts with '\' gets a '\' in front; the reader takes one off. Markdown
 * shows '\#' as '#', so the file still reads as written.
 */
const READS_AS_STRUCTURE = /^(?:\\|#|([-*_])(?:[ \t]*\1){2,}[ \t]*$|materials:|game link:)/i;
export const escapedLine = (line: string) =>
  READS_AS_STRUCTURE.test(line) || STARTS_AS_ITEM.test(line) ? `\\${line}` : line;
export const unescapedLine = (line: string) => (line.startsWith("\\") ? line.slice(1) : line);

/** A title on one line, as a heading or task item must be. */
const oneLine = (text: string) => text.replace(/\s*[\r\n]+\s*/g, " ").trim();

/** A step's 'Materials:' line: 'item × count' entries split by ';' ('\;' and '\\' inside a name). */
export const materialsLine = {
  join: (materials: Material[]) =>
    materials.map(({ item, count }) => `${item.replace(/[\\;]/g, "\\$&")} × ${count}`).join("; "),
  split(text: string): string[] {
    const entries: string[] = [];
    let entry = "";
    for (let i = 0; i < text.length; i += 1) {
      if (text[i] === "\\" && i + 1 < text.length) {
        i += 1;
        entry += text[i];
      } else if (text[i] === ";") {
        entries.push(entry);
        entry = "";
      } else entry += text[i];
    }
    return [...entries, entry];
  },
};

/** Free text, each line escaped; under a task item, indented so that it stays in it. */
function textLines(text: string, indent = ""): string[] {
  return text
    .trim()
    .split(/\r\n|\r|\n/)
    .map((line) => (line.trim() ? `${indent}${escapedLine(line)}` : ""));
}

function stepLines(step: Exported["steps"][number], ticked: boolean): string[] {
  return [
    `- [${ticked ? "x" : " "}] ${oneLine(step.title)}`,
    ...(step.description.trim() ? textLines(step.description, "  ") : []),
    ...(step.materials.length ? [`  Materials: ${materialsLine.join(step.materials)}`] : []),
    ...(step.link && "name" in step.link && typeof step.link.name === "string"
      ? [`  Game link: ${stepLinkLabel({ kind: step.link.kind, name: step.link.name })}`]
      : []),
  ];
}

/**
 * D53: a checklist as a Markdown task list: its title as the heading, its description, each
 * section as a heading of its own and each step as `- [ ]` (`- [x]` when `ticked` holds it, a
 * run's ticks), its description and materials indented under it. The format is documented in
 * docs/product.md (Export); checklist-markdown-reader.ts reads it back.
 */
export function checklistMarkdown(checklist: Exported, ticked: ReadonlySet<string> = new Set()): string {
  const done = new Set([...ticked].map((id) => id.toLowerCase()));
  const lines = [`# ${oneLine(checklist.title)}`, ""];
  if (checklist.description.trim()) lines.push(...textLines(checklist.description), "");
  for (const { section, steps } of groupSteps(checklist.steps, checklist.sections)) {
    if (section) lines.push(`## ${oneLine(section.title)}`, "");
    for (const step of steps) lines.push(...stepLines(step, done.has(step.id.toLowerCase())));
    lines.push("");
  }
  return `${lines.join("\n").trimEnd()}\n`;
}
