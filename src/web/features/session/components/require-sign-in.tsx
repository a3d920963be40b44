import type { ReactNode } from "react";
import { Navigate, useLocation } from "react-router";
import { PageLoading } from "#web/components/page-loading.tsx";
import { useMe } from "../api/get-me.ts";
import { fromState } from "../sign-in-target.ts";
import { SessionProblemPage } from "./session-problem.tsx";

/** Guests are sent to /sign-in and come back here afterwards (SPEC §2 Sign in). */
export function RequireSignIn({ children }: { children: ReactNode }) {
  const me = useMe();
  const location = useLocation();
  if (me.isPending) return <PageLoading />;
  if (me.error && !me.data) return <SessionProblemPage />;
  if (!me.data) return <Navigate to="/sign-in" replace state={fromState(location)} />;
  return children;
}
