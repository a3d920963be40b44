import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { errorBodySchema } from "../../../shared/contracts/common.ts";
import { meSchema } from "../../../shared/contracts/me.ts";
import { requireUser } from "../../plugins/session.ts";

export function registerMeRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    "/api/me",
    {
      schema: {
        tags: ["session"],
        summary: "The signed-in user",
        response: { 200: meSchema, 401: errorBodySchema },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request, reply);
      reply.header("Cache-Control", "no-store");
      return { ...user, isModerator: user.role !== null };
    },
  );
}
