import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { invalidField } from "#server/errors.ts";
import { IMPORT_MARKDOWN_MAX, readChecklistMarkdown } from "#shared/checklist-markdown-reader.ts";
import { checklistImportInputSchema, checklistImportSchema } from "#shared/contracts/checklist-imports.ts";
import { errorAnswers } from "#shared/contracts/common.ts";
import { requireUser } from "../auth/current-user.ts";
import { hitRateLimits } from "../rate-limit/service.ts";

/** D53: the create form's import, for any client: what a Markdown task list reads as. */
export function registerChecklistImportRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().post(
    "/api/checklist-imports",
    {
      // The text's own limit is in characters; up to 4 bytes each in UTF-8, and JSON's escapes.
      bodyLimit: IMPORT_MARKDOWN_MAX * 6,
      schema: {
        tags: ["checklists"],
        summary:
          "D53: read a Markdown task list as a checklist's title, description, sections and steps; nothing is stored. A 422 names the first line it cannot read ('Line 7: …')",
        body: checklistImportInputSchema,
        response: {
          200: checklistImportSchema,
          ...errorAnswers("unauthenticated", "validation_failed", "rate_limited"),
        },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request, reply);
      await hitRateLimits(app.db, [
        { key: `import:user:${user.id}`, rule: app.config.rateLimits.importPerUser },
        { key: `import:ip:${request.ip}`, rule: app.config.rateLimits.importPerIp },
      ]);
      const reading = readChecklistMarkdown(request.body.markdown);
      if (!reading.ok) throw invalidField("markdown", reading.message);
      return reading.checklist;
    },
  );
}
