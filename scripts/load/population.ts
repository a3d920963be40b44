// The players, the creators and the moderator, each a loop of actions at a human pace (a think
// time between two actions) on a connection and a session of their own (decision 031).
import type http from "node:http";
import { setTimeout as wait } from "node:timers/promises";
import { checklistInput } from "#server/test-support/checklist-input.ts";
import { connection, send } from "./http.ts";
import type { Ledger } from "./ledger.ts";
import type { Recorder } from "./recorder.ts";
import { type EventStreams, streamOpen } from "./streams.ts";

export interface Person {
  userId: string;
  cookie: string;
}

export interface Pace {
  origin: string;
  /** Mean seconds between two actions of one person; each wait is drawn in [0.5, 1.5] × it. */
  thinkSeconds: number;
  searchWords: string[];
  stopped: () => boolean;
  /** Aborted when the run ends: a person's wait ends with it. */
  signal: AbortSignal;
}

export interface Shared {
  pace: Pace;
  recorder: Recorder;
  ledger: Ledger;
  streams: EventStreams;
}

interface Opened {
  id: string;
  stepIds: string[];
}

const sleep = (ms: number, pace: Pace) => wait(ms, undefined, { signal: pace.signal }).catch(() => undefined);
const pick = <T>(items: T[]): T | undefined => items[Math.floor(Math.random() * items.length)];
const think = (pace: Pace) => sleep(pace.thinkSeconds * 1000 * (0.5 + Math.random()), pace);

/** An acknowledged answer: 2xx. Anything else (a network failure is 0) is an error of the action. */
async function act(
  shared: Shared,
  agent: http.Agent,
  person: Person,
  action: string,
  method: string,
  path: string,
  json?: unknown,
) {
  const answer = await send(shared.pace.origin, agent, method, path, person.cookie, json);
  const ok = answer.status >= 200 && answer.status < 300;
  shared.recorder.record(
    action,
    answer.ms,
    ok,
    answer.status,
    `${method} ${path} → ${answer.status} ${answer.body}`,
  );
  return { ok, answer, data: () => (answer.body ? JSON.parse(answer.body) : null) };
}

/** Explore or a search, and one checklist of the answer. */
async function browse(shared: Shared, agent: http.Agent, person: Person): Promise<string | undefined> {
  const search = Math.random() < 0.4;
  const sort = pick(["popular", "popular", "trending", "newest"]);
  const path = search
    ? `/api/checklists?q=${encodeURIComponent(pick(shared.pace.searchWords) ?? "nether")}`
    : `/api/checklists?sort=${sort}&page=${1 + Math.floor(Math.random() * 3)}&perPage=10`;
  const result = await act(shared, agent, person, search ? "search" : "explore", "GET", path);
  if (!result.ok) return undefined;
  return pick((result.data() as { items: { customId: string }[] }).items)?.customId;
}

async function open(
  shared: Shared,
  agent: http.Agent,
  person: Person,
  customId: string,
): Promise<Opened | undefined> {
  const result = await act(
    shared,
    agent,
    person,
    "open checklist",
    "GET",
    `/api/checklists/${encodeURIComponent(customId)}`,
  );
  if (!result.ok) return undefined;
  const checklist = result.data() as { id: string; steps: { id: string }[] };
  return { id: checklist.id, stepIds: checklist.steps.map((step) => step.id) };
}

/** Likes or ticks (PUT) what is not, unlikes or unticks (DELETE) what is; the answer decides the ledger. */
async function toggle(
  shared: Shared,
  agent: http.Agent,
  person: Person,
  map: Map<string, boolean>,
  key: string,
  [on, off]: [string, string],
  path: string,
): Promise<boolean> {
  const value = !map.get(key);
  const result = await act(shared, agent, person, value ? on : off, value ? "PUT" : "DELETE", path);
  if (result.ok) shared.ledger.acknowledge(map, key, value);
  else shared.ledger.unanswered(key);
  return result.ok;
}

export async function player(shared: Shared, person: Person): Promise<void> {
  const { pace, ledger } = shared;
  const agent = connection();
  await sleep(Math.random() * pace.thinkSeconds * 1000, pace);
  while (!pace.stopped()) {
    const customId = await browse(shared, agent, person);
    await think(pace);
    if (!customId || pace.stopped()) continue;
    const checklist = await open(shared, agent, person, customId);
    await think(pace);
    if (!checklist || pace.stopped()) continue;
    const path = `/api/checklists/${checklist.id}`;
    const joined = await act(shared, agent, person, "join", "PUT", `${path}/membership`);
    await think(pace);
    if (!joined.ok) continue;
    const stream = await streamOpen(shared.streams, shared, agent, person, checklist.id);
    // A few ticks or a like, then back to Explore: every action stays in the mix at any moment.
    const moves = 1 + Math.floor(Math.random() * 4);
    for (let i = 0; i < moves && !pace.stopped(); i++) {
      const stepId = pick(checklist.stepIds);
      if (Math.random() < 0.15 || !stepId) {
        await toggle(
          shared,
          agent,
          person,
          ledger.likes,
          `${person.userId} ${checklist.id}`,
          ["like", "unlike"],
          `${path}/like`,
        );
      } else {
        const key = `${person.userId} ${checklist.id} ${stepId}`;
        const acknowledged = await toggle(
          shared,
          agent,
          person,
          ledger.ticks,
          key,
          ["tick", "untick"],
          `${path}/steps/${stepId}/done`,
        );
        if (acknowledged) stream?.changed();
        else stream?.unanswered();
      }
      await think(pace);
    }
    await stream?.finish();
  }
  agent.destroy();
}

let created = 0;

/** Writes a new checklist (sent for review), then reads their own list, at the same pace. */
export async function creator(shared: Shared, person: Person): Promise<void> {
  const agent = connection();
  await sleep(Math.random() * shared.pace.thinkSeconds * 1000, shared.pace);
  while (!shared.pace.stopped()) {
    created += 1;
    const input = checklistInput({
      customId: `load-${process.pid}-${Date.now().toString(36)}-${created}`,
      title: `Load run checklist ${created}`,
    });
    const result = await act(shared, agent, person, "create checklist", "POST", "/api/checklists", input);
    if (result.ok) shared.ledger.created.add((result.data() as { id: string }).id);
    await think(shared.pace);
    await act(shared, agent, person, "own checklists", "GET", "/api/me/checklists");
    await think(shared.pace);
  }
  agent.destroy();
}

/** Reads the review queue and approves its oldest new checklist. */
export async function moderator(shared: Shared, person: Person): Promise<void> {
  const agent = connection();
  while (!shared.pace.stopped()) {
    const queue = await act(shared, agent, person, "moderation queue", "GET", "/api/moderation/queue");
    const item = queue.ok
      ? (queue.data() as { items: { id: string; kind: string }[] }).items.find((i) => i.kind === "new")
      : undefined;
    await think(shared.pace);
    if (item && !shared.pace.stopped()) {
      const approved = await act(
        shared,
        agent,
        person,
        "approve",
        "POST",
        `/api/moderation/checklists/${item.id}/approve`,
      );
      if (approved.ok) shared.ledger.approved.add(item.id);
      await think(shared.pace);
    }
  }
  agent.destroy();
}
