import type { FollowSettings, FollowState } from "#shared/contracts/follows.ts";
import type { Profile } from "#shared/contracts/users.ts";
import { apiFetch } from "#web/lib/api-client.ts";
import { queryClient } from "#web/lib/query-client.ts";

const followPath = (handle: string) => `/api/users/${encodeURIComponent(handle)}/follow`;

/** Every cached profile of this person (read by their handle, or an old one) takes the new state. */
function patchProfiles(handle: string, state: FollowState) {
  queryClient.setQueriesData<Profile>({ queryKey: ["users"] }, (profile) =>
    profile && typeof profile === "object" && "followerCount" in profile && profile.handle === handle
      ? {
          ...profile,
          following: state.following,
          followNotify: state.notify,
          followerCount: state.followerCount,
        }
      : profile,
  );
  void queryClient.invalidateQueries({ queryKey: ["users", handle, "followers"] });
}

/** D67: follow (PUT) or unfollow (DELETE). */
export async function setFollowing(handle: string, following: boolean): Promise<FollowState> {
  const state = await apiFetch<FollowState>(followPath(handle), { method: following ? "PUT" : "DELETE" });
  patchProfiles(handle, state);
  return state;
}

/** D67: 'Notify me' for one creator followed. */
export async function setFollowNotify(handle: string, notify: boolean): Promise<FollowState> {
  const state = await apiFetch<FollowState>(followPath(handle), { method: "PATCH", body: { notify } });
  patchProfiles(handle, state);
  return state;
}

/** D67: 'New guides from people I follow', for all of them. */
export async function saveFollowSettings(settings: FollowSettings): Promise<FollowSettings> {
  const saved = await apiFetch<FollowSettings>("/api/me/follow-settings", { method: "PUT", body: settings });
  queryClient.setQueryData(["me", "follow-settings"], saved);
  return saved;
}
