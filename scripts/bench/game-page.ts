// Issue 37's figure: a guide page with 200 game-item materials (D60) and every step linked to
// an advancement (D61), rendered on the server for a guest, in ≤ 50 ms.

import { writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { checklists } from "#server/db/schema/index.ts";
import type { GameAdvancement, GameItem, GameVersions } from "#shared/contracts/game.ts";
import { LIMITS } from "#shared/limits.ts";
import type { BenchServer } from "./server.ts";
import { call, describeTimes, median, SHARED_RUN_PAGE_TARGET_MS, timePage } from "./shared-run-page.ts";

const MATERIALS = 200;
const STEPS = MATERIALS / LIMITS.materialsPerStep;

/** Distinct items and advancements of the newest release, found as a creator's form finds them. */
async function gameThings(server: BenchServer, cookie: string) {
  const { items: versions } = (await call(server, cookie, "GET", "/api/game/versions")) as GameVersions;
  const version = versions[0]?.version ?? "";
  const items = new Map<string, GameItem>();
  for (const letter of "abcdefghijklmnopqrstuvwxyz") {
    const found = (await call(server, cookie, "GET", `/api/game/${version}/items?q=${letter}`)) as {
      items: GameItem[];
    };
    for (const item of found.items) items.set(item.id, item);
  }
  const advancements = (await call(server, cookie, "GET", `/api/game/${version}/advancements?q=`)) as {
    items: GameAdvancement[];
  };
  return { version, items: [...items.values()].slice(0, MATERIALS), advancements: advancements.items };
}

export async function timeGamePage(server: BenchServer, db: Database, creator: { cookie: string }) {
  const { version, items, advancements } = await gameThings(server, creator.cookie);
  const steps = Array.from({ length: STEPS }, (_, s) => {
    const advancement = advancements[s % advancements.length];
    return {
      title: `Gather for part ${s + 1}`,
      description: "Everything this part of the build needs.",
      materials: items
        .slice(s * LIMITS.materialsPerStep, (s + 1) * LIMITS.materialsPerStep)
        .map((item, i) => ({ item: item.id, count: 17 + 61 * i })),
      link: advancement ? { kind: "advancement", advancement: advancement.advancement } : null,
    };
  });
  const checklist = await call(server, creator.cookie, "POST", "/api/checklists", {
    customId: `bench-game-${Date.now().toString(36)}`,
    title: "A mega build's shopping list",
    description: "Two hundred game items over ten linked steps, for the game page's figure.",
    difficulty: "Hard",
    supportedSince: version,
    categories: [0],
    tags: ["bench"],
    steps,
  });
  await db
    .update(checklists)
    .set({ status: "approved", isApproved: true })
    .where(eq(checklists.id, checklist.id));
  const url = `${server.origin}/checklist/${encodeURIComponent(checklist.customId)}`;
  const html = await (await fetch(url)).text();
  const last = items.at(-1)?.name ?? "";
  if (items.length < MATERIALS || !html.includes(last)) {
    const file = path.join(tmpdir(), "game-checklist-page.html");
    writeFileSync(file, html);
    throw new Error(`The game page came without its ${MATERIALS} items (${items.length} found; ${file}).`);
  }
  const times = await timePage(url);
  const verdict = median(times.medians) <= SHARED_RUN_PAGE_TARGET_MS ? "within" : "OVER";
  // Issue 38: the same page rendered in Portuguese, whose growth over English is the figure's.
  const portuguese = await timePage(`${url}?lang=pt-BR`);
  const growth = (median(portuguese.medians) / median(times.medians) - 1) * 100;
  return (
    `Guide page with ${MATERIALS} game-item materials and ${STEPS} linked steps (issue 37, ${version}; ${Math.round(html.length / 1024)} KB of HTML), a guest: ` +
    `${describeTimes(times)}; ${verdict} the ${SHARED_RUN_PAGE_TARGET_MS} ms target.\n` +
    `The same page in Português (Brasil) (issue 38): ${describeTimes(portuguese)}; ${growth.toFixed(1)} % over English.`
  );
}
