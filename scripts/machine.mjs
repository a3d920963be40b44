// What `npm test` and `npm run load` set up on a fresh Debian machine when they run as root:
// Debian packages, and the machine's PostgreSQL cluster with a throwaway database of their own.
import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { readdirSync } from "node:fs";

export const isRoot = process.getuid?.() === 0;

export function run(command, args, options = {}) {
  return spawnSync(command, args, { stdio: "inherit", ...options });
}

export function hasCommand(name) {
  return spawnSync("sh", ["-c", `command -v ${name}`], { stdio: "ignore" }).status === 0;
}

let aptUpdated = false;
/** Installs a Debian package when running as root on Debian; false otherwise or on failure. */
export function aptInstall(pkg) {
  if (!isRoot || !hasCommand("apt-get")) return false;
  console.log(`== installing Debian's ${pkg}`);
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  if (!aptUpdated) aptUpdated = run("apt-get", ["update", "-qq"], { env }).status === 0;
  return (
    run("apt-get", ["install", "-y", "-qq", pkg], { env, stdio: ["ignore", "ignore", "inherit"] }).status ===
    0
  );
}

/** psql as the cluster's superuser, from / so that the postgres user may enter the directory. */
function superuserSql(sql) {
  const result = spawnSync("su", ["postgres", "-c", "psql -q -v ON_ERROR_STOP=1"], {
    cwd: "/",
    input: sql,
    stdio: ["pipe", "inherit", "inherit"],
  });
  if (result.status !== 0) throw new Error("could not create a database in the machine's PostgreSQL.");
}

/**
 * The machine's PostgreSQL cluster (installed and started if need be) with a throwaway database
 * `name` owned by a role of the same name (dropped and made again): its URL, or null when this
 * is not root on Debian.
 */
export function startThrowawayPostgres(name) {
  if (!hasCommand("pg_ctlcluster") && !aptInstall("postgresql")) return null;
  if (!isRoot) return null;
  const version = readdirSync("/usr/lib/postgresql")
    .sort((a, b) => Number(a) - Number(b))
    .at(-1);
  const clusters = spawnSync("pg_lsclusters", ["-h"], { encoding: "utf8" }).stdout ?? "";
  if (!clusters.split("\n").some((line) => line.startsWith(`${version} main`))) {
    run("pg_createcluster", [version, "main"], { stdio: "ignore" });
  }
  run("pg_ctlcluster", ["--skip-systemctl-redirect", version, "main", "start"], { stdio: "ignore" });
  for (let i = 0; i < 30; i++) {
    if (spawnSync("su", ["postgres", "-c", "pg_isready -q"], { cwd: "/" }).status === 0) break;
    spawnSync("sleep", ["1"]);
  }
  const password = randomBytes(18).toString("hex");
  superuserSql(`
    DROP DATABASE IF EXISTS ${name} WITH (FORCE);
    DROP DATABASE IF EXISTS ${name}_template WITH (FORCE);
    DO $$ BEGIN
      IF EXISTS (SELECT FROM pg_roles WHERE rolname = '${name}') THEN
        ALTER ROLE ${name} WITH LOGIN CREATEDB PASSWORD '${password}';
      ELSE
        CREATE ROLE ${name} WITH LOGIN CREATEDB PASSWORD '${password}';
      END IF;
    END $$;
    CREATE DATABASE ${name} OWNER ${name};`);
  return `postgres://${name}:${password}@127.0.0.1:5432/${name}`;
}
