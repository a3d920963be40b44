import type { GameAdvancements, GameItems, GameStatistics, GameVersions } from "#shared/contracts/game.ts";
import { apiQuery } from "#web/lib/api-query.ts";

/**
 * D59, D60: the game's facts come from the server, which reads them from the game's data. Keys
 * and paths only, without the query library (the route loaders import them).
 */
export const gameVersionsQuery = () => apiQuery<GameVersions>(["game", "versions"], "/api/game/versions");

export const gameItemsQuery = (version: string, q: string) =>
  apiQuery<GameItems>(
    ["game", version, "items", q],
    `/api/game/${encodeURIComponent(version)}/items?q=${encodeURIComponent(q)}`,
  );

/** D61: what a step can link to, by English name, for the editor's 'Game link'. */
export const gameAdvancementsQuery = (version: string, q: string) =>
  apiQuery<GameAdvancements>(
    ["game", version, "advancements", q],
    `/api/game/${encodeURIComponent(version)}/advancements?q=${encodeURIComponent(q)}`,
  );

export const gameStatisticsQuery = (version: string, q: string) =>
  apiQuery<GameStatistics>(
    ["game", version, "statistics", q],
    `/api/game/${encodeURIComponent(version)}/statistics?q=${encodeURIComponent(q)}`,
  );
