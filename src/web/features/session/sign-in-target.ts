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
