import * as oidc from "openid-client";
import type { SignInProvider } from "#shared/sign-in-providers.ts";
import type { AppConfig, ProviderConfig } from "../config.ts";
import {
  LOCAL_CLIENT_IDS,
  LOCAL_DISCORD_USER_PATH,
  localClientSecret,
  localIssuerUrl,
} from "./local-issuer.ts";
import type { ProviderProfile } from "./provider-profile.ts";

/** What the callback checks against what the flow stored: the same for every provider. */
export interface FlowChecks {
  state: string;
  codeVerifier: string;
  nonce: string;
}

/** The app as a client of one sign-in provider (D55). */
export interface SignInClient {
  provider: SignInProvider;
  /** Discovery (or the fixed endpoints) at first use; retried after a failure. */
  configuration(): Promise<oidc.Configuration>;
  /** The authorization request's parameters besides state and PKCE. */
  authorizationParams(nonce: string): Record<string, string>;
  /**
   * Redeems the callback's code, with `state` and PKCE checked for every provider and the ID
   * token (signature, audience, issuer, `nonce`) for OpenID Connect ones, and says who it is.
   */
  identify(currentUrl: URL, checks: FlowChecks): Promise<ProviderProfile & { provider: SignInProvider }>;
}

export const DISCORD = {
  issuer: "https://discord.com",
  authorization_endpoint: "https://discord.com/oauth2/authorize",
  token_endpoint: "https://discord.com/api/oauth2/token",
  userEndpoint: "https://discord.com/api/users/@me",
} as const;

class ProviderRefused extends Error {}

/** Runs `load` once; a failure is forgotten, so the next call tries again. */
function retriedOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | null = null;
  return () => {
    pending ??= load().catch((error) => {
      pending = null;
      throw error;
    });
    return pending;
  };
}

const text = (value: unknown) => (typeof value === "string" ? value : null);

/**
 * Microsoft's multi-tenant discovery names its issuer `https://login.microsoftonline.com/{tenantid}/v2.0`:
 * an ID token's issuer must be that, with the token's own tenant (`tid`) in place. A token with
 * no tenant, or of another issuer, is refused. (openid-client makes the same check for
 * login.microsoftonline.com; this one also holds for the local stand-in.)
 */
export function tenantIssuerMatches(template: string, claims: { iss?: unknown; tid?: unknown }): boolean {
  const tenant = claims.tid;
  if (typeof tenant !== "string" || !/^[0-9a-f-]{36}$/i.test(tenant)) return false;
  return claims.iss === template.replace("{tenantid}", () => tenant);
}

function openIdClient(
  provider: "google" | "microsoft",
  issuer: string,
  clientId: string,
  clientSecret: string,
  local: boolean,
): SignInClient {
  const configuration = retriedOnce(() =>
    oidc.discovery(new URL(issuer), clientId, clientSecret, undefined, {
      // Only the built-in issuer of local mode is plain http; never a real provider.
      execute: local ? [oidc.allowInsecureRequests] : [],
    }),
  );
  return {
    provider,
    configuration,
    authorizationParams: (nonce) => ({
      scope: "openid email profile",
      nonce,
      // Local mode shows its form every time, so people can switch accounts.
      prompt: local ? "login" : "select_account",
    }),
    async identify(currentUrl, checks) {
      const config = await configuration();
      const tokens = await oidc.authorizationCodeGrant(config, currentUrl, {
        pkceCodeVerifier: checks.codeVerifier,
        expectedState: checks.state,
        expectedNonce: checks.nonce,
        idTokenExpected: true,
      });
      const claims = tokens.claims();
      if (!claims) throw new ProviderRefused("no ID token");
      if (provider === "microsoft" && !tenantIssuerMatches(config.serverMetadata().issuer, claims)) {
        throw new ProviderRefused("the ID token's issuer is not its tenant's");
      }
      return {
        provider,
        issuer: claims.iss,
        subject: claims.sub,
        name: text(claims.name),
        email: text(claims.email),
        picture: text(claims.picture),
      };
    },
  };
}

/**
 * Discord has no OpenID Connect: OAuth 2.0 with PKCE through openid-client's generic OAuth
 * support, then who it is from its user endpoint. Only the `identify` scope: no email.
 */
function discordClient(
  endpoints: { issuer: string; authorization_endpoint: string; token_endpoint: string; userEndpoint: string },
  clientId: string,
  clientSecret: string,
  local: boolean,
): SignInClient {
  const { userEndpoint, ...server } = endpoints;
  const configuration = retriedOnce(async () => {
    const config = new oidc.Configuration(server, clientId, clientSecret);
    if (local) oidc.allowInsecureRequests(config);
    return config;
  });
  return {
    provider: "discord",
    configuration,
    authorizationParams: () => ({ scope: "identify", ...(local ? { prompt: "login" } : {}) }),
    async identify(currentUrl, checks) {
      const config = await configuration();
      const tokens = await oidc.authorizationCodeGrant(config, currentUrl, {
        pkceCodeVerifier: checks.codeVerifier,
        expectedState: checks.state,
      });
      const answer = await oidc.fetchProtectedResource(
        config,
        tokens.access_token,
        new URL(userEndpoint),
        "GET",
      );
      if (!answer.ok) throw new ProviderRefused(`the user endpoint answered ${answer.status}`);
      const user = (await answer.json()) as Record<string, unknown>;
      const id = text(user.id);
      if (!id || id.length > 100) throw new ProviderRefused("the user endpoint named no user");
      const avatar = text(user.avatar);
      return {
        provider: "discord",
        issuer: server.issuer,
        subject: id,
        name: text(user.global_name) ?? text(user.username),
        email: null,
        picture: avatar ? `https://cdn.discordapp.com/avatars/${id}/${avatar}.png` : null,
      };
    },
  };
}

function clientFor(config: ProviderConfig): SignInClient {
  if (config.id === "discord") return discordClient(DISCORD, config.clientId, config.clientSecret, false);
  return openIdClient(config.id, config.issuer, config.clientId, config.clientSecret, false);
}

/** In local mode the local issuer stands in for each provider, each by its own client. */
function localClientFor(config: AppConfig, provider: SignInProvider): SignInClient {
  const issuer = localIssuerUrl(config);
  const secret = localClientSecret(config, provider);
  if (provider !== "discord") return openIdClient(provider, issuer, LOCAL_CLIENT_IDS[provider], secret, true);
  return discordClient(
    {
      issuer,
      authorization_endpoint: `${issuer}/auth`,
      token_endpoint: `${issuer}/token`,
      userEndpoint: `${config.publicUrl}${LOCAL_DISCORD_USER_PATH}`,
    },
    LOCAL_CLIENT_IDS.discord,
    secret,
    true,
  );
}

/** The clients of the providers people may sign in with, by provider. */
export function createSignInClients(config: AppConfig): Map<SignInProvider, SignInClient> {
  const clients = config.localMode
    ? config.signInProviders.map((provider) => localClientFor(config, provider))
    : config.providers.map(clientFor);
  return new Map(clients.map((client) => [client.provider, client]));
}
