import type { FastifyInstance } from "fastify";
import type { AppConfig } from "../config.ts";
import { earlyTapsHash } from "./early-taps.ts";

/** D6: computed once, set on every response (errors, static files and the local issuer included). */
export function securityHeaders(config: AppConfig): [string, string][] {
  const csp = [
    "default-src 'self'",
    // The rendered pages' one inline script (D57), allowed by its hash alone.
    `script-src 'self' ${earlyTapsHash()}`,
    "style-src 'self'",
    "img-src 'self' https: data:",
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    "form-action 'self'",
  ].join("; ");
  const headers: [string, string][] = [
    ["Content-Security-Policy", csp],
    ["X-Content-Type-Options", "nosniff"],
    ["Referrer-Policy", "strict-origin-when-cross-origin"],
    ["X-Frame-Options", "DENY"],
    ["Cross-Origin-Opener-Policy", "same-origin"],
    ["Permissions-Policy", "camera=(), microphone=(), geolocation=(), interest-cohort=()"],
  ];
  if (config.env === "production") {
    headers.push(["Strict-Transport-Security", "max-age=31536000; includeSubDomains"]);
  }
  return headers;
}

export function registerSecurityHeaders(app: FastifyInstance, config: AppConfig) {
  const headers = securityHeaders(config);
  app.addHook("onRequest", (_request, reply, done) => {
    // Set on the raw response so hijacked replies (the local issuer) carry them too.
    for (const [name, value] of headers) reply.raw.setHeader(name, value);
    done();
  });
}
