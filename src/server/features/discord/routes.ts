import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorAnswers } from "#shared/contracts/common.ts";
import { discordInputSchema, discordSettingSchema } from "#shared/contracts/discord.ts";
import { runParamsSchema } from "#shared/contracts/runs.ts";
import { requirePlayer } from "../auth/current-user.ts";
import { playAction } from "../auth/session-cache.ts";
import { removeDiscord, setDiscord } from "./settings.ts";

/** D72: a run's Discord channel, set and removed by its owner (404 for anyone else). */
export function registerDiscordRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["runs"];

  api.put(
    "/api/runs/:runId/discord",
    playAction({
      tags,
      summary:
        "D72: the owner sets the run's Discord webhook address (https://discord.com/api/webhooks/{id}/{token}; Discord's hosts only, else 422 `address`); milestones are posted there from now, at most once a minute; answers it masked; counted as an edit (D6); 404 for anyone but the owner",
      params: runParamsSchema,
      body: discordInputSchema,
      response: {
        200: discordSettingSchema,
        ...errorAnswers(
          "unauthenticated",
          "run_missing",
          "checklist_not_approved",
          "validation_failed",
          "rate_limited",
        ),
      },
    }),
    async (request, reply) =>
      setDiscord(
        app.db,
        app.config,
        await requirePlayer(request, reply),
        request.params.runId,
        request.body.address,
      ),
  );

  api.delete(
    "/api/runs/:runId/discord",
    playAction({
      tags,
      summary:
        "D72: the owner removes the run's Discord channel; removing none changes nothing; 404 for anyone but the owner",
      params: runParamsSchema,
      response: {
        204: z.null().describe("No Discord channel now"),
        ...errorAnswers("unauthenticated", "run_missing"),
      },
    }),
    async (request, reply) => {
      await removeDiscord(app.db, await requirePlayer(request, reply), request.params.runId);
      return reply.status(204).send(null);
    },
  );
}
