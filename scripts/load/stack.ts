// The system under load: PostgreSQL (the machine's, with a throwaway database, or the one given),
// two app servers started as in production from the build, and HAProxy from Debian's package
// with deploy/haproxy.cfg. Each process is ours: stopped by its pid.
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { DEFAULT_RATE_LIMITS } from "#server/config.ts";
import { aptInstall, hasCommand, startThrowawayPostgres } from "../machine.mjs";

export const ROOT = path.resolve(import.meta.dirname, "../..");
export const HAPROXY_CONFIG = path.join(ROOT, "deploy/haproxy.cfg");
const LAG_PROBE = path.join(import.meta.dirname, "lag-probe.mjs");
/** The servers' secret; the load run makes its players' sessions with it. */
export const LOAD_SESSION_SECRET = "load-test-secret-0123456789-abcdefghijklmnopqrstuvwxyz";
const UNLIMITED = { max: 1_000_000_000, windowSeconds: 60 };
/** Every limit still counted in the database (its cost is real), none ever reached. */
const RATE_LIMITS = Object.fromEntries(Object.keys(DEFAULT_RATE_LIMITS).map((name) => [name, UNLIMITED]));

export class StackError extends Error {}

/** Every process this run started: none outlives it, even when it is interrupted. */
const started = new Set<ChildProcess>();
process.on("exit", () => {
  for (const child of started)
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
});
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    console.error(`npm run load: ${signal}, stopping the servers and the proxy it started.`);
    process.exit(1);
  });
}

function track(child: ChildProcess): ChildProcess {
  started.add(child);
  child.once("exit", () => started.delete(child));
  return child;
}

export function databaseUrl(given: string | undefined): string {
  if (given) return given;
  const url = startThrowawayPostgres("checkcraft_load");
  if (!url) {
    throw new StackError(
      "no PostgreSQL: run as root on Debian (the load run starts the machine's cluster), or give DATABASE_URL=postgres://…",
    );
  }
  return url;
}

export function ensureHaproxy(): string {
  if (hasCommand("haproxy") || aptInstall("haproxy")) {
    const version = spawnSync("haproxy", ["-v"], { encoding: "utf8" }).stdout.split("\n")[0] ?? "";
    return version.trim();
  }
  throw new StackError("HAProxy is missing and could not be installed: sudo apt-get install haproxy");
}

/** The environment of an app server: production, as an operator would set it behind HAProxy. */
export function serverEnvironment(url: string, port: number, lagFile: string): NodeJS.ProcessEnv {
  return {
    PATH: process.env.PATH ?? "",
    NODE_ENV: "production",
    HOST: "127.0.0.1",
    PORT: String(port),
    PUBLIC_URL: "https://checkcraft.load.invalid",
    DATABASE_URL: url,
    SESSION_SECRET: LOAD_SESSION_SECRET,
    // A provider must be configured in production; nobody signs in through it here.
    OIDC_ISSUER: "https://issuer.load.invalid",
    OIDC_CLIENT_ID: "load",
    OIDC_CLIENT_SECRET: "load-secret",
    TRUST_PROXY: "1",
    // LOAD_DRAIN_SECONDS=0 shows what a rolling restart does without the drain window.
    SHUTDOWN_DRAIN_SECONDS: process.env.LOAD_DRAIN_SECONDS ?? "3",
    RATE_LIMITS: JSON.stringify(RATE_LIMITS),
    LOG_LEVEL: "warn",
    LOAD_LAG_FILE: lagFile,
  };
}

export interface AppServer {
  name: string;
  port: number;
  lagFile: string;
  child: ChildProcess;
  exited: Promise<number | null>;
  output: () => string;
}

async function waitFor(check: () => Promise<boolean>, seconds: number, what: string): Promise<void> {
  const until = Date.now() + seconds * 1000;
  while (Date.now() < until) {
    if (await check().catch(() => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new StackError(`${what} did not come up in ${seconds} s.`);
}

export async function startAppServer(
  name: string,
  port: number,
  url: string,
  lagFile: string,
): Promise<AppServer> {
  const child = track(
    spawn(
      process.execPath,
      ["--enable-source-maps", "--import", LAG_PROBE, path.join(ROOT, "dist-server/main.js")],
      { cwd: ROOT, env: serverEnvironment(url, port, lagFile), stdio: ["ignore", "pipe", "pipe"] },
    ),
  );
  let output = "";
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  const server = { name, port, lagFile, child, exited, output: () => output };
  let gone = false;
  void exited.then(() => {
    gone = true;
  });
  await waitFor(
    async () => {
      if (gone) throw new StackError(`${name} exited at start:\n${output}`);
      return (await fetch(`http://127.0.0.1:${port}/api/health`)).ok;
    },
    60,
    `${name} (port ${port})`,
  ).catch((error) => {
    if (gone) throw new StackError(`${name} exited at start:\n${output}`);
    throw error;
  });
  return server;
}

export interface ProxyProcess {
  child: ChildProcess;
  origin: string;
  output: () => string;
}

export async function startProxy(port: number, apps: number[]): Promise<ProxyProcess> {
  const child = track(
    spawn("haproxy", ["-db", "-f", HAPROXY_CONFIG], {
      env: {
        PATH: process.env.PATH ?? "",
        CHECKCRAFT_BIND: `127.0.0.1:${port}`,
        CHECKCRAFT_APP1: `127.0.0.1:${apps[0]}`,
        CHECKCRAFT_APP2: `127.0.0.1:${apps[1]}`,
      },
      stdio: ["ignore", "pipe", "pipe"],
    }),
  );
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const origin = `http://127.0.0.1:${port}`;
  await waitFor(async () => (await fetch(`${origin}/api/health`)).ok, 20, `HAProxy on ${port}`).catch(
    (error) => {
      throw new StackError(`${(error as Error).message}\n${output}`);
    },
  );
  return { child, origin, output: () => output };
}

/** Until HAProxy's checks see the server up again (rise 2 × 500 ms), and a margin. */
export async function waitUntilInRotation(): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, 2500));
}

export async function stopProcess(child: ChildProcess, signal: NodeJS.Signals = "SIGTERM"): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill(signal);
  await exited;
}

export function lagFileFor(name: string): string {
  return path.join(mkdtempSync(path.join(tmpdir(), `load-${name}-`)), "lag.jsonl");
}

export function readLag(file: string, from: number, to: number): { p50: number; p99: number; max: number }[] {
  try {
    return readFileSync(file, "utf8")
      .split("\n")
      .filter(Boolean)
      .map((line) => JSON.parse(line) as { t: number; p50: number; p99: number; max: number })
      .filter((sample) => sample.t >= from && sample.t <= to);
  } catch {
    return [];
  }
}
