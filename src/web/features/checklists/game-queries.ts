import type { GameItems, GameVersions } from "#shared/contracts/game.ts";
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
