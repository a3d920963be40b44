import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { pageQuerySchema } from "#shared/contracts/checklists.ts";
import { errorAnswers, pathId } from "#shared/contracts/common.ts";
import { messageInputSchema, messagePageSchema, messageSchema } from "#shared/contracts/messages.ts";
import { currentUser, requireUser } from "../auth/current-user.ts";
import { listMessages, postMessage } from "./service.ts";

const params = z.object({ address: pathId("The checklist's customId or document id") });

/** D32: the author–moderator conversation of a checklist. */
export function registerMessageRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["messages"];

  api.get(
    "/api/checklists/:address/messages",
    {
      schema: {
        tags,
        summary: "The conversation between the checklist's author and the moderators, oldest first (D32)",
        params,
        querystring: pageQuerySchema,
        response: { 200: messagePageSchema, ...errorAnswers("checklist_missing", "validation_failed") },
      },
    },
    async (request, reply) => {
      const user = await currentUser(request, reply);
      reply.header("Cache-Control", "private, no-store");
      return listMessages(app.db, user, request.params.address, request.query.page, request.query.perPage);
    },
  );

  api.post(
    "/api/checklists/:address/messages",
    {
      schema: {
        tags,
        summary: "Write to the conversation: the author or a moderator, 1–1,000 characters (D32)",
        params,
        body: messageInputSchema,
        response: {
          201: messageSchema,
          ...errorAnswers("unauthenticated", "checklist_missing", "validation_failed", "rate_limited"),
        },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request, reply);
      const { address } = request.params;
      const message = await postMessage(app.db, app.config, user, request.ip, address, request.body.body);
      return reply.status(201).send(message);
    },
  );
}
