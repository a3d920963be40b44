import { forgetOfflineData } from "#web/features/offline/queue-storage.ts";
import { apiFetch } from "#web/lib/api-client.ts";
import { useSinglePress } from "#web/lib/use-single-press.ts";

/**
 * Ends the session on the server, forgets the device's waiting ticks and kept answers (D31),
 * then loads / afresh, so nothing cached for the user survives in the page. Once it has
 * succeeded the page is leaving: a press then does nothing.
 */
export function useLogOut() {
  return useSinglePress({
    mutationFn: async () => {
      await apiFetch<void>("/auth/logout", { method: "POST" });
      await forgetOfflineData().catch(() => undefined);
      window.location.assign("/");
    },
  });
}
