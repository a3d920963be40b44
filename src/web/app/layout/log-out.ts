import { useState } from "react";
import { forgetOfflineData } from "#web/features/offline/queue-storage.ts";
import { apiFetch } from "#web/lib/api-client.ts";

/**
 * Ends the session on the server, forgets the device's waiting ticks and kept answers (D31),
 * then loads / afresh, so nothing cached for the user survives in the page.
 */
export function useLogOut() {
  const [isPending, setPending] = useState(false);
  const [error, setError] = useState<Error | null>(null);
  return {
    isPending,
    error,
    async mutate() {
      setPending(true);
      setError(null);
      try {
        await apiFetch<void>("/auth/logout", { method: "POST" });
        await forgetOfflineData().catch(() => undefined);
        window.location.assign("/");
      } catch (caught) {
        setError(caught as Error);
        setPending(false);
      }
    },
  };
}
