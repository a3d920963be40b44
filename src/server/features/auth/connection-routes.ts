import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { errorAnswers } from "#shared/contracts/common.ts";
import { connectionsSchema, providerParamsSchema } from "#shared/contracts/connections.ts";
import { listConnections, unlinkProvider } from "./connections.ts";
import { requireOwnReader, requireUser } from "./current-user.ts";

/** Settings → 'Connected accounts' (D55); connecting one starts at POST /auth/link. */
export function registerConnectionRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    "/api/me/connections",
    {
      schema: {
        tags: ["session"],
        summary: "The providers the account signs in with (D55)",
        response: { 200: connectionsSchema, ...errorAnswers("unauthenticated") },
      },
    },
    async (request, reply) => {
      const user = await requireOwnReader(request, reply);
      return listConnections(app.db, user.id);
    },
  );

  api.delete(
    "/api/me/connections/:provider",
    {
      schema: {
        tags: ["session"],
        summary:
          "Stop signing in with one provider while another remains (D55): 409 `last_connection` for the only one, 404 `connection_missing` when not connected",
        params: providerParamsSchema,
        response: {
          200: connectionsSchema,
          ...errorAnswers("unauthenticated", "connection_missing", "last_connection"),
        },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request, reply);
      await unlinkProvider(app.db, user.id, request.params.provider);
      reply.header("Cache-Control", "no-store");
      return listConnections(app.db, user.id);
    },
  );
}
