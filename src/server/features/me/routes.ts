import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { errorBodySchema } from "../../../shared/contracts/common.ts";
import { type Me, meSchema, sessionSchema } from "../../../shared/contracts/me.ts";
import { currentUser, requireUser } from "../../plugins/session.ts";
import type { SessionUser } from "../auth/sessions.ts";

function toMe(user: SessionUser): Me {
  return { ...user, isModerator: user.role !== null };
}

export function registerMeRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    "/api/me",
    {
      schema: {
        tags: ["session"],
        summary: "The signed-in user (401 for guests)",
        response: { 200: meSchema, 401: errorBodySchema },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request, reply);
      reply.header("Cache-Control", "no-store");
      return toMe(user);
    },
  );

  api.get(
    "/api/session",
    {
      schema: {
        tags: ["session"],
        summary: "The signed-in user, or null for a guest",
        response: { 200: sessionSchema },
      },
    },
    async (request, reply) => {
      const user = await currentUser(request, reply);
      reply.header("Cache-Control", "no-store");
      return { user: user ? toMe(user) : null };
    },
  );
}
