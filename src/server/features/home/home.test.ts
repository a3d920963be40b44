import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rowsOf } from "#server/db/client.ts";
import { BrowserClient } from "#server/test-support/browser-client.ts";
import { checklistInput } from "#server/test-support/checklist-input.ts";
import { testEngines } from "#server/test-support/databases.ts";
import { quickPerson, RUN_TEST_RATE_LIMITS } from "#server/test-support/people.ts";
import { startTestApp, type TestApp } from "#server/test-support/test-app.ts";
import { HOME_SECTION_SIZE, HOME_SECTIONS } from "#shared/contracts/home.ts";

interface Card {
  id: string;
  title: string;
  runId?: string;
  runName?: string;
  done?: number;
  changedSteps?: number;
  owner?: { handle: string; displayName: string };
}
interface SectionPage {
  items: Card[];
  total: number;
  page: number;
  perPage: number;
}
type Home = Record<(typeof HOME_SECTIONS)[number], SectionPage>;

describe.each(testEngines("plans"))("D69: a home for you on %s", (engine) => {
  let t: TestApp;
  let moderator: BrowserClient;

  const call = (who: BrowserClient, method: string, path: string, json?: unknown) =>
    who.request(path, { method, json });
  const home = async (who: BrowserClient): Promise<Home> => (await who.request("/api/me/home")).json();
  const section = async (who: BrowserClient, name: string, page: number): Promise<SectionPage> =>
    (await who.request(`/api/me/home/${name}?page=${page}`)).json();
  const titles = (page: SectionPage) => page.items.map((item) => item.title);
  const handleOf = async (who: BrowserClient) =>
    (await (await who.request("/api/me")).json()).handle as string;
  const follow = async (who: BrowserClient, creator: BrowserClient) =>
    expect((await call(who, "PUT", `/api/users/${await handleOf(creator)}/follow`)).status).toBe(200);

  /** A checklist by `author`, approved by the moderator (approved minutes ago, so the order is known). */
  const published = async (author: BrowserClient, title: string, minutesAgo = 0) => {
    const created = await (await call(author, "POST", "/api/checklists", checklistInput({ title }))).json();
    expect((await call(moderator, "POST", `/api/moderation/checklists/${created.id}/approve`)).status).toBe(
      200,
    );
    await t.database.db.execute(
      sql`update checklists set approved_at = now() - ${minutesAgo} * interval '1 minute' where id = ${created.id}`,
    );
    return created as { id: string; customId: string; steps: { id: string; title: string }[] };
  };
  const startRun = async (who: BrowserClient, checklistId: string, name: string) => {
    const answer = await call(who, "POST", `/api/checklists/${checklistId}/runs`, { name });
    expect(answer.status).toBe(201);
    return (await answer.json()) as { id: string };
  };

  beforeAll(async () => {
    t = await startTestApp(engine, { SEED_DEMO: "false", RATE_LIMITS: RUN_TEST_RATE_LIMITS });
    moderator = await quickPerson(t, "Home Moderator", "admin");
  });
  afterAll(async () => {
    await t?.close();
  });

  it("answers a guest 401 on every home route, and a new player four empty sections", async () => {
    const guest = new BrowserClient(t.url);
    for (const path of ["/api/me/home", ...HOME_SECTIONS.map((name) => `/api/me/home/${name}`)]) {
      const answer = await guest.request(path);
      expect(answer.status, path).toBe(401);
      expect((await answer.json()).error.code).toBe("unauthenticated");
    }
    const newcomer = await quickPerson(t, "Newcomer");
    const answer = await newcomer.request("/api/me/home");
    expect(answer.headers.get("cache-control")).toBe("no-store");
    const empty = { items: [], total: 0, page: 1, perPage: HOME_SECTION_SIZE };
    expect(await answer.json()).toEqual({
      continue: empty,
      following: empty,
      updated: empty,
      friends: empty,
    });
    expect((await newcomer.request("/api/me/home/following?page=0")).status).toBe(422);
    expect((await newcomer.request("/api/me/home/nothing")).status).toBe(404);
  });

  it("'New from creators you follow': their approved checklists, latest first, paged; never hidden or rejected ones", async () => {
    const creator = await quickPerson(t, "Creator Cleo");
    const other = await quickPerson(t, "Unfollowed Uma");
    const reader = await quickPerson(t, "Reader Rae");
    await follow(reader, creator);
    for (let i = 1; i <= 7; i++) await published(creator, `Cleo guide ${i}`, 100 - i);
    await published(other, "Uma guide");
    // Under review: never approved. Unpublished: approved once, then rejected (D34).
    await call(creator, "POST", "/api/checklists", checklistInput({ title: "Cleo draft" }));
    const unpublished = await published(creator, "Cleo unpublished", 0);
    await call(reader, "PUT", `/api/checklists/${unpublished.id}/report`, { reason: "spam" });
    const refused = await call(moderator, "POST", `/api/moderation/reports/${unpublished.id}/unpublish`, {
      reason: "Off topic.",
    });
    expect(refused.status).toBe(200);

    const first = (await home(reader)).following;
    expect(first.total).toBe(7);
    expect(titles(first)).toEqual([
      "Cleo guide 7",
      "Cleo guide 6",
      "Cleo guide 5",
      "Cleo guide 4",
      "Cleo guide 3",
    ]);
    const second = await section(reader, "following", 2);
    expect(second).toMatchObject({ total: 7, page: 2, perPage: HOME_SECTION_SIZE });
    expect(titles(second)).toEqual(["Cleo guide 2", "Cleo guide 1"]);
    expect((await section(reader, "following", 3)).items).toEqual([]);

    // An approved new version brings a guide back to the top (D67).
    const oldest = second.items[1] as Card & { customId: string };
    const edit = checklistInput({ customId: oldest.customId, title: "Cleo guide 1, second edition" });
    expect((await call(creator, "PATCH", `/api/checklists/${oldest.id}`, edit)).status).toBe(200);
    expect((await call(moderator, "POST", `/api/moderation/checklists/${oldest.id}/approve`)).status).toBe(
      200,
    );
    expect(titles((await home(reader)).following)[0]).toBe("Cleo guide 1, second edition");
    // Unfollowing empties the section.
    await call(reader, "DELETE", `/api/users/${await handleOf(creator)}/follow`);
    expect((await home(reader)).following).toMatchObject({ items: [], total: 0 });
  });

  it("'Continue' and 'Updated guides you play': runs in progress, and those whose guide changed since (D48)", async () => {
    const author = await quickPerson(t, "Author Abe");
    const player = await quickPerson(t, "Player Pia");
    const guide = await published(author, "Abe's long guide");
    const short = await published(author, "Abe's short guide");
    const runs = [];
    for (let i = 1; i <= 6; i++) runs.push(await startRun(player, guide.id, `Run ${i}`));
    const finished = await startRun(player, short.id, "Done already");
    for (const step of short.steps)
      await call(player, "PUT", `/api/runs/${finished.id}/steps/${step.id}/done`);

    const continuing = (await home(player)).continue;
    expect(continuing.total).toBe(6);
    expect(continuing.items.map((item) => item.runName)).toEqual([
      "Run 6",
      "Run 5",
      "Run 4",
      "Run 3",
      "Run 2",
    ]);
    // A tick makes a run the latest played.
    const tick = await call(player, "PUT", `/api/runs/${runs[0]?.id}/steps/${guide.steps[0]?.id}/done`);
    expect(tick.status).toBe(200);
    expect((await home(player)).continue.items[0]).toMatchObject({ runName: "Run 1", done: 1 });
    expect((await section(player, "continue", 2)).items.map((item) => item.runName)).toEqual(["Run 2"]);
    // Past the end: no entries, and still the total.
    expect(await section(player, "continue", 3)).toEqual({
      items: [],
      total: 6,
      page: 3,
      perPage: HOME_SECTION_SIZE,
    });
    expect((await home(player)).updated.total).toBe(0);

    // An approved edit of both guides: the unfinished runs meet it, the finished one does not.
    const [one, two] = guide.steps;
    const edit = checklistInput({
      customId: guide.customId,
      title: "Abe's long guide",
      steps: [
        { id: one?.id, title: one?.title ?? "", description: "" },
        { id: two?.id, title: "Reworded", description: "" },
        { title: "A new step", description: "" },
      ],
    });
    expect((await call(author, "PATCH", `/api/checklists/${guide.id}`, edit)).status).toBe(200);
    expect((await call(moderator, "POST", `/api/moderation/checklists/${guide.id}/approve`)).status).toBe(
      200,
    );
    // Reworded, the finished run's steps stay ticked: it stays finished, and off the list.
    const shortEdit = checklistInput({
      customId: short.customId,
      title: "Abe's short guide",
      steps: short.steps.map((step) => ({ id: step.id, title: `${step.title}, reworded`, description: "" })),
    });
    expect((await call(author, "PATCH", `/api/checklists/${short.id}`, shortEdit)).status).toBe(200);
    expect((await call(moderator, "POST", `/api/moderation/checklists/${short.id}/approve`)).status).toBe(
      200,
    );

    const updated = (await home(player)).updated;
    expect(updated.total).toBe(6);
    expect(updated.items).toHaveLength(HOME_SECTION_SIZE);
    // What each run page's notice counts: the first step's description, the second's title, one added.
    const onRunPages = (await (await player.request(`/api/checklists/${guide.id}/runs`)).json()).items as {
      id: string;
      changes: { added: string[]; changed: string[]; removed: string[] } | null;
    }[];
    for (const item of updated.items) {
      const changes = onRunPages.find((run) => run.id === item.runId)?.changes;
      expect(changes).toEqual({ added: [expect.any(String)], changed: [one?.id, two?.id], removed: [] });
      expect(item).toMatchObject({ title: "Abe's long guide", changedSteps: 3 });
    }
    const rest = await section(player, "updated", 2);
    expect(rest).toMatchObject({ total: 6, page: 2 });
    expect(rest.items).toHaveLength(1);
    expect(await section(player, "updated", 3)).toMatchObject({ items: [], total: 6 });
    const listed = [...updated.items, ...rest.items].map((item) => item.runId);
    expect(new Set(listed)).toEqual(new Set(runs.map((run) => run.id)));
    expect(listed).not.toContain(finished.id);
    // Dismissing the notice on a run takes it off the list.
    expect((await call(player, "DELETE", `/api/runs/${runs[0]?.id}/changes`)).status).toBe(204);
    const after = await home(player);
    expect(after.updated.total).toBe(5);
    expect(after.updated.items.map((item) => item.runId)).not.toContain(runs[0]?.id);
  });

  it("'Your friends' runs': the runs people you follow share by link, never a private one", async () => {
    const friend = await quickPerson(t, "Friend Flo");
    const stranger = await quickPerson(t, "Stranger Stu");
    const viewer = await quickPerson(t, "Viewer Vic");
    await follow(viewer, friend);
    const guide = await published(stranger, "Stu's guide");
    const shared = [];
    for (let i = 1; i <= 6; i++) {
      const run = await startRun(friend, guide.id, `Flo shared ${i}`);
      expect((await call(friend, "PATCH", `/api/runs/${run.id}`, { visibility: "link" })).status).toBe(200);
      shared.push(run);
    }
    const secret = await startRun(friend, guide.id, "Flo private");
    const strangers = await startRun(stranger, guide.id, "Stu shared");
    await call(stranger, "PATCH", `/api/runs/${strangers.id}`, { visibility: "link" });
    // Played last, yet private: never listed.
    await call(friend, "PUT", `/api/runs/${secret.id}/steps/${guide.steps[0]?.id}/done`);

    const first = (await home(viewer)).friends;
    expect(first.total).toBe(6);
    expect(first.items.map((item) => item.runName)).toEqual([
      "Flo shared 6",
      "Flo shared 5",
      "Flo shared 4",
      "Flo shared 3",
      "Flo shared 2",
    ]);
    expect(first.items[0]?.owner).toMatchObject({
      handle: await handleOf(friend),
      displayName: "Friend Flo",
    });
    const second = await section(viewer, "friends", 2);
    expect(second.total).toBe(6);
    expect(await section(viewer, "friends", 4)).toMatchObject({ items: [], total: 6 });
    expect(second.items.map((item) => item.runName)).toEqual(["Flo shared 1"]);
    const everyRun = [...first.items, ...second.items].map((item) => item.runId);
    expect(everyRun).not.toContain(secret.id);
    expect(everyRun).not.toContain(strangers.id);

    // Made private again, a run leaves the list.
    await call(friend, "PATCH", `/api/runs/${shared[5]?.id}`, { visibility: "private" });
    const after = (await home(viewer)).friends;
    expect(after.total).toBe(5);
    expect(after.items.map((item) => item.runId)).not.toContain(shared[5]?.id);
  });

  it.runIf(engine === "postgres")(
    "reads 'New from creators you follow' by each creator's index, not a scan of checklists",
    async () => {
      // Without scans to choose, the plan shows whether an index serves the order: a Sort means none does.
      const plan = await t.database.db.transaction(async (tx) => {
        await tx.execute(sql`set local enable_seqscan = off`);
        const rows = rowsOf<{ "QUERY PLAN": string }>(
          await tx.execute(sql`explain select c.id from checklists c
            where c.author_id = '00000000-0000-4000-8000-000000000000' and c.status = 'approved'
            order by c.approved_at desc nulls last, c.id desc nulls last limit 10`),
        );
        return rows.map((row) => row["QUERY PLAN"]).join("\n");
      });
      expect(plan).toContain("checklists_author_approved_idx");
      expect(plan).not.toContain("Sort");
    },
  );
});
