import { createHmac, generateKeyPairSync } from "node:crypto";
import type { IncomingMessage } from "node:http";
import type { FastifyInstance } from "fastify";
import Provider, { type Configuration } from "oidc-provider";
import { SIGN_IN_PROVIDERS, type SignInProvider } from "#shared/sign-in-providers.ts";
import type { AppConfig } from "../config.ts";
import { LOCAL_MODERATOR, localSubject, normaliseEmail } from "./local-accounts.ts";
import { renderLocalSignInPage } from "./local-sign-in-page.ts";

export const LOCAL_ISSUER_PATH = "/oidc";
/** One client of the local issuer per provider it stands in for (D55). */
export const LOCAL_CLIENT_IDS: Record<SignInProvider, string> = {
  google: "local-app",
  microsoft: "local-microsoft",
  discord: "local-discord",
};
/** The tenant of the Microsoft stand-in's ID tokens: Microsoft's own, of personal accounts. */
export const LOCAL_MICROSOFT_TENANT = "9188040d-6c67-4c5b-b112-36a304b66dad";
/** The Discord stand-in's user endpoint, like https://discord.com/api/users/@me. */
export const LOCAL_DISCORD_USER_PATH = `${LOCAL_ISSUER_PATH}/discord/users/@me`;

export function localIssuerUrl(config: AppConfig): string {
  return `${config.publicUrl}${LOCAL_ISSUER_PATH}`;
}

export function localClientSecret(config: AppConfig, provider: SignInProvider): string {
  const label = provider === "google" ? "local-oidc-client" : `local-oidc-client-${provider}`;
  return createHmac("sha256", config.sessionSecret).update(label).digest("base64url");
}

function providerOfClient(clientId: string | undefined): SignInProvider {
  return SIGN_IN_PROVIDERS.find((provider) => LOCAL_CLIENT_IDS[provider] === clientId) ?? "google";
}

interface LocalProfile {
  email: string;
  name: string;
}

/**
 * A real OpenID Connect issuer for local mode (D3): discovery, authorize, token and JWKS,
 * served by the app under /oidc, so the sign-in code is the same as with a real provider. It
 * stands in for each provider of D55 with a client of its own: Google and Microsoft by OpenID
 * Connect (Microsoft's ID tokens carry a tenant, `tid`), Discord by plain OAuth 2.0 (no
 * `openid` scope, so no ID token) with a user endpoint like Discord's.
 */
export function registerLocalIssuer(app: FastifyInstance, config: AppConfig) {
  // Profiles typed on the sign-in page, by subject. Local mode runs one process.
  const profiles = new Map<string, LocalProfile>();
  const { privateKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
  const jwk = privateKey.export({ format: "jwk" });

  const configuration: Configuration = {
    clients: SIGN_IN_PROVIDERS.map((provider) => ({
      client_id: LOCAL_CLIENT_IDS[provider],
      client_secret: localClientSecret(config, provider),
      redirect_uris: [`${config.publicUrl}/auth/callback`],
      grant_types: ["authorization_code"],
      response_types: ["code"],
    })),
    jwks: { keys: [{ ...jwk, kid: "local", use: "sig", alg: "RS256" } as never] },
    cookies: {
      keys: [createHmac("sha256", config.sessionSecret).update("local-oidc-cookies").digest("base64url")],
    },
    claims: { openid: ["sub", "tid"], email: ["email", "email_verified"], profile: ["name"] },
    // Discord's scope (no `openid`: an access token for the user endpoint, no ID token).
    scopes: ["openid", "offline_access", "identify"],
    pkce: { required: () => true },
    // Put name and email in the ID token, as Google does; the app reads only the ID token.
    conformIdTokenClaims: false,
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx, interaction) => `${LOCAL_ISSUER_PATH}/interaction/${interaction.uid}` },
    ttl: {
      Interaction: 600,
      Session: 600,
      Grant: 600,
      AuthorizationCode: 60,
      AccessToken: 600,
      IdToken: 600,
    },
    async findAccount(ctx, sub) {
      const profile = profiles.get(sub);
      const microsoft = providerOfClient(ctx.oidc.client?.clientId) === "microsoft";
      return {
        accountId: sub,
        async claims() {
          return {
            sub,
            email: profile?.email,
            email_verified: profile ? true : undefined,
            name: profile?.name,
            tid: microsoft ? LOCAL_MICROSOFT_TENANT : undefined,
          };
        },
      };
    },
    // First-party client: consent is implied, as a real provider would remember it.
    async loadExistingGrant(ctx) {
      const grantId =
        ctx.oidc.result?.consent?.grantId || ctx.oidc.session?.grantIdFor(ctx.oidc.client?.clientId ?? "");
      if (grantId) return ctx.oidc.provider.Grant.find(grantId);
      const grant = new ctx.oidc.provider.Grant({
        clientId: ctx.oidc.client?.clientId,
        accountId: ctx.oidc.session?.accountId,
      });
      grant.addOIDCScope("openid email profile identify");
      await grant.save();
      return grant;
    },
    renderError(ctx, out) {
      ctx.type = "text/plain; charset=utf-8";
      ctx.body = `Local sign-in error: ${out.error}${out.error_description ? ` (${out.error_description})` : ""}`;
    },
  };

  const provider = new Provider(localIssuerUrl(config), configuration);

  /**
   * Someone else signs in in this browser (another person, or another stand-in's account while
   * connecting it): the issuer's session of the last one goes first, as switching accounts at
   * a real provider does. Else oidc-provider answers with a self-posting logout form, whose
   * inline script our CSP blocks.
   */
  async function forgetSession(details: { uid: string; session?: { uid: string } }) {
    const session = details.session ? await provider.Session.findByUid(details.session.uid) : undefined;
    await session?.destroy();
    const interaction = await provider.Interaction.find(details.uid);
    if (!interaction) return;
    interaction.session = undefined;
    await interaction.save(Math.max(1, interaction.exp - Math.floor(Date.now() / 1000)));
  }
  provider.proxy = config.trustProxy !== false;
  const callback = provider.callback();

  app.register(async (scope) => {
    // Let oidc-provider and the sign-in form read their own form bodies.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser("*", (_request, _payload, done) => done(null));

    scope.get<{ Params: { uid: string } }>(
      `${LOCAL_ISSUER_PATH}/interaction/:uid`,
      async (request, reply) => {
        const details = await provider.interactionDetails(request.raw, reply.raw);
        reply.type("text/html; charset=utf-8").header("Cache-Control", "no-store");
        return renderLocalSignInPage({
          action: `${LOCAL_ISSUER_PATH}/interaction/${details.uid}`,
          siteName: config.site.siteName,
          provider: providerOfClient(details.params.client_id as string | undefined),
        });
      },
    );

    scope.post<{ Params: { uid: string } }>(
      `${LOCAL_ISSUER_PATH}/interaction/:uid`,
      async (request, reply) => {
        const details = await provider.interactionDetails(request.raw, reply.raw);
        const form = await readForm(request.raw);
        let profile: LocalProfile;
        if (form.get("intent") === "moderator") {
          profile = { ...LOCAL_MODERATOR };
        } else {
          const email = normaliseEmail(form.get("email") ?? "");
          const name = (form.get("name") ?? "").trim();
          if (!/^[^\s@]+@[^\s@]+$/.test(email) || email.length > 254 || name.length > 60) {
            reply.status(422).type("text/html; charset=utf-8");
            return renderLocalSignInPage({
              action: `${LOCAL_ISSUER_PATH}/interaction/${details.uid}`,
              siteName: config.site.siteName,
              provider: providerOfClient(details.params.client_id as string | undefined),
              error: "Enter a valid email address (and a name of at most 60 characters).",
              name,
              email,
            });
          }
          profile = { email, name };
        }
        const sub = localSubject(profile.email);
        profiles.set(sub, profile);
        if (details.session && details.session.accountId !== sub) await forgetSession(details);
        reply.hijack();
        await provider.interactionFinished(
          request.raw,
          reply.raw,
          { login: { accountId: sub } },
          {
            mergeWithLastSubmission: false,
          },
        );
      },
    );

    // Like Discord's: who the bearer of an access token of the Discord stand-in is.
    scope.get(LOCAL_DISCORD_USER_PATH, async (request, reply) => {
      const bearer = /^Bearer (.+)$/.exec(request.headers.authorization ?? "")?.[1] ?? "";
      const token = bearer ? await provider.AccessToken.find(bearer) : undefined;
      reply.header("Cache-Control", "no-store");
      if (!token?.accountId || token.clientId !== LOCAL_CLIENT_IDS.discord) {
        return reply.status(401).send({ message: "401: Unauthorized", code: 0 });
      }
      const profile = profiles.get(token.accountId);
      return {
        id: token.accountId,
        username: profile?.email.split("@")[0] ?? token.accountId,
        global_name: profile?.name || null,
        avatar: null,
      };
    });

    scope.all(`${LOCAL_ISSUER_PATH}/*`, (request, reply) => {
      reply.hijack();
      const raw = request.raw as IncomingMessage & { originalUrl?: string };
      raw.originalUrl = raw.url;
      raw.url = (raw.url ?? "/").slice(LOCAL_ISSUER_PATH.length) || "/";
      callback(raw, reply.raw);
    });
  });
}

async function readForm(request: IncomingMessage): Promise<URLSearchParams> {
  let body = "";
  for await (const chunk of request) {
    body += chunk;
    if (body.length > 10_000) break;
  }
  return new URLSearchParams(body);
}
