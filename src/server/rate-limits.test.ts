import { describe, expect, it, onTestFinished } from "vitest";
import { DEFAULT_RATE_LIMITS } from "./config.ts";
import { BrowserClient } from "./test-support/browser-client.ts";
import { checklistInput } from "./test-support/checklist-input.ts";
import { testEngines } from "./test-support/databases.ts";
import { quickPerson, RELAXED_RATE_LIMITS, signedIn } from "./test-support/people.ts";
import { storedState } from "./test-support/stored-state.ts";
import { startTestApp, type TestApp } from "./test-support/test-app.ts";

type LimitKey = keyof typeof DEFAULT_RATE_LIMITS;

/** Each request made in turn against a limit of 2: the third must be refused. */
type Attempt = (t: TestApp, attempt: number, approvedId: string) => Promise<Response>;

let unique = 0;
function next() {
  unique += 1;
  return `${Date.now().toString(36)}${unique}`;
}

/** Every D6 limit and a request it counts (a new person each time where the limit is per IP). */
const ATTEMPTS: Record<LimitKey, Attempt> = {
  signInPerIp: (t) => new BrowserClient(t.url).request("/auth/login?provider=google"),
  createPerUser: async (t) => {
    sameAuthor ??= await quickPerson(t, "Prolific Author");
    return sameAuthor.request("/api/checklists", {
      method: "POST",
      json: checklistInput({ customId: `c-${next()}` }),
    });
  },
  createPerIp: async (t) =>
    (await quickPerson(t, `Author ${next()}`)).request("/api/checklists", {
      method: "POST",
      json: checklistInput({ customId: `c-${next()}` }),
    }),
  interactPerUser: async (t, attempt, id) => {
    samePlayer ??= await quickPerson(t, "Busy Player");
    return samePlayer.request(`/api/checklists/${id}/save`, { method: attempt % 2 ? "DELETE" : "PUT" });
  },
  interactPerIp: async (t, _attempt, id) =>
    (await quickPerson(t, `Player ${next()}`)).request(`/api/checklists/${id}/like`, { method: "PUT" }),
  editPerUser: async (t, attempt) => {
    sameMember ??= await quickPerson(t, "Renaming Rita");
    return sameMember.request("/api/me", { method: "PATCH", json: { nickname: `Rita ${attempt}` } });
  },
  reportPerUser: async (t, _attempt, id) => {
    sameReporter ??= await quickPerson(t, "Watchful Wendy");
    return sameReporter.request(`/api/checklists/${id}/report`, { method: "PUT", json: { reason: "spam" } });
  },
  reportPerIp: async (t, _attempt, id) =>
    (await quickPerson(t, `Reporter ${next()}`)).request(`/api/checklists/${id}/report`, {
      method: "PUT",
      json: { reason: "spam" },
    }),
  messagePerIp: async (t, attempt, id) =>
    (await quickPerson(t, `Moderator ${next()}`, "admin")).request(`/api/checklists/${id}/messages`, {
      method: "POST",
      json: { body: `Looked at it (${attempt}).` },
    }),
  runPerUser: async (t, attempt, id) => {
    samePlayer ??= await quickPerson(t, "Many Runs");
    return samePlayer.request(`/api/checklists/${id}/runs`, {
      method: "POST",
      json: { name: `Run ${attempt}` },
    });
  },
  runPerIp: async (t, attempt, id) =>
    (await quickPerson(t, `Runner ${next()}`)).request(`/api/checklists/${id}/runs`, {
      method: "POST",
      json: { name: `Run ${attempt}` },
    }),
  pageViewPerIp: (t, attempt) =>
    new BrowserClient(t.url).request("/api/analytics/pageview", {
      method: "POST",
      json: { path: `/checklists?page=${attempt + 1}` },
    }),
  importPerUser: async (t, attempt) => {
    sameAuthor ??= await quickPerson(t, "Importing Author");
    return sameAuthor.request("/api/checklist-imports", {
      method: "POST",
      json: { markdown: `# Imported ${attempt}\n\n- [ ] First step` },
    });
  },
  importPerIp: async (t, attempt) =>
    (await quickPerson(t, `Importer ${next()}`)).request("/api/checklist-imports", {
      method: "POST",
      json: { markdown: `# Imported ${attempt}\n\n- [ ] First step` },
    }),
  notificationReadPerUser: async (t) => {
    sameMember ??= await quickPerson(t, "Reading Rita");
    return sameMember.request("/api/me/notifications/read", { method: "POST", json: {} });
  },
  previewPerIp: (t, _attempt, id) => new BrowserClient(t.url).request(`/checklist/${id}/preview.png`),
};
let sameAuthor: BrowserClient | undefined;
let samePlayer: BrowserClient | undefined;
let sameMember: BrowserClient | undefined;
let sameReporter: BrowserClient | undefined;

it("has a case for every D6 limit", () => {
  expect(Object.keys(ATTEMPTS).sort()).toEqual(Object.keys(DEFAULT_RATE_LIMITS).sort());
});

describe.each(testEngines("limits"))("every D6 limit answers 429 with Retry-After on %s", (engine) => {
  it.each(Object.keys(ATTEMPTS) as LimitKey[])("%s", async (key) => {
    const windowSeconds = 60;
    const t = await startTestApp(engine, {
      SEED_DEMO: "false",
      RATE_LIMITS: JSON.stringify({ ...JSON.parse(RELAXED_RATE_LIMITS), [key]: { max: 2, windowSeconds } }),
    });
    // Closed with its case: 13 apps left open held about 90 of PostgreSQL's 100 connections, and a
    // test file running beside this one then failed for want of a connection.
    onTestFinished(() => t.close());
    sameAuthor = samePlayer = sameMember = sameReporter = undefined;
    // An approved checklist to interact with, through the real approval flow.
    const author = await quickPerson(t, "Setup Author");
    const creation = await author.request("/api/checklists", {
      method: "POST",
      json: checklistInput({ customId: `a-${next()}` }),
    });
    const created = await creation.json();
    expect(creation.status, JSON.stringify(created)).toBe(201);
    const moderator = await signedIn(t.url, `Moderator ${next()}`, "moderator");
    const approval = await moderator.request(`/api/moderation/checklists/${created.id}/approve`, {
      method: "POST",
    });
    expect(approval.status, await approval.clone().text()).toBeLessThan(300);

    // The setup's own sign-in and checklist count towards the per-IP limits already.
    const usedBySetup = key === "signInPerIp" || key === "createPerIp" ? 1 : 0;
    for (let attempt = usedBySetup; attempt < 2; attempt++) {
      const allowed = await ATTEMPTS[key](t, attempt, created.id);
      expect(allowed.status, `${key} attempt ${attempt + 1}`).toBeLessThan(400);
    }
    const before = await storedState(t.database.db, { ignore: ["rate_limits"] });
    const refused = await ATTEMPTS[key](t, 2, created.id);
    expect(refused.status, key).toBe(429);
    const retryAfter = Number(refused.headers.get("retry-after"));
    expect(Number.isInteger(retryAfter) && retryAfter > 0 && retryAfter <= windowSeconds).toBe(true);
    if (key !== "signInPerIp") expect((await refused.json()).error.code).toBe("rate_limited");
    const after = await storedState(t.database.db, { ignore: ["rate_limits"] });
    // A per-IP case signs in a new person for its refused attempt: those rows are the setup's.
    for (const table of ["users", "sessions", "identities", "moderators"]) {
      delete before[table];
      delete after[table];
    }
    expect(after).toEqual(before);
  });
});
