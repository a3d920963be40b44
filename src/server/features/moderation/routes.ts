import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { forbidden } from "#server/errors.ts";
import { pageQuerySchema } from "#shared/contracts/checklists.ts";
import { errorAnswers, pathId } from "#shared/contracts/common.ts";
import {
  analyticsTotalsSchema,
  queuePageSchema,
  rejectBodySchema,
  reviewSchema,
} from "#shared/contracts/moderation.ts";
import { english } from "#shared/i18n/message.ts";
import { isModerator } from "#shared/rules/roles.ts";
import { requireUser } from "../auth/current-user.ts";
import type { SessionUser } from "../auth/sessions.ts";
import { followNewsCourier } from "../notifications/write.ts";
import { analyticsTotals, reviewQueue } from "./queue.ts";
import { approve, reject, reviewOf } from "./service.ts";

export const NO_ACCESS = english("errors.noAccess", "You do not have access to this page.");

/** 401 for guests, 403 for anyone without a row in `moderators` (D19). */
export async function requireModerator(request: FastifyRequest, reply: FastifyReply): Promise<SessionUser> {
  const user = await requireUser(request, reply);
  if (!isModerator(user)) throw forbidden(NO_ACCESS);
  reply.header("Cache-Control", "no-store");
  return user;
}

/** The handler of a paged list only moderators read: `list` gets the page and its size. */
export function moderatorPage<Page>(list: (page: number, perPage: number) => Promise<Page>) {
  return async (
    request: FastifyRequest & { query: z.infer<typeof pageQuerySchema> },
    reply: FastifyReply,
  ) => {
    await requireModerator(request, reply);
    return list(request.query.page, request.query.perPage);
  };
}

const params = z.object({ address: pathId() });
const moderatorsOnly = errorAnswers("unauthenticated", "forbidden");
const onChecklist = errorAnswers("unauthenticated", "forbidden", "checklist_missing");
const onDecision = errorAnswers("unauthenticated", "forbidden", "checklist_missing", "checklist_not_pending");
const done = z.object({ ok: z.literal(true) });

export function registerModerationRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const courier = followNewsCourier(app.db);
  app.addHook("onClose", () => courier.idle());
  const tags = ["moderation"];

  api.get(
    "/api/moderation/queue",
    {
      schema: {
        tags,
        summary: "New checklists and pending edits under review, oldest first",
        querystring: pageQuerySchema,
        response: { 200: queuePageSchema, ...moderatorsOnly },
      },
    },
    moderatorPage((page, perPage) => reviewQueue(app.db, page, perPage)),
  );

  api.get(
    "/api/moderation/checklists/:address",
    {
      schema: {
        tags,
        summary: "Review detail: the checklist, what a pending edit changes, and its moderation history",
        params,
        response: { 200: reviewSchema, ...onChecklist },
      },
    },
    async (request, reply) =>
      reviewOf(app.db, await requireModerator(request, reply), request.params.address),
  );

  api.post(
    "/api/moderation/checklists/:address/approve",
    {
      schema: {
        tags,
        summary: "Approve a new checklist, or make a pending edit live",
        params,
        response: { 200: done, ...onDecision },
      },
    },
    async (request, reply) => {
      await approve(app.db, await requireModerator(request, reply), request.params.address);
      // D67: the followers' notifications are written once this answer has gone.
      reply.raw.once("close", courier.kick);
      return { ok: true as const };
    },
  );

  api.post(
    "/api/moderation/checklists/:address/reject",
    {
      schema: {
        tags,
        summary: "Reject with a non-empty reason",
        params,
        body: rejectBodySchema,
        response: { 200: done, ...onDecision },
      },
    },
    async (request, reply) => {
      const moderator = await requireModerator(request, reply);
      await reject(app.db, moderator, request.params.address, request.body.reason.trim());
      return { ok: true as const };
    },
  );

  api.get(
    "/api/moderation/analytics",
    {
      schema: {
        tags,
        summary: "Page views per path over the last 30 days (D21)",
        response: { 200: analyticsTotalsSchema, ...moderatorsOnly },
      },
    },
    async (request, reply) => {
      await requireModerator(request, reply);
      return analyticsTotals(app.db);
    },
  );
}
