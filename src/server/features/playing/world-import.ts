import { sql } from "drizzle-orm";
import type { AppConfig } from "#server/config.ts";
import { type Database, rowsOf, type Tx } from "#server/db/client.ts";
import { runMissing } from "#server/errors.ts";
import type { StepLinkInput } from "#shared/contracts/step-links.ts";
import type {
  AdvancementsFile,
  StatisticsFile,
  WorldImport,
  WorldImportInput,
} from "#shared/contracts/world-imports.ts";
import type { Player } from "../auth/current-user.ts";
import { hitRateLimits } from "../rate-limit/service.ts";
import { tellRunChanged } from "../runs/events.ts";
import { tickStepsIn } from "../runs/ticks.ts";
import { playableRun } from "./interaction.ts";

/**
 * Whether the world's files say a step's link (D61) is done (D62): an advancement made, a
 * criterion met (its time written), a statistic counted at least so many times. The ids are
 * compared as the files write them; a file not sent says nothing is done.
 */
export function doneInWorld(
  link: StepLinkInput,
  advancements: AdvancementsFile,
  statistics?: StatisticsFile,
): boolean {
  if (link.kind === "statistic") {
    const counted = statistics?.stats[link.statistic]?.[link.target];
    return typeof counted === "number" && counted >= link.atLeast;
  }
  const progress = Object.hasOwn(advancements, link.advancement) ? advancements[link.advancement] : undefined;
  if (!progress || typeof progress !== "object") return false;
  if (link.kind === "advancement") return progress.done === true;
  return Object.hasOwn(progress.criteria, link.criterion);
}

interface LinkedStep {
  id: string;
  link: StepLinkInput;
  ticked: boolean;
}

/** The run's linked steps in the guide's order, and whether the run has each ticked. */
async function linkedSteps(db: Database | Tx, checklistId: string, runId: string): Promise<LinkedStep[]> {
  return rowsOf<LinkedStep>(
    await db.execute(sql`
      select s.id::text as id, s.link,
        exists (select 1 from run_ticks t where t.run_id = ${runId}::uuid and t.step_id = s.id) as ticked
      from checklist_steps s
      where s.checklist_id = ${checklistId} and s.link is not null
      order by s.position`),
  );
}

function outcome(dataVersion: number, steps: LinkedStep[], files: WorldImportInput): WorldImport {
  const done = steps.filter((step) => doneInWorld(step.link, files.advancements, files.statistics));
  return {
    dataVersion,
    linkedSteps: steps.length,
    doneInWorld: done.length,
    alreadyTicked: done.filter((step) => step.ticked).length,
    toTick: done.filter((step) => !step.ticked).map((step) => step.id),
  };
}

/**
 * POST /api/runs/{runId}/imports (D62, decision 052). The run is found and the action counted as a
 * tick is (playableRun: 404 unless the sender plays it), and against the import limits (D6).
 * A preview reads only. Otherwise the steps to tick are written in one statement for the sender
 * (runs/ticks.ts), in the transaction that read them: every tick, with its event for the run's
 * open pages (D45, told after the commit), or none. It never unticks.
 */
export async function importFromWorld(
  db: Database,
  config: AppConfig,
  player: Player,
  runId: string,
  files: WorldImportInput,
  preview: boolean,
  ip: string,
): Promise<WorldImport> {
  const run = await playableRun(db, config, player, runId);
  await hitRateLimits(db, [
    { key: `world-import:user:${player.user.id}`, rule: config.rateLimits.importPerUser },
    { key: `world-import:ip:${ip}`, rule: config.rateLimits.importPerIp },
  ]);
  const dataVersion = files.advancements.DataVersion;
  if (preview) return outcome(dataVersion, await linkedSteps(db, run.id, run.runId), files);
  const imported = await db.transaction(async (tx) => {
    const found = outcome(dataVersion, await linkedSteps(tx, run.id, run.runId), files);
    if (found.toTick.length === 0) return { ...found, ticked: [] };
    const written = await tickStepsIn(tx, player.user.id, run.id, run.runId, found.toTick);
    // They left, or were removed, or the run ended meanwhile: nothing is ticked.
    if (!written.member) throw runMissing();
    // A step an approved edit removed meanwhile has nothing to tick.
    const kept = new Set(written.steps);
    return { ...found, ticked: found.toTick.filter((id) => kept.has(id)) };
  });
  // Its ticks' events, committed, are read by the servers holding the run's pages (D45).
  if (imported.ticked.length > 0) await tellRunChanged(db, run.runId);
  return imported;
}
