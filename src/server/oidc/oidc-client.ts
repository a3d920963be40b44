import * as oidc from "openid-client";
import type { AppConfig } from "../config.ts";
import { LOCAL_CLIENT_ID, localClientSecret, localIssuerUrl } from "./local-issuer.ts";

export interface RelyingParty {
  issuer: string;
  /** Local mode asks the issuer to show its sign-in page every time, so people can switch accounts. */
  extraAuthParams: Record<string, string>;
  configuration(): Promise<oidc.Configuration>;
}

/** The app's OpenID Connect client. Discovery runs at first use and is retried after a failure. */
export function createRelyingParty(config: AppConfig): RelyingParty {
  const local = config.oidc.kind === "local";
  const issuer = config.oidc.kind === "local" ? localIssuerUrl(config) : config.oidc.issuer;
  const clientId = config.oidc.kind === "local" ? LOCAL_CLIENT_ID : config.oidc.clientId;
  const clientSecret = config.oidc.kind === "local" ? localClientSecret(config) : config.oidc.clientSecret;
  let discovered: Promise<oidc.Configuration> | null = null;

  return {
    issuer,
    extraAuthParams: local ? { prompt: "login" } : { prompt: "select_account" },
    configuration() {
      if (!discovered) {
        discovered = oidc
          .discovery(new URL(issuer), clientId, clientSecret, undefined, {
            // Only the built-in issuer of local mode is plain http; never a real provider.
            execute: local ? [oidc.allowInsecureRequests] : [],
          })
          .catch((error) => {
            discovered = null;
            throw error;
          });
      }
      return discovered;
    },
  };
}
