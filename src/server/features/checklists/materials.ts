/** D60: 'All materials', a guide's materials summed by item across its steps. */
import type { Db } from "#server/db/client.ts";
import type { GuideMaterials, MaterialTotal } from "#shared/contracts/materials.ts";
import { byName, sumByItem } from "#shared/rules/material-totals.ts";
import type { SessionUser } from "../auth/sessions.ts";
import { presentMaterial } from "../game/game-data.ts";
import { findChecklistRowForPage, loadSteps } from "./read-model.ts";
import { canSee } from "./visibility.ts";

/** Totals as readers get them: each with its item's English name and stack size in `version`, by name. */
export function presentTotals(version: string, totals: { item: string; count: number }[]): MaterialTotal[] {
  return totals.map((total) => presentMaterial(version, total)).sort(byName);
}

/**
 * GET /api/checklists/{address}/materials: every material of the checklist's steps, summed by
 * item; null where the checklist's own read answers 404 (missing, or hidden from the viewer, D11).
 */
export async function checklistMaterials(
  db: Db,
  address: string,
  viewer: SessionUser | null,
): Promise<GuideMaterials | null> {
  const row = await findChecklistRowForPage(db, address);
  if (!row || !canSee(row, viewer)) return null;
  const steps = await loadSteps(db, row.id);
  const totals = sumByItem(steps.flatMap((step) => step.materials ?? []));
  return { items: presentTotals(row.supportedSince, totals) };
}
