import http from "node:http";
import net, { type AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BrowserClient } from "../test-support/browser-client.ts";
import { startTestApp, type TestApp } from "../test-support/test-app.ts";
import { answerClientError } from "./errors.ts";
import { securityHeaders } from "./security-headers.ts";

/** One answer as the wire carried it: status, lower-cased headers, body text. */
interface Answer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

async function answerOf(response: Response): Promise<Answer> {
  return {
    status: response.status,
    headers: Object.fromEntries(response.headers),
    body: await response.text(),
  };
}

/** Reads every HTTP/1.1 answer in `raw` (a socket's whole output). */
function parseAnswers(raw: string): Answer[] {
  const answers: Answer[] = [];
  let rest = raw;
  while (rest.startsWith("HTTP/1.1 ")) {
    const headEnd = rest.indexOf("\r\n\r\n");
    const [statusLine = "", ...lines] = rest.slice(0, headEnd).split("\r\n");
    const headers: Record<string, string> = {};
    for (const line of lines) {
      const colon = line.indexOf(":");
      headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
    }
    const length = Number(headers["content-length"] ?? 0);
    const bodyStart = headEnd + 4;
    answers.push({
      status: Number(statusLine.split(" ")[1]),
      headers,
      body: rest.slice(bodyStart, bodyStart + length),
    });
    rest = rest.slice(bodyStart + length);
  }
  return answers;
}

/** Writes `text` on a fresh connection (then `later`, after `between` ran) and reads to its end. */
async function rawExchange(url: string, text: string, between?: () => void, later = ""): Promise<Answer[]> {
  const socket = net.connect(Number(new URL(url).port), "localhost");
  let output = "";
  socket.on("data", (chunk) => {
    output += chunk.toString("latin1");
  });
  socket.on("error", () => {});
  const closed = new Promise<void>((resolve) => socket.on("close", () => resolve()));
  socket.write(text);
  if (between) {
    await new Promise((resolve) => setTimeout(resolve, 200));
    between();
    await new Promise((resolve) => setTimeout(resolve, 200));
    socket.write(later);
  }
  await closed;
  return parseAnswers(output);
}

/** What every answer carries (D6), from the one list the plugin sets. */
function expectSecurityHeaders(answer: Answer, t: TestApp, name: string) {
  for (const [header, value] of securityHeaders(t.config)) {
    expect(answer.headers[header.toLowerCase()], `${name}: ${header}`).toBe(value);
  }
}

/** The house's error shape (D7), and nothing else in the body. */
function expectErrorShape(answer: Answer, name: string, code?: string) {
  expect(answer.headers["content-type"], name).toMatch(/^application\/json/);
  const body = JSON.parse(answer.body);
  const { field, ...error } = body.error;
  expect(error, name).toEqual({ code: code ?? expect.any(String), message: expect.any(String) });
  expect(field === undefined || typeof field === "string", name).toBe(true);
  expect(Object.keys(body), name).toEqual(["error"]);
}

interface Case {
  name: string;
  send: (t: TestApp) => Promise<Answer>;
  status: number;
  /** The error code of an error answer; "page" for the app's HTML page, "ok" for a plain answer. */
  kind: string;
  /** Extra checks of this case. */
  also?: (answer: Answer, t: TestApp) => void | Promise<void>;
}

const get = (path: string, init?: RequestInit) => async (t: TestApp) =>
  answerOf(await fetch(`${t.url}${path}`, { redirect: "manual", ...init }));

const signedIn = (path: string) => async (t: TestApp) => {
  const browser = new BrowserClient(t.url);
  await browser.signIn({ name: "Answer Reader", email: "answers@example.com" });
  return answerOf(await browser.request(path));
};

const json = (method: string, path: string, body: string) => async (t: TestApp) =>
  answerOf(
    await fetch(`${t.url}${path}`, {
      method,
      body,
      headers: { "content-type": "application/json", origin: t.url },
    }),
  );

/** A page the router alone could not read answers as the page of a missing subject does. */
const likeMissingPage = (missingPath: string) => async (answer: Answer, t: TestApp) => {
  const missing = await signedIn(missingPath)(t);
  expect(answer.headers["cache-control"]).toBe(missing.headers["cache-control"]);
  expect(answer.headers.vary).toBe(missing.headers.vary);
  // Through every hook like any other request (the request id is set by one).
  expect(answer.headers["x-request-id"]).toBeTruthy();
};

const cases: Case[] = [
  { name: "a page", send: get("/"), status: 200, kind: "page" },
  { name: "an API answer", send: get("/api/health"), status: 200, kind: "ok" },
  { name: "an API error", send: get("/api/me"), status: 401, kind: "unauthenticated" },
  { name: "an unknown API path", send: get("/api/nope"), status: 404, kind: "not_found" },
  { name: "the 404 page", send: get("/no/such/page"), status: 404, kind: "page" },
  { name: "a static file", send: get("/index.html"), status: 200, kind: "ok" },
  { name: "the manifest", send: get("/manifest.webmanifest"), status: 200, kind: "ok" },
  { name: "the OpenAPI document", send: get("/api/openapi.json"), status: 200, kind: "ok" },
  {
    name: "a checklist's preview image (D47)",
    send: get("/checklist/first-night-survival/preview.png"),
    status: 200,
    kind: "ok",
    also: (answer) => expect(answer.headers["content-type"]).toBe("image/png"),
  },
  {
    name: "the preview image of a checklist that is not there",
    send: get("/checklist/no-such-checklist/preview.png"),
    status: 404,
    kind: "not_found",
  },
  {
    name: "the preview image of a run that is not there",
    send: get("/runs/00000000-0000-4000-8000-000000000000/preview.png"),
    status: 404,
    kind: "run_missing",
  },
  {
    name: "the page of a run that is not there",
    send: get("/runs/00000000-0000-4000-8000-000000000000"),
    status: 404,
    kind: "page",
  },
  {
    name: "a preview image written to",
    send: json("POST", "/checklist/first-night-survival/preview.png", "{}"),
    status: 405,
    kind: "method_not_allowed",
    also: (answer) => expect(answer.headers.allow).toBe("GET, HEAD"),
  },
  {
    name: "a checklist page with a malformed escape, signed in",
    send: signedIn("/checklist/%ff"),
    status: 404,
    kind: "page",
    also: likeMissingPage("/checklist/no-such-checklist"),
  },
  {
    name: "a profile page with a malformed escape and a trailing slash, signed in",
    send: signedIn("/users/%ff/"),
    status: 404,
    kind: "page",
    also: likeMissingPage("/users/no-such-person"),
  },
  {
    name: "a malformed escape in the API",
    send: get("/api/checklists/%ff"),
    status: 404,
    kind: "checklist_missing",
  },
  { name: "a malformed escape elsewhere", send: get("/%E0%A4%A"), status: 404, kind: "page" },
  {
    name: "a page address with an over-long id",
    send: get(`/checklist/${"a".repeat(3000)}`),
    status: 404,
    kind: "page",
  },
  {
    name: "an API address with an over-long id",
    send: get(`/api/checklists/${"a".repeat(3000)}`),
    status: 404,
    kind: "not_found",
  },
  {
    name: "a method the document does not list on an existing path",
    send: json("PUT", "/api/me", "{}"),
    status: 405,
    kind: "method_not_allowed",
    also: (answer) => expect(answer.headers.allow).toBe("GET, HEAD, PATCH, DELETE"),
  },
  {
    name: "QUERY (a method with a body the router knows, sent without one) on an existing path",
    send: get("/api/checklists", { method: "QUERY" }),
    status: 405,
    kind: "method_not_allowed",
    also: (answer) => expect(answer.headers.allow).toBe("GET, HEAD, POST"),
  },
  {
    name: "QUERY with a JSON body on an existing path",
    send: json("QUERY", "/api/me", "{}"),
    status: 405,
    kind: "method_not_allowed",
    also: (answer) => expect(answer.headers.allow).toBe("GET, HEAD, PATCH, DELETE"),
  },
  {
    name: "a method on an existing path with a parameter",
    send: json("POST", "/api/checklists/first-night-survival/like", "{}"),
    status: 405,
    kind: "method_not_allowed",
    also: (answer) => expect(answer.headers.allow).toBe("PUT, DELETE"),
  },
  {
    name: "a page's address written to",
    send: json("POST", "/about", "{}"),
    status: 405,
    kind: "method_not_allowed",
    also: (answer) => expect(answer.headers.allow).toBe("GET, HEAD"),
  },
  {
    name: "a method on an unknown path",
    send: json("POST", "/api/nope", "{}"),
    status: 404,
    kind: "not_found",
  },
  {
    name: "a method on an unknown page path",
    send: json("DELETE", "/no/such/page", "{}"),
    status: 404,
    kind: "not_found",
  },
  {
    name: "a body that is not JSON",
    send: json("POST", "/api/analytics/pageview", "{not json"),
    status: 400,
    kind: "bad_request",
  },
  {
    name: "a body that is not JSON, to an operation that takes none",
    send: json("POST", "/auth/logout", "{not json"),
    status: 400,
    kind: "bad_request",
    also: async (_answer, t) => {
      const doc = await (await fetch(`${t.url}/api/openapi.json`)).json();
      expect(Object.keys(doc.paths["/auth/logout"].post.responses)).toContain("400");
    },
  },
  {
    name: "a body over the limit (413)",
    send: json("POST", "/api/analytics/pageview", JSON.stringify({ path: `/${"a".repeat(300_000)}` })),
    status: 413,
    kind: "payload_too_large",
  },
  {
    name: "an invalid body (422)",
    send: json("POST", "/api/analytics/pageview", JSON.stringify({ path: "no-slash" })),
    status: 422,
    kind: "validation_failed",
  },
  {
    name: "a write from another site (403)",
    send: get("/auth/logout", { method: "POST", headers: { origin: "https://evil.example" } }),
    status: 403,
    kind: "csrf_rejected",
  },
  {
    name: "an address over 16 KB (431)",
    send: async (t) =>
      (
        await rawExchange(t.url, `GET /${"a".repeat(17_000)} HTTP/1.1\r\nHost: localhost\r\n\r\n`)
      )[0] as Answer,
    status: 431,
    kind: "headers_too_large",
  },
  {
    name: "a malformed request line (400)",
    send: async (t) => (await rawExchange(t.url, "GARBAGE\r\n\r\n"))[0] as Answer,
    status: 400,
    kind: "bad_request",
  },
];

describe("every answer carries the security headers, and errors the house's shape", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp("pglite");
  });
  afterAll(async () => {
    await t?.close();
  });

  it("a request whose headers never finish arriving: 408 request_timeout, in the house's shape", async () => {
    // The app's own handler on a Node server whose timeouts are short enough to wait for (the
    // app keeps Node's: headers within 60 s, checked every 30 s).
    const server = http.createServer(
      { headersTimeout: 300, requestTimeout: 300, connectionsCheckingInterval: 50 },
      (_request, response) => response.end(),
    );
    server.on("clientError", answerClientError(t.config));
    await new Promise<void>((resolve) => server.listen(0, resolve));
    try {
      const url = `http://localhost:${(server.address() as AddressInfo).port}`;
      const [answer] = await rawExchange(url, "GET / HTTP/1.1\r\nHost: localhost\r\nX-Slow: 1");
      expect(answer?.status).toBe(408);
      expectSecurityHeaders(answer as Answer, t, "408");
      expectErrorShape(answer as Answer, "408", "request_timeout");
    } finally {
      server.close();
    }
  });

  it.each(cases)("$name: $status", async ({ name, send, status, kind, also }) => {
    const answer = await send(t);
    expect(answer.status, name).toBe(status);
    expectSecurityHeaders(answer, t, name);
    if (kind === "page") {
      expect(answer.headers["content-type"], name).toMatch(/^text\/html/);
      expect(answer.body, name).toContain('<div id="root">');
    } else if (kind !== "ok") {
      expectErrorShape(answer, name, kind);
    }
    await also?.(answer, t);
  });

  it("documents 400 and 413 for every operation that can be sent a body", async () => {
    const doc = await (await fetch(`${t.url}/api/openapi.json`)).json();
    const undocumented: string[] = [];
    for (const [path, item] of Object.entries(
      doc.paths as Record<string, Record<string, { responses: object }>>,
    )) {
      for (const [method, operation] of Object.entries(item)) {
        if (!["post", "put", "patch", "delete"].includes(method)) continue;
        for (const status of ["400", "413"]) {
          if (!(status in operation.responses)) undocumented.push(`${method} ${path} ${status}`);
        }
      }
    }
    expect(undocumented).toEqual([]);
  });
});

describe("answers of a server that is closing, or without its provider", () => {
  it("answers a request that arrives while the server closes with 503 in the house's shape", async () => {
    const t = await startTestApp("pglite");
    const body = JSON.stringify({ path: "/closing" });
    const head = (more: string) =>
      `POST /api/analytics/pageview HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n${more}\r\n`;
    let closed: Promise<void> = Promise.resolve();
    // The first request is under way when the server starts closing; the second comes after.
    const answers = await rawExchange(
      t.url,
      head("") + body.slice(0, 5),
      () => {
        closed = t.close();
      },
      `${body.slice(5)}${head("Connection: close\r\n")}${body}`,
    );
    await closed;
    expect(answers.map((answer) => answer.status)).toEqual([204, 503]);
    const closing = answers[1] as Answer;
    expectSecurityHeaders(closing, t, "closing");
    expectErrorShape(closing, "closing", "unavailable");
  });

  it("sends a sign-in to the sign-in page with a message when the provider cannot be reached", async () => {
    const t = await startTestApp("pglite", {
      OIDC_ISSUER: "http://127.0.0.1:9/unreachable",
      OIDC_CLIENT_ID: "client",
      OIDC_CLIENT_SECRET: "secret",
    });
    try {
      const answer = await answerOf(
        await fetch(`${t.url}/auth/login?returnTo=%2Fabout`, { redirect: "manual" }),
      );
      expect(answer.status).toBe(302);
      expect(answer.headers.location).toBe("/sign-in?error=provider_unreachable&from=%2Fabout");
      expectSecurityHeaders(answer, t, "login");
    } finally {
      await t.close();
    }
  });
});
