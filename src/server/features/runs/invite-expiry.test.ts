import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rowsOf } from "#server/db/client.ts";
import { approvedChecklist } from "#server/test-support/approved-checklist.ts";
import type { BrowserClient } from "#server/test-support/browser-client.ts";
import { testEngines } from "#server/test-support/databases.ts";
import { quickPerson, RUN_TEST_RATE_LIMITS } from "#server/test-support/people.ts";
import { startTestApp, type TestApp } from "#server/test-support/test-app.ts";
import { INVITE_DAYS, INVITE_EXPIRED, INVITE_NOT_FOUND } from "#shared/runs.ts";

const DAY = 24 * 60 * 60 * 1000;

/** D74: an invite link works for 7 days after it is made; 'New link' makes a fresh one. */
describe.each(testEngines())("invite links expire (D74) on %s", (engine) => {
  let t: TestApp;
  let owner: BrowserClient;
  const call = (who: BrowserClient, method: string, path: string, json?: unknown) =>
    who.request(path, { method, json });
  const tokenOf = (invitePath: string) => invitePath.split("/").pop() ?? "";
  const membersOf = async (runId: string) =>
    rowsOf<{ n: number }>(
      await t.database.db.execute(sql`select count(*)::int as n from run_members where run_id = ${runId}`),
    )[0]?.n;

  beforeAll(async () => {
    t = await startTestApp(engine, { SEED_DEMO: "false", RATE_LIMITS: RUN_TEST_RATE_LIMITS });
    owner = await quickPerson(t, "Expiring Owner");
  });
  afterAll(async () => {
    await t?.close();
  });

  it("says until when a link works, refuses it once expired (joining nothing), and New link renews it", async () => {
    const { id } = await approvedChecklist(t, owner, 1);
    const run = await (await call(owner, "POST", `/api/checklists/${id}/runs`, { name: "Week" })).json();
    expect(run.inviteExpiresAt).toBeNull();
    const before = Date.now();
    const made = await call(owner, "POST", `/api/runs/${run.id}/invite`);
    const after = Date.now();
    expect(made.status).toBe(200);
    const link = await made.json();
    const expires = Date.parse(link.inviteExpiresAt);
    // Seven days from when it was made (the database's clock; a second either way for the clocks).
    expect(expires).toBeGreaterThanOrEqual(before + INVITE_DAYS * DAY - 1000);
    expect(expires).toBeLessThanOrEqual(after + INVITE_DAYS * DAY + 1000);
    const read = await (await owner.request(`/api/runs/${run.id}`)).json();
    expect(read).toMatchObject({ invitePath: link.invitePath, inviteExpiresAt: link.inviteExpiresAt });

    // Within the 7 days it works; a member who is not the owner sees neither link nor date.
    const early = await quickPerson(t, "Early Friend");
    const joined = await call(early, "POST", `/api/runs/${run.id}/join`, { token: tokenOf(link.invitePath) });
    expect(joined.status).toBe(200);
    expect(await joined.json()).toMatchObject({ invitePath: null, inviteExpiresAt: null });

    // The clock moves past the 7 days.
    await t.database.db.execute(
      sql`update runs set invite_expires_at = now() - interval '1 second' where id = ${run.id}`,
    );
    const late = await quickPerson(t, "Late Friend");
    const expired = { error: { code: "invite_missing", message: INVITE_EXPIRED } };
    const opened = await late.request(`/api/runs/${run.id}/invitations/${tokenOf(link.invitePath)}`);
    expect(opened.status).toBe(404);
    expect(await opened.json()).toEqual(expired);
    const refused = await call(late, "POST", `/api/runs/${run.id}/join`, { token: tokenOf(link.invitePath) });
    expect(refused.status).toBe(404);
    expect(await refused.json()).toEqual(expired);
    expect(await membersOf(run.id)).toBe(2);

    // New link: a fresh 7 days; the expired link is now a replaced one.
    const renewed = await (await call(owner, "POST", `/api/runs/${run.id}/invite`)).json();
    expect(Date.parse(renewed.inviteExpiresAt)).toBeGreaterThan(Date.now() + (INVITE_DAYS - 1) * DAY);
    const replaced = await call(late, "POST", `/api/runs/${run.id}/join`, {
      token: tokenOf(link.invitePath),
    });
    expect((await replaced.json()).error).toEqual({ code: "invite_missing", message: INVITE_NOT_FOUND });
    const joinedLate = await call(late, "POST", `/api/runs/${run.id}/join`, {
      token: tokenOf(renewed.invitePath),
    });
    expect(joinedLate.status).toBe(200);
    expect(await membersOf(run.id)).toBe(3);
  });

  it("gives a link made again after a removal its own 7 days", async () => {
    const { id } = await approvedChecklist(t, owner, 1);
    const run = await (await call(owner, "POST", `/api/checklists/${id}/runs`, { name: "Removal" })).json();
    const link = await (await call(owner, "POST", `/api/runs/${run.id}/invite`)).json();
    const friend = await quickPerson(t, "Removed Friend");
    await call(friend, "POST", `/api/runs/${run.id}/join`, { token: tokenOf(link.invitePath) });
    await t.database.db.execute(
      sql`update runs set invite_expires_at = now() + interval '1 hour' where id = ${run.id}`,
    );
    const handle = (await (await friend.request("/api/me")).json()).handle;
    const removed = await (await call(owner, "DELETE", `/api/runs/${run.id}/members/${handle}`)).json();
    expect(removed.invitePath).not.toBe(link.invitePath);
    expect(Date.parse(removed.inviteExpiresAt)).toBeGreaterThan(Date.now() + (INVITE_DAYS - 1) * DAY);
  });
});
