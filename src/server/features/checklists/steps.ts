import { randomUUID } from "node:crypto";
import { and, eq, ne, notInArray, sql } from "drizzle-orm";
import type { Db } from "#server/db/client.ts";
import {
  checklistStepChanges,
  checklistSteps,
  checklists,
  type RevisionStep,
} from "#server/db/schema/index.ts";
import { invalidField } from "#server/errors.ts";
import type { StepContent } from "#shared/contracts/checklists.ts";
import { english } from "#shared/i18n/message.ts";
import type { Section } from "#shared/rules/sections.ts";
import { stepChanges } from "#shared/rules/step-changes.ts";
import { presentMaterial } from "../game/game-data.ts";
import { stepLinkSearchWords } from "../game/step-links.ts";
import { loadSteps } from "./read-model.ts";

type StepInput = {
  id?: string;
  title: string;
  description: string;
  materials?: StepContent["materials"];
  link?: StepContent["link"];
};

/**
 * Gives every submitted step its id: a known id keeps its step (D10), a missing one gets a new
 * id. An id that is not one of `knownIds`, or is given twice, is refused; `fieldOf` names the
 * step's place in the request body.
 */
export function assignStepIds(
  steps: StepInput[],
  knownIds: Set<string>,
  fieldOf: (index: number) => string = (index) => `steps.${index}`,
): StepContent[] {
  const seen = new Set<string>();
  return steps.map((step, index) => {
    if (step.id !== undefined && (!knownIds.has(step.id) || seen.has(step.id))) {
      throw invalidField(
        `${fieldOf(index)}.id`,
        english("errors.unknownStepId", `Unknown or repeated step id: ${step.id}`, { id: step.id }, true),
      );
    }
    const id = step.id ?? randomUUID();
    seen.add(id);
    return {
      id,
      title: step.title,
      description: step.description,
      materials: step.materials ?? [],
      link: step.link ?? null,
    };
  });
}

/**
 * D50: a request's steps as stored, either `steps` alone (no sections) or `sections` each with
 * its steps: one ordered list of steps with their ids, and the sections naming runs of it. A
 * section keeps the id it was sent with (ids only need to differ within the checklist).
 */
export function stepsOfInput(
  input: { steps?: StepInput[]; sections?: { id?: string; title: string; steps: StepInput[] }[] },
  knownIds: Set<string>,
): { steps: StepContent[]; sections: Section[] } {
  if (!input.sections) return { steps: assignStepIds(input.steps ?? [], knownIds), sections: [] };
  const places = input.sections.flatMap((section, s) =>
    section.steps.map((_, i) => `sections.${s}.steps.${i}`),
  );
  const steps = assignStepIds(
    input.sections.flatMap((section) => section.steps),
    knownIds,
    (index) => places[index] ?? "sections",
  );
  const seen = new Set<string>();
  let next = 0;
  const sections = input.sections.map((section, s) => {
    if (section.id !== undefined && seen.has(section.id)) {
      throw invalidField(
        `sections.${s}.id`,
        english("errors.repeatedSectionId", `Repeated section id: ${section.id}`, { id: section.id }, true),
      );
    }
    const id = section.id ?? randomUUID();
    seen.add(id);
    const stepIds = steps.slice(next, next + section.steps.length).map((step) => step.id);
    next += section.steps.length;
    return { id, title: section.title, stepIds };
  });
  return { steps, sections };
}

const sqlExcluded = (column: string) => sql.raw(`excluded.${column}`);

/**
 * The words of a checklist's steps that search covers besides its own fields: material names
 * (D51), a game item's by its English name in the guide's version (D60), and what linked steps
 * link to (D61).
 */
export function stepSearchText(steps: RevisionStep[], version: string): string {
  const names = steps.flatMap((step) => [
    ...(step.materials ?? []).map((m) => presentMaterial(version, m).name),
    ...(step.link ? stepLinkSearchWords(version, step.link) : []),
  ]);
  return [...new Set(names)].join(" ");
}

/**
 * Makes a checklist's stored steps exactly `steps`, in order, keeping ids (and so players' ticks),
 * and what search finds of them.
 */
export async function replaceSteps(
  db: Db,
  checklistId: string,
  steps: RevisionStep[],
  version: string,
): Promise<void> {
  const searchExtra = stepSearchText(steps, version);
  await db
    .update(checklists)
    .set({ searchExtra })
    .where(and(eq(checklists.id, checklistId), ne(checklists.searchExtra, searchExtra)));
  const ids = steps.map((step) => step.id);
  await db
    .delete(checklistSteps)
    .where(
      and(
        eq(checklistSteps.checklistId, checklistId),
        ids.length ? notInArray(checklistSteps.id, ids) : undefined,
      ),
    );
  if (steps.length === 0) return;
  const rows = steps.map((step, position) => ({
    id: step.id,
    title: step.title,
    description: step.description,
    materials: step.materials ?? [],
    link: step.link ?? null,
    checklistId,
    position,
  }));
  await db
    .insert(checklistSteps)
    .values(rows)
    .onConflictDoUpdate({
      target: checklistSteps.id,
      set: {
        position: sqlExcluded("position"),
        title: sqlExcluded("title"),
        description: sqlExcluded("description"),
        materials: sqlExcluded("materials"),
        link: sqlExcluded("link"),
      },
      setWhere: eq(checklistSteps.checklistId, checklistId),
    });
}

/**
 * Keeps what an approved edit changes in a live checklist's steps, for the runs started before
 * it ('N steps changed since you started', D48). Call before `replaceSteps`.
 */
export async function recordStepChanges(db: Db, checklistId: string, steps: RevisionStep[]): Promise<void> {
  const changes = stepChanges(await loadSteps(db, checklistId), steps);
  if (changes.length === 0) return;
  await db.insert(checklistStepChanges).values(changes.map((change) => ({ checklistId, ...change })));
}
