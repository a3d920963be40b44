import { useSyncExternalStore } from "react";
import type { Me, SessionInfo } from "#shared/contracts/me.ts";
import { apiFetch } from "#web/lib/api-client.ts";

/**
 * Who is signed in. A tiny store instead of a query, so the frame (and the landing page's
 * first JavaScript) needs no query library; pages with data load TanStack Query with them.
 */
interface MeState {
  data: Me | null | undefined;
  isPending: boolean;
  error: Error | null;
}

const UNKNOWN: MeState = { data: undefined, isPending: true, error: null };
let state: MeState = UNKNOWN;
let inFlight: Promise<void> | null = null;
const listeners = new Set<() => void>();

function setState(next: MeState) {
  state = next;
  for (const listener of listeners) listener();
}

/** Fetches the session again, e.g. after a nickname or avatar change. */
export function refreshMe(): Promise<void> {
  inFlight ??= apiFetch<SessionInfo>("/api/session")
    .then((session) => setState({ data: session.user, isPending: false, error: null }))
    .catch((error: Error) => setState({ data: state.data ?? null, isPending: false, error }))
    .finally(() => {
      inFlight = null;
    });
  return inFlight;
}

export function setMe(me: Me | null) {
  setState({ data: me, isPending: false, error: null });
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  if (state.isPending && !inFlight) void refreshMe();
  return () => listeners.delete(listener);
}

/** Not known on the server, nor while a server-rendered page hydrates (D29): it arrives after. */
export function useMe(): MeState {
  return useSyncExternalStore(
    subscribe,
    () => state,
    () => UNKNOWN,
  );
}
