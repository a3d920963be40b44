import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { pageQuerySchema } from "#shared/contracts/checklists.ts";
import { errorAnswers, pathId } from "#shared/contracts/common.ts";
import { rejectBodySchema } from "#shared/contracts/moderation.ts";
import {
  DISMISS_UNDO_SECONDS,
  dismissBodySchema,
  reportGroupPageSchema,
  reportInputSchema,
  reportStateSchema,
} from "#shared/contracts/reports.ts";
import { requireUser } from "../auth/current-user.ts";
import { moderatorPage, requireModerator } from "../moderation/routes.ts";
import { dismissReports, openReports, reportChecklist, undoDismissal, unpublishReported } from "./service.ts";

const done = z.object({ ok: z.literal(true) });

/** D34: reports of checklists, and how moderators resolve them. */
export function registerReportRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.put(
    "/api/checklists/:address/report",
    {
      schema: {
        tags: ["reports"],
        summary: "Report an approved checklist you did not write; repeating it changes nothing (D34)",
        params: z.object({ address: pathId("customId, else document id") }),
        body: reportInputSchema,
        response: {
          200: reportStateSchema,
          ...errorAnswers(
            "unauthenticated",
            "forbidden",
            "checklist_missing",
            "validation_failed",
            "rate_limited",
          ),
        },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request, reply);
      return reportChecklist(app.db, app.config, user, request.ip, request.params.address, request.body);
    },
  );

  const tags = ["moderation"];
  const params = z.object({ address: pathId("The reported checklist's document id or customId") });

  api.get(
    "/api/moderation/reports",
    {
      schema: {
        tags,
        summary: "Open reports grouped by checklist, oldest first, with count and reasons (D34)",
        querystring: pageQuerySchema,
        response: {
          200: reportGroupPageSchema,
          ...errorAnswers("unauthenticated", "forbidden", "validation_failed"),
        },
      },
    },
    moderatorPage((page, perPage) => openReports(app.db, page, perPage)),
  );

  api.post(
    "/api/moderation/reports/:address/dismiss",
    {
      schema: {
        tags,
        summary:
          "Close the checklist's open reports with an optional note for the log; it stays as it is, the reporters are told",
        params,
        // Optional: the dismiss call first had no body (SPEC §7); a client that sends none (Fastify: null) keeps working.
        body: dismissBodySchema.nullish(),
        response: {
          200: done,
          ...errorAnswers(
            "unauthenticated",
            "forbidden",
            "checklist_missing",
            "no_open_reports",
            "validation_failed",
          ),
        },
      },
    },
    async (request, reply) => {
      const moderator = await requireModerator(request, reply);
      await dismissReports(app.db, moderator, request.params.address, (request.body?.note ?? "").trim());
      return { ok: true as const };
    },
  );

  api.post(
    "/api/moderation/reports/:address/undo-dismiss",
    {
      schema: {
        tags,
        summary: `Open the reports of the checklist's latest dismissal again, within ${DISMISS_UNDO_SECONDS} seconds of it`,
        params,
        response: {
          200: done,
          ...errorAnswers("unauthenticated", "forbidden", "checklist_missing", "no_dismissal_to_undo"),
        },
      },
    },
    async (request, reply) => {
      await undoDismissal(app.db, await requireModerator(request, reply), request.params.address);
      return { ok: true as const };
    },
  );

  api.post(
    "/api/moderation/reports/:address/unpublish",
    {
      schema: {
        tags,
        summary:
          "Unpublish with a reason: rejected, the reason posted to its conversation, its author notified",
        params,
        body: rejectBodySchema,
        response: {
          200: done,
          ...errorAnswers(
            "unauthenticated",
            "forbidden",
            "checklist_missing",
            "checklist_not_published",
            "no_open_reports",
            "validation_failed",
          ),
        },
      },
    },
    async (request, reply) => {
      const moderator = await requireModerator(request, reply);
      await unpublishReported(app.db, moderator, request.params.address, request.body.reason.trim());
      return { ok: true as const };
    },
  );
}
