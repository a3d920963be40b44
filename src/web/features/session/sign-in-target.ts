import type { Location } from "react-router";

/** Router state carrying the page a visitor came from, so sign-in can return there. */
export interface FromState {
  from?: { pathname: string; search?: string; hash?: string };
}

export function fromState(location: Pick<Location, "pathname" | "search" | "hash">): FromState {
  return { from: { pathname: location.pathname, search: location.search, hash: location.hash } };
}

export function fromStateToPath(state: unknown): string | null {
  const from = (state as FromState | null)?.from;
  if (!from?.pathname) return null;
  return `${from.pathname}${from.search ?? ""}${from.hash ?? ""}`;
}

/**
 * The sign-in page's address from `location`, with the way back in it (`?from=`), so a link
 * rendered by the server returns there even when pressed before the page has taken over
 * (issue 35). The hash stays out of it (the server never sees one, and the address must be
 * the same in both renders); the router state carries it. On the sign-in page itself, its
 * own address is kept.
 */
export function signInPath(location: Pick<Location, "pathname" | "search">): string {
  if (location.pathname === "/sign-in") return `/sign-in${location.search}`;
  return `/sign-in?from=${encodeURIComponent(location.pathname + location.search)}`;
}
