import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import * as oidc from "openid-client";
import { z } from "zod";
import { AppError } from "#server/errors.ts";
import { setLanguageCookie } from "#server/i18n/reader-locale.ts";
import type { SignInClient } from "#server/oidc/providers.ts";
import { errorAnswers, inputText } from "#shared/contracts/common.ts";
import { linkStartSchema, signInProviderSchema } from "#shared/contracts/connections.ts";
import { safeReturnTo } from "#shared/rules/return-to.ts";
import type { ConnectionOutcome, SignInError } from "#shared/sign-in-outcomes.ts";
import { CONNECTION_MESSAGES, PROVIDER_NAMES, type SignInProvider } from "#shared/sign-in-providers.ts";
import { sessionCookieName } from "../../config.ts";
import { hitRateLimit } from "../rate-limit/service.ts";
import { findOrCreateAccount } from "./accounts.ts";
import { isConnected, linkIdentity } from "./connections.ts";
import { clearSessionCookie, currentUser, requireUser, sessionCookieOptions } from "./current-user.ts";
import { AUTH_FLOW_TTL_MS, AUTH_FLOWS_PER_BROWSER, saveAuthFlow, takeAuthFlow } from "./flows.ts";
import { createSession, deleteSession } from "./sessions.ts";

const STATE_COOKIE = "auth_state";
/** Between the states in the cookie: never in a state (base64url). */
const STATE_SEPARATOR = ".";

/** The pending states bound to this browser, newest last (issue 35: one per tab). */
function statesOf(request: FastifyRequest): string[] {
  const value = request.cookies[STATE_COOKIE] ?? "";
  return value.split(STATE_SEPARATOR).filter((state) => /^[A-Za-z0-9_-]{1,128}$/.test(state));
}
const SETTINGS_PATH = "/my/settings";

/** Where a failed sign-in lands: the sign-in page, which explains and offers to try again. */
function signInFailed(reason: SignInError, returnTo?: string | null) {
  return `/sign-in?error=${reason}${returnTo ? `&from=${encodeURIComponent(returnTo)}` : ""}`;
}

/** Where connecting another provider lands (D55): Settings, which says how it went. */
function connectionResult(result: ConnectionOutcome, provider: SignInProvider) {
  return `${SETTINGS_PATH}?connection=${result}&provider=${provider}`;
}

export function registerAuthRoutes(app: FastifyInstance, clients: Map<SignInProvider, SignInClient>) {
  const { config, db } = app;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const redirectUri = `${config.publicUrl}/auth/callback`;
  const stateCookieOptions = {
    path: "/auth",
    httpOnly: true,
    sameSite: "lax" as const,
    secure: config.env === "production" || config.publicUrl.startsWith("https://"),
    maxAge: AUTH_FLOW_TTL_MS / 1000,
  };

  const configured = (provider: SignInProvider): SignInClient => {
    const client = clients.get(provider);
    if (!client)
      throw new AppError("provider_missing", CONNECTION_MESSAGES.notConfigured(PROVIDER_NAMES[provider]));
    return client;
  };

  /**
   * Stores a new flow (state, PKCE verifier, nonce) bound to this browser by a cookie, and
   * answers the provider's authorization URL; null when the provider cannot be reached.
   */
  async function startFlow(
    request: FastifyRequest,
    reply: FastifyReply,
    client: SignInClient,
    flow: { returnTo: string | null; linkUserId: string | null },
  ): Promise<string | null> {
    let configuration: oidc.Configuration;
    try {
      configuration = await client.configuration();
    } catch (error) {
      request.log.warn(
        { err: error, provider: client.provider },
        "the identity provider could not be reached",
      );
      return null;
    }
    const codeVerifier = oidc.randomPKCECodeVerifier();
    const state = oidc.randomState();
    const nonce = oidc.randomNonce();
    await saveAuthFlow(db, {
      ...flow,
      state,
      provider: client.provider,
      codeVerifier,
      nonce,
      ip: request.ip,
    });
    const authorizationUrl = oidc.buildAuthorizationUrl(configuration, {
      redirect_uri: redirectUri,
      code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
      code_challenge_method: "S256",
      state,
      ...client.authorizationParams(nonce),
    });
    // Added to the browser's others, so a sign-in started in another tab still finishes.
    const states = [...statesOf(request), state].slice(-AUTH_FLOWS_PER_BROWSER);
    reply.setCookie(STATE_COOKIE, states.join(STATE_SEPARATOR), stateCookieOptions);
    return authorizationUrl.href;
  }

  api.get(
    "/auth/login",
    {
      schema: {
        tags: ["session"],
        summary:
          "Start signing in with one provider (D55): OpenID Connect, or OAuth 2.0 for Discord, with PKCE; without `provider`, the only one configured (with several, the sign-in page)",
        querystring: z.object({
          returnTo: inputText(2000).optional(),
          provider: signInProviderSchema.optional(),
        }),
      },
    },
    async (request, reply) => {
      reply.header("Cache-Control", "no-store");
      const returnTo = safeReturnTo(request.query.returnTo);
      try {
        await hitRateLimit(db, `sign-in:ip:${request.ip}`, config.rateLimits.signInPerIp);
      } catch (error) {
        // A page load past the limit gets the sign-in page and its message, not a JSON 429 (issue 35).
        const pageLoad = request.headers.accept?.includes("text/html") ?? false;
        if (!(pageLoad && error instanceof AppError && error.code === "rate_limited")) throw error;
        return reply.headers(error.headers).redirect(signInFailed("rate_limited", returnTo), 302);
      }
      const only = clients.size === 1 ? [...clients.values()][0] : undefined;
      if (!request.query.provider && !only) {
        return reply.redirect(`/sign-in${returnTo ? `?from=${encodeURIComponent(returnTo)}` : ""}`, 302);
      }
      const client = request.query.provider ? configured(request.query.provider) : (only as SignInClient);
      const location = await startFlow(request, reply, client, { returnTo, linkUserId: null });
      // A person pressed 'Sign in': they get the sign-in page and a message, never an error body.
      return reply.redirect(location ?? signInFailed("provider_unreachable", returnTo), 302);
    },
  );

  api.post(
    "/auth/link",
    {
      schema: {
        tags: ["session"],
        summary:
          "Connect another provider to the signed-in account (D55): starts that provider's sign-in; open `location` in the browser",
        querystring: z.object({ provider: signInProviderSchema }),
        response: {
          200: linkStartSchema,
          ...errorAnswers(
            "unauthenticated",
            "provider_missing",
            "already_connected",
            "validation_failed",
            "rate_limited",
          ),
        },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request, reply);
      await hitRateLimit(db, `sign-in:ip:${request.ip}`, config.rateLimits.signInPerIp);
      const { provider } = request.query;
      const client = configured(provider);
      if (await isConnected(db, user.id, provider)) {
        throw new AppError(
          "already_connected",
          CONNECTION_MESSAGES.alreadyConnected(PROVIDER_NAMES[provider]),
        );
      }
      const location = await startFlow(request, reply, client, { returnTo: null, linkUserId: user.id });
      reply.header("Cache-Control", "no-store");
      return { location: location ?? connectionResult("provider_unreachable", provider) };
    },
  );

  app.get(
    "/auth/callback",
    {
      schema: { tags: ["session"], summary: "Finish signing in or connecting; the provider redirects here" },
    },
    async (request, reply) => {
      reply.header("Cache-Control", "no-store");
      const currentUrl = new URL(request.url, config.publicUrl);
      const state = currentUrl.searchParams.get("state");
      // The state must be one this browser started with (login CSRF), and still pending. It
      // leaves the cookie; the other tabs' states stay.
      const states = statesOf(request);
      const others = states.filter((pending) => pending !== state);
      if (others.length > 0) reply.setCookie(STATE_COOKIE, others.join(STATE_SEPARATOR), stateCookieOptions);
      else reply.clearCookie(STATE_COOKIE, stateCookieOptions);
      if (!state || others.length === states.length)
        return reply.redirect(signInFailed("sign_in_expired"), 302);
      const flow = await takeAuthFlow(db, state);
      if (!flow) return reply.redirect(signInFailed("sign_in_expired"), 302);
      const linking = flow.linkUserId !== null;
      const failed = (reason: "sign_in_cancelled" | "provider_failed" | "sign_in_expired") =>
        reply.redirect(linking ? connectionResult(reason, flow.provider) : signInFailed(reason), 302);
      if (currentUrl.searchParams.has("error")) return failed("sign_in_cancelled");

      const client = clients.get(flow.provider);
      if (!client) return failed("provider_failed");
      let profile: Awaited<ReturnType<SignInClient["identify"]>>;
      try {
        profile = await client.identify(currentUrl, {
          state,
          codeVerifier: flow.codeVerifier,
          nonce: flow.nonce,
        });
      } catch (error) {
        request.log.warn({ err: error, provider: flow.provider }, "sign-in callback refused");
        return failed("provider_failed");
      }

      if (linking) {
        // Still the person who started it, in this browser: else nothing is connected.
        const user = await currentUser(request, reply);
        if (user?.id !== flow.linkUserId) return failed("sign_in_expired");
        const outcome = await linkIdentity(db, user.id, profile);
        return reply.redirect(connectionResult(outcome, flow.provider), 302);
      }

      const account = await findOrCreateAccount(db, profile);
      const session = await createSession(db, config.sessionSecret, account.id);
      reply.setCookie(
        sessionCookieName(config),
        session.token,
        sessionCookieOptions(config, session.expiresAt),
      );
      // D64: the account's language follows it to this device.
      if (account.language) setLanguageCookie(reply, account.language);
      return reply.redirect(flow.returnTo ?? `/users/${encodeURIComponent(account.handle)}`, 302);
    },
  );

  app.post(
    "/auth/logout",
    { schema: { tags: ["session"], summary: "End the session on the server" } },
    async (request, reply) => {
      const token = request.cookies[sessionCookieName(config)];
      if (token) await deleteSession(db, config.sessionSecret, token);
      clearSessionCookie(reply, config);
      return reply.status(204).send();
    },
  );
}
