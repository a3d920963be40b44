import type { ChecklistStatus } from "#shared/checklist-statuses.ts";
import type { Difficulty } from "#shared/difficulties.ts";

/**
 * Issue 38: the names of shared values (src/shared keeps them in English for the API), as the
 * interface's message ids, one whole id each.
 */
export const DIFFICULTY_LABELS: Record<Difficulty, string> = {
  Easy: "checklists.difficultyEasy",
  Medium: "checklists.difficultyMedium",
  Hard: "checklists.difficultyHard",
};

/** SPEC §3's categories, by their stored id. */
export const CATEGORY_LABELS: Record<number, string> = {
  0: "checklists.categorySurvival",
  1: "checklists.categoryBuilding",
  2: "checklists.categoryModded",
  3: "checklists.categoryAdventure",
  4: "checklists.categoryTutorials",
};

export const STATUS_LABELS: Record<ChecklistStatus, string> = {
  approved: "checklists.statusApproved",
  under_review: "checklists.statusUnderReview",
  rejected: "checklists.statusRejected",
};

/** A category's message id; an unknown id (never stored) reads as 'Unknown'. */
export const categoryLabel = (id: number): string => CATEGORY_LABELS[id] ?? "checklists.categoryUnknown";
