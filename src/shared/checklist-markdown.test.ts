import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { checklistMarkdown } from "./checklist-markdown.ts";
import { IMPORT_MESSAGES, type ReadStep, readChecklistMarkdown } from "./checklist-markdown-reader.ts";
import type { Material } from "./contracts/checklists.ts";
import { LIMITS } from "./limits.ts";
import { hasVisibleText } from "./rules/visible-text.ts";

const read = (markdown: string) => readChecklistMarkdown(markdown);
const problem = (markdown: string) => {
  const reading = read(markdown);
  return reading.ok ? null : { line: reading.line, message: reading.message };
};
const step = (title: string, description = "", materials: Material[] = []): ReadStep => ({
  title,
  description,
  materials,
});

describe("D53 import: reading a Markdown task list", () => {
  it("reads the export's shape: title, description, sections, steps with descriptions and materials", () => {
    const markdown = [
      "# Nether prep",
      "",
      "Everything before the portal.",
      "",
      "## Early game",
      "",
      "- [x] Punch a tree",
      "  Logs first, then **planks**.",
      "",
      "  A second paragraph.",
      "  Materials: Oak log × 16; Crafting table × 1",
      "- [ ] Build a shelter",
      "",
      "## The Nether",
      "",
      "* [ ] Light the portal",
      "  Materials: 10 × Obsidian; Flint and steel x 1",
    ].join("\n");
    expect(read(markdown)).toEqual({
      ok: true,
      checklist: {
        title: "Nether prep",
        description: "Everything before the portal.",
        sections: [
          {
            title: "Early game",
            steps: [
              step("Punch a tree", "Logs first, then **planks**.\n\nA second paragraph.", [
                { item: "Oak log", count: 16 },
                { item: "Crafting table", count: 1 },
              ]),
              step("Build a shelter"),
            ],
          },
          {
            title: "The Nether",
            steps: [
              step("Light the portal", "", [
                { item: "Obsidian", count: 10 },
                { item: "Flint and steel", count: 1 },
              ]),
            ],
          },
        ],
      },
    });
  });

  it("reads a plain list from a notes app: bullets, numbers, no title, Windows line ends", () => {
    expect(read("1. Mine iron\r\n2) Smelt it\r\n- Craft a pickaxe\r\n+ [X] Done already\r\n")).toEqual({
      ok: true,
      checklist: {
        title: null,
        description: null,
        steps: [step("Mine iron"), step("Smelt it"), step("Craft a pickaxe"), step("Done already")],
      },
    });
  });

  it("takes a line right under a step's title as its description (Markdown's lazy continuation)", () => {
    const reading = read("- [ ] Find a village\nFollow the river.\n");
    expect(reading.ok && reading.checklist.steps).toEqual([step("Find a village", "Follow the river.")]);
  });

  it.each([
    ["- [ ] One\n\nStray text", 3, "text outside any step"],
    ["# One\n# Two\n- [ ] A", 2, "a second title"],
    ["### Deep\n- [ ] A", 1, "only '# ' (the title) and '## ' (a section) headings are read"],
    ["- [ ] Loose\n## Section\n- [ ] A", 1, "a step before the first section heading"],
    ["## Empty\n## Full\n- [ ] A", 1, "Add at least 1 step to each section."],
    ["## A\n  indented\n- [ ] A", 2, "indented text under a section heading"],
    ["- [ ]\n- [ ] B", 1, "Step title is required."],
    [`- [ ] ${"x".repeat(LIMITS.stepTitle + 1)}`, 1, "Step title can be at most 60 characters."],
    ["- [ ] A\n  Materials: Stone", 2, "cannot read the material 'Stone'"],
    ["- [ ] A\n  Materials: Stone × 0", 1, "Count must be a whole number from 1 to 100,000."],
    [`## ${"s".repeat(LIMITS.sectionTitle + 1)}\n- [ ] A`, 1, "Section title can be at most 60 characters."],
    [`# Title\n\n${"d".repeat(LIMITS.checklistDescription + 1)}\n- [ ] A`, 3, "Description can be at most"],
  ])("refuses %j at line %i: %s", (markdown, line, words) => {
    const refused = problem(markdown);
    expect(refused?.line).toBe(line);
    expect(refused?.message).toContain(`Line ${line}: `);
    expect(refused?.message).toContain(words);
  });

  it("names the first step over the limit of 200, and the 31st section", () => {
    const steps = Array.from({ length: LIMITS.stepsPerChecklist + 1 }, (_, i) => `- [ ] Step ${i + 1}`);
    expect(problem(steps.join("\n"))?.line).toBe(LIMITS.stepsPerChecklist + 1);
    const sections = Array.from({ length: LIMITS.sectionsPerChecklist + 1 }, (_, i) => `## S${i}\n- [ ] A`);
    expect(problem(sections.join("\n"))?.line).toBe(LIMITS.sectionsPerChecklist * 2 + 1);
  });

  it("refuses a text without steps, naming no line", () => {
    expect(problem("# Only a title\n\n")).toEqual({ line: null, message: IMPORT_MESSAGES.noSteps });
    expect(problem("")).toEqual({ line: null, message: IMPORT_MESSAGES.noSteps });
    expect(problem("☐\n•  \n")).toEqual({ line: 1, message: "Line 1: Step title is required." });
  });
});

/** Steps read from a text without sections, or the reason it was refused. */
const titles = (markdown: string) => {
  const reading = read(markdown);
  return reading.ok ? reading.checklist.steps?.map((s) => s.title) : reading.message;
};

describe("issue 35: lists as notes apps write them", () => {
  it("reads Google Keep's boxes; a ticked item is a step like any other", () => {
    // Keep's 'Copy to Google Docs' / share as text: '☐' open, '☑' done.
    expect(titles("☐ Gather 64 cobblestone\n☐ Craft a furnace\n☑ Find iron ore\n")).toEqual([
      "Gather 64 cobblestone",
      "Craft a furnace",
      "Find iron ore",
    ]);
  });

  it("reads Apple Notes' and Samsung Notes' bullets, dashes and numbers", () => {
    expect(titles("• Build a portal\n◦ Light it\n▪ Step through")).toEqual([
      "Build a portal",
      "Light it",
      "Step through",
    ]);
    expect(titles("– Mine obsidian\n— Bring a bucket\n1) Pour water\n2. Pour lava")).toEqual([
      "Mine obsidian",
      "Bring a bucket",
      "Pour water",
      "Pour lava",
    ]);
    // Marks of done that a notes app puts before a bullet's text are dropped too.
    expect(titles("- ✓ Sleep in a bed\n• ✔ Set a spawn\n* [x] Eat")).toEqual([
      "Sleep in a bed",
      "Set a spawn",
      "Eat",
    ]);
  });

  it("reads a text without list markers as one step per non-empty line", () => {
    // Apple Notes' checklist copied as plain text, blank lines and indents left in.
    expect(titles("Chop trees\n\n  Craft planks\r\nMake a table\n")).toEqual([
      "Chop trees",
      "Craft planks",
      "Make a table",
    ]);
    const withTitle = read("# Nether trip\n\nPack food\nPack blocks");
    expect(withTitle.ok && withTitle.checklist).toEqual({
      title: "Nether trip",
      description: null,
      steps: [step("Pack food"), step("Pack blocks")],
    });
    const sectioned = read("## Before\nPack food\n## After\nRest");
    expect(sectioned.ok && sectioned.checklist.sections?.map((s) => s.steps.length)).toEqual([1, 1]);
    // A plain line too long for a title is named at its line.
    expect(problem(`Short\n${"x".repeat(LIMITS.stepTitle + 1)}`)?.line).toBe(2);
  });

  it("keeps the Markdown task list's rules: a stray line after a list is still refused", () => {
    expect(problem("• One\n\nStray text")?.message).toContain("Line 3: text outside any step");
  });
});

// ---- Round trip (issue 27: export then import gives the same sections and steps) ----------

/** Text made of what Markdown and the format treat specially, and plain letters. */
const piece = fc.constantFrom(
  "#",
  "-",
  "*",
  "+",
  "_",
  "\\",
  ";",
  "×",
  "x",
  "1",
  ".",
  ")",
  " ",
  "\t",
  "a",
  "Zé",
  "🙂",
  "[ ]",
  "[x]",
  "☐",
  "☑",
  "•",
  "–",
  "✓",
  "Materials:",
  "**b**",
);
const text = (max: number) =>
  fc.array(piece, { minLength: 1, maxLength: 14 }).map((pieces) => pieces.join("").slice(0, max));
/** A title as the form sends it: one line, trimmed, something that shows. */
const title = (max: number) =>
  text(max)
    .map((t) => t.trim())
    .filter(hasVisibleText);
/** Free text of a few lines; lines of only spaces are empty lines in Markdown. */
const freeText = (max: number) =>
  fc
    .array(fc.oneof(text(max), fc.constant("")), { maxLength: 4 })
    .map((lines) =>
      lines
        .map((line) => (line.trim() ? line : ""))
        .join("\n")
        .trim(),
    )
    .filter((t) => t.length <= max);
const materialArb = fc.record({
  item: title(LIMITS.materialItem),
  count: fc.integer({ min: 1, max: LIMITS.materialCount }),
});
const stepArb = fc.record({
  title: title(LIMITS.stepTitle),
  description: freeText(LIMITS.stepDescription),
  materials: fc.array(materialArb, { maxLength: 3 }),
});
const checklistArb = fc.record({
  title: title(LIMITS.checklistTitle),
  description: freeText(LIMITS.checklistDescription),
  sections: fc.option(
    fc.array(
      fc.record({
        title: title(LIMITS.sectionTitle),
        steps: fc.array(stepArb, { minLength: 1, maxLength: 4 }),
      }),
      {
        minLength: 1,
        maxLength: 4,
      },
    ),
  ),
  steps: fc.array(stepArb, { minLength: 1, maxLength: 5 }),
});

describe("D53 round trip", () => {
  it("a checklist exported as Markdown reads back with the same title, description, sections and steps", () => {
    fc.assert(
      fc.property(checklistArb, (drawn) => {
        const withId = (s: ReadStep, i: number, section = 0) => ({
          ...s,
          id: `${section}-${i}`,
          descriptionBlocks: [],
        });
        const sectioned = drawn.sections?.map((section, i) => ({
          ...section,
          id: `s${i}`,
          steps: section.steps.map((s, j) => withId(s, j, i + 1)),
        }));
        const steps = sectioned
          ? sectioned.flatMap((section) => section.steps)
          : drawn.steps.map((s, i) => withId(s, i));
        const markdown = checklistMarkdown({
          title: drawn.title,
          description: drawn.description,
          steps,
          sections: (sectioned ?? []).map(({ id, title, steps }) => ({
            id,
            title,
            stepIds: steps.map((s) => s.id),
          })),
        });
        expect(read(markdown)).toEqual({
          ok: true,
          checklist: {
            title: drawn.title,
            description: drawn.description || null,
            ...(drawn.sections ? { sections: drawn.sections } : { steps: drawn.steps }),
          },
        });
      }),
      { numRuns: 300, seed: 27 },
    );
  });
});

describe("D61 in the export: a step's game link", () => {
  it("is written as a 'Game link:' line that the import skips, and a description's own such line stays", () => {
    const markdown = checklistMarkdown({
      title: "First tools",
      description: "",
      sections: [],
      steps: [
        {
          id: "s1",
          title: "Mine stone",
          description: "Game link: my own words",
          materials: [],
          link: { kind: "advancement", advancement: "minecraft:story/mine_stone", name: "Stone Age" },
        } as never,
      ],
    });
    expect(markdown).toContain("  Game link: Advancement: Stone Age");
    const reading = read(markdown);
    expect(reading.ok && reading.checklist.steps).toEqual([step("Mine stone", "Game link: my own words")]);
  });
});
