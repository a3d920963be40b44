import { PassThrough } from "node:stream";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { rowsOf } from "#server/db/client.ts";
import type { BrowserClient } from "#server/test-support/browser-client.ts";
import { checklistInput } from "#server/test-support/checklist-input.ts";
import { testEngines } from "#server/test-support/databases.ts";
import { type DiscordReceiver, startDiscordReceiver } from "#server/test-support/discord-receiver.ts";
import { quickPerson, RUN_TEST_RATE_LIMITS } from "#server/test-support/people.ts";
import { startTestApp, type TestApp } from "#server/test-support/test-app.ts";
import { hideSecretsInText } from "#shared/secret-routes.ts";
import { NOT_FOUND_MAX, postDueMilestones, startDiscordPoster } from "./poster.ts";

const WEBHOOK_ID = "123456789012345678";
const TOKEN = "TopSecretWebhookToken_0123456789-abcdefghijklmnopqrstuvwxyzABCDEFGH";

/**
 * D72: a run's Discord channel. A local receiver stands in for Discord (DISCORD_TEST_ORIGIN,
 * refused in production: config.test.ts); each round of the poster is run by the test
 * (postDueMilestones), as the server's loop runs it every few seconds.
 */
describe.each(testEngines("races"))("a run's Discord channel (D72) on %s", (engine) => {
  let t: TestApp;
  let receiver: DiscordReceiver;
  let author: BrowserClient;
  let checklistId = "";
  let stepIds: string[] = [];
  const logs: string[] = [];
  const webhookPath = `/api/webhooks/${WEBHOOK_ID}/${TOKEN}`;
  let address = "";

  beforeAll(async () => {
    receiver = await startDiscordReceiver();
    address = `${receiver.origin}${webhookPath}`;
    const stream = new PassThrough();
    stream.on("data", (chunk: Buffer) => logs.push(chunk.toString("utf8")));
    t = await startTestApp(
      engine,
      {
        SEED_DEMO: "false",
        RATE_LIMITS: RUN_TEST_RATE_LIMITS,
        DISCORD_TEST_ORIGIN: receiver.origin,
        LOG_LEVEL: "info",
      },
      stream,
    );
    author = await quickPerson(t, "Discord Author");
    const input = checklistInput({
      steps: undefined,
      sections: [
        { title: "The Overworld", steps: [{ title: "Wood" }, { title: "Iron" }] },
        { title: "The Nether", steps: [{ title: "Portal" }, { title: "Blaze rods" }] },
      ],
    } as never);
    const created = await (await author.request("/api/checklists", { method: "POST", json: input })).json();
    expect(created.steps).toHaveLength(4);
    checklistId = created.id;
    stepIds = created.steps.map((step: { id: string }) => step.id);
    const moderator = await quickPerson(t, "Discord Moderator", "admin");
    expect(
      (await moderator.request(`/api/moderation/checklists/${checklistId}/approve`, { method: "POST" }))
        .status,
    ).toBe(200);
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    await receiver?.close();
  });
  beforeEach(() => {
    receiver.answer({ status: 204 });
  });

  const newRun = async (name = "Speedrun") => {
    const owner = await quickPerson(t, "Discord Owner");
    const run = await (
      await owner.request(`/api/checklists/${checklistId}/runs`, { method: "POST", json: { name } })
    ).json();
    return { owner, runId: run.id as string };
  };
  const setAddress = (who: BrowserClient, runId: string, value: string) =>
    who.request(`/api/runs/${runId}/discord`, { method: "PUT", json: { address: value } });
  const tick = async (who: BrowserClient, runId: string, step: number) =>
    expect(
      (await who.request(`/api/runs/${runId}/steps/${stepIds[step]}/done`, { method: "PUT" })).status,
    ).toBe(200);
  const round = () =>
    postDueMilestones(t.database.db, t.config, { signal: new AbortController().signal, timeoutMs: 2_000 });
  /** What a minute (or a backoff) later looks like: the channel is due now. */
  const dueNow = (runId: string) =>
    t.database.db.execute(sql`update run_discord set due_at = now() where run_id = ${runId}`);
  const channel = async (runId: string) =>
    rowsOf<{ due_in: number; attempts: number; enabled: boolean; pending: unknown; address_sealed: string }>(
      await t.database.db.execute(sql`select extract(epoch from due_at - now())::float as due_in,
        attempts, enabled, pending, address_sealed from run_discord where run_id = ${runId}`),
    )[0];
  const postsTo = (runId: string) =>
    receiver.posts.filter((post) => String(post.payload?.embeds?.[0]?.url).endsWith(runId));

  it("lets the owner set the address, shows it back masked to them only, and stores it sealed", async () => {
    const { owner, runId } = await newRun();
    const set = await setAddress(owner, runId, address);
    expect(set.status).toBe(200);
    expect(await set.json()).toEqual({
      address: `…/api/webhooks/1234…/••••${TOKEN.slice(-4)}`,
      enabled: true,
      disabledReason: null,
    });
    const read = await (await owner.request(`/api/runs/${runId}`)).json();
    expect(read.discord).toMatchObject({ enabled: true, address: expect.stringContaining("••••EFGH") });
    expect(JSON.stringify(read)).not.toContain(TOKEN);

    const invite = await (await owner.request(`/api/runs/${runId}/invite`, { method: "POST" })).json();
    const member = await quickPerson(t, "Discord Member");
    await member.request(`/api/runs/${runId}/join`, {
      method: "POST",
      json: { token: invite.invitePath.split("/").pop() },
    });
    expect((await (await member.request(`/api/runs/${runId}`)).json()).discord).toBeNull();
    // Anyone but the owner: as if there were no such run.
    expect((await setAddress(member, runId, address)).status).toBe(404);
    expect((await member.request(`/api/runs/${runId}/discord`, { method: "DELETE" })).status).toBe(404);
    const stranger = await quickPerson(t, "Discord Stranger");
    expect((await setAddress(stranger, runId, address)).status).toBe(404);

    const stored = await channel(runId);
    expect(stored?.address_sealed).not.toContain(TOKEN);
    expect(stored?.address_sealed).not.toContain(WEBHOOK_ID);

    // Nor in the run's export (D53).
    const exported = await owner.request(`/api/checklists/${checklistId}/export?format=json&run=${runId}`);
    expect(exported.status).toBe(200);
    expect(await exported.text()).not.toContain("webhooks");

    expect((await owner.request(`/api/runs/${runId}/discord`, { method: "DELETE" })).status).toBe(204);
    expect((await (await owner.request(`/api/runs/${runId}`)).json()).discord).toBeNull();
    expect((await owner.request(`/api/runs/${runId}/discord`, { method: "DELETE" })).status).toBe(204);
  });

  it("refuses every address but a Discord webhook's (422 on `address`)", async () => {
    const { owner, runId } = await newRun();
    const port = Number(new URL(receiver.origin).port);
    for (const refused of [
      `https://evil.example${webhookPath}`,
      `http://discord.com${webhookPath}`,
      `https://discord.com@evil.example${webhookPath}`,
      `https://evil.example@discord.com${webhookPath}`,
      `https://162.159.128.233${webhookPath}`,
      `https://[::1]${webhookPath}`,
      `https://discord.com/api/v10/channels/${WEBHOOK_ID}/messages`,
      `${receiver.origin}/elsewhere/${WEBHOOK_ID}/${TOKEN}`,
      `${receiver.origin}${webhookPath}?wait=true`,
      `http://127.0.0.1:${port + 1}${webhookPath}`,
      `http://localhost:${port}${webhookPath}`,
      "file:///etc/passwd",
    ]) {
      const answer = await setAddress(owner, runId, refused);
      expect(answer.status, refused).toBe(422);
      expect((await answer.json()).error.field).toBe("address");
    }
    expect(await channel(runId)).toBeUndefined();
  });

  it("posts a milestone once, with the run's preview image and a link", async () => {
    const { owner, runId } = await newRun();
    await tick(owner, runId, 0); // Before the channel: never posted.
    expect((await setAddress(owner, runId, address)).status).toBe(200);
    await round();
    expect(postsTo(runId)).toHaveLength(0);

    await tick(owner, runId, 1); // 50 % and the first section.
    await round();
    await round();
    const posts = postsTo(runId);
    expect(posts).toHaveLength(1);
    const [post] = posts;
    expect(post?.path).toBe(webhookPath);
    expect(post?.payload.content).toContain("Section finished: The Overworld");
    expect(post?.payload.content).toContain("50 % done (2 of 4 steps)");
    expect(post?.payload.content).not.toContain("25 %");
    expect(post?.payload.allowed_mentions).toEqual({ parse: [] });
    expect(post?.payload.embeds[0].url).toBe(`${t.config.publicUrl}/runs/${runId}`);
    expect(post?.payload.embeds[0].image.url).toBe("attachment://progress.png");
    expect(post?.payload.attachments).toEqual([{ id: 0, filename: "progress.png" }]);
    expect(post?.png?.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  });

  it("batches a burst of ticks and a new member into at most one post a minute", async () => {
    const { owner, runId } = await newRun();
    expect((await setAddress(owner, runId, address)).status).toBe(200);
    await tick(owner, runId, 0);
    await round();
    expect(postsTo(runId)).toHaveLength(1);
    expect((await channel(runId))?.due_in).toBeGreaterThan(55);

    for (const step of [1, 2, 3]) await tick(owner, runId, step);
    const invite = await (await owner.request(`/api/runs/${runId}/invite`, { method: "POST" })).json();
    const member = await quickPerson(t, "Discord Joiner");
    await member.request(`/api/runs/${runId}/join`, {
      method: "POST",
      json: { token: invite.invitePath.split("/").pop() },
    });
    const handle = (await (await member.request("/api/me")).json()).handle;
    await round();
    expect(postsTo(runId)).toHaveLength(1);

    await dueNow(runId);
    await round();
    const posts = postsTo(runId);
    expect(posts).toHaveLength(2);
    const content = posts[1]?.payload.content as string;
    expect(content).toContain("Section finished: The Overworld");
    expect(content).toContain("Section finished: The Nether");
    expect(content).toContain("100 % done (4 of 4 steps)");
    expect(content).not.toMatch(/\b(50|75) %/);
    expect(content).toContain(`${handle} joined the run`);

    // An untick and the tick again reach nothing new.
    await owner.request(`/api/runs/${runId}/steps/${stepIds[3]}/done`, { method: "DELETE" });
    await tick(owner, runId, 3);
    await dueNow(runId);
    await round();
    expect(postsTo(runId)).toHaveLength(2);
  });

  it("tries a post again with a growing backoff while Discord answers 5xx, and follows no redirect", async () => {
    const { owner, runId } = await newRun();
    expect((await setAddress(owner, runId, address)).status).toBe(200);
    receiver.answer({ status: 503 });
    await tick(owner, runId, 0);
    await round();
    await round();
    expect(postsTo(runId)).toHaveLength(1);
    const first = await channel(runId);
    expect(first).toMatchObject({ attempts: 1, pending: [{ kind: "percent", percent: 25 }] });
    expect(first?.due_in).toBeGreaterThan(5);
    expect(first?.due_in).toBeLessThanOrEqual(10);

    await dueNow(runId);
    receiver.answer({ status: 302, headers: { location: `${receiver.origin}/redirected` } });
    await round();
    expect(postsTo(runId)).toHaveLength(2);
    expect(receiver.posts.some((post) => post.path === "/redirected")).toBe(false);
    const second = await channel(runId);
    expect(second?.attempts).toBe(2);
    expect(second?.due_in).toBeGreaterThan(15);
    expect(second?.due_in).toBeLessThanOrEqual(20);

    await dueNow(runId);
    receiver.answer({ status: 204 });
    await round();
    const posts = postsTo(runId);
    expect(posts).toHaveLength(3);
    expect(posts[2]?.payload.content).toContain("25 % done");
    expect(await channel(runId)).toMatchObject({ attempts: 0, pending: null });
  });

  it("turns the channel off after repeated 404s and tells the owner", async () => {
    const { owner, runId } = await newRun("Gone channel");
    expect((await setAddress(owner, runId, address)).status).toBe(200);
    receiver.answer({ status: 404 });
    await tick(owner, runId, 0);
    for (let i = 0; i < NOT_FOUND_MAX; i++) {
      await dueNow(runId);
      await round();
    }
    expect(postsTo(runId)).toHaveLength(NOT_FOUND_MAX);
    const read = await (await owner.request(`/api/runs/${runId}`)).json();
    expect(read.discord).toMatchObject({
      enabled: false,
      disabledReason: expect.stringContaining("not found"),
    });
    const notifications = await (await owner.request("/api/me/notifications")).json();
    expect(notifications.items[0]).toMatchObject({
      kind: "discord_off",
      text: expect.stringContaining("“Gone channel”"),
      link: `/runs/${runId}`,
    });

    await tick(owner, runId, 1);
    await dueNow(runId);
    await round();
    expect(postsTo(runId)).toHaveLength(NOT_FOUND_MAX);
    // Setting it again turns it on.
    receiver.answer({ status: 204 });
    expect(await (await setAddress(owner, runId, address)).json()).toMatchObject({ enabled: true });
  });

  it("answers a tick without waiting for Discord, and stops without waiting for it either", async () => {
    const { owner, runId } = await newRun();
    expect((await setAddress(owner, runId, address)).status).toBe(200);
    receiver.answer("hang");
    const poster = startDiscordPoster(t.database.db, t.config, 20);
    try {
      await tick(owner, runId, 0);
      for (let i = 0; i < 200 && postsTo(runId).length === 0; i++)
        await new Promise((r) => setTimeout(r, 25));
      expect(postsTo(runId)).toHaveLength(1);
      const started = performance.now();
      await tick(owner, runId, 1);
      expect(performance.now() - started).toBeLessThan(1_000);
    } finally {
      const stopping = performance.now();
      await poster.stop();
      expect(performance.now() - stopping).toBeLessThan(2_500);
    }
  });

  it("posts each run's news once when two servers post at once", async () => {
    const runIds: string[] = [];
    for (let i = 0; i < 6; i++) {
      const { owner, runId } = await newRun();
      expect((await setAddress(owner, runId, address)).status).toBe(200);
      await tick(owner, runId, 0);
      runIds.push(runId);
    }
    await Promise.all([round(), round(), round()]);
    for (const runId of runIds) expect(postsTo(runId), runId).toHaveLength(1);
  });

  it("never writes the address to the logs, and hides a webhook's token in any error text", async () => {
    const { owner, runId } = await newRun();
    await setAddress(owner, runId, `https://evil.example${webhookPath}`);
    await setAddress(owner, runId, address);
    const unreadable = await owner.request(`/api/runs/${runId}/discord`, {
      method: "PUT",
      headers: { "content-type": "application/json" },
      body: `{"address":"${address}"`,
    });
    expect(unreadable.status).toBe(400);
    const joined = logs.join("");
    expect(joined).toContain("/discord");
    expect(joined).not.toContain(TOKEN);
    expect(hideSecretsInText(`fetch ${address} failed`)).toBe(
      `fetch ${receiver.origin}/api/webhooks/${WEBHOOK_ID}/{token} failed`,
    );
  });
});

describe("the Discord channel's setting is an edit (D6)", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp("pglite", {
      SEED_DEMO: "false",
      RATE_LIMITS: JSON.stringify({
        ...JSON.parse(RUN_TEST_RATE_LIMITS),
        editPerUser: { max: 2, windowSeconds: 600 },
      }),
    });
  }, 60_000);
  afterAll(async () => {
    await t?.close();
  });

  it("answers 429 with Retry-After past the edit limit; an address refused does not count", async () => {
    const author = await quickPerson(t, "Limit Author");
    const input = checklistInput();
    const created = await (await author.request("/api/checklists", { method: "POST", json: input })).json();
    await t.database.db.execute(
      sql`update checklists set status = 'approved', is_approved = true where id = ${created.id}`,
    );
    const owner = await quickPerson(t, "Limit Owner");
    const run = await (
      await owner.request(`/api/checklists/${created.id}/runs`, { method: "POST", json: { name: "Limits" } })
    ).json();
    const put = (address: string) =>
      owner.request(`/api/runs/${run.id}/discord`, { method: "PUT", json: { address } });
    const valid = `https://discord.com/api/webhooks/${WEBHOOK_ID}/${TOKEN}`;
    expect((await put(`https://evil.example/api/webhooks/${WEBHOOK_ID}/${TOKEN}`)).status).toBe(422);
    expect((await put(valid)).status).toBe(200);
    expect((await put(valid)).status).toBe(200);
    const refused = await put(valid);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
  });
});
