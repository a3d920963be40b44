import { buildApp } from "./app.ts";
import { ConfigError, loadConfig } from "./config.ts";
import { openDatabase } from "./db/client.ts";
import { DataDirLockedError } from "./db/data-dir-lock.ts";
import { prepareLocalMode } from "./features/demo/local-mode.ts";
import { startDiscordPoster } from "./features/discord/poster.ts";
import { publishOfficialChecklists } from "./features/official/publish.ts";
import { startHousekeeping } from "./housekeeping.ts";

/** After the drain window: connections still open this long after are closed (a hung request). */
const CONNECTIONS_DEADLINE_MS = 5_000;
/** The last resort: the process exits this long after the drain window, whatever holds it. */
const SHUTDOWN_GRACE_MS = 10_000;

async function main() {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  let database: Awaited<ReturnType<typeof openDatabase>>;
  try {
    database = await openDatabase(config.database);
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      console.error(error.message);
      process.exit(1);
    }
    console.error(`Could not open the database: ${(error as Error).message}`);
    process.exit(1);
  }

  if (config.localMode) await prepareLocalMode(database.db, config);
  // D63: the game's own checklists, after the demo (which fills only an empty database); local
  // mode without demo content (SEED_DEMO=false) goes without them too.
  // A failure to publish them is logged and the site starts anyway (the next start tries again).
  const publishing = performance.now();
  const official =
    !config.localMode || config.seedDemo
      ? await publishOfficialChecklists(database.db, config.site.siteName).catch((error: Error) => error)
      : null;
  const publishMs = performance.now() - publishing;
  const app = await buildApp(config, database.db);
  if (official instanceof Error) {
    app.log.error({ err: official }, "Could not publish the official checklists");
  } else if (official) {
    app.log.info(
      official.published.length
        ? `Official checklists for Minecraft ${official.version} published: ${official.published.join(", ")} (${publishMs.toFixed(0)} ms)`
        : `Official checklists for Minecraft ${official.version} unchanged (${publishMs.toFixed(0)} ms)`,
    );
  }
  const stopHousekeeping = startHousekeeping(database.db);
  // D72: runs' milestones to their Discord channels, after the ticks and never in their way.
  const discordPoster = startDiscordPoster(database.db, app.config);

  // Shutdown order: first the drain window (SHUTDOWN_DRAIN_SECONDS, decision 031): requests are
  // still served but /api/health answers 503, so the proxy's health check stops sending new
  // ones here; then stop accepting and let requests in flight finish (app.close), then close
  // the database they used. Open streams get a last event and end (preClose); connections still
  // open 5 s after the drain (a request that hangs, a client gone half-way) are closed, so the
  // server stops cleanly; if anything still holds it 10 s after the drain, it exits anyway.
  let closing = false;
  const close = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received, shutting down`);
    const drainMs = config.shutdownDrainSeconds * 1000;
    setTimeout(() => {
      app.log.error("Requests still open after 10 s: exiting anyway");
      process.exit(1);
    }, drainMs + SHUTDOWN_GRACE_MS).unref();
    setTimeout(() => {
      app.log.warn("Connections still open 5 s after the drain: closing them");
      app.server.closeAllConnections();
    }, drainMs + CONNECTIONS_DEADLINE_MS).unref();
    stopHousekeeping();
    // A post in flight is aborted, not awaited: Discord never holds a shutdown.
    await discordPoster.stop();
    if (drainMs > 0) {
      app.health.draining = true;
      await new Promise((resolve) => setTimeout(resolve, drainMs));
    }
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on("SIGINT", () => void close("SIGINT"));
  process.on("SIGTERM", () => void close("SIGTERM"));

  await app.listen({ port: config.port, host: config.host });
  const mode = config.localMode ? "local mode (built-in sign-in, demo content)" : "production sign-in";
  const engine = config.database.kind === "pglite" ? `PGlite in ${config.database.dataDir}` : "PostgreSQL";
  app.log.info(
    `Site ready at ${config.publicUrl} — ${mode}, ${engine} — in ${process.uptime().toFixed(2)} s`,
  );
}

void main();
