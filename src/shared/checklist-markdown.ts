import type { Checklist } from "./contracts/checklists.ts";
import { groupSteps } from "./rules/sections.ts";

type Exported = Pick<Checklist, "title" | "description" | "steps" | "sections">;

/** A step's lines under its task item, indented so that they stay in it. */
function indented(text: string): string[] {
  return text
    .trim()
    .split(/\r?\n/)
    .map((line) => (line.trim() ? `  ${line}` : ""));
}

function stepLines(step: Exported["steps"][number], ticked: boolean): string[] {
  const materials = step.materials.map((material) => `${material.item} × ${material.count}`).join("; ");
  return [
    `- [${ticked ? "x" : " "}] ${step.title}`,
    ...(step.description.trim() ? indented(step.description) : []),
    ...(materials ? [`  Materials: ${materials}`] : []),
  ];
}

/**
 * D53: a checklist as a Markdown task list: its title as the heading, its description, each
 * section as a heading of its own and each step as `- [ ]` (`- [x]` when `ticked` holds it, a
 * run's ticks), its description and materials indented under it. The format is documented in
 * docs/product.md (Export).
 */
export function checklistMarkdown(checklist: Exported, ticked: ReadonlySet<string> = new Set()): string {
  const done = new Set([...ticked].map((id) => id.toLowerCase()));
  const lines = [`# ${checklist.title}`, ""];
  if (checklist.description.trim()) lines.push(checklist.description.trim(), "");
  for (const { section, steps } of groupSteps(checklist.steps, checklist.sections)) {
    if (section) lines.push(`## ${section.title}`, "");
    for (const step of steps) lines.push(...stepLines(step, done.has(step.id.toLowerCase())));
    lines.push("");
  }
  return `${lines.join("\n").trimEnd()}\n`;
}
