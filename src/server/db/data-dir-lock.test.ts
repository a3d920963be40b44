import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { DataDirLockedError, lockDataDir } from "./data-dir-lock.ts";

const dirs: string[] = [];
function tempDir() {
  const dir = mkdtempSync(path.join(tmpdir(), "lock-test-"));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe("the PGlite data folder lock", () => {
  it("refuses a second lock on the same folder while the first is held", () => {
    const dir = tempDir();
    const release = lockDataDir(dir);
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    release();
    const again = lockDataDir(dir);
    again();
  });

  it("releases without an error when the folder was removed meanwhile (D58's walk finds nothing)", () => {
    const dir = tempDir();
    const release = lockDataDir(dir);
    rmSync(dir, { recursive: true, force: true });
    expect(() => release()).not.toThrow();
  });

  it("takes over a lock left by a process that is gone", () => {
    const dir = tempDir();
    const lockFile = path.join(dir, "app.lock");
    writeFileSync(lockFile, "999999");
    const release = lockDataDir(dir);
    expect(readFileSync(lockFile, "utf8")).toBe(String(process.pid));
    release();
    expect(existsSync(lockFile)).toBe(false);
  });

  it("makes a second server process on the same folder refuse to start with a clear message", async () => {
    const dir = tempDir();
    const release = lockDataDir(dir);
    try {
      const child = spawn(process.execPath, ["--import", "tsx", "src/server/main.ts"], {
        env: { ...process.env, DATA_DIR: dir, PORT: "0", NODE_ENV: "development", LOG_LEVEL: "silent" },
        stdio: ["ignore", "pipe", "pipe"],
      });
      let stderr = "";
      child.stderr.on("data", (chunk) => {
        stderr += chunk;
      });
      const code = await new Promise<number | null>((resolve) => child.on("exit", resolve));
      expect(code).toBe(1);
      expect(stderr).toContain("already in use by another running process");
    } finally {
      release();
    }
  });
});
