import type { ChecklistInput } from "#shared/contracts/checklists.ts";

let counter = 0;

/** A create body may also name the checklist it copies (D52). */
type Input = ChecklistInput & { basedOn?: string };

/** A valid create/edit body; override any field. */
export function checklistInput(overrides: Partial<Input> = {}): Input {
  counter += 1;
  return {
    customId: `test-checklist-${Date.now().toString(36)}-${counter}`,
    title: "Beat the Ender Dragon",
    description: "From the first night to the End: everything you need to finish the game.",
    difficulty: "Hard",
    supportedSince: "1.20.1",
    categories: [0, 3],
    tags: ["survival", "end"],
    steps: [
      { title: "Get iron tools", description: "Mine iron ore and smelt it." },
      { title: "Find a stronghold", description: "" },
    ],
    ...overrides,
  };
}
