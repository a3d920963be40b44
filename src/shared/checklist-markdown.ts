import type { Checklist } from "./contracts/checklists.ts";

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
  const sectionOf = new Map<string, Exported["sections"][number]>();
  for (const section of checklist.sections) {
    const first = section.stepIds[0];
    if (first) sectionOf.set(first.toLowerCase(), section);
  }
  const lines = [`# ${checklist.title}`, ""];
  if (checklist.description.trim()) lines.push(checklist.description.trim(), "");
  let inList = false;
  for (const step of checklist.steps) {
    const section = sectionOf.get(step.id.toLowerCase());
    if (section) {
      if (inList) lines.push("");
      lines.push(`## ${section.title}`, "");
    }
    lines.push(...stepLines(step, done.has(step.id.toLowerCase())));
    inList = true;
  }
  return `${lines.join("\n").trimEnd()}\n`;
}
