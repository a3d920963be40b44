import { useEffect, useState } from "react";
import { matchPath } from "react-router";
import type { Invitation } from "#shared/contracts/runs.ts";
import { apiFetch } from "#web/lib/api-client.ts";
import { useT } from "#web/lib/i18n.tsx";

/** The invite link (D44) a way back after sign-in leads to, or null. */
export function inviteOf(path: string | null): { runId: string; token: string } | null {
  const pathname = path?.split(/[?#]/, 1)[0];
  const match = pathname ? matchPath("/runs/:runId/join/:token", pathname) : null;
  const { runId, token } = match?.params ?? {};
  return runId && token ? { runId, token } : null;
}

/**
 * Issue 35: what the sign-in page tells a guest sent there from an invite link, 'Sign in to
 * join {run name} on {checklist title}', once the server has confirmed the link works; null
 * for any other way back and for a link that does not work (it names nothing then).
 */
export function useInviteNotice(returnTo: string | null, guest: boolean): string | null {
  const invite = inviteOf(returnTo);
  const runId = invite?.runId ?? "";
  const token = invite?.token ?? "";
  const key = `${runId}/${token}`;
  const t = useT();
  const [notice, setNotice] = useState<{ key: string; invitation: Invitation } | null>(null);
  useEffect(() => {
    if (!runId || !token || !guest) return;
    const controller = new AbortController();
    apiFetch<Invitation>(`/api/runs/${encodeURIComponent(runId)}/invitations/${encodeURIComponent(token)}`, {
      signal: controller.signal,
    })
      .then((invitation) => setNotice({ key: `${runId}/${token}`, invitation }))
      .catch(() => setNotice(null));
    return () => controller.abort();
  }, [runId, token, guest]);
  if (!guest || notice?.key !== key) return null;
  return t("session.inviteNotice", {
    run: notice.invitation.runName,
    checklist: notice.invitation.checklistTitle,
  });
}
