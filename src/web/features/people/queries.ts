import type { ChecklistPage } from "#shared/contracts/checklists.ts";
import type { Connections } from "#shared/contracts/connections.ts";
import type { Profile } from "#shared/contracts/users.ts";
import { apiQuery } from "#web/lib/api-query.ts";

/** A profile's queries, without the query library (the route loaders import them). */
export const profileQuery = (customId: string) =>
  apiQuery<Profile>(["users", customId], `/api/users/${encodeURIComponent(customId)}`);
export const profileChecklistsQuery = (customId: string, page: number) =>
  apiQuery<ChecklistPage>(
    ["users", customId, "checklists", page],
    `/api/users/${encodeURIComponent(customId)}/checklists?page=${page}`,
  );
/** Settings → 'Connected accounts' (D55). */
export const connectionsQuery = apiQuery<Connections>(["me", "connections"], "/api/me/connections");
