import fastifyCookie from "@fastify/cookie";
import fastifySse from "@fastify/sse";
import Fastify, { type FastifyInstance } from "fastify";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import type { AppConfig, TrustProxy } from "./config.ts";
import type { Database } from "./db/client.ts";
import { listenForChanges } from "./db/listen.ts";
import { registerAnalyticsRoutes } from "./features/analytics/routes.ts";
import { registerConnectionRoutes } from "./features/auth/connection-routes.ts";
import { registerAuthRoutes } from "./features/auth/routes.ts";
import { registerSessionCache, SESSIONS_CHANNEL, SessionCache } from "./features/auth/session-cache.ts";
import { CHECKLISTS_CHANNEL, clearHotCacheOnWrites, HotCache } from "./features/checklists/hot-cache.ts";
import { registerChecklistImportRoutes } from "./features/checklists/import-routes.ts";
import { registerItemLookupRoute } from "./features/checklists/item-lookup-routes.ts";
import { registerChecklistRoutes } from "./features/checklists/routes.ts";
import { registerCollectionRoutes } from "./features/collections/routes.ts";
import { registerDiscordRoutes } from "./features/discord/routes.ts";
import { registerFollowRoutes } from "./features/follows/routes.ts";
import { registerGameRoutes } from "./features/game/routes.ts";
import { registerHealthRoutes } from "./features/health/routes.ts";
import { registerHomeRoutes } from "./features/home/routes.ts";
import { registerMeRoutes } from "./features/me/routes.ts";
import { registerMessageRoutes } from "./features/messages/routes.ts";
import { registerModerationRoutes } from "./features/moderation/routes.ts";
import { registerNotificationRoutes } from "./features/notifications/routes.ts";
import { registerPlayingRoutes } from "./features/playing/routes.ts";
import { checklistPageMeta } from "./features/previews/checklist-page-meta.ts";
import { collectionPageMeta } from "./features/previews/collection-page-meta.ts";
import { invitePageMeta } from "./features/previews/invite-page-meta.ts";
import { registerPreviewRoutes } from "./features/previews/routes.ts";
import { runPageMeta } from "./features/previews/run-page-meta.ts";
import { registerReportRoutes } from "./features/reports/routes.ts";
import { RUN_EVENTS_CHANNEL, RunEventHub } from "./features/runs/event-hub.ts";
import { findRun } from "./features/runs/read-model.ts";
import { registerRunRoutes } from "./features/runs/routes.ts";
import { getRun } from "./features/runs/service.ts";
import { profilePageMeta, registerUserRoutes } from "./features/users/routes.ts";
import { registerCatalogRoutes } from "./i18n/routes.ts";
import { registerLocalIssuer } from "./oidc/local-issuer.ts";
import { createSignInClients } from "./oidc/providers.ts";
import { registerOtherMethods } from "./plugins/allowed-methods.ts";
import { registerApiCacheControl } from "./plugins/api-cache-control.ts";
import { registerCompression } from "./plugins/compression.ts";
import { registerCsrfProtection } from "./plugins/csrf.ts";
import {
  answerClientError,
  answerFrameworkError,
  readableUrl,
  registerClosingAnswer,
  registerErrorHandling,
} from "./plugins/errors.ts";
import { registerOpenApi } from "./plugins/openapi.ts";
import { loggerOptions, registerRequestIdHeader, requestIdOf } from "./plugins/request-logging.ts";
import { registerSecurityHeaders } from "./plugins/security-headers.ts";
import { registerStrictApiQueries } from "./plugins/strict-query.ts";
import { registerWebApp } from "./plugins/web-app.ts";
import { registerWebManifest } from "./plugins/web-manifest.ts";

declare module "fastify" {
  interface FastifyInstance {
    config: AppConfig;
    db: Database;
    runEvents: RunEventHub;
  }
}

/** A hop count as Fastify applies it (proxy-addr: trust the first n hops); its types take no number. */
function trustedHops(trustProxy: TrustProxy) {
  return typeof trustProxy === "number" ? (_address: string, hop: number) => hop < trustProxy : trustProxy;
}

/** The one Fastify instance, for production and tests alike. It never listens by itself. */
export async function buildApp(
  config: AppConfig,
  db: Database,
  logStream?: NodeJS.WritableStream,
): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(config.logLevel, logStream),
    genReqId: requestIdOf,
    requestIdLogLabel: "requestId",
    trustProxy: trustedHops(config.trustProxy),
    bodyLimit: 256 * 1024,
    // Long ids reach validation (a clear 404) instead of the router's own error: no parameter
    // is longer than the request line Node reads (16 KB; longer ones get the 431 below).
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 16 * 1024 },
    // Every answer goes through the hooks that set the security headers (D6) and leaves in the
    // house's shape (D7): an address with a malformed escape is made routable, and the answers
    // Fastify would make by itself (bad addresses, unreadable requests, closing) are our own.
    rewriteUrl: readableUrl,
    frameworkErrors: answerFrameworkError(config),
    clientErrorHandler: answerClientError(config),
    return503OnClosing: false,
  });
  app.decorate("config", config);
  app.decorate("db", db);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.removeContentTypeParser("text/plain");

  registerRequestIdHeader(app);
  registerSecurityHeaders(app, config);
  registerApiCacheControl(app);
  registerErrorHandling(app);
  registerStrictApiQueries(app);
  registerOtherMethods(app);
  registerClosingAnswer(app);
  await registerCompression(app);
  registerCsrfProtection(app, config);
  await app.register(fastifyCookie);
  // D45: run events; a comment every 25 s keeps proxies from closing a quiet stream.
  await app.register(fastifySse, { heartbeatInterval: 25_000 });
  await registerOpenApi(app, config);

  const hotCache = new HotCache();
  const sessionCache = new SessionCache();
  const runEvents = new RunEventHub(db, (runId, viewerId) => findRun(db, runId, viewerId));
  await listenForChanges(app, db as unknown as { $client: unknown }, {
    [CHECKLISTS_CHANNEL]: hotCache,
    [SESSIONS_CHANNEL]: sessionCache,
    [RUN_EVENTS_CHANNEL]: runEvents,
  });
  // Open streams would keep the server from closing: they end first, and pages reconnect elsewhere.
  app.addHook("preClose", async () => runEvents.closeAll());
  app.decorate("runEvents", runEvents);
  clearHotCacheOnWrites(app, hotCache);
  registerSessionCache(app, sessionCache);

  if (config.localMode) registerLocalIssuer(app, config);
  registerAuthRoutes(app, createSignInClients(config));
  registerConnectionRoutes(app);
  registerMeRoutes(app);
  registerGameRoutes(app);
  registerChecklistRoutes(app, hotCache, (runId, viewer) => getRun(db, config, runId, viewer));
  registerChecklistImportRoutes(app);
  registerItemLookupRoute(app);
  registerPlayingRoutes(app);
  registerRunRoutes(app, runEvents);
  registerDiscordRoutes(app);
  registerModerationRoutes(app);
  registerMessageRoutes(app);
  registerNotificationRoutes(app);
  registerReportRoutes(app);
  const previews = registerPreviewRoutes(app);
  registerUserRoutes(app, previews);
  registerFollowRoutes(app);
  registerHomeRoutes(app);
  registerCollectionRoutes(app);
  registerAnalyticsRoutes(app);
  registerHealthRoutes(app);
  registerCatalogRoutes(app);
  registerWebManifest(app, config);
  registerWebApp(app, config, [
    checklistPageMeta(db),
    profilePageMeta(db, config.site.siteName),
    runPageMeta(db, config.site.siteName),
    collectionPageMeta(db, config.site.siteName),
    invitePageMeta(db, config.sessionSecret, config.site.siteName),
  ]);
  return app;
}
