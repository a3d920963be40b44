import { useRef, useState } from "react";
import { forgetOfflineData } from "#web/features/offline/queue-storage.ts";
import { apiFetch } from "#web/lib/api-client.ts";

/**
 * Ends the session on the server, forgets the device's waiting ticks and kept answers (D31),
 * then loads / afresh, so nothing cached for the user survives in the page.
 *
 * Not a useMutation: the header stands outside the pages' QueryClientProvider (TanStack Query
 * loads with the pages). As in useSinglePress, a ref ignores a press while one is under way,
 * and after success the page is leaving, so nothing more is sent.
 */
export function useLogOut() {
  const [isPending, setPending] = useState(false);
  const [error, setError] = useState<Error | null>(null);
  const underWay = useRef(false);
  return {
    isPending,
    error,
    async mutate() {
      if (underWay.current) return;
      underWay.current = true;
      setPending(true);
      setError(null);
      try {
        await apiFetch<void>("/auth/logout", { method: "POST" });
        await forgetOfflineData().catch(() => undefined);
        window.location.assign("/");
      } catch (caught) {
        underWay.current = false;
        setError(caught as Error);
        setPending(false);
      }
    },
  };
}
