import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { versionMissing } from "#server/errors.ts";
import { errorAnswers } from "#shared/contracts/common.ts";
import { gameVersionParamsSchema } from "#shared/contracts/game.ts";
import { ITEM_LOOKUP_MAX, itemLookupInputSchema, itemLookupSchema } from "#shared/contracts/materials.ts";
import { requireUser } from "../auth/current-user.ts";
import { findItemByName } from "../game/game-data.ts";
import { hitRateLimits } from "../rate-limit/service.ts";

/**
 * D60: the items of many English names at once, for the form's Litematica import (a material
 * list names items as the game shows them). Nothing is stored; like the Markdown import (D53),
 * for signed-in people, counted against the import's limits (D6).
 */
export function registerItemLookupRoute(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().post(
    "/api/game/:version/items/lookup",
    {
      // It changes no account: the server's kept sessions stay (auth/session-cache.ts).
      config: { keepsSessions: true },
      schema: {
        tags: ["game"],
        summary: `D60: the release's item of each English name (any case), at most ${ITEM_LOOKUP_MAX} names; null for a name no item has (or several have). Nothing is stored; signed in, counted as imports (D6)`,
        params: gameVersionParamsSchema,
        body: itemLookupInputSchema,
        response: {
          200: itemLookupSchema,
          ...errorAnswers("unauthenticated", "version_missing", "validation_failed", "rate_limited"),
        },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request, reply);
      const { version } = request.params;
      if (findItemByName(version, "") === undefined) throw versionMissing();
      await hitRateLimits(app.db, [
        { key: `import:user:${user.id}`, rule: app.config.rateLimits.importPerUser },
        { key: `import:ip:${request.ip}`, rule: app.config.rateLimits.importPerIp },
      ]);
      return {
        items: request.body.names.map((name) => ({ name, item: findItemByName(version, name) ?? null })),
      };
    },
  );
}
