/**
 * D72: posts runs' milestones to their Discord channels, after the ticks that made them and
 * never in their way (docs/decisions/057). Each round claims the channels that are due and whose
 * run has news (FOR UPDATE SKIP LOCKED, then a lease: two app servers never post one run's news
 * twice, and no lock is held while Discord answers), posts each at most once a minute, retries a
 * failed post with backoff and turns a channel off after repeated 'not found', telling its owner.
 */
import { sql } from "drizzle-orm";
import type { AppConfig } from "#server/config.ts";
import { type Database, type Db, rowsOf } from "#server/db/client.ts";
import {
  DISCORD_OFF_NOT_FOUND,
  DISCORD_OFF_UNREADABLE,
  parseDiscordWebhook,
} from "#shared/discord-webhook.ts";
import { notifyDiscordOff } from "../notifications/write.ts";
import { renderPreviewPng } from "../previews/render-preview.ts";
import { runPreviewCard } from "../previews/run-preview.ts";
import { runProgress } from "../runs/read-model.ts";
import { type Announced, type Milestone, milestoneLines, newMilestones, runSnapshot } from "./milestones.ts";
import { unsealAddress } from "./sealed.ts";
import { type PostOutcome, postToWebhook } from "./webhook-call.ts";

/** At most one post a minute per run. */
export const POST_EVERY_SECONDS = 60;
/** A failed post is tried again after 10 s, 20 s, 40 s … at most an hour; its news is dropped after this many tries. */
const RETRY_FIRST_SECONDS = 10;
const RETRY_MAX_SECONDS = 3600;
export const ATTEMPTS_MAX = 8;
/** 'Not found' this many times in a row turns the channel off. */
export const NOT_FOUND_MAX = 3;
/** How long Discord may take to answer, and how long a claim lasts (longer than a render and a post). */
export const POST_TIMEOUT_MS = 10_000;
const LEASE_SECONDS = 60;
const CLAIMED_PER_ROUND = 10;
const EVENTS_PER_LOOK = 1000;

export function retryDelaySeconds(attempts: number): number {
  return Math.min(RETRY_FIRST_SECONDS * 2 ** Math.max(0, attempts - 1), RETRY_MAX_SECONDS);
}

interface Claimed {
  run_id: string;
  address_sealed: string;
  event_cursor: string | number;
  announced_percent: number;
  announced_sections: string[];
  pending: Milestone[] | null;
  attempts: number;
  not_found: number;
}

/**
 * The channels due now with news (new run events, or a post to try again), leased to this
 * server. The row locks last only for this statement: SKIP LOCKED passes over rows another
 * server is claiming, and the lease then keeps them from being claimed again until it ends.
 */
export async function claimDueChannels(db: Db, limit = CLAIMED_PER_ROUND): Promise<Claimed[]> {
  return rowsOf<Claimed>(
    await db.execute(sql`
      update run_discord d set lease_until = now() + make_interval(secs => ${LEASE_SECONDS})
      where d.run_id in (
        select c.run_id from run_discord c
        where c.enabled and c.due_at <= now() and (c.lease_until is null or c.lease_until < now())
          and (c.pending is not null
            or exists (select 1 from run_events e where e.run_id = c.run_id and e.id > c.event_cursor))
        order by c.due_at
        limit ${limit}
        for update skip locked)
      and d.enabled and (d.lease_until is null or d.lease_until < now())
      returning d.run_id, d.address_sealed, d.event_cursor, d.announced_percent, d.announced_sections,
        d.pending, d.attempts, d.not_found`),
  );
}

/** The handles that joined the run after `cursor`, and the last event id looked at. */
async function joinedSince(db: Db, runId: string, cursor: number) {
  const events = rowsOf<{ id: string | number; type: string; data: { handle?: string; change?: string } }>(
    await db.execute(sql`select id, type, data from run_events
      where run_id = ${runId} and id > ${cursor} order by id limit ${EVENTS_PER_LOOK}`),
  );
  const joined = events.flatMap((event) =>
    event.type === "member" && event.data.change === "joined" && event.data.handle ? [event.data.handle] : [],
  );
  return { joined, cursor: Number(events.at(-1)?.id ?? cursor) };
}

/** The channel's state after a round, written only if the address was not changed meanwhile. */
async function record(
  db: Db,
  channel: Claimed,
  change: {
    cursor: number;
    announced: Announced;
    pending: Milestone[] | null;
    dueInSeconds: number;
    attempts: number;
    notFound: number;
    disabledReason?: string;
  },
) {
  const rows = rowsOf<{ run_id: string }>(
    await db.execute(sql`
      update run_discord set event_cursor = ${change.cursor}, announced_percent = ${change.announced.percent},
        announced_sections = ${JSON.stringify(change.announced.sections)}::jsonb,
        pending = ${change.pending ? JSON.stringify(change.pending) : null}::jsonb,
        due_at = now() + make_interval(secs => ${change.dueInSeconds}),
        attempts = ${change.attempts}, not_found = ${change.notFound}, lease_until = null,
        enabled = ${change.disabledReason === undefined},
        disabled_reason = ${change.disabledReason ?? null}
      where run_id = ${channel.run_id} and address_sealed = ${channel.address_sealed}
      returning run_id`),
  );
  return rows.length > 0;
}

async function turnOff(db: Database, channel: Claimed, cursor: number, announced: Announced, reason: string) {
  const run = await runSnapshot(db, channel.run_id);
  await db.transaction(async (tx) => {
    const off = await record(tx, channel, {
      cursor,
      announced,
      pending: null,
      dueInSeconds: 0,
      attempts: 0,
      notFound: 0,
      disabledReason: reason,
    });
    if (off && run)
      await notifyDiscordOff(
        tx,
        { id: run.runId, ownerId: run.ownerId, name: run.name, checklistTitle: run.checklistTitle },
        reason,
      );
  });
}

export interface PosterOptions {
  signal: AbortSignal;
  timeoutMs: number;
}

/** One channel's round: find its news, post it, and record what Discord answered. */
async function postChannel(db: Database, config: AppConfig, channel: Claimed, options: PosterOptions) {
  const announced: Announced = {
    percent: channel.announced_percent,
    sections: channel.announced_sections,
  };
  const cursorBefore = Number(channel.event_cursor);
  const address = unsealAddress(config.sessionSecret, channel.address_sealed);
  const webhook = address === null ? null : parseDiscordWebhook(address, config.discordTestOrigin);
  if (!webhook) return turnOff(db, channel, cursorBefore, announced, DISCORD_OFF_UNREADABLE);

  const run = await runSnapshot(db, channel.run_id);
  if (!run) return;
  const { joined, cursor } = await joinedSince(db, run.runId, cursorBefore);
  const news = newMilestones(run, announced, joined, channel.pending ?? []);
  const unchanged = {
    cursor,
    announced: news.announced,
    attempts: channel.attempts,
    notFound: channel.not_found,
  };
  if (news.milestones.length === 0 || !run.approved) {
    await record(db, channel, { ...unchanged, pending: null, dueInSeconds: 0 });
    return;
  }

  let outcome: PostOutcome;
  try {
    const progress = await runProgress(db, { id: run.runId, stepCount: run.total });
    const png = await renderPreviewPng(
      runPreviewCard({ name: run.name, checklistTitle: run.checklistTitle }, progress, run.ownerLocale),
      config.site.siteName,
    );
    outcome = await postToWebhook(
      webhook,
      {
        content: milestoneLines(run, news.milestones).join("\n"),
        title: `${run.name} · ${run.checklistTitle}`,
        link: `${config.publicUrl}/runs/${run.runId}`,
        png,
      },
      options,
    );
  } catch {
    outcome = { kind: "retry", status: null, retryAfterSeconds: null };
  }

  if (outcome.kind === "posted") {
    await record(db, channel, {
      ...unchanged,
      pending: null,
      dueInSeconds: POST_EVERY_SECONDS,
      attempts: 0,
      notFound: 0,
    });
    return;
  }
  const attempts = channel.attempts + 1;
  if (outcome.kind === "gone" && channel.not_found + 1 >= NOT_FOUND_MAX)
    return turnOff(db, channel, cursor, news.announced, DISCORD_OFF_NOT_FOUND);
  const givingUp = attempts >= ATTEMPTS_MAX;
  await record(db, channel, {
    ...unchanged,
    pending: givingUp ? null : news.milestones,
    dueInSeconds:
      outcome.kind === "retry" && outcome.retryAfterSeconds !== null
        ? outcome.retryAfterSeconds
        : retryDelaySeconds(attempts),
    attempts: givingUp ? 0 : attempts,
    notFound: outcome.kind === "gone" ? channel.not_found + 1 : 0,
  });
}

/** One round: every channel due with news, posted one after another. Answers how many were claimed. */
export async function postDueMilestones(
  db: Database,
  config: AppConfig,
  options: PosterOptions,
): Promise<number> {
  const channels = await claimDueChannels(db);
  for (const channel of channels) {
    if (options.signal.aborted) break;
    try {
      await postChannel(db, config, channel, options);
    } catch (error) {
      // Never the address: only the run and what failed (its lease ends and it is tried again).
      console.error(`Discord post for run ${channel.run_id} failed:`, (error as Error).name);
    }
  }
  return channels.length;
}

/**
 * The poster of this app server: a round every `intervalMs`. `stop` ends it without waiting for
 * Discord: a post in flight is aborted (its channel is tried again when its lease ends).
 */
export function startDiscordPoster(db: Database, config: AppConfig, intervalMs = 5_000) {
  const controller = new AbortController();
  let timer: NodeJS.Timeout | null = null;
  let round: Promise<unknown> = Promise.resolve();
  const next = () => {
    timer = setTimeout(() => {
      round = postDueMilestones(db, config, { signal: controller.signal, timeoutMs: POST_TIMEOUT_MS })
        .catch((error: Error) => console.error("Discord posting failed:", error.name))
        .finally(() => {
          if (!controller.signal.aborted) next();
        });
    }, intervalMs);
    timer.unref();
  };
  next();
  return {
    async stop() {
      controller.abort();
      if (timer) clearTimeout(timer);
      await Promise.race([round, new Promise((resolve) => setTimeout(resolve, 2_000).unref())]);
    },
  };
}
