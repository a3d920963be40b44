import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { checklistMissing } from "#server/errors.ts";
import { readerLocale } from "#server/i18n/reader-locale.ts";
import {
  checklistInputSchema,
  checklistSchema,
  createChecklistInputSchema,
  type ExploreQuery,
  explorePageSchema,
  exploreQuerySchema,
  featuredSchema,
  idAvailabilitySchema,
  myChecklistPageSchema,
  pageQuerySchema,
} from "#shared/contracts/checklists.ts";
import { errorAnswers, inputText, PATH_ID_MAX, pathId } from "#shared/contracts/common.ts";
import { guideMaterialsSchema } from "#shared/contracts/materials.ts";
import {
  CHECKLIST_ID_MESSAGES,
  checklistIdProblem,
  sanitizeChecklistId,
} from "#shared/rules/checklist-id.ts";
import { currentUser, requireOwnReader, requireUser } from "../auth/current-user.ts";
import { isAddressFree } from "./addresses.ts";
import { exportChecklist, type RunReader } from "./export.ts";
import { checkExploreVersions } from "./game-facts.ts";
import type { HotCache } from "./hot-cache.ts";
import { checklistMaterials } from "./materials.ts";
import { myChecklists } from "./my-checklists.ts";
import { checklistForViewer } from "./read-model.ts";
import { exploreForgivingTypos } from "./search-suggestion.ts";
import { createChecklist, deleteChecklist, editChecklist } from "./service.ts";
import { featuredChecklists } from "./summaries.ts";

const addressParams = z.object({ address: pathId("customId, else document id") });

/**
 * Explore's unfiltered first pages are kept in the hot cache (issue 12), by the languages asked
 * for: the page asks for the reader's and English by default (D65). The rest is asked each time.
 */
function hotKey(query: ExploreQuery): string | null {
  const plain =
    query.page === 1 &&
    !query.q &&
    query.categories.length === 0 &&
    query.difficulty.length === 0 &&
    query.versions.length === 0;
  const languages = [...new Set(query.languages)].sort().join(",");
  return plain ? `explore:${query.sort}:${query.perPage}:${languages}` : null;
}

export function registerChecklistRoutes(app: FastifyInstance, hot: HotCache, readRun: RunReader) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["checklists"];

  api.get(
    "/api/checklists",
    {
      schema: {
        tags,
        summary: "Explore approved checklists: filter, search, sort and page (D13, D27)",
        querystring: exploreQuerySchema,
        response: { 200: explorePageSchema, ...errorAnswers("validation_failed") },
      },
    },
    async (request) => {
      checkExploreVersions(request.query.versions);
      const key = hotKey(request.query);
      const explore = () => exploreForgivingTypos(app.db, request.query);
      return key ? hot.get(key, explore) : explore();
    },
  );

  api.get(
    "/api/checklists/featured",
    {
      schema: {
        tags,
        summary: "The 3 most-liked approved checklists (D13)",
        response: { 200: featuredSchema },
      },
    },
    async () => ({ items: await hot.get("featured", () => featuredChecklists(app.db)) }),
  );

  api.get(
    "/api/checklists/:address",
    {
      schema: {
        tags,
        summary: "One checklist by customId, else document id; 404 when missing or hidden (D8, D11)",
        params: addressParams,
        response: { 200: checklistSchema, ...errorAnswers("checklist_missing") },
      },
    },
    async (request, reply) => {
      const viewer = await currentUser(request, reply);
      const checklist = await checklistForViewer(app.db, request.params.address, viewer);
      if (!checklist) throw checklistMissing();
      reply.header("Cache-Control", "private, no-store");
      return checklist;
    },
  );

  api.get(
    "/api/checklists/:address/export",
    {
      schema: {
        tags,
        summary:
          "D53: the checklist as a file, Markdown (a task list) or JSON (a Checklist); with `run`, that run's ticks (404 unless the viewer may read both)",
        params: addressParams,
        querystring: z.object({
          format: z.enum(["markdown", "json"]).default("markdown"),
          run: pathId("A run of this checklist the viewer may read (D44, D47)").optional(),
        }),
        response: {
          200: {
            description: "The file, to download",
            content: {
              "text/markdown": {
                schema: z.string().describe("A Markdown task list (docs/product.md, Export)"),
              },
              "application/json": { schema: checklistSchema },
            },
          },
          ...errorAnswers("checklist_missing", "run_missing", "validation_failed"),
        },
      },
    },
    async (request, reply) => {
      const viewer = await currentUser(request, reply);
      const { format, run } = request.query;
      const file = await exportChecklist(app.db, readRun, viewer, {
        id: request.params.address,
        format,
        ...(run ? { runId: run } : {}),
      });
      reply.header("Cache-Control", "private, no-store");
      reply.header("Content-Disposition", `attachment; filename="${file.fileName}"`);
      return reply.type(file.contentType).send(file.body);
    },
  );

  api.get(
    "/api/checklists/:address/materials",
    {
      schema: {
        tags,
        summary:
          "D60: 'All materials', every material of the checklist's steps summed by item, with its name and stack size; 404 as GET /api/checklists/{address}",
        params: addressParams,
        response: { 200: guideMaterialsSchema, ...errorAnswers("checklist_missing") },
      },
    },
    async (request, reply) => {
      const viewer = await currentUser(request, reply);
      const materials = await checklistMaterials(app.db, request.params.address, viewer);
      if (!materials) throw checklistMissing();
      reply.header("Cache-Control", "private, no-store");
      return materials;
    },
  );

  api.get(
    "/api/checklist-ids/:address",
    {
      schema: {
        tags,
        summary: "Is this id free for a checklist? `for` ignores the names that checklist already has",
        params: addressParams,
        querystring: z.object({ for: inputText(PATH_ID_MAX).optional() }),
        response: { 200: idAvailabilitySchema },
      },
    },
    async (request, reply) => {
      const id = sanitizeChecklistId(request.params.address);
      reply.header("Cache-Control", "no-store");
      const problem = checklistIdProblem(id);
      if (problem) return { id, available: false, problem };
      const available = await isAddressFree(app.db, id, request.query.for);
      return { id, available, problem: available ? null : CHECKLIST_ID_MESSAGES.taken };
    },
  );

  api.post(
    "/api/checklists",
    {
      schema: {
        tags,
        summary: "Create a checklist: under review, by the signed-in user",
        body: createChecklistInputSchema,
        response: {
          201: checklistSchema,
          ...errorAnswers("unauthenticated", "id_taken", "validation_failed", "rate_limited"),
        },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request, reply);
      // D65: the author's language by default: their account's, else the one they read the site in.
      const language = request.body.language ?? readerLocale(request, user.language);
      const checklist = await createChecklist(
        app.db,
        app.config,
        { user, ip: request.ip },
        { ...request.body, language },
      );
      return reply.status(201).send(checklist);
    },
  );

  api.patch(
    "/api/checklists/:address",
    {
      schema: {
        tags,
        summary: "Edit, author only: in place when not approved, else a pending revision (D9, D12)",
        params: addressParams,
        body: checklistInputSchema,
        response: {
          200: checklistSchema,
          ...errorAnswers(
            "unauthenticated",
            "forbidden",
            "checklist_missing",
            "id_taken",
            "validation_failed",
            "rate_limited",
          ),
        },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request, reply);
      return editChecklist(
        app.db,
        app.config,
        { user, ip: request.ip },
        request.params.address,
        request.body,
      );
    },
  );

  api.delete(
    "/api/checklists/:address",
    {
      schema: {
        tags,
        summary: "Delete, author only; its likes, saves and progress go with it (D14)",
        params: addressParams,
        response: { 204: z.null(), ...errorAnswers("unauthenticated", "forbidden", "checklist_missing") },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request, reply);
      await deleteChecklist(app.db, user, request.params.address);
      return reply.status(204).send(null);
    },
  );

  api.get(
    "/api/me/checklists",
    {
      schema: {
        tags,
        summary: "The signed-in user's own checklists of every status",
        querystring: pageQuerySchema,
        response: { 200: myChecklistPageSchema, ...errorAnswers("unauthenticated", "validation_failed") },
      },
    },
    async (request, reply) => {
      const user = await requireOwnReader(request, reply);
      return myChecklists(app.db, user.id, request.query.page, request.query.perPage);
    },
  );
}
