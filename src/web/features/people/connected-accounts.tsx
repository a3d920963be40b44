import { useQuery } from "@tanstack/react-query";
import { useEffect, useId, useRef, useState } from "react";
import { useSearchParams } from "react-router";
import type { Connections, LinkStart } from "#shared/contracts/connections.ts";
import { connectionOutcomeMessage } from "#shared/sign-in-outcomes.ts";
import {
  CONNECTION_MESSAGES,
  inProviderOrder,
  isSignInProvider,
  PROVIDER_NAMES,
  type SignInProvider,
} from "#shared/sign-in-providers.ts";
import { primaryButton, secondaryButton } from "#web/components/ui/button-styles.ts";
import { ApiError, apiFetch } from "#web/lib/api-client.ts";
import { useT } from "#web/lib/i18n.tsx";
import { queryClient } from "#web/lib/query-client.ts";
import { useSiteConfig } from "#web/lib/site-config.ts";
import { useSinglePress } from "#web/lib/use-single-press.ts";
import { ProviderMark } from "../session/provider-mark.tsx";
import { connectionsQuery } from "./queries.ts";
import { Status } from "./status.tsx";
import type { StatusMessage } from "./use-status-message.ts";

/** What connecting led to, from where the callback sent the browser back (`?connection=…&provider=…`). */
function resultMessage(params: URLSearchParams): StatusMessage | null {
  const provider = params.get("provider");
  if (!isSignInProvider(provider)) return null;
  return connectionOutcomeMessage(params.get("connection"), PROVIDER_NAMES[provider]);
}

/** A refusal's words, chosen by its code (never by the server's message). */
function refusalMessage(error: unknown, provider: SignInProvider): StatusMessage {
  const name = PROVIDER_NAMES[provider];
  const code = error instanceof ApiError ? error.code : null;
  const text =
    code === "last_connection"
      ? CONNECTION_MESSAGES.lastConnection
      : code === "already_connected"
        ? CONNECTION_MESSAGES.alreadyConnected(name)
        : code === "connection_missing"
          ? CONNECTION_MESSAGES.notConnected(name)
          : code === "provider_missing"
            ? CONNECTION_MESSAGES.notConfigured(name)
            : error instanceof ApiError && (code === "network" || code === "rate_limited")
              ? error.message
              : CONNECTION_MESSAGES.linkFailed;
  return { text, tone: "error" };
}

/** Settings → 'Connected accounts' (D55): the providers this account signs in with. */
export function ConnectedAccounts() {
  const id = useId();
  const t = useT();
  const [params] = useSearchParams();
  const [message, setMessage] = useState<StatusMessage | null>(() => resultMessage(params));
  // Back from connecting (issue 35): the outcome is brought into view and focused, not left
  // below the fold of Settings.
  const outcome = useRef<HTMLDivElement>(null);
  const cameBack = useRef(Boolean(message));
  useEffect(() => {
    if (!cameBack.current) return;
    cameBack.current = false;
    outcome.current?.scrollIntoView({ block: "center" });
    outcome.current?.focus({ preventScroll: true });
  }, []);
  const connections = useQuery(connectionsQuery);
  const connected = new Set(connections.data?.items.map((item) => item.provider));
  const offered = inProviderOrder([...(useSiteConfig().signInProviders ?? []), ...connected]);

  const connect = useSinglePress({
    mutationFn: (provider: SignInProvider) =>
      apiFetch<LinkStart>(`/auth/link?provider=${provider}`, { method: "POST" }),
    onSuccess: ({ location }) => window.location.assign(location),
    onError: (error, provider) => setMessage(refusalMessage(error, provider)),
  });
  const remove = useSinglePress({
    mutationFn: (provider: SignInProvider) =>
      apiFetch<Connections>(`/api/me/connections/${provider}`, { method: "DELETE" }),
    onSuccess: (next, provider) => {
      queryClient.setQueryData(connectionsQuery.queryKey, next);
      setMessage({ text: CONNECTION_MESSAGES.unlinked(PROVIDER_NAMES[provider]), tone: "success" });
    },
    onError: (error, provider) => setMessage(refusalMessage(error, provider)),
  });
  // After a connect succeeds the page is on its way to the provider.
  const busy = connect.pending || connect.isSuccess || remove.pending;

  return (
    <section
      aria-labelledby={`${id}-heading`}
      className="rounded-md border-2 border-stone-800 bg-white p-5 dark:border-stone-400 dark:bg-stone-900"
    >
      <h2 id={`${id}-heading`} className="text-xl font-bold">
        {t("people.connectedAccounts")}
      </h2>
      <p className="mt-2 text-stone-700 dark:text-stone-300">{t("people.connectedAccountsIntro")}</p>
      <ul className="mt-3 space-y-3">
        {offered.map((provider) => {
          const name = PROVIDER_NAMES[provider];
          const isConnected = connected.has(provider);
          return (
            <li key={provider} className="flex flex-wrap items-center gap-3">
              <ProviderMark provider={provider} />
              <span className="font-bold">{name}</span>
              <span className="text-stone-700 dark:text-stone-300">
                {isConnected ? t("people.connected") : t("people.notConnected")}
              </span>
              {isConnected && connected.size === 1 ? (
                // Issue 35: the last one is not offered for removal (the server refuses it too).
                <span className="ms-auto text-sm text-stone-700 dark:text-stone-300">
                  {t("people.onlyWayToSignIn")}
                </span>
              ) : connections.data ? (
                <button
                  type="button"
                  className={`${isConnected ? secondaryButton : primaryButton} ms-auto`}
                  aria-disabled={busy || undefined}
                  onClick={(event) => {
                    if (!busy) (isConnected ? remove : connect).press(provider, event);
                  }}
                >
                  {isConnected
                    ? t("people.removeProvider", { provider: name })
                    : t("people.connectProvider", { provider: name })}
                </button>
              ) : null}
            </li>
          );
        })}
      </ul>
      <div
        ref={outcome}
        tabIndex={-1}
        className="mt-3 focus-visible:outline-3 focus-visible:outline-amber-500"
      >
        <Status message={message} />
      </div>
    </section>
  );
}
