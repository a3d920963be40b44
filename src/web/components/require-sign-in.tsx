import type { ReactNode } from "react";
import { Navigate, useLocation } from "react-router";
import { useMe } from "../features/session/api/get-me.ts";
import { SessionProblemPage } from "../features/session/components/session-problem.tsx";
import { fromState } from "../features/session/sign-in-target.ts";
import { PageLoading } from "./page-loading.tsx";

/** Guests are sent to /sign-in and come back here afterwards (SPEC §2 Sign in). */
export function RequireSignIn({ children }: { children: ReactNode }) {
  const me = useMe();
  const location = useLocation();
  if (me.isPending) return <PageLoading />;
  if (me.error && !me.data) return <SessionProblemPage />;
  if (!me.data) return <Navigate to="/sign-in" replace state={fromState(location)} />;
  return children;
}
