import type { Checklist, ChecklistSummary, ExplorePage } from "#shared/contracts/checklists.ts";
import { apiQuery } from "#web/lib/api-query.ts";

/** The checklist queries' keys and paths, without the query library (the route loaders import them). */
export const checklistKeys = {
  all: ["checklists"] as const,
  explore: (search: string) => ["checklists", "explore", search] as const,
  featured: ["checklists", "featured"] as const,
  one: (id: string) => ["checklists", "one", id] as const,
  /** Every checklist's page, whatever address (custom id or id) it was opened by. */
  everyOne: ["checklists", "one"] as const,
  mine: (page: number, perPage: number) => ["checklists", "mine", page, perPage] as const,
};

export const exploreQuery = (search: string) =>
  apiQuery<ExplorePage>(checklistKeys.explore(search), `/api/checklists${search}`);
export const featuredQuery = () =>
  apiQuery<{ items: ChecklistSummary[] }>(checklistKeys.featured, "/api/checklists/featured");
export const checklistQuery = (id: string) =>
  apiQuery<Checklist>(checklistKeys.one(id), `/api/checklists/${encodeURIComponent(id)}`);
