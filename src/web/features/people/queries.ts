import type { ChecklistPage } from "#shared/contracts/checklists.ts";
import type { Connections } from "#shared/contracts/connections.ts";
import type { FollowSettings, PersonPage } from "#shared/contracts/follows.ts";
import type { Profile } from "#shared/contracts/users.ts";
import { apiQuery } from "#web/lib/api-query.ts";

/** A profile's queries, without the query library (the route loaders import them). */
export const profileQuery = (handle: string) =>
  apiQuery<Profile>(["users", handle], `/api/users/${encodeURIComponent(handle)}`);
export const profileChecklistsQuery = (handle: string, page: number) =>
  apiQuery<ChecklistPage>(
    ["users", handle, "checklists", page],
    `/api/users/${encodeURIComponent(handle)}/checklists?page=${page}`,
  );
/** Settings → 'Connected accounts' (D55). */
export const connectionsQuery = apiQuery<Connections>(["me", "connections"], "/api/me/connections");
/** D67: who follows them, or whom they follow, one page. */
export const followListQuery = (handle: string, which: "followers" | "following", page: number) =>
  apiQuery<PersonPage>(
    ["users", handle, which, page],
    `/api/users/${encodeURIComponent(handle)}/${which}?page=${page}`,
  );
/** Settings → 'New guides from people I follow' (D67). */
export const followSettingsQuery = apiQuery<FollowSettings>(
  ["me", "follow-settings"],
  "/api/me/follow-settings",
);
