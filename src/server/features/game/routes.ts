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
  itemSearchQuerySchema,
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

  api.get(
    "/api/game/:version/items",
    {
      schema: {
        tags: ["game"],
        summary: `Items of a release whose English name matches q, at most ${ITEM_SEARCH_LIMIT} (D60)`,
        params: gameVersionParamsSchema,
        querystring: itemSearchQuerySchema,
        response: { 200: gameItemsSchema, ...errorAnswers("version_missing", "validation_failed") },
      },
    },
    async (request) => {
      const items = searchItems(request.params.version, request.query.q, ITEM_SEARCH_LIMIT);
      if (!items) throw versionMissing();
      return { items };
    },
  );

  api.get(
    "/api/game/:version/advancements",
    {
      schema: {
        tags: ["game"],
        summary: `Advancements and their criteria of a release whose English name matches q, at most ${ADVANCEMENT_SEARCH_LIMIT} (D61)`,
        params: gameVersionParamsSchema,
        querystring: gameSearchQuerySchema,
        response: { 200: gameAdvancementsSchema, ...errorAnswers("version_missing", "validation_failed") },
      },
    },
    async (request) => {
      const items = searchAdvancements(request.params.version, request.query.q, ADVANCEMENT_SEARCH_LIMIT);
      if (!items) throw versionMissing();
      return { items };
    },
  );

  api.get(
    "/api/game/:version/statistics",
    {
      schema: {
        tags: ["game"],
        summary: `Statistics of a release (kind and target) whose English name matches q, at most ${ADVANCEMENT_SEARCH_LIMIT} (D61)`,
        params: gameVersionParamsSchema,
        querystring: gameSearchQuerySchema,
        response: { 200: gameStatisticsSchema, ...errorAnswers("version_missing", "validation_failed") },
      },
    },
    async (request) => {
      const found = searchStatistics(request.params.version, request.query.q, ADVANCEMENT_SEARCH_LIMIT);
      if (!found) throw versionMissing();
      return { items: found.map(({ statistic, target, name }) => ({ statistic, target, name })) };
    },
  );
}
