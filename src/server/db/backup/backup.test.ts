import { randomBytes } from "node:crypto";
import { chmodSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type DatabaseConfig, loadConfig } from "#server/config.ts";
import { prepareLocalMode } from "#server/features/demo/local-mode.ts";
import { reject } from "#server/features/moderation/service.ts";
import { setLike, setMembership, setStepDone } from "#server/features/playing/service.ts";
import { adminUrl, dropDatabase } from "#server/test-support/databases.ts";
import { runNode } from "#server/test-support/run-node.ts";
import { openDatabase } from "../client.ts";
import { lockDataDir } from "../data-dir-lock.ts";
import { checklistSteps, users } from "../schema/index.ts";
import { listTables, sequenceValues } from "./database-contents.ts";
import { backupDatabase } from "./dump.ts";
import { moveToPostgres } from "./move.ts";
import { restoreDatabase } from "./restore.ts";
import { openSession } from "./sql-session.ts";

const folders: string[] = [];
function newFolder(): string {
  const folder = mkdtempSync(path.join(tmpdir(), "checkcraft-backup-"));
  folders.push(folder);
  return folder;
}
const pglite = (dataDir: string): DatabaseConfig => ({ kind: "pglite", dataDir });

/** Every row of every table, in a form both engines print alike, and every sequence. */
async function snapshot(config: DatabaseConfig) {
  const session = await openSession(config);
  try {
    await session.exec("set timezone = 'UTC'");
    const tables: Record<string, string> = {};
    for (const table of await listTables(session)) {
      const [row] = await session.query<{ rows: string }>(
        `select coalesce(json_agg(to_jsonb(t) order by to_jsonb(t)::text), '[]')::text as rows from ${table} t`,
      );
      tables[table] = row?.rows ?? "";
    }
    return { tables, sequences: await sequenceValues(session) };
  } finally {
    await session.close();
  }
}

/**
 * A local site with everything a restore must keep: demo checklists, people and likes, a
 * player's membership and ticks, and moderation history.
 */
async function siteWithHistory(dataDir: string): Promise<void> {
  const config = loadConfig({ NODE_ENV: "test", DATA_DIR: dataDir });
  const database = await openDatabase(config.database);
  try {
    const db = database.db;
    await prepareLocalMode(db, config);
    const all = await db.select().from(users);
    const asSession = (user: (typeof all)[number]) => ({
      id: user.id,
      handle: user.handle,
      displayName: user.displayName,
      email: user.email,
      avatarUrl: null,
      photoUrl: null,
      role: null,
      language: null,
    });
    const [player, moderator] = [all[all.length - 1], all[0]];
    if (!player || !moderator) throw new Error("demo people missing");
    const me = { user: asSession(player), ip: "127.0.0.1" };
    const address = "first-night-survival";
    await setMembership(db, config, me, address, true);
    const [step] = await db
      .select({ id: checklistSteps.id })
      .from(checklistSteps)
      .where(eq(checklistSteps.checklistId, address))
      .limit(1);
    await setStepDone(db, config, me, { checklist: address }, step?.id ?? "", true);
    await setLike(db, config, me, "simple-iron-farm", true);
    const mod = { ...asSession(moderator), role: "admin" as const };
    const pending = await db.query.checklists.findFirst({
      where: (c, { eq }) => eq(c.status, "under_review"),
    });
    if (!pending) throw new Error("demo content needs a checklist under review");
    await reject(db, mod, pending.id, "Please add the missing steps.");
  } finally {
    await database.close();
  }
}

let source: string;
let before: Awaited<ReturnType<typeof snapshot>>;

beforeAll(async () => {
  source = newFolder();
  await siteWithHistory(source);
  before = await snapshot(pglite(source));
  expect(before.tables["public.moderation_log"]).toContain("Please add the missing steps.");
  expect(before.tables["public.run_ticks"]).not.toBe("[]");
}, 120_000);

afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

/** The permission bits of every folder and file below `folder`, by kind, and the folder's own. */
function modesBelow(folder: string): Set<string> {
  const modes = new Set([`folder ${(statSync(folder).mode & 0o777).toString(8)}`]);
  for (const entry of readdirSync(folder, { withFileTypes: true, recursive: true })) {
    const mode = (statSync(path.join(entry.parentPath, entry.name)).mode & 0o777).toString(8);
    modes.add(`${entry.isDirectory() ? "folder" : "file"} ${mode}`);
  }
  return modes;
}

describe("files only the owner reads (D58)", () => {
  it("makes the data folder 0700 and every file in it 0600, an existing folder too", async () => {
    expect(modesBelow(source)).toEqual(new Set(["folder 700", "file 600"]));

    const existing = newFolder();
    chmodSync(existing, 0o755);
    writeFileSync(path.join(existing, "left-by-hand.txt"), "x", { mode: 0o644 });
    const database = await openDatabase(pglite(existing));
    expect(modesBelow(existing)).toEqual(new Set(["folder 700", "file 600"]));
    await database.close();
    expect(modesBelow(existing)).toEqual(new Set(["folder 700", "file 600"]));
  }, 60_000);

  it("writes a backup 0600, also over an existing file that others could read", async () => {
    const file = path.join(newFolder(), "site.sql");
    writeFileSync(file, "old", { mode: 0o644 });
    await backupDatabase(pglite(source), file);
    expect(statSync(file).mode & 0o777).toBe(0o600);
  }, 60_000);
});

describe("backup and restore on PGlite (D36)", () => {
  it("restores a backup into a new folder with every row and sequence as it was", async () => {
    const file = path.join(newFolder(), "site.sql");
    await backupDatabase(pglite(source), file);
    const target = newFolder();
    await expect(restoreDatabase(pglite(target), file, false)).resolves.toMatch(/people, \d+ checklists$/);
    expect(await snapshot(pglite(target))).toEqual(before);

    // The restored folder is a working site: it opens with every migration already applied.
    const database = await openDatabase(pglite(target));
    await database.close();
    expect(await snapshot(pglite(target))).toEqual(before);
  }, 120_000);

  it("refuses to restore over a site without --force, changing nothing, and replaces it with --force", async () => {
    const file = path.join(newFolder(), "site.sql");
    await backupDatabase(pglite(source), file);
    const target = newFolder();
    await siteWithHistory(target);
    const existing = await snapshot(pglite(target));
    await expect(restoreDatabase(pglite(target), file, false)).rejects.toThrow(
      /already holds a site \(\d+ people, \d+ checklists\)\. Restore into an empty database, or add --force/,
    );
    expect(await snapshot(pglite(target))).toEqual(existing);
    await restoreDatabase(pglite(target), file, true);
    expect(await snapshot(pglite(target))).toEqual(before);
  }, 180_000);

  it("refuses a file that is not a plain dump, and one that fails half-way leaves the database as it was", async () => {
    const folder = newFolder();
    const notADump = path.join(folder, "notes.sql");
    writeFileSync(notADump, "select 1;");
    const target = newFolder();
    await expect(restoreDatabase(pglite(target), notADump, false)).rejects.toThrow("is not a plain SQL dump");
    await expect(restoreDatabase(pglite(target), path.join(folder, "missing.sql"), false)).rejects.toThrow(
      "no such file",
    );
    const broken = path.join(folder, "broken.sql");
    writeFileSync(
      broken,
      "-- PostgreSQL database dump\ncreate table public.half (id int);\ninsert into nowhere values (1);\n",
    );
    await expect(restoreDatabase(pglite(source), broken, true)).rejects.toThrow("nothing was changed");
    expect(await snapshot(pglite(source))).toEqual(before);
  }, 120_000);

  it("refuses backup and restore while a server holds the folder", async () => {
    const release = lockDataDir(source);
    try {
      const file = path.join(newFolder(), "site.sql");
      const inUse = /already in use by another running process/;
      await expect(backupDatabase(pglite(source), file)).rejects.toThrow(inUse);
      writeFileSync(file, "-- PostgreSQL database dump\n");
      await expect(restoreDatabase(pglite(source), file, true)).rejects.toThrow(inUse);
    } finally {
      release();
    }
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)("moving to PostgreSQL and back (D36)", () => {
  const created: string[] = [];
  async function emptyPostgresDatabase(): Promise<string> {
    const name = `checkcraft_move_${randomBytes(5).toString("hex")}`;
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    created.push(name);
    return adminUrl(name);
  }
  afterAll(async () => {
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    for (const name of created) await dropDatabase(admin, name);
    await admin.end();
  });

  it("moves the embedded site into an empty PostgreSQL database, row for row, and refuses a second move", async () => {
    const url = await emptyPostgresDatabase();
    const report = await moveToPostgres(pglite(source), url);
    expect(report.counts.find((count) => count.table === "public.checklists")?.rows).toBeGreaterThan(0);
    expect(await snapshot({ kind: "postgres", url })).toEqual(before);
    await expect(moveToPostgres(pglite(source), url)).rejects.toThrow(/already holds a site/);
  }, 120_000);

  it("backs up PostgreSQL with pg_dump and restores it into PGlite unchanged", async () => {
    const url = await emptyPostgresDatabase();
    await moveToPostgres(pglite(source), url);
    const file = path.join(newFolder(), "postgres.sql");
    await backupDatabase({ kind: "postgres", url }, file);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const target = newFolder();
    await restoreDatabase(pglite(target), file, false);
    expect(await snapshot(pglite(target))).toEqual(before);
    await expect(restoreDatabase({ kind: "postgres", url }, file, false)).rejects.toThrow(
      /already holds a site/,
    );
    await restoreDatabase({ kind: "postgres", url }, file, true);
    expect(await snapshot({ kind: "postgres", url })).toEqual(before);
  }, 120_000);
});

describe("the db commands", () => {
  const script = path.resolve(import.meta.dirname, "../../../../scripts/db.ts");
  const run = (args: string[], dataDir: string) =>
    runNode(["--import", "tsx", script, ...args], {
      env: { ...process.env, NODE_ENV: "test", DATA_DIR: dataDir, DATABASE_URL: "" },
      timeoutMs: 50_000,
    });

  it("print their usage, and a clear message with exit code 1 when the folder is in use", async () => {
    const usage = await run([], source);
    expect(usage.status).toBe(1);
    expect(usage.stderr).toContain("npm run db:backup -- FILE");
    const release = lockDataDir(source);
    try {
      const refused = await run(["backup", path.join(newFolder(), "site.sql")], source);
      expect(refused.status).toBe(1);
      expect(refused.stderr).toMatch(/^The data folder .* is already in use by another running process/);
    } finally {
      release();
    }
  }, 60_000);

  it("back up a folder to a file that restores", async () => {
    const file = path.join(newFolder(), "site.sql");
    const backup = await run(["backup", file], source);
    expect(backup.stderr).toBe("");
    expect(backup.stdout).toContain(`is backed up to ${file}.`);
    const restore = await run(["restore", file], newFolder());
    expect(restore.stdout).toMatch(/is restored into the data folder .* \(\d+ people, \d+ checklists\)/);
  }, 60_000);
});
