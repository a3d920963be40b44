import type { FastifyInstance } from "fastify";
import * as oidc from "openid-client";
import { z } from "zod";
import type { RelyingParty } from "#server/oidc/oidc-client.ts";
import { inputText } from "#shared/contracts/common.ts";
import { safeReturnTo } from "#shared/rules/return-to.ts";
import { sessionCookieName } from "../../config.ts";
import { hitRateLimit } from "../rate-limit/service.ts";
import { findOrCreateAccount } from "./accounts.ts";
import { clearSessionCookie, sessionCookieOptions } from "./current-user.ts";
import { AUTH_FLOW_TTL_MS, saveAuthFlow, takeAuthFlow } from "./flows.ts";
import { createSession, deleteSession } from "./sessions.ts";

const STATE_COOKIE = "auth_state";

/** Where a failed sign-in lands: the sign-in page, which explains and offers to try again. */
function signInFailed(reason: "state" | "provider" | "cancelled" | "unavailable", returnTo?: string | null) {
  return `/sign-in?error=${reason}${returnTo ? `&from=${encodeURIComponent(returnTo)}` : ""}`;
}

export function registerAuthRoutes(app: FastifyInstance, relyingParty: RelyingParty) {
  const { config, db } = app;
  const redirectUri = `${config.publicUrl}/auth/callback`;
  const stateCookieOptions = {
    path: "/auth",
    httpOnly: true,
    sameSite: "lax" as const,
    secure: config.env === "production" || config.publicUrl.startsWith("https://"),
    maxAge: AUTH_FLOW_TTL_MS / 1000,
  };

  app.get(
    "/auth/login",
    {
      schema: {
        tags: ["session"],
        summary: "Start signing in (OpenID Connect authorization code flow with PKCE)",
        querystring: z.object({ returnTo: inputText(2000).optional() }),
      },
    },
    async (request, reply) => {
      await hitRateLimit(db, `sign-in:ip:${request.ip}`, config.rateLimits.signInPerIp);
      const returnTo = safeReturnTo((request.query as { returnTo?: string }).returnTo);
      let configuration: oidc.Configuration;
      try {
        configuration = await relyingParty.configuration();
      } catch (error) {
        // A person pressed 'Sign in': they get the sign-in page and a message, never an error body.
        request.log.warn({ err: error }, "the identity provider could not be reached");
        reply.header("Cache-Control", "no-store");
        return reply.redirect(signInFailed("unavailable", returnTo), 302);
      }
      const codeVerifier = oidc.randomPKCECodeVerifier();
      const state = oidc.randomState();
      const nonce = oidc.randomNonce();
      await saveAuthFlow(db, { state, codeVerifier, nonce, returnTo, ip: request.ip });
      const authorizationUrl = oidc.buildAuthorizationUrl(configuration, {
        redirect_uri: redirectUri,
        scope: "openid email profile",
        code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: "S256",
        state,
        nonce,
        ...relyingParty.extraAuthParams,
      });
      reply.setCookie(STATE_COOKIE, state, stateCookieOptions).header("Cache-Control", "no-store");
      return reply.redirect(authorizationUrl.href, 302);
    },
  );

  app.get(
    "/auth/callback",
    { schema: { tags: ["session"], summary: "Finish signing in; the identity provider redirects here" } },
    async (request, reply) => {
      reply.header("Cache-Control", "no-store").clearCookie(STATE_COOKIE, stateCookieOptions);
      const currentUrl = new URL(request.url, config.publicUrl);
      const state = currentUrl.searchParams.get("state");
      // The state must be the one this browser started with (login CSRF), and still pending.
      if (!state || state !== request.cookies[STATE_COOKIE])
        return reply.redirect(signInFailed("state"), 302);
      const flow = await takeAuthFlow(db, state);
      if (!flow) return reply.redirect(signInFailed("state"), 302);
      if (currentUrl.searchParams.has("error")) return reply.redirect(signInFailed("cancelled"), 302);

      let claims: oidc.IDToken | undefined;
      try {
        const tokens = await oidc.authorizationCodeGrant(await relyingParty.configuration(), currentUrl, {
          pkceCodeVerifier: flow.codeVerifier,
          expectedState: state,
          expectedNonce: flow.nonce,
          idTokenExpected: true,
        });
        claims = tokens.claims();
      } catch (error) {
        request.log.warn({ err: error }, "sign-in callback refused");
        return reply.redirect(signInFailed("provider"), 302);
      }
      if (!claims) return reply.redirect(signInFailed("provider"), 302);

      const account = await findOrCreateAccount(db, {
        issuer: claims.iss,
        subject: claims.sub,
        name: typeof claims.name === "string" ? claims.name : null,
        email: typeof claims.email === "string" ? claims.email : null,
        picture: typeof claims.picture === "string" ? claims.picture : null,
      });
      const session = await createSession(db, config.sessionSecret, account.id);
      reply.setCookie(
        sessionCookieName(config),
        session.token,
        sessionCookieOptions(config, session.expiresAt),
      );
      return reply.redirect(flow.returnTo ?? `/users/${encodeURIComponent(account.customId)}`, 302);
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
