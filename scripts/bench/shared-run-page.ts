// Issue 25's figure: a shared run's page (D47) of 50 players and 200 steps, rendered on the
// server for a guest, in ≤ 50 ms. Needs the built app (`npm run build`): dist/ and dist-ssr/.
import { existsSync, writeFileSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import type { DatabaseConfig } from "#server/config.ts";
import { sessionCookieName } from "#server/config.ts";
import type { Database } from "#server/db/client.ts";
import { checklists } from "#server/db/schema/index.ts";
import { findOrCreateAccount } from "#server/features/auth/accounts.ts";
import { createSession } from "#server/features/auth/sessions.ts";
import { LIMITS } from "#shared/limits.ts";
import { RUN_MEMBERS_MAX } from "#shared/runs.ts";
import { timeGamePage } from "./game-page.ts";
import { type BenchServer, startServer } from "./server.ts";

const STEPS = LIMITS.stepsPerChecklist;
const TICKED = 150;
const ROUNDS = 5;
const PER_ROUND = 20;
export const SHARED_RUN_PAGE_TARGET_MS = 50;

export async function person(server: BenchServer, db: Database, n: number) {
  const account = await findOrCreateAccount(db, {
    issuer: "https://bench.invalid",
    subject: `run-player-${n}`,
    name: `Run Player ${n}`,
    email: null,
  });
  const { token } = await createSession(db, server.config.sessionSecret, account.id);
  return { cookie: `${sessionCookieName(server.config)}=${token}`, handle: account.handle };
}

export async function call(
  server: BenchServer,
  cookie: string,
  method: string,
  route: string,
  body?: unknown,
) {
  const response = await fetch(`${server.origin}${route}`, {
    method,
    headers: { cookie, ...(body ? { "content-type": "application/json" } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${route} answered ${response.status}: ${text.slice(0, 300)}`);
  return text ? JSON.parse(text) : null;
}

/** A checklist of 200 steps, a run of it with 50 players shared by link, 150 steps ticked by them. */
async function seedSharedRun(server: BenchServer, db: Database) {
  const owner = (await person(server, db, 0)).cookie;
  const checklist = await call(server, owner, "POST", "/api/checklists", {
    customId: `bench-shared-run-${Date.now().toString(36)}`,
    title: "Every advancement, with friends",
    description: "A long checklist played by a full run, for the shared run page's figure.",
    difficulty: "Hard",
    supportedSince: "1.20.1",
    categories: [0],
    tags: ["bench"],
    steps: Array.from({ length: STEPS }, (_, i) => ({
      title: `Step ${i + 1}: craft, mine and explore`,
      description: "A line of description, as most steps have.",
    })),
  });
  await db
    .update(checklists)
    .set({ status: "approved", isApproved: true })
    .where(eq(checklists.id, checklist.id));
  const run = await call(server, owner, "POST", `/api/checklists/${checklist.id}/runs`, { name: "Our SMP" });
  const { invitePath } = await call(server, owner, "POST", `/api/runs/${run.id}/invite`);
  const token = String(invitePath).split("/").pop();
  const players = [owner];
  let lastHandle = "";
  for (let n = 1; n < RUN_MEMBERS_MAX; n++) {
    const { cookie, handle } = await person(server, db, n);
    await call(server, cookie, "POST", `/api/runs/${run.id}/join`, { token });
    players.push(cookie);
    lastHandle = handle;
  }
  const steps = checklist.steps as { id: string }[];
  for (let i = 0; i < TICKED; i++) {
    const cookie = players[i % players.length] ?? owner;
    await call(server, cookie, "PUT", `/api/runs/${run.id}/steps/${steps[i]?.id}/done`);
  }
  await call(server, owner, "PATCH", `/api/runs/${run.id}`, { visibility: "link" });
  return { runId: run.id as string, lastHandle, customId: checklist.customId as string };
}

const SECTIONS = LIMITS.sectionsPerChecklist;

/**
 * Issue 27's figure: a checklist of 200 steps in 30 sections (D50's limits), approved, whose page
 * must still render on the server in ≤ 50 ms.
 */
async function seedSectionedChecklist(server: BenchServer, db: Database, cookie: string) {
  const sections = Array.from({ length: SECTIONS }, (_, s) => {
    const first = Math.floor((s * STEPS) / SECTIONS);
    const next = Math.floor(((s + 1) * STEPS) / SECTIONS);
    return {
      title: `Chapter ${s + 1}`,
      steps: Array.from({ length: next - first }, (_, i) => ({
        title: `Step ${first + i + 1}: craft, mine and explore`,
        description: "A line of **description**, as most steps have, with [a link](https://minecraft.wiki/).",
        materials: i === 0 ? [{ item: "Oak Log", count: 200 }] : [],
      })),
    };
  });
  const checklist = await call(server, cookie, "POST", "/api/checklists", {
    customId: `bench-sections-${Date.now().toString(36)}`,
    title: "A modpack guide in chapters",
    description: "Every step in its chapter, for the sectioned checklist page's figure.",
    difficulty: "Hard",
    supportedSince: "1.20.1",
    categories: [0],
    tags: ["bench"],
    sections,
  });
  await db
    .update(checklists)
    .set({ status: "approved", isApproved: true })
    .where(eq(checklists.id, checklist.id));
  return checklist.customId as string;
}

/** GET `url` one request at a time: 10 to warm up, then ROUNDS rounds of PER_ROUND. */
export async function timePage(url: string, init?: RequestInit) {
  for (let i = 0; i < 10; i++) await (await fetch(url, init)).text();
  const medians: number[] = [];
  let worst = 0;
  for (let round = 0; round < ROUNDS; round++) {
    const timings: number[] = [];
    for (let i = 0; i < PER_ROUND; i++) {
      const started = performance.now();
      await (await fetch(url, init)).text();
      timings.push(performance.now() - started);
    }
    medians.push(median(timings));
    worst = Math.max(worst, ...timings);
  }
  return { medians, worst };
}

export function describeTimes({ medians, worst }: { medians: number[]; worst: number }): string {
  const each = medians.map((value) => value.toFixed(1)).join(", ");
  return `median ${median(medians).toFixed(1)} ms (each round's: ${each}), worst ${worst.toFixed(1)} ms`;
}

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)] ?? 0;
};

/**
 * GET /runs/{runId} as a guest, one request at a time: ROUNDS rounds of PER_ROUND after a
 * warm-up, each round's median and the worst of all. Returns the report's lines.
 */
export async function measureSharedRunPage(database: DatabaseConfig, db: Database): Promise<string> {
  const webDir = path.resolve("dist");
  if (
    !existsSync(path.join(webDir, "index.html")) ||
    !existsSync(path.resolve("dist-ssr", "entry-server.js"))
  ) {
    return "Shared run page: skipped, the app is not built (run `npm run build` first).";
  }
  const server = await startServer(database, db, { WEB_DIR: webDir });
  try {
    const { runId, lastHandle, customId } = await seedSharedRun(server, db);
    const url = `${server.origin}/runs/${runId}`;
    const first = await fetch(url);
    const html = await first.text();
    // Rendered on the server, whole: the last step and the 50th player's link are in the HTML.
    if (first.status !== 200 || !html.includes(`Step ${STEPS}:`) || !html.includes(`@${lastHandle}</a>`)) {
      const file = path.join(tmpdir(), "shared-run-page.html");
      writeFileSync(file, html);
      throw new Error(
        `The shared run page answered ${first.status} without its steps and players (${file}).`,
      );
    }
    const loadBefore = (loadavg()[0] ?? 0).toFixed(2);
    const run = await timePage(url);
    // The same 200 steps on the checklist page, measured just after under the same load: how
    // much of the figure is the machine's and how much the run page's own.
    const checklist = await timePage(`${server.origin}/checklist/${encodeURIComponent(customId)}`);
    const verdict = median(run.medians) <= SHARED_RUN_PAGE_TARGET_MS ? "within" : "OVER";
    const sectioned = await timeSectionedPage(server, db);
    const game = await timeGamePage(server, db, await person(server, db, RUN_MEMBERS_MAX + 1));
    return (
      `Shared run page (${RUN_MEMBERS_MAX} players, ${STEPS} steps, ${TICKED} ticked; ${Math.round(html.length / 1024)} KB of HTML), ` +
      `a guest, one request at a time, ${ROUNDS} rounds of ${PER_ROUND}: ${describeTimes(run)}; ${verdict} the ${SHARED_RUN_PAGE_TARGET_MS} ms target.\n` +
      `Its checklist's page (the same ${STEPS} steps), just after: ${describeTimes(checklist)}.\n` +
      `${sectioned}\n` +
      `${game}\n` +
      `Load average ${loadBefore} before, ${(loadavg()[0] ?? 0).toFixed(2)} after.`
    );
  } finally {
    await server.app.close();
  }
}

/** Issue 27: the page of a checklist of 200 steps in 30 sections, for a guest, against 50 ms. */
async function timeSectionedPage(server: BenchServer, db: Database): Promise<string> {
  const { cookie } = await person(server, db, RUN_MEMBERS_MAX);
  const customId = await seedSectionedChecklist(server, db, cookie);
  const url = `${server.origin}/checklist/${encodeURIComponent(customId)}`;
  const html = await (await fetch(url)).text();
  if (!html.includes(`Chapter ${SECTIONS}<`) || !html.includes(`Step ${STEPS}:`)) {
    const file = path.join(tmpdir(), "sectioned-checklist-page.html");
    writeFileSync(file, html);
    throw new Error(`The sectioned checklist page came without its last section or step (${file}).`);
  }
  const times = await timePage(url);
  const verdict = median(times.medians) <= SHARED_RUN_PAGE_TARGET_MS ? "within" : "OVER";
  return (
    `Checklist page of ${STEPS} steps in ${SECTIONS} sections (issue 27; ${Math.round(html.length / 1024)} KB of HTML), a guest: ` +
    `${describeTimes(times)}; ${verdict} the ${SHARED_RUN_PAGE_TARGET_MS} ms target.`
  );
}
