import { useState } from "react";
import { apiFetch } from "#web/lib/api-client.ts";

/**
 * Ends the session on the server, then loads / afresh, so nothing cached for the user
 * survives in the page.
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
        window.location.assign("/");
      } catch (caught) {
        setError(caught as Error);
        setPending(false);
      }
    },
  };
}
