import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_RATE_LIMITS } from "./config.ts";
import { checklists } from "./db/schema/index.ts";
import type { BrowserClient } from "./test-support/browser-client.ts";
import { checklistInput } from "./test-support/checklist-input.ts";
import { testEngines } from "./test-support/databases.ts";
import { quickPerson } from "./test-support/people.ts";
import { storedState } from "./test-support/stored-state.ts";
import { startTestApp, type TestApp } from "./test-support/test-app.ts";

/**
 * Every operation of the API and who may not call it, with the status the API conventions (docs/product.md#spec-7)
 * give: 401 when a signed-in user is needed, 403 when this user may not, 404 for what this
 * user may not see (D11), 409 for an action the checklist's state forbids. `{}` means anyone
 * may. An operation of the OpenAPI document missing here fails the first test.
 */
/**
 * `member` is any signed-in person who is neither the author nor in a run below. For runs
 * (D43, D44): `runOwner` owns the run and `runPlayer` plays it with them; `removedPlayer`
 * joined it by its link and was removed by its owner.
 */
type Actor = "guest" | "member" | "author" | "moderator" | "runOwner" | "runPlayer" | "removedPlayer";
/**
 * approved: the author's published checklist; pending: their checklist under review (D11);
 * run: a private run of the approved one; sharedRun: another, shared by link (D47), which anyone
 * may read and only its players change (issue 35); hiddenRun: a run of a checklist unpublished since.
 * D68: collection is the author's private collection holding the approved one; memberCollection is
 * the member's, with the pending checklist as {address}, which only its author and moderators may read.
 */
type Subject = "approved" | "pending" | "run" | "sharedRun" | "hiddenRun" | "collection" | "memberCollection";
interface Rule {
  subject?: Subject;
  refused: Partial<Record<Actor, number>>;
  /** The request's body, or what makes it from the subject. */
  body?: unknown;
  /** A query string the operation needs. */
  query?: string;
}

const SIGNED_IN_ONLY = { guest: 401 };
const EVERYONE_SIGNED_IN_409_AND_GUEST_401 = {
  guest: 401,
  member: 409,
  author: 409,
  moderator: 409,
  runOwner: 409,
  runPlayer: 409,
  removedPlayer: 409,
};
const MODERATORS_ONLY = { guest: 401, member: 403, author: 403 };
/** Likes, saves, joins: signed in; a hidden checklist is missing; one under review cannot be played (409). */
const PLAY: Rule[] = [
  { subject: "approved", refused: SIGNED_IN_ONLY },
  { subject: "pending", refused: { guest: 401, member: 404, author: 409, moderator: 409 } },
];

/** A run's operations: a private run is missing for everyone outside it, also for moderators (D44). */
const OUTSIDERS = { guest: 401, member: 404, moderator: 404, removedPlayer: 404 };
/** A run of a checklist hidden since (D11) is missing for its players too. */
const HIDDEN_RUN = { ...OUTSIDERS, runOwner: 404, runPlayer: 404 };
/** A wrong (or revoked) invite token is missing for everyone (D44). */
const WRONG_TOKEN = { ...HIDDEN_RUN };
/** D72: a Discord webhook's address (nothing is posted in this file: no poster runs). */
const DISCORD_ADDRESS = `https://discord.com/api/webhooks/123456789012345678/${"t".repeat(68)}`;

const RULES: Record<string, Rule[]> = {
  "GET /auth/login": [{ refused: {} }],
  "GET /auth/callback": [{ refused: {} }],
  "POST /auth/logout": [{ refused: {} }],
  "GET /api/session": [{ refused: {} }],
  "GET /api/me": [{ refused: SIGNED_IN_ONLY }],
  "PATCH /api/me": [{ refused: SIGNED_IN_ONLY, body: { nickname: "New Name" } }],
  "DELETE /api/me": [{ refused: SIGNED_IN_ONLY }],
  "GET /api/me/connections": [{ refused: SIGNED_IN_ONLY }],
  // D55: everyone here signs in with Google alone: it cannot be connected again, nor removed.
  "POST /auth/link": [{ refused: EVERYONE_SIGNED_IN_409_AND_GUEST_401, query: "provider=google" }],
  "DELETE /api/me/connections/{provider}": [{ refused: EVERYONE_SIGNED_IN_409_AND_GUEST_401 }],
  "GET /api/checklists": [{ refused: {} }],
  "POST /api/checklists": [
    { refused: SIGNED_IN_ONLY, body: checklistInput() },
    // D52: a copy of a checklist under review is refused to everyone, its author and moderators too.
    {
      subject: "pending",
      refused: { guest: 401, member: 422, author: 422, moderator: 422 },
      body: (subject: { id: string }) => checklistInput({ basedOn: subject.id }),
    },
  ],
  "GET /api/checklists/featured": [{ refused: {} }],
  "GET /api/checklists/{address}": [
    { subject: "approved", refused: {} },
    { subject: "pending", refused: { guest: 404, member: 404 } },
  ],
  "PATCH /api/checklists/{address}": [
    { subject: "approved", refused: { guest: 401, member: 403, moderator: 403 }, body: checklistInput() },
    { subject: "pending", refused: { guest: 401, member: 404, moderator: 403 }, body: checklistInput() },
  ],
  "DELETE /api/checklists/{address}": [
    { subject: "approved", refused: { guest: 401, member: 403 } },
    { subject: "pending", refused: { guest: 401, member: 404 } },
  ],
  // D60: 'All materials' reads what GET /api/checklists/{address} does.
  "GET /api/checklists/{address}/materials": [
    { subject: "approved", refused: {} },
    { subject: "pending", refused: { guest: 404, member: 404 } },
  ],
  "GET /api/checklist-ids/{address}": [{ subject: "approved", refused: {} }],
  // D53: an export reads what GET /api/checklists/{address} and, with a run, GET /api/runs/{runId} do.
  "GET /api/checklists/{address}/export": [
    { subject: "approved", refused: {} },
    { subject: "pending", refused: { guest: 404, member: 404 } },
    { subject: "run", refused: { ...OUTSIDERS, guest: 404 }, query: "run={runId}" },
    { subject: "hiddenRun", refused: { ...HIDDEN_RUN, guest: 404 }, query: "run={runId}" },
  ],
  // D53: an import stores nothing, but only the create form's people use it.
  "POST /api/checklist-imports": [{ refused: SIGNED_IN_ONLY, body: { markdown: "- [ ] One step" } }],
  "GET /api/me/checklists": [{ refused: SIGNED_IN_ONLY }],
  "PUT /api/checklists/{address}/like": PLAY,
  "DELETE /api/checklists/{address}/like": PLAY,
  "PUT /api/checklists/{address}/save": PLAY,
  "DELETE /api/checklists/{address}/save": PLAY,
  "PUT /api/checklists/{address}/membership": PLAY,
  "DELETE /api/checklists/{address}/membership": [
    { subject: "approved", refused: SIGNED_IN_ONLY },
    { subject: "pending", refused: { guest: 401, member: 404 } },
  ],
  // Nobody has joined: ticking is refused for everyone signed in (403, 'Join this checklist first').
  "PUT /api/checklists/{address}/steps/{stepId}/done": [
    { subject: "approved", refused: { guest: 401, member: 403, author: 403, moderator: 403 } },
    { subject: "pending", refused: { guest: 401, member: 404, author: 409, moderator: 409 } },
  ],
  "DELETE /api/checklists/{address}/steps/{stepId}/done": [
    { subject: "approved", refused: { guest: 401, member: 403, author: 403, moderator: 403 } },
    { subject: "pending", refused: { guest: 401, member: 404, author: 409, moderator: 409 } },
  ],
  // D32: the conversation exists only for its author and the moderators.
  "GET /api/checklists/{address}/messages": [
    { subject: "approved", refused: { guest: 404, member: 404 } },
    { subject: "pending", refused: { guest: 404, member: 404 } },
  ],
  "POST /api/checklists/{address}/messages": [
    { subject: "approved", refused: { guest: 401, member: 404 }, body: { body: "Hello" } },
    { subject: "pending", refused: { guest: 401, member: 404 }, body: { body: "Hello" } },
  ],
  // D43: a player's runs of a checklist; a new one only of an approved checklist.
  "GET /api/checklists/{address}/runs": [
    { subject: "approved", refused: SIGNED_IN_ONLY },
    { subject: "pending", refused: { guest: 401, member: 404 } },
  ],
  "POST /api/checklists/{address}/runs": [
    { subject: "approved", refused: SIGNED_IN_ONLY, body: { name: "Refused run" } },
    {
      subject: "pending",
      refused: { guest: 401, member: 404, author: 409, moderator: 409 },
      body: { name: "Refused run" },
    },
  ],
  "GET /api/runs/{runId}": [
    { subject: "run", refused: { ...OUTSIDERS, guest: 404 } },
    { subject: "hiddenRun", refused: { ...HIDDEN_RUN, guest: 404 } },
  ],
  // D45: a run's events, for whoever may read the run, as GET /api/runs/{runId}.
  "GET /api/runs/{runId}/events": [
    { subject: "run", refused: { ...OUTSIDERS, guest: 404 } },
    { subject: "hiddenRun", refused: { ...HIDDEN_RUN, guest: 404 } },
  ],
  // Only the owner renames; a player of the run may not (403).
  // D47: so is sharing it by link.
  "PATCH /api/runs/{runId}": [
    { subject: "run", refused: { ...OUTSIDERS, runPlayer: 403 }, body: { name: "Renamed" } },
    { subject: "sharedRun", refused: { ...OUTSIDERS, runPlayer: 403 }, body: { name: "Renamed" } },
    { subject: "hiddenRun", refused: HIDDEN_RUN, body: { name: "Renamed" } },
    { subject: "run", refused: { ...OUTSIDERS, runPlayer: 403 }, body: { visibility: "link" } },
    { subject: "sharedRun", refused: { ...OUTSIDERS, runPlayer: 403 }, body: { visibility: "link" } },
    { subject: "hiddenRun", refused: HIDDEN_RUN, body: { visibility: "link" } },
  ],
  "DELETE /api/runs/{runId}": [
    { subject: "run", refused: OUTSIDERS },
    { subject: "sharedRun", refused: OUTSIDERS },
    { subject: "hiddenRun", refused: HIDDEN_RUN },
  ],
  "PUT /api/runs/{runId}/steps/{stepId}/done": [
    { subject: "run", refused: OUTSIDERS },
    { subject: "sharedRun", refused: OUTSIDERS },
    { subject: "hiddenRun", refused: HIDDEN_RUN },
  ],
  "DELETE /api/runs/{runId}/steps/{stepId}/done": [
    { subject: "run", refused: OUTSIDERS },
    { subject: "sharedRun", refused: OUTSIDERS },
    { subject: "hiddenRun", refused: HIDDEN_RUN },
  ],
  // D62: a world's files tick the run's steps for its players alone; the file's JSON as sent.
  "POST /api/runs/{runId}/imports": [
    { subject: "run", refused: OUTSIDERS, body: { advancements: { DataVersion: 4189 } } },
    { subject: "sharedRun", refused: OUTSIDERS, body: { advancements: { DataVersion: 4189 } } },
    { subject: "hiddenRun", refused: HIDDEN_RUN, body: { advancements: { DataVersion: 4189 } } },
  ],
  // D48: each player dismisses what changed for themselves.
  "DELETE /api/runs/{runId}/changes": [
    { subject: "run", refused: OUTSIDERS },
    { subject: "sharedRun", refused: OUTSIDERS },
    { subject: "hiddenRun", refused: HIDDEN_RUN },
  ],
  // D46: a note is its run's players' alone.
  "PUT /api/runs/{runId}/steps/{stepId}/note": [
    { subject: "run", refused: OUTSIDERS, body: { text: "Refused note" } },
    { subject: "sharedRun", refused: OUTSIDERS, body: { text: "Refused note" } },
    { subject: "hiddenRun", refused: HIDDEN_RUN, body: { text: "Refused note" } },
  ],
  "DELETE /api/runs/{runId}/steps/{stepId}/note": [
    { subject: "run", refused: OUTSIDERS },
    { subject: "sharedRun", refused: OUTSIDERS },
    { subject: "hiddenRun", refused: HIDDEN_RUN },
  ],
  // D70: a run's materials read as the run does; claims are its players' alone.
  "GET /api/runs/{runId}/materials": [
    { subject: "run", refused: { ...OUTSIDERS, guest: 404 } },
    { subject: "hiddenRun", refused: { ...HIDDEN_RUN, guest: 404 } },
  ],
  "PUT /api/runs/{runId}/claims/{item}": [
    { subject: "run", refused: OUTSIDERS, body: { count: 1 } },
    { subject: "sharedRun", refused: OUTSIDERS, body: { count: 1 } },
    { subject: "hiddenRun", refused: HIDDEN_RUN, body: { count: 1 } },
  ],
  "DELETE /api/runs/{runId}/claims/{item}": [
    { subject: "run", refused: OUTSIDERS },
    { subject: "sharedRun", refused: OUTSIDERS },
    { subject: "hiddenRun", refused: HIDDEN_RUN },
  ],
  // D44: only the owner invites and removes; a wrong token opens nothing.
  "POST /api/runs/{runId}/invite": [
    { subject: "run", refused: { ...OUTSIDERS, runPlayer: 403 } },
    { subject: "sharedRun", refused: { ...OUTSIDERS, runPlayer: 403 } },
    { subject: "hiddenRun", refused: HIDDEN_RUN },
  ],
  // A guest holding the link may read it (issue 35): a wrong token is missing for a guest too.
  "GET /api/runs/{runId}/invitations/{token}": [
    { subject: "run", refused: { ...WRONG_TOKEN, guest: 404 } },
    { subject: "sharedRun", refused: { ...WRONG_TOKEN, guest: 404 } },
    { subject: "hiddenRun", refused: { ...WRONG_TOKEN, guest: 404 } },
  ],
  "POST /api/runs/{runId}/join": [
    { subject: "run", refused: WRONG_TOKEN, body: { token: "wrong-token" } },
    { subject: "sharedRun", refused: WRONG_TOKEN, body: { token: "wrong-token" } },
    { subject: "hiddenRun", refused: WRONG_TOKEN, body: { token: "wrong-token" } },
  ],
  // {handle}: the run's player.
  "DELETE /api/runs/{runId}/members/{handle}": [
    { subject: "run", refused: { ...OUTSIDERS, runPlayer: 403 } },
    { subject: "sharedRun", refused: { ...OUTSIDERS, runPlayer: 403 } },
    { subject: "hiddenRun", refused: HIDDEN_RUN },
  ],
  // D72: a run's Discord channel is its owner's secret: missing for everyone else, its players too.
  "PUT /api/runs/{runId}/discord": [
    { subject: "run", refused: { ...OUTSIDERS, runPlayer: 404 }, body: { address: DISCORD_ADDRESS } },
    { subject: "sharedRun", refused: { ...OUTSIDERS, runPlayer: 404 }, body: { address: DISCORD_ADDRESS } },
    { subject: "hiddenRun", refused: HIDDEN_RUN, body: { address: DISCORD_ADDRESS } },
  ],
  "DELETE /api/runs/{runId}/discord": [
    { subject: "run", refused: { ...OUTSIDERS, runPlayer: 404 } },
    { subject: "sharedRun", refused: { ...OUTSIDERS, runPlayer: 404 } },
    { subject: "hiddenRun", refused: HIDDEN_RUN },
  ],
  "GET /api/me/notifications": [{ refused: SIGNED_IN_ONLY }],
  "POST /api/me/notifications/read": [{ refused: SIGNED_IN_ONLY, body: {} }],
  "GET /api/me/in-progress": [{ refused: SIGNED_IN_ONLY }],
  "GET /api/me/completed": [{ refused: SIGNED_IN_ONLY }],
  "GET /api/me/saved": [{ refused: SIGNED_IN_ONLY }],
  "GET /api/users/{handle}": [{ refused: {} }],
  "GET /api/users/{handle}/checklists": [{ refused: {} }],
  // D67: {handle} is the member: following oneself is refused, a follow to change must exist.
  "PUT /api/users/{handle}/follow": [{ refused: { guest: 401, member: 422 } }],
  "DELETE /api/users/{handle}/follow": [{ refused: SIGNED_IN_ONLY }],
  "PATCH /api/users/{handle}/follow": [
    { refused: { guest: 401, member: 409, author: 409, moderator: 409 }, body: { notify: false } },
  ],
  "GET /api/users/{handle}/followers": [{ refused: {} }],
  "GET /api/users/{handle}/following": [{ refused: {} }],
  "GET /api/me/follow-settings": [{ refused: SIGNED_IN_ONLY }],
  // D69: the signed-in home page, whole and by section.
  "GET /api/me/home": [{ refused: SIGNED_IN_ONLY }],
  "GET /api/me/home/continue": [{ refused: SIGNED_IN_ONLY }],
  "GET /api/me/home/following": [{ refused: SIGNED_IN_ONLY }],
  "GET /api/me/home/updated": [{ refused: SIGNED_IN_ONLY }],
  "GET /api/me/home/friends": [{ refused: SIGNED_IN_ONLY }],
  "PUT /api/me/follow-settings": [{ refused: SIGNED_IN_ONLY, body: { notifyNewGuides: false } }],
  // D68: a private collection is its owner's alone, moderators' neither; a checklist one may not read is missing.
  "GET /api/me/collections": [{ refused: SIGNED_IN_ONLY }],
  "POST /api/me/collections": [{ refused: SIGNED_IN_ONLY, body: { name: "Refused" } }],
  "GET /api/me/followed-collections": [{ refused: SIGNED_IN_ONLY }],
  "GET /api/users/{handle}/collections": [{ refused: {} }],
  "GET /api/collections/{collectionId}": [
    { subject: "collection", refused: { guest: 404, member: 404, moderator: 404 } },
  ],
  "PATCH /api/collections/{collectionId}": [
    {
      subject: "collection",
      refused: { guest: 401, member: 404, moderator: 404 },
      body: { name: "Renamed" },
    },
  ],
  "DELETE /api/collections/{collectionId}": [
    { subject: "collection", refused: { guest: 401, member: 404, moderator: 404 } },
  ],
  "PUT /api/collections/{collectionId}/checklists/{address}": [
    { subject: "collection", refused: { guest: 401, member: 404, moderator: 404 } },
    { subject: "memberCollection", refused: { guest: 401, member: 404 } },
  ],
  "DELETE /api/collections/{collectionId}/checklists/{address}": [
    { subject: "collection", refused: { guest: 401, member: 404, moderator: 404 } },
  ],
  "PUT /api/collections/{collectionId}/follow": [
    { subject: "collection", refused: { guest: 401, member: 404, moderator: 404, author: 422 } },
  ],
  "DELETE /api/collections/{collectionId}/follow": [{ subject: "collection", refused: SIGNED_IN_ONLY }],
  "GET /api/moderation/queue": [{ refused: MODERATORS_ONLY }],
  "GET /api/moderation/checklists/{address}": [{ subject: "pending", refused: MODERATORS_ONLY }],
  "POST /api/moderation/checklists/{address}/approve": [{ subject: "pending", refused: MODERATORS_ONLY }],
  "POST /api/moderation/checklists/{address}/reject": [
    { subject: "pending", refused: MODERATORS_ONLY, body: { reason: "Not yet." } },
  ],
  "GET /api/moderation/analytics": [{ refused: MODERATORS_ONLY }],
  // D34: the author may not report their own; a checklist under review cannot be reported.
  "PUT /api/checklists/{address}/report": [
    { subject: "approved", refused: { guest: 401, author: 403 }, body: { reason: "spam" } },
    {
      subject: "pending",
      refused: { guest: 401, member: 404, author: 404, moderator: 404 },
      body: { reason: "spam" },
    },
  ],
  "GET /api/moderation/reports": [{ refused: MODERATORS_ONLY }],
  // Nothing is reported yet: for a moderator there is nothing to resolve (409).
  "POST /api/moderation/reports/{address}/dismiss": [
    { subject: "approved", refused: { ...MODERATORS_ONLY, moderator: 409 }, body: {} },
  ],
  // Nothing was dismissed: nothing to undo (409).
  "POST /api/moderation/reports/{address}/undo-dismiss": [
    { subject: "approved", refused: { ...MODERATORS_ONLY, moderator: 409 } },
  ],
  "POST /api/moderation/reports/{address}/unpublish": [
    { subject: "approved", refused: { ...MODERATORS_ONLY, moderator: 409 }, body: { reason: "Spam." } },
  ],
  "POST /api/analytics/pageview": [{ refused: {}, body: { path: "/about" } }],
  // D59, D60: the game's facts are public.
  "GET /api/game/versions": [{ refused: {} }],
  "GET /api/game/{version}/items": [{ refused: {} }],
  "GET /api/game/{version}/advancements": [{ refused: {} }],
  "GET /api/game/{version}/statistics": [{ refused: {} }],
  // D60: the Litematica import's lookup stores nothing, but only the form's people use it (as D53's import).
  "POST /api/game/{version}/items/lookup": [{ refused: SIGNED_IN_ONLY, body: { names: ["Oak Planks"] } }],
  "GET /api/health/live": [{ refused: {} }],
  "GET /api/health": [{ refused: {} }],
  "GET /api/health/ready": [{ refused: {} }],
  // D47: an image shared caches keep, so only an approved checklist has one, for everyone alike.
  "GET /checklist/{address}/preview.png": [
    { subject: "approved", refused: {} },
    { subject: "pending", refused: { guest: 404, member: 404, author: 404, moderator: 404 } },
  ],
  // D47: a private run has no image, for its players too (shared caches keep it).
  // Issue 35: a default face per account, drawn from the handle alone.
  "GET /avatars/{file}": [{ refused: {} }],
  // Issue 35: a profile's card shows only what its public profile does.
  "GET /users/{handle}/preview.png": [{ refused: {} }],
  // Issue 35: an invite link's image, for a link that opens the run now: a wrong token is missing.
  "GET /runs/{runId}/join/{token}/preview.png": [{ subject: "run", refused: { ...WRONG_TOKEN, guest: 404 } }],
  // D68: a private collection has no image, for its owner too (shared caches keep it).
  "GET /collections/{collectionId}/preview.png": [
    { subject: "collection", refused: { guest: 404, member: 404, author: 404, moderator: 404 } },
  ],
  "GET /runs/{runId}/preview.png": [
    { subject: "run", refused: { ...HIDDEN_RUN, guest: 404 } },
    { subject: "hiddenRun", refused: { ...HIDDEN_RUN, guest: 404 } },
  ],
};

describe.each(testEngines())("every forbidden (operation × actor) pair is refused (%s)", (engine) => {
  let t: TestApp;
  let operations: string[];
  /** Each operation's answers in the OpenAPI document, by status. */
  let answersOf: (operation: string) => Record<string, { "x-error-codes"?: string[] }>;
  const clients: Partial<Record<Actor, BrowserClient>> = {};
  const subjects: Partial<
    Record<Subject, { id: string; stepId: string; runId?: string; collectionId?: string }>
  > = {};
  let memberHandle = "";
  let runPlayerHandle = "";

  beforeAll(async () => {
    const unlimited = Object.fromEntries(
      Object.keys(DEFAULT_RATE_LIMITS).map((key) => [key, { max: 1_000_000, windowSeconds: 60 }]),
    );
    t = await startTestApp(engine, { SEED_DEMO: "false", RATE_LIMITS: JSON.stringify(unlimited) });
    const document = await (await fetch(`${t.url}/api/openapi.json`)).json();
    operations = Object.entries(document.paths as Record<string, object>).flatMap(([path, byMethod]) =>
      Object.keys(byMethod).map((method) => `${method.toUpperCase()} ${path}`),
    );
    answersOf = (operation) => {
      const [method = "", path = ""] = operation.split(" ");
      return document.paths[path][method.toLowerCase()].responses;
    };
    clients.author = await quickPerson(t, "Refusal Author");
    clients.member = await quickPerson(t, "Refusal Member");
    clients.moderator = await quickPerson(t, "Refusal Moderator", "admin");
    memberHandle = (await (await clients.member.request("/api/me")).json()).handle;
    for (const subject of ["approved", "pending"] as const) {
      const created = await (
        await clients.author.request("/api/checklists", { method: "POST", json: checklistInput() })
      ).json();
      subjects[subject] = { id: created.id, stepId: created.steps[0].id };
    }
    const approval = await clients.moderator.request(
      `/api/moderation/checklists/${subjects.approved?.id}/approve`,
      { method: "POST" },
    );
    expect(approval.status).toBe(200);
    clients.runOwner = await quickPerson(t, "Refusal Run Owner");
    clients.runPlayer = await quickPerson(t, "Refusal Run Player");
    clients.removedPlayer = await quickPerson(t, "Refusal Removed Player");
    runPlayerHandle = (await (await clients.runPlayer.request("/api/me")).json()).handle;
    subjects.run = await runOf(subjects.approved);
    subjects.sharedRun = await runOf(subjects.approved);
    const shared = await (clients.runOwner as BrowserClient).request(
      `/api/runs/${subjects.sharedRun.runId}`,
      {
        method: "PATCH",
        json: { visibility: "link" },
      },
    );
    expect(shared.status).toBe(200);
    // A second approved checklist with a run, unpublished afterwards.
    const later = await (
      await clients.author.request("/api/checklists", { method: "POST", json: checklistInput() })
    ).json();
    await clients.moderator.request(`/api/moderation/checklists/${later.id}/approve`, { method: "POST" });
    subjects.hiddenRun = await runOf({ id: later.id, stepId: later.steps[0].id });
    await t.database.db.update(checklists).set({ status: "rejected" }).where(eq(checklists.id, later.id));
    subjects.collection = {
      ...(subjects.approved ?? { id: "", stepId: "" }),
      ...(await collectionOf(clients.author)),
    };
    subjects.memberCollection = {
      ...(subjects.pending ?? { id: "", stepId: "" }),
      ...(await collectionOf(clients.member)),
    };
    const entry = `/api/collections/${subjects.collection.collectionId}/checklists/${subjects.approved?.id}`;
    expect((await clients.author.request(entry, { method: "PUT" })).status).toBe(200);
  }, 120_000);

  /** A private collection of theirs (D68). */
  async function collectionOf(owner: BrowserClient) {
    const made = await owner.request("/api/me/collections", {
      method: "POST",
      json: { name: "Private shelf" },
    });
    expect(made.status).toBe(201);
    return { collectionId: (await made.json()).id as string };
  }

  /**
   * A run of the checklist, owned by runOwner, with a tick and a note, joined by its link by runPlayer
   * and by removedPlayer, whom the owner then removed.
   */
  async function runOf(subject: { id: string; stepId: string } | undefined) {
    const owner = clients.runOwner as BrowserClient;
    const run = await (
      await owner.request(`/api/checklists/${subject?.id}/runs`, {
        method: "POST",
        json: { name: "Our world" },
      })
    ).json();
    const { invitePath } = await (
      await owner.request(`/api/runs/${run.id}/invite`, { method: "POST" })
    ).json();
    const token = invitePath.split("/").pop();
    for (const player of [clients.runPlayer, clients.removedPlayer]) {
      const joined = await player?.request(`/api/runs/${run.id}/join`, { method: "POST", json: { token } });
      expect(joined?.status).toBe(200);
    }
    const removed = (await (await (clients.removedPlayer as BrowserClient).request("/api/me")).json()).handle;
    expect((await owner.request(`/api/runs/${run.id}/members/${removed}`, { method: "DELETE" })).status).toBe(
      200,
    );
    await owner.request(`/api/runs/${run.id}/steps/${subject?.stepId}/done`, { method: "PUT" });
    // A note that a refused DELETE must leave in place (D46).
    const note = await owner.request(`/api/runs/${run.id}/steps/${subject?.stepId}/note`, {
      method: "PUT",
      json: { text: "Our base", coords: { x: 1, y: 64, z: -1, dimension: "overworld" } },
    });
    expect(note.status).toBe(200);
    return { id: subject?.id ?? "", stepId: subject?.stepId ?? "", runId: run.id as string };
  }
  afterAll(async () => {
    await t?.close();
  });

  it("has a rule for every operation of the API, and none for an operation that is gone", () => {
    expect(Object.keys(RULES).sort()).toEqual([...operations].sort());
  });

  const cases = Object.entries(RULES).flatMap(([operation, rules]) =>
    rules.flatMap((rule) =>
      Object.entries(rule.refused).map(([actor, status]) => ({
        name: `${operation}${rule.subject ? ` on the ${rule.subject} checklist` : ""} as ${actor}: ${status}`,
        operation,
        rule,
        actor: actor as Actor,
        status,
      })),
    ),
  );

  it.each(cases)("$name", async ({ operation, rule, actor, status }) => {
    const [method = "GET", template = ""] = operation.split(" ");
    const subject = rule.subject ? subjects[rule.subject] : undefined;
    const url = template
      .concat(rule.query ? `?${rule.query}` : "")
      .replace("{address}", subject?.id ?? "")
      .replace("{stepId}", subject?.stepId ?? "")
      .replace("{runId}", subject?.runId ?? "")
      .replace("{collectionId}", subject?.collectionId ?? "")
      .replace("{token}", "wrong-token")
      .replace("{item}", "minecraft:stone")
      .replace("{provider}", "google")
      .replace("{handle}", template.includes("/members/") ? runPlayerHandle : memberHandle);
    const before = await storedState(t.database.db, { ignore: ["rate_limits"], countOnly: ["sessions"] });
    const client = actor === "guest" ? null : clients[actor];
    const body = typeof rule.body === "function" ? rule.body(subject) : rule.body;
    const init = { method, json: body };
    const response = client
      ? await client.request(url, init)
      : await fetch(new URL(url, t.url), {
          method,
          headers: { origin: t.url, ...(body ? { "content-type": "application/json" } : {}) },
          body: body ? JSON.stringify(body) : undefined,
        });
    expect(response.status).toBe(status);
    // Decision 046: the code answered is one the document lists for this operation and status.
    const { code } = (await response.json()).error;
    expect(answersOf(operation)[String(status)]?.["x-error-codes"]).toContain(code);
    expect(await storedState(t.database.db, { ignore: ["rate_limits"], countOnly: ["sessions"] })).toEqual(
      before,
    );
  });
});
