import { Ajv2020 } from "ajv/dist/2020.js";
import addFormats from "ajv-formats";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_RATE_LIMITS } from "./config.ts";
import type { BrowserClient } from "./test-support/browser-client.ts";
import { checklistInput } from "./test-support/checklist-input.ts";
import { quickPerson } from "./test-support/people.ts";
import { startTestApp, type TestApp } from "./test-support/test-app.ts";

/**
 * Issue 23: the document and the server agree on request bodies. For each operation with a
 * body, generated bodies (a valid one with one or more fields replaced by tricky values) are
 * judged by the served document (Ajv) and sent to the server: a body the document refuses is
 * refused with 422, and a body it accepts is never refused with 422.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_126);
const RUNS = Number(process.env.FUZZ_RUNS ?? 60);

const INVISIBLE = [
  "\u200b",
  "\u200c\u200d",
  "\u202e",
  "\u2066\u2069",
  "\ufeff",
  "\u3164",
  "\u2800",
  "\u0301",
  " ",
];
const TEXT = [
  "",
  " ",
  "a",
  "Iron farm",
  " padded ",
  "🎮",
  "\u200bx",
  "\u202eevil",
  "x".repeat(61),
  "x".repeat(301),
  "x".repeat(1001),
  ...INVISIBLE,
  INVISIBLE.join(""),
];
const CUSTOM_IDS = [
  "!!!",
  " ! ",
  "  !!  ",
  "ü",
  "日本",
  "a",
  "İ",
  "\u212a",
  "! !",
  "🎮 🎮",
  "A B",
  "-",
  "_",
  "x".repeat(41),
];
const AVATARS = [
  "https://example.com/a.png",
  " https://example.com/a.png ",
  "HTTPS://Example.COM/a.png",
  "https://img.example.com:8443/x?y=1#z",
  "https://a.b:99999/x.png",
  "https://a.b:65535",
  "https://1.2.3.999/x.png",
  "https://1.2.3.4/x.png",
  "https://[::1]/x.png",
  "https://xn--a.com/x.png",
  "https://exa_mple.com/a.png",
  "https://%zz/a.png",
  "https://",
  "https:///a.png",
  "https://a b.com/",
  "http://example.com/a.png",
  "https://user@example.com/a.png",
  "https://localhost/a.png",
];
const NUMBERS = [-1, 0, 1, 2, 3, 4, 5, 9, 1.5, 2 ** 31, "1", null];

/** Stands for the edited checklist's current first step id, filled in when sent. */
const REAL_STEP = "real-step-id";

/** Tricky values for a field, by name, besides random text. */
function trickyFor(name: string): fc.Arbitrary<unknown> {
  const text = fc.oneof(
    fc.constantFrom(...TEXT),
    fc.string({ unit: fc.constantFrom("a", " ", ...INVISIBLE), maxLength: 6 }),
  );
  switch (name) {
    case "customId":
      return fc.oneof(fc.constantFrom(...CUSTOM_IDS), text);
    case "avatarUrl":
      return fc.constantFrom(...AVATARS);
    case "categories":
      return fc.oneof(
        fc.array(fc.constantFrom(...NUMBERS), { maxLength: 4 }),
        fc.constantFrom([0, 0], [1, 2, 1], [4], [0, 1, 2], []),
      );
    case "tags":
      return fc.array(text, { maxLength: 3 });
    case "steps":
      return fc.array(
        fc.record(
          {
            id: fc.constantFrom("not-a-uuid", REAL_STEP, "6F1C1B7E-0000-4000-8000-00000000000G"),
            title: text,
            description: text,
          },
          { requiredKeys: ["title"] },
        ),
        { maxLength: 2 },
      );
    case "ids":
      return fc.array(fc.constantFrom("1", "x", "12345678901234567890", ""), { maxLength: 2 });
    case "reason":
      return fc.oneof(text, fc.constantFrom("spam", "other", "nope"));
    case "coords":
      return fc.oneof(
        fc.record({
          x: fc.constantFrom(...NUMBERS, -30_000_000, 30_000_001),
          y: fc.constantFrom(...NUMBERS, -64, 320, 321, -65),
          z: fc.constantFrom(...NUMBERS, 30_000_000, -30_000_001),
          dimension: fc.constantFrom("overworld", "nether", "end", "Nether", "moon", "", null),
        }),
        fc.constantFrom(null, {}, [], "1 2 3", { x: 1, y: 2, z: 3 }),
      );
    case "visibility":
      return fc.constantFrom("private", "link", "public", "", null);
    case "language":
      return fc.constantFrom("en", "pt-BR", "de", "pt", "xx", "EN", "", null, 3);
    case "difficulty":
    case "supportedSince":
      return fc.constantFrom("Easy", "1.20.1", "1.99", "", 3);
    default:
      return text;
  }
}

/**
 * Which step ids an edit may name depends on the checklist (its current steps, each once),
 * which no schema can say: the document says it in words. So an edit names the current first
 * step at most once; any other well-formed id is the server's 422 by design.
 */
function withRealStep(body: Record<string, unknown>, stepId: string): Record<string, unknown> {
  if (!Array.isArray(body.steps)) return body;
  let named = false;
  const steps = body.steps.map((step: Record<string, unknown>) => {
    if (step?.id !== REAL_STEP) return step;
    if (named) return { ...step, id: undefined };
    named = true;
    return { ...step, id: stepId };
  });
  return { ...body, steps: JSON.parse(JSON.stringify(steps)) };
}

interface Target {
  label: string;
  path: string;
  method: string;
  url: () => string;
  client: () => BrowserClient;
  valid: () => Record<string, unknown>;
}

describe("the OpenAPI document and the server agree on request bodies", () => {
  let t: TestApp;
  let document: { paths: Record<string, Record<string, { requestBody?: unknown }>> };
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats.default(ajv);
  const people: Record<string, BrowserClient> = {};
  const real = {
    stepId: "",
    pendingId: "",
    approvedId: "",
    approvedStepId: "",
    reportedId: "",
    runId: "",
    token: "",
    authorHandle: "",
    collectionId: "",
  };

  beforeAll(async () => {
    const unlimited = Object.fromEntries(
      Object.keys(DEFAULT_RATE_LIMITS).map((key) => [key, { max: 1_000_000, windowSeconds: 60 }]),
    );
    t = await startTestApp("pglite", { SEED_DEMO: "false", RATE_LIMITS: JSON.stringify(unlimited) });
    document = await (await fetch(`${t.url}/api/openapi.json`)).json();
    ajv.addSchema(document, "openapi");
    const author = await quickPerson(t, "Body Author");
    const moderator = await quickPerson(t, "Body Moderator", "admin");
    Object.assign(people, { author, moderator, reader: await quickPerson(t, "Body Reader") });
    const create = async (customId: string) =>
      (await (
        await author.request("/api/checklists", { method: "POST", json: checklistInput({ customId }) })
      ).json()) as { id: string; steps: { id: string }[] };
    const pending = await create("body-pending");
    const approved = await create("body-approved");
    await moderator.request(`/api/moderation/checklists/${approved.id}/approve`, { method: "POST" });
    real.pendingId = pending.id;
    real.stepId = pending.steps[0]?.id ?? "";
    real.approvedId = approved.id;
    real.approvedStepId = approved.steps[0]?.id ?? "";
    const run = await (
      await (people.reader as BrowserClient).request(`/api/checklists/${approved.id}/runs`, {
        method: "POST",
        json: { name: "Body run" },
      })
    ).json();
    real.runId = run.id;
    const link = await (
      await (people.reader as BrowserClient).request(`/api/runs/${run.id}/invite`, { method: "POST" })
    ).json();
    real.token = link.invitePath.split("/").pop();
    // D67: the reader follows the author, so that 'Notify me' has a follow to change.
    real.authorHandle = (await (await author.request("/api/me")).json()).handle;
    await (people.reader as BrowserClient).request(`/api/users/${real.authorHandle}/follow`, {
      method: "PUT",
    });
    // D68: the reader's collection, for changes to its name, description and visibility.
    const collection = await (
      await (people.reader as BrowserClient).request("/api/me/collections", {
        method: "POST",
        json: { name: "Body shelf" },
      })
    ).json();
    real.collectionId = collection.id;
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  function documentAccepts(path: string, method: string, body: unknown): boolean {
    const pointer = ["paths", path, method, "requestBody", "content", "application/json", "schema"]
      .map((part) => part.replaceAll("~", "~0").replaceAll("/", "~1"))
      .join("/");
    return ajv.validate({ $ref: `openapi#/${pointer}` }, body) as boolean;
  }

  let unique = 0;
  const targets = (): Target[] => [
    {
      label: "create a checklist",
      path: "/api/checklists",
      method: "post",
      url: () => "/api/checklists",
      client: () => people.author as BrowserClient,
      valid: () => ({ ...checklistInput(), customId: `body-${++unique}` }),
    },
    {
      label: "edit a checklist",
      path: "/api/checklists/{address}",
      method: "patch",
      url: () => `/api/checklists/${real.pendingId}`,
      client: () => people.author as BrowserClient,
      valid: () =>
        checklistInput({
          customId: "body-pending",
          steps: [{ id: REAL_STEP, title: "Kept", description: "" }],
        }),
    },
    {
      label: "change nickname, avatar or language",
      path: "/api/me",
      method: "patch",
      url: () => "/api/me",
      client: () => people.reader as BrowserClient,
      valid: () => ({ nickname: "Reader", avatarUrl: "https://example.com/a.png", language: "de" }),
    },
    {
      label: "write a message",
      path: "/api/checklists/{address}/messages",
      method: "post",
      url: () => `/api/checklists/${real.pendingId}/messages`,
      client: () => people.author as BrowserClient,
      valid: () => ({ body: "Please look again." }),
    },
    {
      label: "report",
      path: "/api/checklists/{address}/report",
      method: "put",
      url: () => `/api/checklists/${real.approvedId}/report`,
      client: () => people.reader as BrowserClient,
      valid: () => ({ reason: "spam", details: "" }),
    },
    {
      // Past 10 unfinished runs the answer is 409, never 422: the body is fine.
      label: "start a run",
      path: "/api/checklists/{address}/runs",
      method: "post",
      url: () => `/api/checklists/${real.approvedId}/runs`,
      client: () => people.reader as BrowserClient,
      valid: () => ({ name: "Hardcore #3" }),
    },
    {
      label: "rename or share a run",
      path: "/api/runs/{runId}",
      method: "patch",
      url: () => `/api/runs/${real.runId}`,
      client: () => people.reader as BrowserClient,
      valid: () => ({ name: "SMP", visibility: "private" }),
    },
    {
      label: "write a note on a run's step",
      path: "/api/runs/{runId}/steps/{stepId}/note",
      method: "put",
      url: () => `/api/runs/${real.runId}/steps/${real.approvedStepId}/note`,
      client: () => people.reader as BrowserClient,
      valid: () => ({ text: "Village", coords: { x: 120, y: 64, z: -40, dimension: "overworld" } }),
    },
    {
      // D62: a preview changes nothing; the files' sizes (5 MB) are import tests' (world-import.test.ts).
      label: "import from a world",
      path: "/api/runs/{runId}/imports",
      method: "post",
      url: () => `/api/runs/${real.runId}/imports?preview=true`,
      client: () => people.reader as BrowserClient,
      valid: () => ({
        advancements: {
          "minecraft:story/mine_stone": { criteria: { get_stone: "2024-05-01 18:22:03 +0200" }, done: true },
          DataVersion: 4189,
        },
        statistics: { stats: { "minecraft:mined": { "minecraft:diamond_ore": 12 } }, DataVersion: 4189 },
      }),
    },
    {
      // D72: the run's owner sets its Discord channel (nothing is posted: no poster runs here).
      label: "set a run's Discord channel",
      path: "/api/runs/{runId}/discord",
      method: "put",
      url: () => `/api/runs/${real.runId}/discord`,
      client: () => people.reader as BrowserClient,
      valid: () => ({ address: `https://discord.com/api/webhooks/123456789012345678/${"t".repeat(68)}` }),
    },
    {
      // Its own owner joining again changes nothing (200); a wrong token is 404, never 422.
      label: "join a run",
      path: "/api/runs/{runId}/join",
      method: "post",
      url: () => `/api/runs/${real.runId}/join`,
      client: () => people.reader as BrowserClient,
      valid: () => ({ token: real.token }),
    },
    {
      label: "look up items by English name",
      path: "/api/game/{version}/items/lookup",
      method: "post",
      url: () => "/api/game/1.21.4/items/lookup",
      client: () => people.author as BrowserClient,
      valid: () => ({ names: ["Oak Planks", "Create Cogwheel"] }),
    },
    {
      label: "'Notify me' for a creator followed",
      path: "/api/users/{handle}/follow",
      method: "patch",
      url: () => `/api/users/${real.authorHandle}/follow`,
      client: () => people.reader as BrowserClient,
      valid: () => ({ notify: false }),
    },
    {
      label: "'New guides from people I follow'",
      path: "/api/me/follow-settings",
      method: "put",
      url: () => "/api/me/follow-settings",
      client: () => people.reader as BrowserClient,
      valid: () => ({ notifyNewGuides: true }),
    },
    {
      label: "change a collection",
      path: "/api/collections/{collectionId}",
      method: "patch",
      url: () => `/api/collections/${real.collectionId}`,
      client: () => people.reader as BrowserClient,
      valid: () => ({ name: "Shelf", description: "Farms", visibility: "link" }),
    },
    {
      label: "reject",
      path: "/api/moderation/checklists/{address}/reject",
      method: "post",
      url: () => `/api/moderation/checklists/${real.pendingId}/reject`,
      client: () => people.moderator as BrowserClient,
      valid: () => ({ reason: "Needs more steps." }),
    },
  ];

  it("covers every operation that takes a body, or says why not", () => {
    const covered = new Set(targets().map((target) => `${target.method} ${target.path}`));
    const withBody = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.entries(operations)
        .filter(([, operation]) => operation.requestBody)
        .map(([method]) => `${method} ${path}`),
    );
    // Marking read, analytics, unpublishing and dismissing have bodies of ids, a path, a reason
    // and an optional note that the hostile fuzz (api-fuzz.test.ts) and reports.test.ts cover;
    // unpublish and dismiss take their checklist's reports away. An import's text can fit the
    // document and still not read as a checklist (422 naming its line, which no schema can
    // say): import.test.ts and the fuzz cover it. So can a claim's count and still be more than
    // the run has left to claim (422 naming count, D70): runs/claims.test.ts and the fuzz cover it.
    // A new collection's fields are a collection change's (covered here); each success makes one
    // more, and a person may have 100 (D68): collections.test.ts and the fuzz cover it.
    const elsewhere = new Set([
      "post /api/me/collections",
      "post /api/checklist-imports",
      "put /api/runs/{runId}/claims/{item}",
      "post /api/me/notifications/read",
      "post /api/analytics/pageview",
      "post /api/moderation/reports/{address}/unpublish",
      "post /api/moderation/reports/{address}/dismiss",
    ]);
    expect(withBody.filter((key) => !covered.has(key) && !elsewhere.has(key))).toEqual([]);
  });

  it.each(targets().map((target) => [target.label, target] as const))(
    "%s",
    async (_label, target) => {
      const mismatches: string[] = [];
      const field = fc.constantFrom(...Object.keys(target.valid()));
      await fc.assert(
        fc.asyncProperty(
          fc.array(
            field.chain((name) => fc.tuple(fc.constant(name), trickyFor(name))),
            {
              minLength: 1,
              maxLength: 2,
            },
          ),
          async (changes) => {
            const body = withRealStep({ ...target.valid(), ...Object.fromEntries(changes) }, real.stepId);
            const accepted = documentAccepts(target.path, target.method, body);
            const response = await target
              .client()
              .request(target.url(), { method: target.method.toUpperCase(), json: body });
            const text = await response.text();
            expect(response.status, text).toBeLessThan(500);
            if (target.method === "patch" && target.path === "/api/checklists/{address}") {
              const current = await (await target.client().request(target.url())).json();
              real.stepId = current.steps[0].id;
            }
            if (accepted === (response.status === 422)) {
              mismatches.push(
                `${accepted ? "document accepts, server refuses" : "document refuses, server answers"} ${response.status}: ${JSON.stringify(body).slice(0, 300)} → ${text.slice(0, 200)}`,
              );
            }
          },
        ),
        { seed: SEED, numRuns: RUNS },
      );
      expect(mismatches).toEqual([]);
    },
    300_000,
  );
});
