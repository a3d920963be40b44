import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config.ts";

const strongSecret = "k3J9x!vQ2m@Lr8#Zp5&Wt1^Yb7*Nc4%Hd6";

function problems(env: Record<string, string>): string[] {
  try {
    loadConfig(env, "/tmp");
    return [];
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
}

describe("configuration", () => {
  it("runs in local mode with nothing set", () => {
    const config = loadConfig({}, "/tmp");
    expect(config).toMatchObject({
      localMode: true,
      port: 3000,
      publicUrl: "http://localhost:3000",
      seedDemo: true,
    });
    expect(config.database).toEqual({ kind: "pglite", dataDir: "/tmp/data" });
    expect(config.providers).toEqual([]);
    expect(config.signInProviders).toEqual(["microsoft", "discord", "google"]);
  });

  it("uses PostgreSQL when DATABASE_URL is set", () => {
    expect(loadConfig({ DATABASE_URL: "postgres://u:p@db:5432/x" }, "/tmp").database).toEqual({
      kind: "postgres",
      url: "postgres://u:p@db:5432/x",
    });
    expect(problems({ DATABASE_URL: "mysql://nope" })).toEqual([expect.stringContaining("DATABASE_URL")]);
  });

  it("refuses to start in production without a public URL, a strong secret and a real provider", () => {
    const found = problems({ NODE_ENV: "production" });
    expect(found).toEqual([
      expect.stringContaining("PUBLIC_URL is required"),
      expect.stringContaining("SESSION_SECRET is required"),
      expect.stringContaining("identity provider is required"),
    ]);
  });

  it("refuses a weak or default secret and plain http in production", () => {
    const found = problems({
      NODE_ENV: "production",
      PUBLIC_URL: "http://example.com",
      SESSION_SECRET: "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa",
      GOOGLE_CLIENT_ID: "id",
      GOOGLE_CLIENT_SECRET: "secret",
    });
    expect(found).toEqual([expect.stringContaining("https://"), expect.stringContaining("too weak")]);
  });

  it("starts in production with Google, never in local mode and without demo data", () => {
    const config = loadConfig(
      {
        NODE_ENV: "production",
        PUBLIC_URL: "https://checkcraft.example.com",
        SESSION_SECRET: strongSecret,
        GOOGLE_CLIENT_ID: "id.apps.googleusercontent.com",
        GOOGLE_CLIENT_SECRET: "secret",
      },
      "/tmp",
    );
    expect(config.localMode).toBe(false);
    expect(config.seedDemo).toBe(false);
    expect(config.providers).toMatchObject([{ id: "google", issuer: "https://accounts.google.com" }]);
    expect(config.signInProviders).toEqual(["google"]);
  });

  const production = {
    NODE_ENV: "production",
    PUBLIC_URL: "https://checkcraft.example.com",
    SESSION_SECRET: strongSecret,
  };

  it("lets tests stand a loopback receiver in for Discord's webhook hosts, and refuses that in production (D72)", () => {
    expect(loadConfig({}, "/tmp").discordTestOrigin).toBeNull();
    expect(loadConfig({ DISCORD_TEST_ORIGIN: "http://127.0.0.1:4567" }, "/tmp").discordTestOrigin).toBe(
      "http://127.0.0.1:4567",
    );
    for (const origin of [
      "https://evil.example",
      "http://10.0.0.2:80",
      "http://127.0.0.1:4567/path",
      "nope",
    ]) {
      expect(problems({ DISCORD_TEST_ORIGIN: origin }), origin).toEqual([
        expect.stringContaining("DISCORD_TEST_ORIGIN must be a loopback http origin"),
      ]);
    }
    expect(
      problems({
        ...production,
        GOOGLE_CLIENT_ID: "g",
        GOOGLE_CLIENT_SECRET: "gs",
        DISCORD_TEST_ORIGIN: "http://127.0.0.1:4567",
      }),
    ).toEqual([expect.stringContaining("DISCORD_TEST_ORIGIN is for tests only")]);
  });

  it("takes Microsoft, Discord and Google at once, each by its own variables, offered in that order (D55)", () => {
    const config = loadConfig(
      {
        ...production,
        GOOGLE_CLIENT_ID: "g",
        GOOGLE_CLIENT_SECRET: "gs",
        DISCORD_CLIENT_ID: "d",
        DISCORD_CLIENT_SECRET: "ds",
        MICROSOFT_CLIENT_ID: "m",
        MICROSOFT_CLIENT_SECRET: "ms",
      },
      "/tmp",
    );
    expect(config.signInProviders).toEqual(["microsoft", "discord", "google"]);
    expect(config.providers).toEqual(
      expect.arrayContaining([
        {
          id: "microsoft",
          issuer: "https://login.microsoftonline.com/common/v2.0",
          clientId: "m",
          clientSecret: "ms",
        },
        { id: "discord", clientId: "d", clientSecret: "ds" },
      ]),
    );
    const discordOnly = loadConfig(
      { ...production, DISCORD_CLIENT_ID: "d", DISCORD_CLIENT_SECRET: "ds" },
      "/tmp",
    );
    expect(discordOnly.signInProviders).toEqual(["discord"]);
  });

  it("refuses a provider configured by half, naming the missing variable", () => {
    for (const [set, missing] of [
      ["MICROSOFT_CLIENT_ID", "MICROSOFT_CLIENT_SECRET"],
      ["MICROSOFT_CLIENT_SECRET", "MICROSOFT_CLIENT_ID"],
      ["DISCORD_CLIENT_ID", "DISCORD_CLIENT_SECRET"],
      ["DISCORD_CLIENT_SECRET", "DISCORD_CLIENT_ID"],
      ["GOOGLE_CLIENT_ID", "GOOGLE_CLIENT_SECRET"],
    ] as const) {
      // Another provider configured whole, so the half one is the only problem.
      const whole: Record<string, string> = set.startsWith("DISCORD")
        ? { GOOGLE_CLIENT_ID: "g", GOOGLE_CLIENT_SECRET: "gs" }
        : { DISCORD_CLIENT_ID: "d", DISCORD_CLIENT_SECRET: "ds" };
      const env = { ...production, ...whole, [set]: "x" };
      expect(problems(env), set).toEqual([expect.stringMatching(new RegExp(`^${missing} is missing`))]);
    }
  });

  it("takes a Microsoft tenant (common by default) and refuses anything else", () => {
    const microsoft = { ...production, MICROSOFT_CLIENT_ID: "m", MICROSOFT_CLIENT_SECRET: "ms" };
    const consumers = loadConfig({ ...microsoft, MICROSOFT_TENANT: "consumers" }, "/tmp");
    expect(consumers.providers).toMatchObject([
      { issuer: "https://login.microsoftonline.com/consumers/v2.0" },
    ]);
    const discord = { DISCORD_CLIENT_ID: "d", DISCORD_CLIENT_SECRET: "ds" };
    expect(problems({ ...microsoft, ...discord, MICROSOFT_TENANT: "evil.example/x" })).toEqual([
      expect.stringContaining("MICROSOFT_TENANT"),
    ]);
  });

  it("accepts a generic OIDC provider, all three values together", () => {
    expect(problems({ OIDC_ISSUER: "https://id.example.com" })).toEqual([
      expect.stringContaining("must be set together"),
    ]);
    const config = loadConfig(
      { OIDC_ISSUER: "https://id.example.com", OIDC_CLIENT_ID: "a", OIDC_CLIENT_SECRET: "b" },
      "/tmp",
    );
    expect(config.localMode).toBe(false);
  });

  it("explains a bad port, a URL with a path and unknown rate limits", () => {
    expect(problems({ PORT: "http" })).toEqual([expect.stringContaining("PORT")]);
    expect(problems({ PUBLIC_URL: "https://example.com/app" })).toEqual([
      expect.stringContaining("without a path"),
    ]);
    expect(problems({ RATE_LIMITS: '{"nope":{"max":1,"windowSeconds":1}}' })).toEqual([
      expect.stringContaining("unknown limit"),
    ]);
    expect(
      loadConfig({ RATE_LIMITS: '{"signInPerIp":{"max":5,"windowSeconds":10}}' }, "/tmp").rateLimits
        .signInPerIp,
    ).toEqual({
      max: 5,
      windowSeconds: 10,
    });
  });

  it("trusts a number of proxies or their addresses, never any X-Forwarded-For (TRUST_PROXY=true)", () => {
    const google = { GOOGLE_CLIENT_ID: "id", GOOGLE_CLIENT_SECRET: "secret" };
    expect(loadConfig({}, "/tmp").trustProxy).toBe(false);
    expect(loadConfig({ ...google, TRUST_PROXY: "1" }, "/tmp").trustProxy).toBe(1);
    expect(loadConfig({ ...google, TRUST_PROXY: "10.0.0.2, 10.0.1.0/24,::1" }, "/tmp").trustProxy).toBe(
      "10.0.0.2,10.0.1.0/24,::1",
    );
    for (const value of ["true", "yes", "10.0.0.300", "10.0.0.0/33", "99"]) {
      expect(problems({ ...google, TRUST_PROXY: value }), value).toEqual([
        expect.stringContaining("TRUST_PROXY"),
      ]);
    }
  });

  it("never publishes local mode: a PUBLIC_URL off this machine and TRUST_PROXY are refused (issue 35)", () => {
    for (const url of [
      "http://localhost:3000",
      "http://127.0.0.1:3000",
      "http://[::1]:3000",
      "https://localhost",
    ]) {
      expect(loadConfig({ PUBLIC_URL: url }, "/tmp").localMode, url).toBe(true);
    }
    for (const url of [
      "https://checkcraft.example.com",
      "http://192.168.1.5:3000",
      "http://checkcraft.lan",
    ]) {
      expect(problems({ PUBLIC_URL: url }), url).toEqual([expect.stringMatching(/^PUBLIC_URL=.*local mode/)]);
    }
    expect(problems({ PUBLIC_URL: "https://checkcraft.example.com", TRUST_PROXY: "1" })).toEqual([
      expect.stringMatching(/^PUBLIC_URL=/),
      expect.stringMatching(/^TRUST_PROXY: local mode/),
    ]);
    for (const value of ["1", "10.0.0.2"]) {
      expect(problems({ TRUST_PROXY: value }), value).toEqual([
        expect.stringMatching(/^TRUST_PROXY: local mode/),
      ]);
    }
  });

  it("keeps local mode (anyone may sign in as the moderator) on this machine only", () => {
    for (const host of ["localhost", "127.0.0.1", "::1"]) {
      expect(loadConfig({ HOST: host }, "/tmp").host).toBe(host);
    }
    for (const host of ["0.0.0.0", "::", "192.168.1.5"]) {
      expect(problems({ HOST: host }), host).toEqual([expect.stringContaining("local mode")]);
    }
    const google = { GOOGLE_CLIENT_ID: "id", GOOGLE_CLIENT_SECRET: "secret" };
    expect(loadConfig({ ...google, HOST: "0.0.0.0", SESSION_SECRET: strongSecret }, "/tmp").host).toBe(
      "0.0.0.0",
    );
  });

  it("never serves other machines with the built-in development secret, whatever NODE_ENV says", () => {
    const google = { GOOGLE_CLIENT_ID: "id", GOOGLE_CLIENT_SECRET: "secret" };
    const oidc = { OIDC_ISSUER: "https://id.example.com", OIDC_CLIENT_ID: "a", OIDC_CLIENT_SECRET: "b" };
    for (const provider of [google, oidc]) {
      for (const host of ["0.0.0.0", "::", "192.168.1.5", "checkcraft.lan"]) {
        const nodeEnvs: Record<string, string>[] = [{}, { NODE_ENV: "development" }, { NODE_ENV: "test" }];
        for (const nodeEnv of nodeEnvs) {
          expect(problems({ ...provider, ...nodeEnv, HOST: host }), host).toEqual([
            expect.stringMatching(new RegExp(`^SESSION_SECRET is required when HOST=${host}`)),
          ]);
        }
        const weak = {
          ...provider,
          HOST: host,
          SESSION_SECRET: "local-development-secret-not-for-production",
        };
        expect(problems(weak), host).toEqual([expect.stringContaining("SESSION_SECRET")]);
      }
      // On this machine only, the development secret stays fine (npm run dev with a provider).
      expect(loadConfig({ ...provider, HOST: "127.0.0.1" }, "/tmp").sessionSecret).toBeTruthy();
    }
  });
});
