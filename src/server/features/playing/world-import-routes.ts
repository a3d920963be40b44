import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { errorAnswers } from "#shared/contracts/common.ts";
import { runParamsSchema } from "#shared/contracts/runs.ts";
import {
  WORLD_IMPORT_BODY_LIMIT,
  worldImportInputSchema,
  worldImportQuerySchema,
  worldImportSchema,
} from "#shared/contracts/world-imports.ts";
import { requirePlayer } from "../auth/current-user.ts";
import { playAction } from "../auth/session-cache.ts";
import { importFromWorld } from "./world-import.ts";

/** D62: import from a world, a run member's Java Edition files ticking the run's linked steps (decision 052). */
export function registerWorldImportRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().post(
    "/api/runs/:runId/imports",
    {
      // Two files of up to 5 MB each: this route's own limit, every other keeps 256 KB.
      bodyLimit: WORLD_IMPORT_BODY_LIMIT,
      ...playAction({
        tags: ["runs"],
        summary:
          "D62: tick, for the sender only, the run's linked steps (D61) that the world's advancements file and, optionally, statistics file say are done, each sent as the file's own JSON (≤ 5 MB). preview=true answers what would be ticked and changes nothing. Never unticks; all the ticks or none, each told live to the run (D45). A 422 names the file (`advancements` or `statistics`)",
        params: runParamsSchema,
        querystring: worldImportQuerySchema,
        body: worldImportInputSchema,
        response: {
          200: worldImportSchema,
          ...errorAnswers(
            "unauthenticated",
            "run_missing",
            "checklist_not_approved",
            "validation_failed",
            "rate_limited",
          ),
        },
      }),
    },
    async (request, reply) => {
      const player = await requirePlayer(request, reply);
      const preview = request.query.preview === "true";
      return importFromWorld(
        app.db,
        app.config,
        player,
        request.params.runId,
        request.body,
        preview,
        request.ip,
      );
    },
  );
}
