import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorAnswers } from "#shared/contracts/common.ts";
import {
  ADVANCEMENT_SEARCH_LIMIT,
  gameAdvancementsSchema,
  gameItemsSchema,
  gameSearchQuerySchema,
  gameStatisticsSchema,
  gameVersionInputSchema,
  gameVersionParamsSchema,
  gameVersionsSchema,
  ITEM_SEARCH_LIMIT,
} from "#shared/contracts/game.ts";
import { versionMissing } from "../../errors.ts";
import { searchAdvancements } from "./advancements.ts";
import { offeredVersions, searchItems } from "./game-data.ts";
import { searchStatistics } from "./statistics.ts";

/**
 * D59, D60: the game's facts for forms and pages. The document's list of versions a guide may
 * name is the data's (the contract checks only their shape), so a new release needs no change here.
 */
export function registerGameRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  z.globalRegistry.add(gameVersionInputSchema, {
    description: "A Java Edition release of GET /api/game/versions (D59)",
    enum: offeredVersions().map(({ version }) => version),
  });

  api.get(
    "/api/game/versions",
    {
      schema: {
        tags: ["game"],
        summary: "The Java Edition releases offered, newest first, with their line (D59)",
        response: { 200: gameVersionsSchema },
      },
    },
    async () => ({ items: offeredVersions() }),
  );

  /** A search of one release's things by English name: ≤ limit, 404 for a version without data. */
  const searchRoute = (
    path: string,
    summary: string,
    answer: z.ZodType,
    search: (version: string, query: string) => unknown[] | null,
  ) =>
    api.get(
      path,
      {
        schema: {
          tags: ["game"],
          summary,
          params: gameVersionParamsSchema,
          querystring: gameSearchQuerySchema,
          response: { 200: answer, ...errorAnswers("version_missing", "validation_failed") },
        },
      },
      async (request) => {
        const items = search(request.params.version, request.query.q);
        if (!items) throw versionMissing();
        return { items };
      },
    );

  searchRoute(
    "/api/game/:version/items",
    `Items of a release whose English name matches q, at most ${ITEM_SEARCH_LIMIT} (D60)`,
    gameItemsSchema,
    (version, q) => searchItems(version, q, ITEM_SEARCH_LIMIT),
  );
  searchRoute(
    "/api/game/:version/advancements",
    `Advancements and their criteria of a release whose English name matches q, at most ${ADVANCEMENT_SEARCH_LIMIT} (D61)`,
    gameAdvancementsSchema,
    (version, q) => searchAdvancements(version, q, ADVANCEMENT_SEARCH_LIMIT),
  );
  searchRoute(
    "/api/game/:version/statistics",
    `Statistics of a release (kind and target) whose English name matches q, at most ${ADVANCEMENT_SEARCH_LIMIT} (D61)`,
    gameStatisticsSchema,
    (version, q) =>
      searchStatistics(version, q, ADVANCEMENT_SEARCH_LIMIT)?.map(({ statistic, target, name }) => ({
        statistic,
        target,
        name,
      })) ?? null,
  );
}
