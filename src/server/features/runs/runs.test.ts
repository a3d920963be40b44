import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rowsOf } from "#server/db/client.ts";
import { approvedChecklist, type Created } from "#server/test-support/approved-checklist.ts";
import { BrowserClient } from "#server/test-support/browser-client.ts";
import { checklistInput } from "#server/test-support/checklist-input.ts";
import { testEngines } from "#server/test-support/databases.ts";
import { quickPerson, RUN_TEST_RATE_LIMITS } from "#server/test-support/people.ts";
import { startTestApp, type TestApp } from "#server/test-support/test-app.ts";
import {
  FIRST_RUN_NAME,
  RUN_FULL,
  RUN_NAME_REQUIRED,
  RUN_NAME_TOO_LONG,
  TOO_MANY_RUNS,
} from "#shared/runs.ts";

const LIMITS = RUN_TEST_RATE_LIMITS;

describe.each(testEngines("races"))("runs: several play-throughs of one checklist (D43) on %s", (engine) => {
  let t: TestApp;
  let author: BrowserClient;
  const guest = () => new BrowserClient(t.url);
  const call = (who: BrowserClient, method: string, path: string, json?: unknown) =>
    who.request(path, { method, json });

  const createApproved = (steps = 3) => approvedChecklist(t, author, steps);

  beforeAll(async () => {
    t = await startTestApp(engine, { SEED_DEMO: "false", RATE_LIMITS: LIMITS });
    author = await quickPerson(t, "Run Author");
  });
  afterAll(async () => {
    await t?.close();
  });

  it("starts 'My run' on Join, a named run on New run, and keeps their ticks apart", async () => {
    const player = await quickPerson(t, "Two Worlds");
    const { id, steps } = await createApproved(3);
    const [one, two] = steps as [Created["steps"][0], Created["steps"][0]];
    expect((await call(player, "PUT", `/api/checklists/${id}/membership`)).status).toBe(200);
    await call(player, "PUT", `/api/checklists/${id}/steps/${one.id}/done`);
    const created = await call(player, "POST", `/api/checklists/${id}/runs`, { name: "Hardcore #3" });
    expect(created.status).toBe(201);
    const hardcore = await created.json();
    expect(hardcore).toMatchObject({
      name: "Hardcore #3",
      visibility: "private",
      role: "owner",
      first: false,
      checklistId: id,
      completedStepIds: [],
      members: [expect.objectContaining({ role: "owner", joinedAt: expect.any(String) })],
    });
    const ticked = await (await call(player, "PUT", `/api/runs/${hardcore.id}/steps/${two.id}/done`)).json();
    expect(ticked).toMatchObject({
      runId: hardcore.id,
      completedStepIds: [two.id],
      done: 1,
      total: 3,
      percent: 33,
    });
    // Who ticked it and when come with the run (decision 047: the tick answers its ticks only).
    expect((await (await player.request(`/api/runs/${hardcore.id}`)).json()).ticks).toEqual([
      { stepId: two.id, at: expect.any(String), by: expect.objectContaining({ displayName: "Two Worlds" }) },
    ]);
    // The per-checklist routes stay on the first run.
    const view = await (await player.request(`/api/checklists/${id}`)).json();
    expect(view).toMatchObject({ joined: true, completedStepIds: [one.id] });
    const list = await (await player.request(`/api/checklists/${id}/runs`)).json();
    expect(
      list.items.map((run: { name: string; first: boolean; done: number; together: boolean }) => [
        run.name,
        run.first,
        run.done,
        run.together,
      ]),
    ).toEqual([
      [FIRST_RUN_NAME, true, 1, false],
      ["Hardcore #3", false, 1, false],
    ]);
    // In progress lists both runs by name.
    const inProgress = await (await player.request("/api/me/in-progress")).json();
    expect(
      inProgress.items.map((item: { id: string; runId: string; runName: string }) => [item.id, item.runName]),
    ).toEqual(
      expect.arrayContaining([
        [id, FIRST_RUN_NAME],
        [id, "Hardcore #3"],
      ]),
    );
    expect(inProgress.total).toBe(2);
    // Unticking on the run route.
    const unticked = await (
      await call(player, "DELETE", `/api/runs/${hardcore.id}/steps/${two.id}/done`)
    ).json();
    expect(unticked.completedStepIds).toEqual([]);
  });

  it("renames, ends a run (its ticks go), and after Leave the next run is the first", async () => {
    const player = await quickPerson(t, "Renamer");
    const { id, steps } = await createApproved(2);
    const first = await (await call(player, "POST", `/api/checklists/${id}/runs`, { name: "SMP" })).json();
    const second = await (await call(player, "POST", `/api/checklists/${id}/runs`, { name: "Solo" })).json();
    expect(first.first).toBe(true);
    await call(player, "PUT", `/api/runs/${second.id}/steps/${steps[0]?.id}/done`);
    const renamed = await call(player, "PATCH", `/api/runs/${first.id}`, {
      name: "SMP season 2",
      visibility: "link",
    });
    expect(renamed.status).toBe(200);
    expect(await renamed.json()).toMatchObject({ name: "SMP season 2", visibility: "link" });
    // Leave (per checklist) ends the first run; the second becomes the first, with its tick.
    const left = await (await call(player, "DELETE", `/api/checklists/${id}/membership`)).json();
    expect(left).toMatchObject({ joined: true, completedStepIds: [steps[0]?.id] });
    expect((await player.request(`/api/runs/${first.id}`)).status).toBe(404);
    expect((await call(player, "DELETE", `/api/runs/${second.id}`)).status).toBe(204);
    expect((await call(player, "DELETE", `/api/runs/${second.id}`)).status).toBe(404);
    const view = await (await player.request(`/api/checklists/${id}`)).json();
    expect(view).toMatchObject({ joined: false, completedStepIds: [] });
    expect((await (await player.request(`/api/checklists/${id}/runs`)).json()).items).toEqual([]);
  });

  it("refuses a name that is empty, invisible or over 40 characters with 422 naming `name`", async () => {
    const player = await quickPerson(t, "Namer");
    const { id } = await createApproved(1);
    for (const [name, message] of [
      ["", RUN_NAME_REQUIRED],
      [" \u200b ", RUN_NAME_REQUIRED],
      ["x".repeat(41), RUN_NAME_TOO_LONG],
    ] as const) {
      const response = await call(player, "POST", `/api/checklists/${id}/runs`, { name });
      expect(response.status, name).toBe(422);
      expect((await response.json()).error).toEqual({ code: "validation_failed", message, field: "name" });
    }
    expect((await call(player, "POST", `/api/checklists/${id}/runs`, { name: "x".repeat(40) })).status).toBe(
      201,
    );
    expect((await call(player, "POST", `/api/checklists/${id}/runs`, {})).status).toBe(422);
  });

  it("allows 10 unfinished runs of one checklist, then 409; a finished run does not count", async () => {
    const player = await quickPerson(t, "Ten Worlds");
    const { id, steps } = await createApproved(1);
    const made: string[] = [];
    for (let i = 0; i < 10; i++) {
      const response = await call(player, "POST", `/api/checklists/${id}/runs`, { name: `World ${i}` });
      expect(response.status).toBe(201);
      made.push((await response.json()).id);
    }
    const over = await call(player, "POST", `/api/checklists/${id}/runs`, { name: "One too many" });
    expect(over.status).toBe(409);
    expect((await over.json()).error).toEqual({ code: "too_many_runs", message: TOO_MANY_RUNS });
    // Joining (per checklist) with runs already played makes none.
    expect((await call(player, "PUT", `/api/checklists/${id}/membership`)).status).toBe(200);
    await call(player, "PUT", `/api/runs/${made[3]}/steps/${steps[0]?.id}/done`);
    expect(
      (await call(player, "POST", `/api/checklists/${id}/runs`, { name: "Now there is room" })).status,
    ).toBe(201);
    expect((await (await player.request(`/api/checklists/${id}/runs`)).json()).items).toHaveLength(11);
    const completed = await (await player.request("/api/me/completed")).json();
    expect(completed.items).toEqual([expect.objectContaining({ id, runName: "World 3", runId: made[3] })]);
  });

  it("never makes two first runs or passes the limit when presses arrive together", async () => {
    const player = await quickPerson(t, "Double Presser");
    const { id } = await createApproved(1);
    await Promise.all(
      Array.from({ length: 4 }, () => call(player, "PUT", `/api/checklists/${id}/membership`)),
    );
    expect((await (await player.request(`/api/checklists/${id}/runs`)).json()).items).toHaveLength(1);
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        call(player, "POST", `/api/checklists/${id}/runs`, { name: `R${i}` }),
      ),
    );
    expect(results.filter((response) => response.status === 201)).toHaveLength(9);
    expect((await (await player.request(`/api/checklists/${id}/runs`)).json()).items).toHaveLength(10);
  });

  it("hides a private run from everyone but its members, and refuses runs of a checklist under review", async () => {
    const owner = await quickPerson(t, "Private Owner");
    const stranger = await quickPerson(t, "Stranger");
    const { id, steps } = await createApproved(1);
    const run = await (
      await call(owner, "POST", `/api/checklists/${id}/runs`, { name: "Secret base" })
    ).json();
    for (const who of [stranger, guest()]) {
      expect((await who.request(`/api/runs/${run.id}`)).status).toBe(404);
    }
    expect((await call(stranger, "PUT", `/api/runs/${run.id}/steps/${steps[0]?.id}/done`)).status).toBe(404);
    expect((await call(stranger, "PATCH", `/api/runs/${run.id}`, { name: "Mine now" })).status).toBe(404);
    expect((await call(stranger, "DELETE", `/api/runs/${run.id}`)).status).toBe(404);
    expect((await stranger.request("/api/runs/not-a-uuid")).status).toBe(404);
    const pending = (await (
      await call(author, "POST", "/api/checklists", checklistInput())
    ).json()) as Created;
    expect(
      (await call(stranger, "POST", `/api/checklists/${pending.id}/runs`, { name: "Early" })).status,
    ).toBe(404);
    expect((await call(author, "POST", `/api/checklists/${pending.id}/runs`, { name: "Early" })).status).toBe(
      409,
    );
    expect((await guest().request(`/api/checklists/${id}/runs`)).status).toBe(401);
  });

  it("invites by link: a second player joins, both tick the same run, each tick says who and when (D44)", async () => {
    const owner = await quickPerson(t, "Host Hannah");
    const friend = await quickPerson(t, "Friend Finn");
    const { id, steps } = await createApproved(3);
    const [one, two] = steps as [Created["steps"][0], Created["steps"][0]];
    const run = await (await call(owner, "POST", `/api/checklists/${id}/runs`, { name: "SMP" })).json();
    expect(run.invitePath).toBeNull();
    const link = await call(owner, "POST", `/api/runs/${run.id}/invite`);
    expect(link.status).toBe(200);
    const { invitePath } = await link.json();
    const [, runId, token] = /^\/runs\/([^/]+)\/join\/([^/]+)$/.exec(invitePath) ?? [];
    expect(runId).toBe(run.id);
    expect(Buffer.from(token ?? "", "base64url").length).toBeGreaterThanOrEqual(16);
    // The owner sees the same link again; nothing stores the token itself.
    expect((await (await owner.request(`/api/runs/${run.id}`)).json()).invitePath).toBe(invitePath);
    const stored = await t.database.db.execute(sql`select * from runs where id = ${run.id}`);
    expect(JSON.stringify(rowsOf(stored))).not.toContain(token);

    expect((await friend.request(`/api/runs/${run.id}`)).status).toBe(404);
    // A guest holding the link reads whose run of what (the sign-in page names it, issue 35);
    // without the right token, nothing.
    const forGuest = await guest().request(`/api/runs/${run.id}/invitations/${token}`);
    expect(forGuest.status).toBe(200);
    expect(await forGuest.json()).toMatchObject({ runName: "SMP", member: false });
    const wrong = await guest().request(`/api/runs/${run.id}/invitations/${token?.slice(1)}x`);
    expect(wrong.status).toBe(404);
    expect(await wrong.text()).not.toContain("SMP");
    const invited = await (await friend.request(`/api/runs/${run.id}/invitations/${token}`)).json();
    expect(invited).toMatchObject({
      runName: "SMP",
      checklistId: id,
      owner: expect.objectContaining({ displayName: "Host Hannah" }),
      memberCount: 1,
      member: false,
      full: false,
    });
    const joined = await call(friend, "POST", `/api/runs/${run.id}/join`, { token });
    expect(joined.status).toBe(200);
    expect(await joined.json()).toMatchObject({ role: "member", first: true, invitePath: null });
    const friendsRuns = await (await friend.request(`/api/checklists/${id}/runs`)).json();
    expect(friendsRuns.items).toEqual([expect.objectContaining({ memberCount: 2, together: true })]);
    expect((await call(friend, "POST", `/api/runs/${run.id}/join`, { token })).status).toBe(200);

    await call(owner, "PUT", `/api/runs/${run.id}/steps/${one.id}/done`);
    // The friend's first run of the checklist is this one: the per-checklist tick lands in it too.
    expect((await call(friend, "PUT", `/api/checklists/${id}/steps/${two.id}/done`)).status).toBe(200);
    const seen = await (await owner.request(`/api/runs/${run.id}`)).json();
    const who = Object.fromEntries(
      seen.ticks.map((tick: { stepId: string; by: { displayName: string } }) => [
        tick.stepId,
        tick.by.displayName,
      ]),
    );
    expect(who).toEqual({ [one.id]: "Host Hannah", [two.id]: "Friend Finn" });
    expect(seen.members.map((member: { role: string }) => member.role)).toEqual(["owner", "member"]);
    const friendsList = await (await friend.request("/api/me/in-progress")).json();
    expect(friendsList.items).toEqual([expect.objectContaining({ runId: run.id, runName: "SMP", done: 2 })]);

    // A player may not invite, rename or remove; the owner may not remove themselves.
    expect((await call(friend, "POST", `/api/runs/${run.id}/invite`)).status).toBe(403);
    expect((await call(friend, "PATCH", `/api/runs/${run.id}`, { name: "Ours" })).status).toBe(403);
    const ownerHandle = (await (await owner.request("/api/me")).json()).handle;
    const friendHandle = (await (await friend.request("/api/me")).json()).handle;
    expect((await call(friend, "DELETE", `/api/runs/${run.id}/members/${ownerHandle}`)).status).toBe(403);
    expect((await call(owner, "DELETE", `/api/runs/${run.id}/members/${ownerHandle}`)).status).toBe(409);

    // 'New link' revokes the old one.
    const second = await (await call(owner, "POST", `/api/runs/${run.id}/invite`)).json();
    expect(second.invitePath).not.toBe(invitePath);
    const stranger = await quickPerson(t, "Late Stranger");
    expect((await stranger.request(`/api/runs/${run.id}/invitations/${token}`)).status).toBe(404);
    const refused = await call(stranger, "POST", `/api/runs/${run.id}/join`, { token });
    expect(refused.status).toBe(404);
    expect((await call(stranger, "POST", `/api/runs/${run.id}/join`, { token: "x".repeat(43) })).status).toBe(
      404,
    );

    // The owner removes the friend: the run is missing for them; their tick stays, attributed.
    const removed = await call(owner, "DELETE", `/api/runs/${run.id}/members/${friendHandle}`);
    expect(removed.status).toBe(200);
    expect((await removed.json()).members).toHaveLength(1);
    expect((await friend.request(`/api/runs/${run.id}`)).status).toBe(404);
    expect((await call(friend, "PUT", `/api/runs/${run.id}/steps/${one.id}/done`)).status).toBe(404);
    const after = await (await owner.request(`/api/runs/${run.id}`)).json();
    expect(after.ticks.find((tick: { stepId: string }) => tick.stepId === two.id).by.displayName).toBe(
      "Friend Finn",
    );
    // Alone again, the run still says it was played together: its ticks name who made them.
    const ownersRuns = await (await owner.request(`/api/checklists/${id}/runs`)).json();
    expect(ownersRuns.items).toEqual([
      expect.objectContaining({ id: run.id, memberCount: 1, together: true }),
    ]);
    // And the link they had no longer brings them back.
    const secondToken = second.invitePath.split("/").pop();
    expect((await call(friend, "POST", `/api/runs/${run.id}/join`, { token: secondToken })).status).toBe(404);
    expect((await call(owner, "DELETE", `/api/runs/${run.id}/members/${friendHandle}`)).status).toBe(404);
  });

  it("lets a player leave (their ticks stay) and refuses the 51st player: 'This run is full (50 players).'", async () => {
    const owner = await quickPerson(t, "Crowded Owner");
    const { id, steps } = await createApproved(2);
    const run = await (await call(owner, "POST", `/api/checklists/${id}/runs`, { name: "Server" })).json();
    const { invitePath } = await (await call(owner, "POST", `/api/runs/${run.id}/invite`)).json();
    const token = invitePath.split("/").pop();
    const leaver = await quickPerson(t, "Leaving Lou");
    await call(leaver, "POST", `/api/runs/${run.id}/join`, { token });
    await call(leaver, "PUT", `/api/runs/${run.id}/steps/${steps[0]?.id}/done`);
    expect((await call(leaver, "DELETE", `/api/runs/${run.id}`)).status).toBe(204);
    const kept = await (await owner.request(`/api/runs/${run.id}`)).json();
    expect(kept.members).toHaveLength(1);
    expect(kept.ticks).toEqual([
      expect.objectContaining({ by: expect.objectContaining({ displayName: "Leaving Lou" }) }),
    ]);
    // 49 more players fill it to 50 (made directly: the join itself is tested above).
    await t.database.db.execute(sql`
      with made as (
        insert into users (handle, display_name)
        select 'crowd-' || n || '-' || ${run.id.slice(0, 8)}, 'Crowd ' || n from generate_series(1, 49) n
        returning id)
      insert into run_members (run_id, checklist_id, user_id, role) select ${run.id}, ${id}, id, 'member' from made`);
    const last = await quickPerson(t, "Fifty-first");
    expect((await (await last.request(`/api/runs/${run.id}/invitations/${token}`)).json()).full).toBe(true);
    const full = await call(last, "POST", `/api/runs/${run.id}/join`, { token });
    expect(full.status).toBe(409);
    expect((await full.json()).error.message).toBe(RUN_FULL);
  });

  it("shows each unfinished run once what an approved edit changed since it started, until dismissed (D48)", async () => {
    const moderator = await quickPerson(t, "Edit Moderator", "admin");
    const player = await quickPerson(t, "Early Emma");
    const { id, steps } = await createApproved(3);
    const [one, two, three] = steps as [Created["steps"][0], Created["steps"][0], Created["steps"][0]];
    expect((await call(player, "PUT", `/api/checklists/${id}/membership`)).status).toBe(200);
    await call(player, "PUT", `/api/checklists/${id}/steps/${one.id}/done`);
    const runsOf = async (who: BrowserClient) =>
      (await (await who.request(`/api/checklists/${id}/runs`)).json()).items as {
        id: string;
        changes: { added: string[]; changed: string[]; removed: string[] } | null;
      }[];
    expect((await runsOf(player))[0]?.changes).toBeNull();

    const edit = checklistInput({
      steps: [
        { id: one.id, title: "Step 1", description: "" },
        { id: two.id, title: "Step 2, reworded", description: "" },
        { title: "A new last step", description: "" },
      ],
    });
    expect((await call(author, "PATCH", `/api/checklists/${id}`, edit)).status).toBe(200);
    // Pending, not yet approved: nothing has changed for the player.
    expect((await runsOf(player))[0]?.changes).toBeNull();
    expect((await call(moderator, "POST", `/api/moderation/checklists/${id}/approve`)).status).toBe(200);
    const live = await (await player.request(`/api/checklists/${id}`)).json();
    const added = live.steps.find((step: { title: string }) => step.title === "A new last step").id;
    const [run] = await runsOf(player);
    expect(run?.changes).toEqual({ added: [added], changed: [two.id], removed: [three.title] });

    // Someone who starts after the edit meets nothing changed.
    const late = await quickPerson(t, "Late Liam");
    await call(late, "PUT", `/api/checklists/${id}/membership`);
    expect((await runsOf(late))[0]?.changes).toBeNull();

    // Dismissing is the player's own and is refused to others.
    expect((await guest().request(`/api/runs/${run?.id}/changes`, { method: "DELETE" })).status).toBe(401);
    expect((await call(late, "DELETE", `/api/runs/${run?.id}/changes`)).status).toBe(404);
    expect((await call(player, "DELETE", `/api/runs/not-a-run/changes`)).status).toBe(404);
    expect((await runsOf(player))[0]?.changes).not.toBeNull();
    expect((await call(player, "DELETE", `/api/runs/${run?.id}/changes`)).status).toBe(204);
    expect((await runsOf(player))[0]?.changes).toBeNull();
  });
});
