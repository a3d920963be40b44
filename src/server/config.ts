import { existsSync, readFileSync } from "node:fs";
import { isIP } from "node:net";
import path from "node:path";
import { z } from "zod";
import { type SiteConfig, siteConfigSchema } from "../shared/contracts/site.ts";
import { inProviderOrder, SIGN_IN_PROVIDERS, type SignInProvider } from "../shared/sign-in-providers.ts";

export type DatabaseConfig = { kind: "pglite"; dataDir: string } | { kind: "postgres"; url: string };
/** One configured sign-in provider (D55); none in local mode, where the local issuer stands in for each. */
export type ProviderConfig =
  | { id: "google" | "microsoft"; issuer: string; clientId: string; clientSecret: string }
  | { id: "discord"; clientId: string; clientSecret: string };

export interface RateLimitRule {
  max: number;
  windowSeconds: number;
}

/** D6 defaults. Each may be overridden with RATE_LIMITS='{"like":{"max":200,"windowSeconds":60}}'. */
export const DEFAULT_RATE_LIMITS = {
  signInPerIp: { max: 30, windowSeconds: 60 },
  createPerUser: { max: 50, windowSeconds: 3600 },
  createPerIp: { max: 500, windowSeconds: 3600 },
  interactPerUser: { max: 120, windowSeconds: 60 },
  interactPerIp: { max: 1200, windowSeconds: 60 },
  editPerUser: { max: 30, windowSeconds: 600 },
  pageViewPerIp: { max: 120, windowSeconds: 60 },
  /** D34: 10 reports per hour per person, and 100 per address. */
  reportPerUser: { max: 10, windowSeconds: 3600 },
  reportPerIp: { max: 100, windowSeconds: 3600 },
  /** D32: messages count as edits per person (editPerUser), and 300 per 10 minutes per address. */
  messagePerIp: { max: 300, windowSeconds: 600 },
  /** D43, D44: starting or joining a run, 30 per hour per person and 300 per address. */
  runPerUser: { max: 30, windowSeconds: 3600 },
  runPerIp: { max: 300, windowSeconds: 3600 },
  /** D53: reading a Markdown import, 30 per 10 minutes per person and 300 per address. */
  importPerUser: { max: 30, windowSeconds: 600 },
  importPerIp: { max: 300, windowSeconds: 600 },
  /** D33: marking notifications read, 60 per minute per person. */
  notificationReadPerUser: { max: 60, windowSeconds: 60 },
  /** D47: link-preview images, 300 per minute per address (chat apps' fetchers share a few). */
  previewPerIp: { max: 300, windowSeconds: 60 },
} satisfies Record<string, RateLimitRule>;

/** Fastify's trustProxy: never `true`, which would believe any client's X-Forwarded-For. */
export type TrustProxy = false | number | string;

export type RateLimitName = keyof typeof DEFAULT_RATE_LIMITS;
export type RateLimits = Record<RateLimitName, RateLimitRule>;

export interface AppConfig {
  env: "production" | "development" | "test";
  host: string;
  port: number;
  /** The site's origin as browsers see it, without a trailing slash. */
  publicUrl: string;
  /** No identity provider configured and not production: the built-in issuer and demo data. */
  localMode: boolean;
  database: DatabaseConfig;
  sessionSecret: string;
  /** The configured providers; empty in local mode. */
  providers: ProviderConfig[];
  /** The providers people may sign in with, in the sign-in page's order: all three in local mode. */
  signInProviders: SignInProvider[];
  site: SiteConfig;
  rateLimits: RateLimits;
  /** false, or how many proxies in front to trust (a hop count), or their addresses. */
  trustProxy: TrustProxy;
  /** Seed demo content into an empty database (local mode only). */
  seedDemo: boolean;
  /** Where the built web app lives. */
  webDir: string;
  logLevel: string;
  /**
   * After SIGTERM, how long the server keeps serving while /api/health answers 503, so a proxy's
   * health check takes it out of rotation before it stops accepting (decision 031). 0 by default.
   */
  shutdownDrainSeconds: number;
  /**
   * D72, tests only: a loopback http origin that stands in for Discord's webhook hosts, so a
   * test's own receiver gets the posts. Refused in production. Null: Discord's hosts only.
   */
  discordTestOrigin: string | null;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join("\n")}`);
  }
}

const DEV_SESSION_SECRET = "local-development-secret-not-for-production";
const MIN_SECRET_LENGTH = 32;
const GOOGLE_ISSUER = "https://accounts.google.com";
const MICROSOFT_LOGIN = "https://login.microsoftonline.com";
const MICROSOFT_TENANT_PATTERN =
  /^(common|consumers|organizations|[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i;

const rateLimitRuleSchema = z.object({
  max: z.number().int().positive(),
  windowSeconds: z.number().int().positive(),
});

function parsePort(value: string | undefined, problems: string[]): number {
  if (value === undefined || value === "") return 3000;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    problems.push(`PORT must be a whole number from 0 to 65535 (got "${value}").`);
    return 3000;
  }
  return port;
}

function parseDrainSeconds(value: string | undefined, problems: string[]): number {
  if (value === undefined || value === "") return 0;
  const seconds = Number(value);
  if (!Number.isFinite(seconds) || seconds < 0 || seconds > 60) {
    problems.push(`SHUTDOWN_DRAIN_SECONDS must be a number of seconds from 0 to 60 (got "${value}").`);
    return 0;
  }
  return seconds;
}

function parsePublicUrl(value: string | undefined, port: number, problems: string[]): string {
  if (!value) return `http://localhost:${port}`;
  try {
    const url = new URL(value);
    if (url.protocol !== "http:" && url.protocol !== "https:") throw new Error("protocol");
    if (url.pathname !== "/" || url.search || url.hash) {
      problems.push(
        `PUBLIC_URL must be an origin like https://example.com, without a path (got "${value}").`,
      );
    }
    return url.origin;
  } catch {
    problems.push(`PUBLIC_URL must be an absolute http(s) URL (got "${value}").`);
    return `http://localhost:${port}`;
  }
}

/**
 * The configured sign-in providers (D55), each by its own variables, any number at once. A
 * provider set by half is refused, naming the variable that is missing.
 */
function parseProviders(env: NodeJS.ProcessEnv, problems: string[]): ProviderConfig[] {
  const providers: ProviderConfig[] = [];
  const pair = (prefix: string, name: string) => {
    const id = env[`${prefix}_CLIENT_ID`];
    const secret = env[`${prefix}_CLIENT_SECRET`];
    if (!id && !secret) return null;
    if (!id || !secret) {
      const [missing, present] = id ? ["CLIENT_SECRET", "CLIENT_ID"] : ["CLIENT_ID", "CLIENT_SECRET"];
      problems.push(
        `${prefix}_${missing} is missing: ${prefix}_${present} is set, and ${name} sign-in needs both.`,
      );
      return null;
    }
    return { clientId: id, clientSecret: secret };
  };

  const google = pair("GOOGLE", "Google");
  const generic = env.OIDC_ISSUER || env.OIDC_CLIENT_ID || env.OIDC_CLIENT_SECRET;
  if ((google || env.GOOGLE_CLIENT_ID || env.GOOGLE_CLIENT_SECRET) && generic) {
    problems.push(
      "Set either GOOGLE_CLIENT_ID/GOOGLE_CLIENT_SECRET or OIDC_ISSUER/OIDC_CLIENT_ID/OIDC_CLIENT_SECRET, not both.",
    );
  } else if (google) {
    providers.push({ id: "google", issuer: GOOGLE_ISSUER, ...google });
  } else if (generic) {
    // Before D55 an operator could put another OpenID Connect issuer in Google's place; it keeps that place.
    const missing = ["OIDC_ISSUER", "OIDC_CLIENT_ID", "OIDC_CLIENT_SECRET"].filter((name) => !env[name]);
    if (missing.length > 0) {
      problems.push(
        `${missing.join(" and ")} ${missing.length > 1 ? "are" : "is"} missing: OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET must be set together.`,
      );
    } else if (!URL.canParse(env.OIDC_ISSUER ?? "")) {
      problems.push(`OIDC_ISSUER must be an absolute URL (got "${env.OIDC_ISSUER}").`);
    } else {
      providers.push({
        id: "google",
        issuer: env.OIDC_ISSUER ?? "",
        clientId: env.OIDC_CLIENT_ID ?? "",
        clientSecret: env.OIDC_CLIENT_SECRET ?? "",
      });
    }
  }

  const microsoft = pair("MICROSOFT", "Microsoft");
  const tenant = env.MICROSOFT_TENANT || "common";
  if (!MICROSOFT_TENANT_PATTERN.test(tenant)) {
    problems.push(
      `MICROSOFT_TENANT must be common, consumers, organizations or a tenant id (a GUID), got "${tenant}".`,
    );
  } else if (microsoft) {
    providers.push({ id: "microsoft", issuer: `${MICROSOFT_LOGIN}/${tenant}/v2.0`, ...microsoft });
  }

  const discord = pair("DISCORD", "Discord");
  if (discord) providers.push({ id: "discord", ...discord });
  return providers;
}

function parseSiteConfig(env: NodeJS.ProcessEnv, cwd: string, problems: string[]): SiteConfig {
  const explicit = env.SITE_CONFIG;
  const file = path.resolve(cwd, explicit || "site.config.json");
  if (!existsSync(file)) {
    if (explicit) problems.push(`SITE_CONFIG points to ${file}, which does not exist.`);
    return siteConfigSchema.parse({});
  }
  try {
    const parsed = siteConfigSchema.safeParse(JSON.parse(readFileSync(file, "utf8")));
    if (parsed.success) return parsed.data;
    for (const issue of parsed.error.issues) {
      problems.push(`Site config ${file}: ${issue.path.join(".") || "(root)"}: ${issue.message}`);
    }
  } catch (error) {
    problems.push(`Site config ${file} is not valid JSON: ${(error as Error).message}`);
  }
  return siteConfigSchema.parse({});
}

const isWeakSecret = (secret: string) =>
  secret.length < MIN_SECRET_LENGTH || secret === DEV_SESSION_SECRET || new Set(secret).size < 10;

const LOOPBACK_HOSTS = new Set(["localhost", "::1", "[::1]"]);
const isLoopback = (host: string) => LOOPBACK_HOSTS.has(host) || /^127(\.\d{1,3}){3}$/.test(host);

/**
 * TRUST_PROXY is the number of reverse proxies in front of the app (each adds one
 * X-Forwarded-For entry), or a comma-separated list of their addresses or CIDR ranges.
 * "true" is refused: it would take any client-sent X-Forwarded-For as the client's IP and
 * so let anyone step around every per-IP rate limit.
 */
function parseTrustProxy(value: string | undefined, problems: string[]): TrustProxy {
  if (value === undefined || value === "" || value === "false" || value === "0") return false;
  if (/^\d+$/.test(value) && Number(value) <= 10) return Number(value);
  const entries = value.split(",").map((entry) => entry.trim());
  const valid = entries.every((entry) => {
    const [address = "", bits, ...rest] = entry.split("/");
    const version = isIP(address);
    const maxBits = version === 6 ? 128 : 32;
    return (
      version !== 0 &&
      rest.length === 0 &&
      (bits === undefined || (/^\d+$/.test(bits) && Number(bits) <= maxBits))
    );
  });
  if (valid) return entries.join(",");
  problems.push(
    `TRUST_PROXY must be the number of proxies in front of the app (e.g. 1) or their addresses (e.g. 10.0.0.2,10.0.1.0/24), got "${value}". "true" is not allowed: it would trust any client's X-Forwarded-For.`,
  );
  return false;
}

function parseRateLimits(value: string | undefined, problems: string[]): RateLimits {
  const limits: RateLimits = { ...DEFAULT_RATE_LIMITS };
  if (!value) return limits;
  try {
    const overrides = JSON.parse(value) as Record<string, unknown>;
    for (const [name, rule] of Object.entries(overrides)) {
      if (!(name in limits)) {
        problems.push(`RATE_LIMITS: unknown limit "${name}" (known: ${Object.keys(limits).join(", ")}).`);
        continue;
      }
      const parsed = rateLimitRuleSchema.safeParse(rule);
      if (parsed.success) limits[name as RateLimitName] = parsed.data;
      else problems.push(`RATE_LIMITS.${name} needs positive whole numbers "max" and "windowSeconds".`);
    }
  } catch {
    problems.push("RATE_LIMITS must be JSON.");
  }
  return limits;
}

/**
 * DISCORD_TEST_ORIGIN (tests only): http://127.0.0.1:PORT or http://localhost:PORT, a receiver on
 * this machine standing in for Discord (D72). Production refuses it: there only Discord's hosts
 * may be posted to.
 */
function parseDiscordTestOrigin(value: string | undefined, production: boolean, problems: string[]) {
  if (value === undefined || value === "") return null;
  if (production) {
    problems.push(
      "DISCORD_TEST_ORIGIN is for tests only: in production run posts go to Discord's webhook hosts alone. Unset it.",
    );
    return null;
  }
  const url = URL.canParse(value) ? new URL(value) : null;
  if (url?.protocol !== "http:" || !isLoopback(url.hostname) || url.origin !== value) {
    problems.push(
      `DISCORD_TEST_ORIGIN must be a loopback http origin such as http://127.0.0.1:4000 (got "${value}").`,
    );
    return null;
  }
  return url.origin;
}

/** Reads the environment once. Everything else reads the returned object, never process.env. */
/**
 * D4: the session cookie's name, `__Host-` prefixed (and Secure) in production; httpOnly and
 * SameSite=Lax always. Here, beside the mode it follows, for the sign-in routes and the document.
 */
export function sessionCookieName(config: AppConfig): string {
  return config.env === "production" ? "__Host-session" : "session";
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): AppConfig {
  const problems: string[] = [];
  const nodeEnv =
    env.NODE_ENV === "production" ? "production" : env.NODE_ENV === "test" ? "test" : "development";
  const production = nodeEnv === "production";
  const port = parsePort(env.PORT, problems);
  const problemsBeforeUrl = problems.length;
  const publicUrl = parsePublicUrl(env.PUBLIC_URL, port, problems);
  const publicUrlValid = problems.length === problemsBeforeUrl;
  const providers = parseProviders(env, problems);

  let database: DatabaseConfig;
  if (env.DATABASE_URL) {
    if (!/^postgres(ql)?:\/\//.test(env.DATABASE_URL)) {
      problems.push("DATABASE_URL must start with postgres:// or postgresql://.");
    }
    database = { kind: "postgres", url: env.DATABASE_URL };
  } else {
    database = { kind: "pglite", dataDir: path.resolve(cwd, env.DATA_DIR || "data") };
  }

  const sessionSecret = env.SESSION_SECRET || (production ? "" : DEV_SESSION_SECRET);
  const host = env.HOST || (production ? "0.0.0.0" : "localhost");
  if (production) {
    if (!env.PUBLIC_URL)
      problems.push(
        "PUBLIC_URL is required in production (the address people use, e.g. https://checkcraft.example.com).",
      );
    else if (!publicUrl.startsWith("https://")) problems.push("PUBLIC_URL must use https:// in production.");
    if (!env.SESSION_SECRET)
      problems.push(
        "SESSION_SECRET is required in production (at least 32 random characters, e.g. `openssl rand -base64 48`).",
      );
    else if (isWeakSecret(env.SESSION_SECRET)) {
      problems.push(`SESSION_SECRET is too weak: use at least ${MIN_SECRET_LENGTH} random characters.`);
    }
    if (providers.length === 0)
      problems.push(
        "An identity provider is required in production: set MICROSOFT_CLIENT_ID and MICROSOFT_CLIENT_SECRET, DISCORD_CLIENT_ID and DISCORD_CLIENT_SECRET, or GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET (any number of them).",
      );
  } else if (
    providers.length > 0 &&
    !isLoopback(host) &&
    (!env.SESSION_SECRET || isWeakSecret(env.SESSION_SECRET))
  ) {
    // Serving other machines with a real provider: the built-in development secret is public,
    // so anyone could forge its session hashes' inputs. Whatever NODE_ENV says, a real secret.
    problems.push(
      `SESSION_SECRET is required when HOST=${host} serves other machines (at least ${MIN_SECRET_LENGTH} random characters, e.g. \`openssl rand -base64 48\`): the built-in development secret is public. Set SESSION_SECRET, or HOST=localhost.`,
    );
  } else if (env.SESSION_SECRET && env.SESSION_SECRET.length < MIN_SECRET_LENGTH) {
    problems.push(`SESSION_SECRET must be at least ${MIN_SECRET_LENGTH} characters.`);
  }

  const site = parseSiteConfig(env, cwd, problems);
  const rateLimits = parseRateLimits(env.RATE_LIMITS, problems);
  const trustProxy = parseTrustProxy(env.TRUST_PROXY, problems);
  const shutdownDrainSeconds = parseDrainSeconds(env.SHUTDOWN_DRAIN_SECONDS, problems);
  const discordTestOrigin = parseDiscordTestOrigin(env.DISCORD_TEST_ORIGIN, production, problems);
  const localMode = !production && providers.length === 0;
  if (localMode && !isLoopback(host)) {
    problems.push(
      `HOST=${host}: local mode (no identity provider configured) lets anyone sign in, even as the moderator, so it only listens on this machine (localhost, 127.0.0.1 or ::1). Configure an identity provider to serve other machines.`,
    );
  }
  if (localMode && publicUrlValid && !isLoopback(new URL(publicUrl).hostname)) {
    problems.push(
      `PUBLIC_URL=${publicUrl}: local mode (no identity provider configured) lets anyone sign in, even as the moderator, so it is served on this machine only: PUBLIC_URL must be http://localhost (or 127.0.0.1, [::1]). Configure an identity provider to publish the site.`,
    );
  }
  if (localMode && trustProxy !== false) {
    problems.push(
      "TRUST_PROXY: local mode (no identity provider configured) lets anyone sign in, even as the moderator, so it is never served through a reverse proxy. Unset TRUST_PROXY, or configure an identity provider.",
    );
  }
  if (problems.length > 0) throw new ConfigError(problems);

  return {
    env: nodeEnv,
    host,
    port,
    publicUrl,
    localMode,
    database,
    sessionSecret,
    providers,
    signInProviders: localMode ? [...SIGN_IN_PROVIDERS] : inProviderOrder(providers.map((p) => p.id)),
    site,
    rateLimits,
    trustProxy,
    seedDemo: localMode && env.SEED_DEMO !== "false",
    webDir: path.resolve(cwd, env.WEB_DIR || "dist"),
    logLevel: env.LOG_LEVEL || (nodeEnv === "test" ? "silent" : "info"),
    shutdownDrainSeconds,
    discordTestOrigin,
  };
}
