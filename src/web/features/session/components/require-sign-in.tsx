import type { ReactNode } from "react";
import { Navigate, useLocation } from "react-router";
import { PageLoading } from "#web/components/page-loading.tsx";
import { useHydrated } from "#web/lib/use-hydrated.ts";
import { useMe } from "../api/get-me.ts";
import { fromState } from "../sign-in-target.ts";
import { SessionProblemPage } from "./session-problem.tsx";

/**
 * Guests are sent to /sign-in and come back here afterwards (SPEC §2 Sign in). A person's own
 * pages (drafts on this device, their lists) are rendered in the browser, after hydration: the
 * server renders public pages only (D29).
 */
export function RequireSignIn({ children }: { children: ReactNode }) {
  const me = useMe();
  const location = useLocation();
  const hydrated = useHydrated();
  if (me.isPending || !hydrated) return <PageLoading />;
  if (me.error && !me.data) return <SessionProblemPage />;
  if (!me.data) return <Navigate to="/sign-in" replace state={fromState(location)} />;
  return children;
}
