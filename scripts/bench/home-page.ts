// D69's figure: the signed-in home page (GET /api/me/home, and `/` rendered on the server for a
// signed-in person) with 10,000 people following 50 creators each, p99 ≤ 50 ms under the load of
// the other scenarios. Renders `/` when the app is built (`npm run build`), else the API alone.
import { existsSync } from "node:fs";
import path from "node:path";
import type { DatabaseConfig } from "#server/config.ts";
import type { DatabaseHandle } from "#server/db/client.ts";
import { type LoadOptions, type Measurement, measure } from "./load.ts";
import { makePlayer } from "./players.ts";
import { query } from "./seed.ts";
import { type BenchServer, startServer } from "./server.ts";
import { describeTimes, median, timePage } from "./shared-run-page.ts";

const FOLLOWERS = 10_000;
const FOLLOWED_EACH = 50;
export const HOME_PAGE_TARGET_MS = 50;

/**
 * The seeded authors (those with approved checklists), numbered; follower i follows the 50
 * after its own offset, so each person's 50 are distinct and every creator is followed. One
 * statement each, as the checklists' seed is.
 */
async function seedFollows(handle: DatabaseHandle) {
  await query(
    handle,
    `insert into users (handle, display_name)
     select 'home-follower-' || i, 'Home Follower ' || i from generate_series(1, ${FOLLOWERS}) i
     on conflict (handle) do nothing`,
  );
  await query(
    handle,
    `with creators as (
       select author_id as id, row_number() over (order by author_id) - 1 as n, count(*) over () as c
       from (select distinct author_id from checklists where status = 'approved' and author_id is not null) a),
     followers as (
       select id, row_number() over (order by id) - 1 as n from users where handle like 'home-follower-%')
     insert into follows (follower_id, followed_id)
     select f.id, c.id from followers f join creators c
       on (c.n - f.n * 7 % c.c + c.c) % c.c < ${FOLLOWED_EACH}
     on conflict do nothing`,
  );
}

/**
 * The measured person follows 50 creators too, plays 8 runs (3 of guides changed since) and
 * sees 10 runs their creators share; the rest of the 10,000 only weigh on the tables.
 */
async function seedPerson(handle: DatabaseHandle, server: BenchServer) {
  const person = await makePlayer(handle, server.config, "home-bench-person");
  await query(
    handle,
    `insert into follows (follower_id, followed_id)
     select '${person.userId}', author_id from (
       select distinct author_id from checklists where status = 'approved' and author_id is not null
       order by author_id limit ${FOLLOWED_EACH}) a
     on conflict do nothing`,
  );
  const played = await query<{ id: string }>(
    handle,
    `select id from checklists where status = 'approved' order by likes desc, id limit 8`,
  );
  for (const [index, { id }] of played.entries()) {
    const answer = await fetch(`${server.origin}/api/checklists/${encodeURIComponent(id)}/runs`, {
      method: "POST",
      headers: { cookie: person.cookie, "content-type": "application/json" },
      body: JSON.stringify({ name: `Home run ${index + 1}` }),
    });
    if (!answer.ok) throw new Error(`Starting a run answered ${answer.status}: ${await answer.text()}`);
  }
  await query(
    handle,
    `insert into checklist_step_changes (checklist_id, step_id, kind, title, changed_at)
     select s.checklist_id, s.id, 'changed', s.title, now() + interval '1 second'
     from checklist_steps s
     where s.checklist_id in (${played
       .slice(0, 3)
       .map(({ id }) => `'${id.replaceAll("'", "''")}'`)
       .join(",")})`,
  );
  await query(
    handle,
    `with shared as (
       insert into runs (checklist_id, owner_id, name, visibility, shared_at)
       select c.id, c.author_id, 'Shared for the home bench', 'link', now()
       from follows f
       cross join lateral (select id, author_id from checklists
         where author_id = f.followed_id and status = 'approved' limit 1) c
       where f.follower_id = '${person.userId}'
       limit 10
       returning id, checklist_id, owner_id)
     insert into run_members (run_id, checklist_id, user_id, role)
     select id, checklist_id, owner_id, 'owner' from shared`,
  );
  await query(handle, "analyze follows; analyze runs; analyze run_members; analyze checklist_step_changes");
  return person;
}

function line(name: string, measurement: Measurement) {
  const verdict = measurement.p99 <= HOME_PAGE_TARGET_MS ? "within" : "OVER";
  return (
    `  ${name.padEnd(28)} ${measurement.requestsPerSecond.toFixed(0).padStart(6)} req/s  p50 ${measurement.p50} ms  ` +
    `p99 ${measurement.p99} ms  (${measurement.statusCodes}); ${verdict} the ${HOME_PAGE_TARGET_MS} ms target`
  );
}

/** One request at a time, as the other pages' render times are measured (shared-run-page.ts). */
function alone(name: string, times: { medians: number[]; worst: number }) {
  const verdict = median(times.medians) <= HOME_PAGE_TARGET_MS ? "within" : "OVER";
  return `  ${name}, one request at a time: ${describeTimes(times)}; ${verdict} the ${HOME_PAGE_TARGET_MS} ms target`;
}

export async function measureHomePage(
  database: DatabaseConfig,
  handle: DatabaseHandle,
  load: LoadOptions,
): Promise<string> {
  const webDir = path.resolve("dist");
  const built =
    existsSync(path.join(webDir, "index.html")) && existsSync(path.resolve("dist-ssr", "entry-server.js"));
  const server = await startServer(database, handle.db, built ? { WEB_DIR: webDir } : {});
  try {
    const seeding = performance.now();
    await seedFollows(handle);
    const person = await seedPerson(handle, server);
    const [counted] = await query<{ n: number }>(handle, "select count(*)::int as n from follows");
    const seeded = `${counted?.n ?? 0} follows seeded in ${((performance.now() - seeding) / 1000).toFixed(1)} s`;

    const headers = { cookie: person.cookie };
    const home = await fetch(`${server.origin}/api/me/home`, { headers });
    const body = (await home.json()) as Record<string, { total: number }>;
    if (home.status !== 200 || !body.following?.total || !body.updated?.total || !body.friends?.total) {
      throw new Error(
        `GET /api/me/home answered ${home.status} without its sections: ${JSON.stringify(body)}`,
      );
    }
    const totals = Object.entries(body)
      .map(([section, page]) => `${section} ${page.total}`)
      .join(", ");
    const lines = [
      `Signed-in home page (D69), ${FOLLOWERS} people following ${FOLLOWED_EACH} creators each (${seeded}); the person's sections: ${totals}.`,
      line("GET /api/me/home", await measure(`${server.origin}/api/me/home`, load, { headers })),
      alone("GET /api/me/home", await timePage(`${server.origin}/api/me/home`, { headers })),
    ];
    if (built) {
      const page = await (await fetch(`${server.origin}/`, { headers })).text();
      if (!page.includes("New from creators you follow") || !page.includes("Home run 8")) {
        throw new Error("The signed-in home page was not rendered with its sections on the server.");
      }
      lines.push(line("/ signed in, server-rendered", await measure(`${server.origin}/`, load, { headers })));
      lines.push(alone("/ signed in, server-rendered", await timePage(`${server.origin}/`, { headers })));
    } else {
      lines.push("  / signed in: skipped, the app is not built (run `npm run build` first).");
    }
    return lines.join("\n");
  } finally {
    await server.app.close();
  }
}
