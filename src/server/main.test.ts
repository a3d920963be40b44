import { spawn } from "node:child_process";
import { describe, expect, it } from "vitest";

function start(env: Record<string, string>): Promise<{ code: number | null; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ["--import", "tsx", "src/server/main.ts"], {
      env: { PATH: process.env.PATH ?? "", ...env },
      stdio: ["ignore", "ignore", "pipe"],
    });
    let stderr = "";
    child.stderr.on("data", (chunk) => {
      stderr += chunk;
    });
    const timer = setTimeout(() => child.kill("SIGKILL"), 20_000);
    child.on("exit", (code) => {
      clearTimeout(timer);
      resolve({ code, stderr });
    });
  });
}

describe("starting the server", () => {
  it("refuses production without a provider, public URL and secret, and says why", async () => {
    const { code, stderr } = await start({ NODE_ENV: "production" });
    expect(code).toBe(1);
    expect(stderr).toContain("PUBLIC_URL is required");
    expect(stderr).toContain("SESSION_SECRET is required");
    expect(stderr).toContain("identity provider is required");
  });

  it("refuses production with the development secret even when the rest is set", async () => {
    const { code, stderr } = await start({
      NODE_ENV: "production",
      PUBLIC_URL: "https://checkcraft.example.com",
      SESSION_SECRET: "local-development-secret-not-for-production",
      GOOGLE_CLIENT_ID: "id",
      GOOGLE_CLIENT_SECRET: "secret",
    });
    expect(code).toBe(1);
    expect(stderr).toContain("SESSION_SECRET is too weak");
  });
});
