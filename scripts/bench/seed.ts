// Fills the bench database with approved checklists, their addresses and steps, and their authors,
// in set-based SQL: one statement per chunk builds, inserts and links every row.
import { sql } from "drizzle-orm";
import { type DatabaseHandle, rowsOf } from "#server/db/client.ts";
import { SPEC_VERSIONS } from "#shared/game-versions.ts";
import {
  MODES,
  NAME_FIRSTS,
  NAME_LASTS,
  OBJECTS,
  PLACES,
  STRUCTURES,
  SUBJECTS,
  TAGS,
  VERBS,
} from "./vocabulary.ts";

const CHUNK = 5000;
const TWO_YEARS_SECONDS = 2 * 365 * 24 * 3600;
const MAX_LIKES = 20_000;

/** Tables the bench writes; `--reset` empties them (and what hangs off them) first. */
const BENCH_TABLES = ["checklists", "checklist_facet_counts", "users", "moderation_log", "rate_limits"];

export async function query<T>(handle: DatabaseHandle, text: string): Promise<T[]> {
  return rowsOf<T>(await handle.db.execute(sql.raw(text)));
}

export async function countChecklists(handle: DatabaseHandle): Promise<number> {
  const [row] = await query<{ n: number }>(handle, "select count(*)::int as n from checklists");
  return Number(row?.n ?? 0);
}

export async function resetBenchTables(handle: DatabaseHandle): Promise<void> {
  await query(handle, `truncate ${BENCH_TABLES.join(", ")} restart identity cascade`);
}

const quote = (word: string) => `'${word.replaceAll("'", "''")}'`;
const textArray = (words: readonly string[]) => `(ARRAY[${words.map(quote).join(",")}]::text[])`;

/** A deterministic pseudo-random whole number in [0, 2^32) from a row key and a salt. */
const hash = (key: string, salt: string) => `(hashtext(${key} || '${salt}')::bigint + 2147483648)`;
/** The same as a fraction in [0, 1). */
const fraction = (key: string, salt: string) => `(${hash(key, salt)} / 4294967296.0)`;
const pick = (words: readonly string[], key: string, salt: string) =>
  `${textArray(words)}[1 + ${hash(key, salt)} % ${words.length}]`;

/** "Mine obsidian in the nether." */
const sentence = (key: string, salt: string) =>
  `${pick(VERBS, key, `${salt}v`)} || ' ' || ${pick(OBJECTS, key, `${salt}o`)} || ' ' || ${pick(PLACES, key, `${salt}p`)} || '.'`;

function userCount(checklists: number): number {
  return Math.min(500, Math.max(50, Math.round(checklists / 200)));
}

async function seedUsers(handle: DatabaseHandle, count: number): Promise<void> {
  const key = "i::text";
  await query(
    handle,
    `insert into users (handle, display_name, created_at)
     select lower(name) || i, name, now() - (${hash(key, "t")} % ${TWO_YEARS_SECONDS + 86400 * 30}) * interval '1 second'
     from (
       select i, ${pick(NAME_FIRSTS, key, "f")} || ${pick(NAME_LASTS, key, "l")} as name
       from generate_series(1, ${count}) i
     ) named
     on conflict (handle) do nothing`,
  );
}

/** The per-row choices of checklist i, each from its own hash. */
function sourceColumns(key: string): string {
  const h = (salt: string) => hash(key, salt);
  return `
    ${pick(SUBJECTS, key, "s")} as subject,
    ${pick(STRUCTURES, key, "k")} as structure,
    ${pick(MODES, key, "m")} as mode,
    ${pick(SPEC_VERSIONS, key, "v")} as version,
    case when ${h("d")} % 10 < 4 then 'Easy' when ${h("d")} % 10 < 8 then 'Medium' else 'Hard' end as difficulty,
    3 + ${h("n")} % 28 as step_count,
    least(${MAX_LIKES}, floor(power(1 - ${fraction(key, "l")}, -1.5)) - 1)::int as likes,
    date_trunc('second', now()) - (${h("t")} % ${TWO_YEARS_SECONDS}) * interval '1 second' as created_at,
    ${h("e")} % (30 * 86400) as edited_after,
    ${h("p")} % (2 * 86400) as approved_after,
    1 + floor(authors.n * power(${fraction(key, "a")}, 2))::int as author,
    ${h("ts")} % ${TAGS.length} as tag_start,
    1 + ${h("tk")} % ${TAGS.length - 1} as tag_stride,
    3 + ${h("tn")} % 4 as tag_count,
    ${h("cs")} % 5 as category_start,
    1 + ${h("ck")} % 4 as category_stride,
    1 + ${h("cn")} % 3 as category_count,
    5 + ${h("dn")} % 5 as sentence_count`;
}

/** One statement: checklists i in [from, to], their address rows and their steps. */
function chunkStatement(from: number, to: number, users: number): string {
  const stepKey = "ins.id || ':' || p";
  return `
    with authors as (
      select array_agg(id order by handle) as ids, array_agg(display_name order by handle) as names,
             count(*)::int as n
      from (select id, handle, display_name from users order by handle limit ${users}) u
    ),
    src as (
      select i, authors.ids, authors.names, ${sourceColumns("i::text")}
      from generate_series(${from}, ${to}) i cross join authors
    ),
    ins as (
      insert into checklists (id, custom_id, title, description, tags, difficulty, categories,
        supported_since, status, is_approved, author_id, author_name, likes, step_count,
        created_at, updated_at, approved_at)
      select address, address,
        subject || ' ' || structure || ' for ' || version || ' ' || mode,
        substring(left((
          select string_agg(${sentence("i || ':' || j", "d")}, ' ' order by j)
          from generate_series(1, sentence_count) j
        ), 300) from '^.*\\.'),
        array(
          select ${textArray(TAGS)}[1 + (tag_start + k * tag_stride) % ${TAGS.length}]
          from generate_series(0, tag_count - 1) k order by k
        ),
        difficulty,
        array(
          select (category_start + k * category_stride) % 5
          from generate_series(0, category_count - 1) k order by 1
        ),
        version, 'approved', true, ids[author], names[author], likes, step_count,
        created_at,
        least(now(), created_at + edited_after * interval '1 second'),
        created_at + approved_after * interval '1 second'
      from (
        select src.*, regexp_replace(lower(subject || ' ' || structure), '[^a-z0-9]+', '-', 'g') || '-' || i as address
        from src
      ) named
      returning id, step_count
    ),
    addresses as (
      insert into checklist_addresses (address, checklist_id) select id, id from ins
    )
    insert into checklist_steps (checklist_id, position, title, description)
    select ins.id, p,
      ${pick(VERBS, stepKey, "sv")} || ' ' || ${pick(OBJECTS, stepKey, "so")},
      case when ${hash(stepKey, "sd")} % 3 = 0 then '' else ${sentence(stepKey, "sx")} end
    from ins cross join lateral generate_series(0, ins.step_count - 1) p`;
}

export interface SeedSummary {
  checklists: number;
  addresses: number;
  steps: number;
  stepCountSum: number;
  users: number;
  facetTotal: number;
  titleLength: [number, number];
  descriptionLength: [number, number];
  tagCount: [number, number];
  categoryCount: [number, number];
  likes: { median: number; max: number; overThousand: number };
}

export async function seed(
  handle: DatabaseHandle,
  count: number,
  onProgress: (done: number) => void,
): Promise<void> {
  const users = userCount(count);
  await seedUsers(handle, users);
  for (let from = 1; from <= count; from += CHUNK) {
    const to = Math.min(count, from + CHUNK - 1);
    await query(handle, chunkStatement(from, to, users));
    onProgress(to);
  }
  await seedRecentLikes(handle);
}

/**
 * Like rows for 'Trending' (D35): the seeded authors like about one checklist in five, three
 * times over, dated across the last two weeks, so about half count as this week's (and are
 * kept in recent_likes, as the service would). The checklists' like counters keep their seeded
 * distribution (what 'popular' is measured on).
 */
async function seedRecentLikes(handle: DatabaseHandle): Promise<void> {
  await query(
    handle,
    `with u as (select array_agg(id order by handle) as ids, count(*)::int as n from users),
     picked as (
       select id, row_number() over (order by id) as rn from checklists where abs(hashtext(id)) % 5 = 0
     )
     insert into likes (user_id, checklist_id, created_at)
     select u.ids[1 + ((rn * 7919 + k * 104729) % u.n)], picked.id,
            now() - ((rn * 7207 + k * 3571) % 1209600) * interval '1 second'
     from picked cross join u cross join generate_series(0, 2) k
     on conflict do nothing`,
  );
  await query(
    handle,
    `update checklists set recent_likes = r.n
     from (select checklist_id, count(*)::int as n from likes
           where created_at > now() - interval '7 days' group by checklist_id) r
     where checklists.id = r.checklist_id`,
  );
}

/** Fresh statistics (and, where it helps, a vacuumed visibility map) for the planner. */
export async function analyze(handle: DatabaseHandle): Promise<void> {
  await query(handle, "vacuum analyze");
}

export async function summarize(handle: DatabaseHandle): Promise<SeedSummary> {
  const [row] = await query<Record<string, number>>(
    handle,
    `select
      (select count(*) from checklists)::int as checklists,
      (select count(*) from checklist_addresses)::int as addresses,
      (select count(*) from checklist_steps)::int as steps,
      (select coalesce(sum(step_count), 0) from checklists)::int as step_count_sum,
      (select count(*) from users)::int as users,
      (select coalesce(sum(count), 0) from checklist_facet_counts)::int as facet_total,
      min(length(title)) as title_min, max(length(title)) as title_max,
      min(length(description)) as description_min, max(length(description)) as description_max,
      min(cardinality(tags)) as tags_min, max(cardinality(tags)) as tags_max,
      min(cardinality(categories)) as categories_min, max(cardinality(categories)) as categories_max,
      (percentile_disc(0.5) within group (order by likes))::int as likes_median,
      max(likes) as likes_max,
      (count(*) filter (where likes >= 1000))::int as likes_over_thousand
    from checklists`,
  );
  const n = (key: string) => Number(row?.[key] ?? 0);
  return {
    checklists: n("checklists"),
    addresses: n("addresses"),
    steps: n("steps"),
    stepCountSum: n("step_count_sum"),
    users: n("users"),
    facetTotal: n("facet_total"),
    titleLength: [n("title_min"), n("title_max")],
    descriptionLength: [n("description_min"), n("description_max")],
    tagCount: [n("tags_min"), n("tags_max")],
    categoryCount: [n("categories_min"), n("categories_max")],
    likes: { median: n("likes_median"), max: n("likes_max"), overThousand: n("likes_over_thousand") },
  };
}

/** Problems that would make the figures meaningless: missing addresses or steps, wrong facet counts. */
export function seedProblems(summary: SeedSummary, expected: number): string[] {
  const problems: string[] = [];
  if (summary.checklists !== expected)
    problems.push(`${summary.checklists} checklists, expected ${expected}`);
  if (summary.addresses !== summary.checklists) problems.push(`${summary.addresses} address rows`);
  if (summary.steps !== summary.stepCountSum)
    problems.push(`${summary.steps} steps, step_count sums to ${summary.stepCountSum}`);
  if (summary.facetTotal !== summary.checklists) problems.push(`facet counts sum to ${summary.facetTotal}`);
  if (summary.titleLength[1] > 60) problems.push(`a title has ${summary.titleLength[1]} characters`);
  const [shortest, longest] = summary.descriptionLength;
  if (shortest < 100 || longest > 300) problems.push(`descriptions are ${shortest}–${longest} characters`);
  return problems;
}

/** A word of the seeded text found in the share of checklists closest to 3%. */
export async function pickSearchWord(
  handle: DatabaseHandle,
  candidates: readonly string[],
): Promise<{ word: string; matches: number }> {
  let best = { word: candidates[0] ?? "iron", matches: 0 };
  const total = await countChecklists(handle);
  for (const word of candidates) {
    const [row] = await query<{ n: number }>(
      handle,
      `select count(*)::int as n from checklists
       where status = 'approved' and search_document @@ to_tsquery('english', ${quote(`${word}:*`)})`,
    );
    const matches = Number(row?.n ?? 0);
    if (Math.abs(matches / total - 0.03) < Math.abs(best.matches / total - 0.03) || best.matches === 0) {
      best = { word, matches };
    }
  }
  return best;
}

/** The custom id of a typical checklist (the middle one by id) for the by-id scenario. */
export async function pickChecklistId(handle: DatabaseHandle): Promise<string> {
  const total = await countChecklists(handle);
  const [row] = await query<{ custom_id: string }>(
    handle,
    `select custom_id from checklists order by id offset ${Math.floor(total / 2)} limit 1`,
  );
  if (!row) throw new Error("No checklist to fetch by id.");
  return row.custom_id;
}
