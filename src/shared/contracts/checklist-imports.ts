import { z } from "zod";
import { IMPORT_MARKDOWN_MAX, IMPORT_MESSAGES } from "../checklist-markdown-reader.ts";
import { materialSchema } from "./checklists.ts";
import { inputText } from "./common.ts";

export const checklistImportInputSchema = z
  .object({
    markdown: inputText(IMPORT_MARKDOWN_MAX, IMPORT_MESSAGES.tooLong).describe(
      "A Markdown task list, in the shape the export writes (docs/product.md, D53)",
    ),
  })
  .strict();

const readStepSchema = z.object({
  title: z.string(),
  description: z.string().describe("As written, in the Markdown subset of D51"),
  materials: z.array(materialSchema),
});

/** D53: what the import read; nothing is stored. Exactly one of `steps` and `sections`. */
export const checklistImportSchema = z
  .object({
    title: z.string().nullable().describe("The '# ' heading, or null without one"),
    description: z.string().nullable().describe("The text between the title and the first step, or null"),
    steps: z.array(readStepSchema).optional().describe("The steps, when the text has no '## ' headings"),
    sections: z
      .array(z.object({ title: z.string(), steps: z.array(readStepSchema) }))
      .optional()
      .describe("Each '## ' heading with the steps under it"),
  })
  .meta({ id: "ChecklistImport" });
