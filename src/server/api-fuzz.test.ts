import { Ajv2020 } from "ajv/dist/2020.js";
import addFormats from "ajv-formats";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_RATE_LIMITS } from "./config.ts";
import type { BrowserClient } from "./test-support/browser-client.ts";
import { checklistInput } from "./test-support/checklist-input.ts";
import { testEngines } from "./test-support/databases.ts";
import { quickPerson } from "./test-support/people.ts";
import { storedState } from "./test-support/stored-state.ts";
import { startTestApp, type TestApp } from "./test-support/test-app.ts";

/**
 * Issue 13: every operation of the served OpenAPI document, as a guest, a member and a
 * moderator, with random and hostile values for every parameter and body field. Never a 5xx;
 * an error always in the error shape with the security headers; only documented statuses; a
 * success matches its documented schema; and a refused request changes nothing stored.
 * A fixed seed (FUZZ_SEED to try another); fast-check prints the seed and the case on failure.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_124);
const RUNS = Number(process.env.FUZZ_RUNS ?? 20);

/** No input to fuzz, and they end the actor's session or account: covered by their own tests. */
const LEFT_OUT = new Set(["POST /auth/logout", "DELETE /api/me", "GET /auth/callback"]);

type Schema = {
  $ref?: string;
  type?: string | string[];
  enum?: unknown[];
  properties?: Record<string, Schema>;
  items?: Schema;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  maxItems?: number;
  pattern?: string;
  allOf?: Schema[];
  anyOf?: Schema[];
  default?: unknown;
};
interface Parameter {
  in: "path" | "query";
  name: string;
  schema?: Schema;
}
interface Operation {
  parameters?: Parameter[];
  requestBody?: { content: { "application/json": { schema: Schema } } };
  responses: Record<string, { content?: { "application/json"?: { schema: Schema } } }>;
}

const LONE_SURROGATES = ["\ud800", "x\udfffy", "\udbff"];
const HOSTILE_TEXT = [
  "\u0000",
  "a\u0000b",
  ...LONE_SURROGATES,
  "$'<i>x</i>\"'$`",
  "$&$1",
  "<script>alert(1)</script>",
  "'; drop table users; --",
  "../../etc/passwd",
  "%00",
  "%",
  "🎮⛏️",
  " ",
  "",
  "\u202eevil",
  "a".repeat(5_000),
];
const HOSTILE_NUMBERS = [0, -1, 1.5, 1e308, -1e308, 2 ** 53 + 2, 2 ** 31, Number.MAX_SAFE_INTEGER];
/** Written into a URL as is: bad escapes, encoded NUL, invalid UTF-8, an encoded lone surrogate. */
const RAW_URL_TEXT = [
  "%ff",
  "%00",
  "%",
  "%zz",
  "%c0%ae",
  "%ed%a0%80",
  "a%2fb",
  "..",
  "%E2%82",
  "x".repeat(300),
];

const hostileText = fc.oneof(fc.constantFrom(...HOSTILE_TEXT), fc.string({ unit: "binary", maxLength: 40 }));
const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  hostileText,
  fc.constantFrom(...HOSTILE_NUMBERS),
  fc.integer(),
  fc.boolean(),
  fc.constant(null),
  fc.jsonValue({ maxDepth: 3 }),
);

/** The document's shared schemas, for the `$ref`s in operations. */
let components: Record<string, Schema> = {};
function resolved(schema: Schema | undefined): Schema | undefined {
  return schema?.$ref ? components[schema.$ref.replace("#/components/schemas/", "")] : schema;
}

/** A value near what the schema asks for (so that checks past the first one are reached). */
function plausible(reference: Schema | undefined): fc.Arbitrary<unknown> {
  const schema = resolved(reference);
  if (!schema) return hostileValue;
  if (schema.enum) return fc.constantFrom(...schema.enum);
  if (schema.anyOf?.length) return fc.oneof(...schema.anyOf.map(plausible));
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case "integer":
      return fc.integer({
        min: Math.max(schema.minimum ?? -5, -5),
        max: Math.min(schema.maximum ?? 100, 100),
      });
    case "number":
      return fc.double({ noNaN: true, min: -10, max: 100 });
    case "boolean":
      return fc.boolean();
    case "array":
      return fc.array(plausible(schema.items), { maxLength: Math.min(schema.maxItems ?? 4, 4) + 1 });
    case "object":
      return fieldsOf(schema, plausible);
    default:
      return plausibleText(schema);
  }
}

/** The schema's own pattern when it has one (comma-separated filters, say), else any short text. */
function plausibleText(schema: Schema): fc.Arbitrary<string> {
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.min(schema.maxLength ?? 30, 30);
  const pattern = [schema, ...(schema.allOf ?? [])]
    .map((part) => part.pattern)
    .find((candidate) => candidate && !candidate.includes("\\u0000"));
  if (!pattern) return fc.string({ minLength, maxLength: maxLength + 2 });
  return fc
    .stringMatching(new RegExp(pattern))
    .filter((text) => text.length >= minLength && text.length <= (schema.maxLength ?? 1000));
}

function valueFor(schema: Schema | undefined): fc.Arbitrary<unknown> {
  return fc.oneof({ arbitrary: plausible(schema), weight: 3 }, { arbitrary: hostileValue, weight: 2 });
}

function fieldsOf(schema: Schema, value: (field: Schema) => fc.Arbitrary<unknown>) {
  const fields = Object.fromEntries(
    Object.entries(schema.properties ?? {}).map(([name, field]) => [name, value(field)]),
  );
  return fc.record(fields, { requiredKeys: [] });
}

/**
 * Every documented field (each may be missing): all plausible, so that a request can succeed,
 * or each plausible or hostile; and sometimes a field the document does not know.
 */
function objectFor(reference: Schema): fc.Arbitrary<Record<string, unknown>> {
  const schema = resolved(reference) ?? {};
  return fc
    .tuple(
      fc.oneof(fieldsOf(schema, plausible), fieldsOf(schema, valueFor)),
      fc.option(
        fc.tuple(fc.constantFrom("unknownField", "__proto__", "constructor", "isModerator"), hostileValue),
      ),
    )
    .map(([known, extra]) => (extra ? { ...known, [extra[0]]: extra[1] } : known));
}

type Body = { contentType: string; text: string } | undefined;

const RAW_BODIES = [
  "{",
  '{"a":',
  "null",
  "[]",
  '"\\ud800"',
  '{"nickname":"\\u0000"}',
  `${"[".repeat(5_000)}${"]".repeat(5_000)}`,
  `{"x":"${"a".repeat(2_000_000)}"}`,
];

function bodyFor(operation: Operation): fc.Arbitrary<Body> {
  const schema = operation.requestBody?.content["application/json"].schema;
  const json = (value: unknown) => ({ contentType: "application/json", text: JSON.stringify(value) });
  return fc.oneof(
    { arbitrary: schema ? objectFor(schema).map(json) : fc.constant(undefined), weight: 6 },
    { arbitrary: hostileValue.map(json), weight: 1 },
    {
      arbitrary: fc.constantFrom(...RAW_BODIES).map((text) => ({ contentType: "application/json", text })),
      weight: 1,
    },
    { arbitrary: fc.constant({ contentType: "application/json", text: "\uFFFD\uFFFE" }), weight: 1 },
    { arbitrary: fc.constant({ contentType: "text/plain", text: "nickname=x" }), weight: 1 },
  );
}

/** A percent-encoding that cannot throw on a lone surrogate (which it writes as CESU-8 bytes). */
function encode(text: string): string {
  return [...text]
    .map((char) => {
      const code = char.charCodeAt(0);
      if (char.length === 1 && code >= 0xd800 && code <= 0xdfff) {
        return `%${(0xe0 | (code >> 12)).toString(16)}%${(0x80 | ((code >> 6) & 0x3f)).toString(16)}%${(0x80 | (code & 0x3f)).toString(16)}`;
      }
      return encodeURIComponent(char);
    })
    .join("");
}

const inUrl = (schema: Schema | undefined) => plausible(schema).map((value) => encode(String(value)));

/** A path or query value: a real one (ids of the fixture) or a plausible one most of the time. */
function urlValue(schema: Schema | undefined, real: string[]): fc.Arbitrary<string> {
  return fc.oneof(
    { arbitrary: real.length ? fc.constantFrom(...real) : inUrl(schema), weight: 6 },
    { arbitrary: inUrl(schema), weight: 2 },
    { arbitrary: hostileValue.map((value) => encode(String(value))), weight: 2 },
    { arbitrary: fc.constantFrom(...RAW_URL_TEXT), weight: 2 },
  );
}

interface Fixture {
  approvedId: string;
  approvedCustomId: string;
  pendingId: string;
  stepId: string;
  memberHandle: string;
  runId: string;
  collectionId: string;
}

function realValues(name: string, fixture: Fixture): string[] {
  if (name === "stepId") return [fixture.stepId];
  if (name === "runId") return [fixture.runId];
  if (name === "collectionId") return [fixture.collectionId];
  if (name === "handle") return [fixture.memberHandle, "nobody-here"];
  if (name === "address") return [fixture.approvedId, fixture.approvedCustomId, fixture.pendingId];
  if (name === "item") return ["minecraft:stone", "Create Cogwheel"];
  // D65: Explore's language filter, a known list and an unknown language.
  if (name === "languages") return ["pt-BR,en", "de", "klingon"];
  return [];
}

function requestFor(path: string, operation: Operation, fixture: Fixture) {
  const parameters = operation.parameters ?? [];
  const pathParameters = parameters.filter((parameter) => parameter.in === "path");
  const queryParameters = parameters.filter((parameter) => parameter.in === "query");
  return fc.record({
    path: fc
      .tuple(
        ...pathParameters.map((parameter) => urlValue(parameter.schema, realValues(parameter.name, fixture))),
      )
      .map((values) =>
        pathParameters.reduce(
          (url, parameter, i) => url.replace(`{${parameter.name}}`, values[i] ?? ""),
          path,
        ),
      ),
    query: fc
      .oneof(
        fc.tuple(
          ...queryParameters.map((parameter) => fc.option(inUrl(parameter.schema), { nil: undefined })),
        ),
        fc.tuple(
          ...queryParameters.map((parameter) =>
            fc.option(urlValue(parameter.schema, []), { nil: undefined }),
          ),
        ),
      )
      .map((values) =>
        queryParameters
          .flatMap((parameter, i) => (values[i] === undefined ? [] : [`${parameter.name}=${values[i]}`]))
          .join("&"),
      ),
    body: operation.requestBody ? bodyFor(operation) : fc.constant(undefined),
  });
}

/** Deleting the fixture's run goes late, its checklist last. */
function lastness({ path, method }: { path: string; method: string }): number {
  if (method !== "delete") return 0;
  if (path === "/api/checklists/{address}") return 2;
  return path === "/api/runs/{runId}" || path === "/api/collections/{collectionId}" ? 1 : 0;
}

describe.each(testEngines())("hostile input on every operation (%s)", (engine) => {
  let t: TestApp;
  let document: {
    paths: Record<string, Record<string, Operation>>;
    components?: { schemas?: Record<string, Schema> };
  };
  let fixture: Fixture;
  const actors: Record<string, BrowserClient | null> = { guest: null };
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats.default(ajv);

  beforeAll(async () => {
    const unlimited = Object.fromEntries(
      Object.keys(DEFAULT_RATE_LIMITS).map((key) => [key, { max: 1_000_000, windowSeconds: 60 }]),
    );
    t = await startTestApp(engine, { SEED_DEMO: "false", RATE_LIMITS: JSON.stringify(unlimited) });
    document = await (await fetch(`${t.url}/api/openapi.json`)).json();
    components = document.components?.schemas ?? {};
    ajv.addSchema(document, "openapi");
    const author = await quickPerson(t, "Fuzz Author");
    const moderator = await quickPerson(t, "Fuzz Moderator", "admin");
    actors.member = author;
    actors.moderator = moderator;
    const create = (customId: string, steps?: ReturnType<typeof checklistInput>["steps"]) =>
      author
        .request("/api/checklists", {
          method: "POST",
          json: checklistInput({ customId, ...(steps ? { steps } : {}) }),
        })
        .then((r) => r.json());
    // Its second step (never ticked here) needs materials, so that a claim on one can succeed (D70).
    const approved = await create("fuzz-approved", [
      { title: "Light it", description: "" },
      {
        title: "Build",
        description: "",
        materials: [
          { item: "minecraft:stone", count: 64 },
          { item: "Create Cogwheel", count: 3 },
        ],
      },
    ]);
    const pending = await create("fuzz-pending");
    await moderator.request(`/api/moderation/checklists/${approved.id}/approve`, { method: "POST" });
    const memberMe = await (await author.request("/api/me")).json();
    const run = await (
      await author.request(`/api/checklists/${approved.id}/runs`, {
        method: "POST",
        json: { name: "Fuzz run" },
      })
    ).json();
    const collection = await (
      await author.request("/api/me/collections", {
        method: "POST",
        json: { name: "Fuzz shelf", visibility: "link" },
      })
    ).json();
    fixture = {
      collectionId: collection.id,
      approvedId: approved.id,
      approvedCustomId: approved.customId,
      pendingId: pending.id,
      stepId: approved.steps[0].id,
      memberHandle: memberMe.handle,
      runId: run.id,
    };
  }, 60_000);
  afterAll(async () => {
    await t?.close();
  });

  /** Why a success does not match the schema the document gives for it, or null. */
  function breaksDocument(path: string, method: string, status: number, json: unknown): string | null {
    const operation = document.paths[path]?.[method];
    if (!operation?.responses[String(status)]) return `${status} undocumented`;
    if (!operation.responses[String(status)]?.content?.["application/json"]) return null;
    const pointer = [
      "paths",
      path,
      method,
      "responses",
      String(status),
      "content",
      "application/json",
      "schema",
    ]
      .map((part) => part.replaceAll("~", "~0").replaceAll("/", "~1"))
      .join("/");
    return ajv.validate({ $ref: `openapi#/${pointer}` }, json)
      ? null
      : `${status} answer breaks its schema: ${ajv.errorsText()}`;
  }

  it("answers the successes that random input rarely reaches as the document says", async () => {
    const member = actors.member as BrowserClient;
    const moderator = actors.moderator as BrowserClient;
    const calls: [string, string, BrowserClient, string, unknown?][] = [
      [
        "/api/checklists",
        "post",
        member,
        "/api/checklists",
        checklistInput({ customId: "fuzz-second", language: "pt-BR" }),
      ],
      ["/api/checklists", "get", member, "/api/checklists?languages=pt-BR,en&q=guia"],
      [
        "/api/checklists/{address}",
        "patch",
        member,
        "/api/checklists/fuzz-second",
        checklistInput({ customId: "fuzz-second", title: "Renamed" }),
      ],
      ["/api/checklists/{address}", "get", member, "/api/checklists/fuzz-second"],
      [
        "/api/moderation/checklists/{address}/reject",
        "post",
        moderator,
        "/api/moderation/checklists/fuzz-second/reject",
        { reason: "Needs more steps." },
      ],
      [
        "/api/checklists/{address}/membership",
        "put",
        moderator,
        `/api/checklists/${fixture.approvedId}/membership`,
      ],
      [
        "/api/checklists/{address}/steps/{stepId}/done",
        "put",
        moderator,
        `/api/checklists/${fixture.approvedId}/steps/${fixture.stepId}/done`,
      ],
      ["/api/me/in-progress", "get", moderator, "/api/me/in-progress"],
      ["/api/me/connections", "get", member, "/api/me/connections"],
      ["/api/checklists/{address}/runs", "get", member, `/api/checklists/${fixture.approvedId}/runs`],
      ["/api/runs/{runId}", "get", member, `/api/runs/${fixture.runId}`],
      [
        "/api/runs/{runId}/steps/{stepId}/done",
        "put",
        member,
        `/api/runs/${fixture.runId}/steps/${fixture.stepId}/done`,
      ],
      [
        "/api/runs/{runId}/steps/{stepId}/note",
        "put",
        member,
        `/api/runs/${fixture.runId}/steps/${fixture.stepId}/note`,
        { text: "Village", coords: { x: -100, y: 64, z: 30_000_000, dimension: "nether" } },
      ],
      ["/api/runs/{runId}/invite", "post", member, `/api/runs/${fixture.runId}/invite`],
      // D72: the owner's Discord channel (no poster runs here: nothing is posted).
      [
        "/api/runs/{runId}/discord",
        "put",
        member,
        `/api/runs/${fixture.runId}/discord`,
        { address: `https://discord.com/api/webhooks/123456789012345678/${"t".repeat(68)}` },
      ],
      [
        "/api/checklists/{address}/materials",
        "get",
        member,
        `/api/checklists/${fixture.approvedId}/materials`,
      ],
      [
        "/api/game/{version}/items/lookup",
        "post",
        member,
        "/api/game/1.21.4/items/lookup",
        { names: ["Oak Planks", "Create Cogwheel"] },
      ],
      ["/api/runs/{runId}/materials", "get", member, `/api/runs/${fixture.runId}/materials`],
      [
        "/api/runs/{runId}/claims/{item}",
        "put",
        member,
        `/api/runs/${fixture.runId}/claims/minecraft%3Astone`,
        { count: 10 },
      ],
      [
        "/api/runs/{runId}/imports",
        "post",
        member,
        `/api/runs/${fixture.runId}/imports?preview=true`,
        { advancements: { "minecraft:story/mine_stone": { criteria: {}, done: true }, DataVersion: 4189 } },
      ],
      // D67: the moderator follows the member, changes 'Notify me', and both lists name them.
      ["/api/users/{handle}/follow", "put", moderator, `/api/users/${fixture.memberHandle}/follow`],
      [
        "/api/users/{handle}/follow",
        "patch",
        moderator,
        `/api/users/${fixture.memberHandle}/follow`,
        { notify: false },
      ],
      ["/api/users/{handle}/followers", "get", member, `/api/users/${fixture.memberHandle}/followers`],
      ["/api/users/{handle}", "get", moderator, `/api/users/${fixture.memberHandle}`],
      ["/api/me/follow-settings", "put", member, "/api/me/follow-settings", { notifyNewGuides: false }],
      // D69: the moderator follows the member, so each section has something to answer.
      ["/api/me/home", "get", moderator, "/api/me/home"],
      ["/api/me/home/continue", "get", moderator, "/api/me/home/continue?page=2"],
      ["/api/me/home/following", "get", moderator, "/api/me/home/following"],
      ["/api/me/home/updated", "get", member, "/api/me/home/updated"],
      ["/api/me/home/friends", "get", moderator, "/api/me/home/friends"],
      ["/api/me", "patch", member, "/api/me", { nickname: "Fuzzy" }],
      ["/api/me", "patch", member, "/api/me", { language: "de" }],
      // D68: a collection made, changed, filled, read, followed by another, listed and deleted.
      [
        "/api/me/collections",
        "post",
        member,
        "/api/me/collections",
        { name: "Fuzz made", visibility: "public" },
      ],
      ["/api/me/collections", "get", member, `/api/me/collections?checklist=${fixture.approvedId}`],
      [
        "/api/collections/{collectionId}",
        "patch",
        member,
        `/api/collections/${fixture.collectionId}`,
        { description: "Fuzzed", visibility: "public" },
      ],
      [
        "/api/collections/{collectionId}/checklists/{address}",
        "put",
        member,
        `/api/collections/${fixture.collectionId}/checklists/${fixture.approvedId}`,
      ],
      ["/api/collections/{collectionId}", "get", moderator, `/api/collections/${fixture.collectionId}`],
      [
        "/api/collections/{collectionId}/follow",
        "put",
        moderator,
        `/api/collections/${fixture.collectionId}/follow`,
      ],
      ["/api/me/followed-collections", "get", moderator, "/api/me/followed-collections"],
      ["/api/users/{handle}/collections", "get", moderator, `/api/users/${fixture.memberHandle}/collections`],
      [
        "/api/collections/{collectionId}/follow",
        "delete",
        moderator,
        `/api/collections/${fixture.collectionId}/follow`,
      ],
      [
        "/api/collections/{collectionId}/checklists/{address}",
        "delete",
        member,
        `/api/collections/${fixture.collectionId}/checklists/${fixture.approvedId}`,
      ],
    ];
    for (const [path, method, client, url, json] of calls) {
      const response = await client.request(url, { method: method.toUpperCase(), json });
      expect(response.status, `${method} ${url}`).toBeLessThan(300);
      expect(breaksDocument(path, method, response.status, await response.json())).toBeNull();
    }
  });

  const state = () => storedState(t.database.db, { ignore: ["rate_limits"], countOnly: ["sessions"] });

  it("never answers 5xx, keeps the error shape and the document, and changes nothing when it refuses", async () => {
    const problems: string[] = [];
    const operations = Object.entries(document.paths)
      .flatMap(([path, byMethod]) =>
        Object.entries(byMethod).map(([method, operation]) => ({ path, method, operation })),
      )
      .filter(({ path, method }) => !LEFT_OUT.has(`${method.toUpperCase()} ${path}`))
      // Deleting may succeed and take the fixture's run or checklist with it: last.
      .sort((a, b) => lastness(a) - lastness(b));
    for (const { path, method, operation } of operations) {
      {
        const name = `${method.toUpperCase()} ${path}`;
        for (const [actor, client] of Object.entries(actors)) {
          await fc.assert(
            fc.asyncProperty(requestFor(path, operation, fixture), async ({ path: url, query, body }) => {
              // The client resolves a dot segment: DELETE /api/me/connections/.. is DELETE /api/me,
              // left out above (it deletes the actor).
              fc.pre(!(method === "delete" && url.endsWith("/..")));
              const target = query ? `${url}?${query}` : url;
              const headers: Record<string, string> = body ? { "content-type": body.contentType } : {};
              const before = await state();
              const init = { method: method.toUpperCase(), headers, body: body?.text };
              const response = client
                ? await client.request(target, init)
                : await fetch(new URL(target, t.url), {
                    ...init,
                    headers: method === "get" ? headers : { ...headers, origin: t.url },
                    redirect: "manual",
                  });
              const where = `${actor} ${init.method} ${target.slice(0, 200)} ${body?.text.slice(0, 200) ?? ""}`;
              // A run's event stream (D45) stays open: its answer is the status and headers.
              const stream = response.headers.get("content-type")?.startsWith("text/event-stream");
              if (stream) await response.body?.cancel();
              const text = stream ? "" : await response.text();
              expect(response.status, `${where} → ${text.slice(0, 300)}`).toBeLessThan(500);
              expect(response.headers.get("x-content-type-options"), where).toBe("nosniff");
              const json = response.headers.get("content-type")?.includes("application/json")
                ? JSON.parse(text)
                : undefined;
              if (!operation.responses[String(response.status)]) {
                problems.push(`${name}: ${response.status} undocumented (${where})`);
              }
              if (response.status >= 400) {
                if (path.startsWith("/api/")) {
                  expect(json?.error, `${where} → ${text.slice(0, 300)}`).toMatchObject({
                    code: expect.any(String),
                    message: expect.any(String),
                  });
                }
                expect(
                  await state(),
                  `${where} was refused (${response.status}) but changed stored data`,
                ).toEqual(before);
              } else if (!stream) {
                const mismatch = breaksDocument(path, method, response.status, json);
                if (mismatch) problems.push(`${name}: ${mismatch} (${where})`);
              }
            }),
            { seed: SEED, numRuns: RUNS, endOnFailure: true },
          );
        }
      }
    }
    expect([...new Set(problems.map((problem) => problem.split(" (")[0]))]).toEqual([]);
  }, 600_000);
});
