import type { SignInProvider } from "#shared/sign-in-providers.ts";

function localForm(fields: { name?: string; email?: string; intent?: "sign-in" | "moderator" }) {
  return { name: fields.name ?? "", email: fields.email ?? "", intent: fields.intent ?? "sign-in" };
}

/**
 * A tiny browser for API tests: a cookie jar, the site's Origin on writes, and manual
 * redirects, so tests walk the real sign-in flow through the local issuer.
 */
export class BrowserClient {
  readonly cookies = new Map<string, string>();
  /**
   * The local issuer's per-interaction cookies, scoped by path (`/oidc/interaction/{uid}`) as a
   * browser keeps them, so two sign-ins in two tabs each keep their own; by "path name".
   */
  private readonly scoped = new Map<string, { path: string; name: string; value: string }>();

  constructor(readonly origin: string) {}

  private store(response: Response) {
    for (const header of response.headers.getSetCookie()) {
      const [pair, ...attributes] = header.split(";");
      const eq = pair?.indexOf("=") ?? -1;
      if (!pair || eq < 0) continue;
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      const expired = attributes.some((a) => {
        const [key, val] = a.trim().split("=");
        if (key?.toLowerCase() === "max-age") return Number(val) <= 0;
        if (key?.toLowerCase() === "expires") return new Date(val ?? "").getTime() < Date.now();
        return false;
      });
      const path = attributes
        .map((a) => a.trim().split("="))
        .find(([key]) => key?.toLowerCase() === "path")?.[1];
      if (path?.startsWith("/oidc/")) {
        const key = `${path} ${name}`;
        if (expired || value === "") this.scoped.delete(key);
        else this.scoped.set(key, { path, name, value });
      } else if (expired || value === "") this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  /** The Cookie header for a request to `path` (its scoped cookies with the others). */
  cookieHeader(path = "/"): string {
    const scoped = [...this.scoped.values()]
      .filter((cookie) => path === cookie.path || path.startsWith(`${cookie.path}/`))
      .map((cookie) => [cookie.name, cookie.value] as const);
    return [...this.cookies, ...scoped].map(([k, v]) => `${k}=${v}`).join("; ");
  }

  async request(
    path: string,
    init: { method?: string; json?: unknown; headers?: Record<string, string>; body?: string } = {},
  ) {
    const url = new URL(path, this.origin);
    const method = init.method ?? "GET";
    const headers: Record<string, string> = { cookie: this.cookieHeader(url.pathname), ...init.headers };
    if (method !== "GET" && method !== "HEAD" && !("origin" in headers)) headers.origin = this.origin;
    let body = init.body;
    if (init.json !== undefined) {
      headers["content-type"] = "application/json";
      body = JSON.stringify(init.json);
    }
    const response = await fetch(url, { method, headers, body, redirect: "manual" });
    this.store(response);
    return response;
  }

  /** GET and follow redirects on this site; returns the final response and the path it ended on. */
  async follow(
    path: string,
    init: { method?: string; body?: string; headers?: Record<string, string> } = {},
  ) {
    let response = await this.request(path, init);
    let location = path;
    for (let hops = 0; hops < 15 && response.status >= 300 && response.status < 400; hops++) {
      const next = response.headers.get("location");
      if (!next) break;
      const target = new URL(next, new URL(location, this.origin));
      if (target.origin !== this.origin) return { response, path: target.toString() };
      location = target.pathname + target.search;
      response = await this.request(location);
    }
    return { response, path: location };
  }

  /** Starts sign-in with a provider's stand-in and stops at the local issuer's form; returns the form's action path. */
  async openLocalSignIn(returnTo?: string, provider: SignInProvider = "google"): Promise<string> {
    const start = `/auth/login?provider=${provider}${returnTo ? `&returnTo=${encodeURIComponent(returnTo)}` : ""}`;
    return this.localFormAt(start);
  }

  private async localFormAt(start: string): Promise<string> {
    const { response, path } = await this.follow(start);
    if (response.status !== 200 || !path.startsWith("/oidc/interaction/")) {
      throw new Error(`expected the local sign-in page, got ${response.status} at ${path}`);
    }
    const html = await response.text();
    const action = /<form method="post" action="([^"]+)"/.exec(html)?.[1];
    if (!action) throw new Error("no sign-in form");
    return action;
  }

  /** Submits the local issuer's form and stops at the redirect back to /auth/callback. */
  async submitLocalSignIn(action: string, fields: Record<string, string>): Promise<string> {
    let response = await this.request(action, {
      method: "POST",
      body: new URLSearchParams(fields).toString(),
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    let location = action;
    for (let hops = 0; hops < 10; hops++) {
      const next = response.headers.get("location");
      if (!next)
        throw new Error(`sign-in stopped with ${response.status} at ${location}: ${await response.text()}`);
      const target = new URL(next, new URL(location, this.origin));
      location = target.pathname + target.search;
      if (target.pathname === "/auth/callback") return location;
      response = await this.request(location);
    }
    throw new Error("too many redirects");
  }

  /** The whole flow: sign in as this person and land where the site sends them. */
  async signIn(
    fields: { name?: string; email?: string; intent?: "sign-in" | "moderator" },
    returnTo?: string,
    provider: SignInProvider = "google",
  ) {
    const action = await this.openLocalSignIn(returnTo, provider);
    return this.follow(await this.submitLocalSignIn(action, localForm(fields)));
  }

  /**
   * Connects another provider's stand-in to the signed-in account (D55): POST /auth/link,
   * that provider's form, the callback; returns where the site lands (Settings, with the result).
   */
  async link(provider: SignInProvider, fields: { name?: string; email?: string }) {
    const started = await this.request(`/auth/link?provider=${provider}`, { method: "POST" });
    if (started.status !== 200) return { response: started, path: null };
    const { location } = (await started.json()) as { location: string };
    const action = await this.localFormAt(new URL(location).pathname + new URL(location).search);
    return this.follow(await this.submitLocalSignIn(action, localForm(fields)));
  }
}
