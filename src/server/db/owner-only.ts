import { chmodSync, type Dirent, mkdirSync, readdirSync } from "node:fs";
import path from "node:path";

/** D58: the data folder and what is in it are for the account that runs the site only. */
export const OWNER_ONLY_FOLDER = 0o700;
export const OWNER_ONLY_FILE = 0o600;

/** Creates the folder (and missing parents) 0700, and makes an existing one 0700 too. */
export function ownerOnlyFolder(folder: string): void {
  mkdirSync(folder, { recursive: true, mode: OWNER_ONLY_FOLDER });
  chmodSync(folder, OWNER_ONLY_FOLDER);
}

/**
 * Every folder below `folder` 0700 and every file 0600. PGlite writes its files 0666 whatever the
 * process's umask (its file system layer sets the mode itself), so the tree is walked after the
 * database opens and again when it closes; files it makes in between sit in a 0700 folder that no
 * other account can enter.
 */
export function makeTreeOwnerOnly(folder: string): void {
  if (!ownerOnly(folder, OWNER_ONLY_FOLDER)) return;
  let entries: Dirent[];
  try {
    entries = readdirSync(folder, { withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return;
    throw error;
  }
  for (const entry of entries) {
    const entryPath = path.join(folder, entry.name);
    if (entry.isDirectory()) makeTreeOwnerOnly(entryPath);
    else if (entry.isFile()) ownerOnly(entryPath, OWNER_ONLY_FILE);
  }
}

/**
 * chmod, where a file the database removed meanwhile (PostgreSQL drops and renames relation
 * files as it works, up to its last moment) is nothing to fix: false when it is gone.
 */
function ownerOnly(file: string, mode: number): boolean {
  try {
    chmodSync(file, mode);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return false;
    throw error;
  }
}
