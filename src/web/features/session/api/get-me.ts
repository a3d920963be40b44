import { createContext, useContext, useSyncExternalStore } from "react";
import type { Me, SessionInfo } from "#shared/contracts/me.ts";
import { SESSION_ELEMENT_ID } from "#shared/page-render.ts";
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

export const UNKNOWN_SESSION: MeState = { data: undefined, isPending: true, error: null };
const UNKNOWN = UNKNOWN_SESSION;

export function sessionState(session: SessionInfo): MeState {
  return { data: session.user, isPending: false, error: null };
}

/** Who a server-rendered page was rendered for (D29): the browser starts from it, asking nothing. */
function sessionOfThePage(): MeState {
  if (typeof document === "undefined") return UNKNOWN;
  const text = document.getElementById(SESSION_ELEMENT_ID)?.textContent;
  try {
    const session = text ? (JSON.parse(text) as SessionInfo | null) : null;
    return session ? sessionState(session) : UNKNOWN;
  } catch {
    return UNKNOWN;
  }
}

const FIRST = sessionOfThePage();
let state: MeState = FIRST;

/** Whether the page arrived rendered for a signed-in person. */
export const signedInOnArrival = Boolean(FIRST.data);

/** On the server, each page render says whom it renders for. */
export const RenderSession = createContext<MeState>(FIRST);
let inFlight: Promise<void> | null = null;
const listeners = new Set<() => void>();

function setState(next: MeState) {
  state = next;
  for (const listener of listeners) listener();
}

/** Fetches the session again, e.g. after a nickname or avatar change. */
export function refreshMe(): Promise<void> {
  inFlight ??= apiFetch<SessionInfo>("/api/session")
    .then((session) => setState(sessionState(session)))
    .catch((error: Error) => setState({ data: state.data ?? null, isPending: false, error }))
    .finally(() => {
      inFlight = null;
    });
  return inFlight;
}

/** Who the page knows is signed in right now, outside React (undefined: not known yet). */
export function meNow(): Me | null | undefined {
  return state.data;
}

export function setMe(me: Me | null) {
  setState({ data: me, isPending: false, error: null });
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  if (state.isPending && !inFlight) void refreshMe();
  return () => listeners.delete(listener);
}

/** A server-rendered page (D29) renders and hydrates with whom it was rendered for. */
export function useMe(): MeState {
  const rendered = useContext(RenderSession);
  return useSyncExternalStore(
    subscribe,
    () => state,
    () => rendered,
  );
}
