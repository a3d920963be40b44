// Issue 37's figure: importing a 300 KB advancements file into a run of 120 linked steps (D62):
// the server reads it, previews, and ticks, each request ≤ 300 ms p99.
import { eq } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { checklists } from "#server/db/schema/index.ts";
import type { GameAdvancement, GameVersions } from "#shared/contracts/game.ts";
import type { BenchServer } from "./server.ts";
import { call, median, person } from "./shared-run-page.ts";

const LINKED = 120;
const FILE_BYTES = 300 * 1024;
const IMPORTS = 40;
export const WORLD_IMPORT_TARGET_MS = 300;

/** 120 advancements of the newest release, found as the step editor finds them. */
async function advancementIds(server: BenchServer, cookie: string) {
  const { items: versions } = (await call(server, cookie, "GET", "/api/game/versions")) as GameVersions;
  const version = versions[0]?.version ?? "";
  const ids = new Set<string>();
  for (const letter of "abcdefghijklmnopqrstuvwxyz") {
    const found = (await call(server, cookie, "GET", `/api/game/${version}/advancements?q=${letter}`)) as {
      items: GameAdvancement[];
    };
    for (const item of found.items) if (item.kind === "advancement") ids.add(item.advancement);
  }
  return { version, ids: [...ids].slice(0, LINKED) };
}

/** A world's advancements file as the game writes it: the linked ones done, and recipes up to 300 KB. */
function advancementsFile(ids: string[]) {
  const file: Record<string, unknown> = {};
  const at = "2026-11-20 18:22:03 +0100";
  for (const id of ids) file[id] = { criteria: { requirement: at }, done: true };
  for (let n = 0; JSON.stringify(file).length < FILE_BYTES; n++) {
    file[`minecraft:recipes/building_blocks/bench_recipe_${n}`] = {
      criteria: { has_the_recipe: at, [`has_item_${n}`]: at },
      done: true,
    };
  }
  file.DataVersion = 4440;
  return file;
}

const p99 = (values: number[]) => [...values].sort((a, b) => a - b)[Math.ceil(values.length * 0.99) - 1] ?? 0;

export async function measureWorldImport(server: BenchServer, db: Database): Promise<string> {
  const creator = await person(server, db, 900);
  const { version, ids } = await advancementIds(server, creator.cookie);
  if (ids.length < LINKED) throw new Error(`Only ${ids.length} advancements found in ${version}.`);
  const checklist = await call(server, creator.cookie, "POST", "/api/checklists", {
    customId: `bench-world-${Date.now().toString(36)}`,
    title: "Every advancement, imported",
    description: "One hundred and twenty steps the game can check, for the world import's figure.",
    difficulty: "Hard",
    supportedSince: version,
    categories: [0],
    tags: ["bench"],
    steps: ids.map((advancement, i) => ({
      title: `Advancement ${i + 1}`,
      description: "",
      link: { kind: "advancement", advancement },
    })),
  });
  await db
    .update(checklists)
    .set({ status: "approved", isApproved: true })
    .where(eq(checklists.id, checklist.id));
  const body = { advancements: advancementsFile(ids) };
  const bytes = JSON.stringify(body).length;
  const previews: number[] = [];
  const imports: number[] = [];
  // Each import by a player of their own fresh run: 120 steps to tick every time.
  for (let n = 0; n < IMPORTS; n++) {
    const player = await person(server, db, 1000 + n);
    const run = await call(server, player.cookie, "POST", `/api/checklists/${checklist.id}/runs`, {
      name: "My world",
    });
    for (const [times, query] of [
      [previews, "?preview=true"],
      [imports, ""],
    ] as const) {
      const started = performance.now();
      const answer = await call(server, player.cookie, "POST", `/api/runs/${run.id}/imports${query}`, body);
      times.push(performance.now() - started);
      if (!query && (answer?.ticked?.length ?? answer?.toTick?.length) !== LINKED) {
        throw new Error(`The import ticked ${JSON.stringify(answer).slice(0, 200)}, not ${LINKED} steps.`);
      }
    }
  }
  const verdict = (values: number[]) => (p99(values) <= WORLD_IMPORT_TARGET_MS ? "within" : "OVER");
  const line = (name: string, values: number[]) =>
    `${name}: median ${median(values).toFixed(1)} ms, p99 ${p99(values).toFixed(1)} ms (${verdict(values)} ${WORLD_IMPORT_TARGET_MS} ms)`;
  return (
    `World import (D62; ${Math.round(bytes / 1024)} KB advancements file, ${LINKED} linked steps, ${IMPORTS} imports one at a time, measured by the client): ` +
    `${line("preview", previews)}; ${line("ticking all", imports)}.`
  );
}
