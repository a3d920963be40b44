import { closeSync, openSync, readFileSync, rmSync, writeSync } from "node:fs";
import path from "node:path";
import { makeTreeOwnerOnly, OWNER_ONLY_FILE, ownerOnlyFolder } from "./owner-only.ts";

export class DataDirLockedError extends Error {
  constructor(dataDir: string, pid: number) {
    super(
      `The data folder ${dataDir} is already in use by another running process (pid ${pid}). ` +
        "PGlite serves one process only: stop the other one, or set DATA_DIR to another folder, " +
        "or use PostgreSQL with DATABASE_URL to run several processes.",
    );
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/**
 * Takes an exclusive lock on a PGlite data folder (D2). PGlite does not lock its folder and
 * two processes on one folder silently lose commits. A lock left by a dead process is taken over.
 * The folder is made the owner's only (D58), and its whole tree again on release. Returns the
 * function that releases it.
 */
export function lockDataDir(dataDir: string): () => void {
  ownerOnlyFolder(dataDir);
  const lockFile = path.join(dataDir, "app.lock");
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(lockFile, "wx", OWNER_ONLY_FILE);
      writeSync(fd, String(process.pid));
      closeSync(fd);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        rmSync(lockFile, { force: true });
        makeTreeOwnerOnly(dataDir);
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const pid = Number(readFileSync(lockFile, "utf8").trim());
      if (Number.isInteger(pid) && pid > 0 && pid !== process.pid && isAlive(pid)) {
        throw new DataDirLockedError(dataDir, pid);
      }
      if (pid === process.pid) throw new DataDirLockedError(dataDir, pid);
      rmSync(lockFile, { force: true });
    }
  }
  throw new Error(`Could not lock ${dataDir}.`);
}
