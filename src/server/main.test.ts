import { describe, expect, it } from "vitest";
import { runNode } from "./test-support/run-node.ts";

async function start(env: Record<string, string>): Promise<{ code: number | null; stderr: string }> {
  const { status, stderr } = await runNode(["--import", "tsx", "src/server/main.ts"], {
    env: { PATH: process.env.PATH ?? "", ...env },
    timeoutMs: 20_000,
  });
  return { code: status, stderr };
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
