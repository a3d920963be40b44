import { chmodSync, mkdirSync, readdirSync } from "node:fs";
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
  chmodSync(folder, OWNER_ONLY_FOLDER);
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const entryPath = path.join(folder, entry.name);
    if (entry.isDirectory()) makeTreeOwnerOnly(entryPath);
    else if (entry.isFile()) chmodSync(entryPath, OWNER_ONLY_FILE);
  }
}
