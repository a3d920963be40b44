import { english } from "./i18n/message.ts";

/** SPEC §3: how hard a checklist is; new checklists are Medium unless the author says otherwise. */
export const DIFFICULTIES = ["Easy", "Medium", "Hard"] as const;
export type Difficulty = (typeof DIFFICULTIES)[number];
export const DEFAULT_DIFFICULTY: Difficulty = "Medium";

/** Each difficulty as people read it (the values above are stored as they are). */
export const DIFFICULTY_NAMES: Record<Difficulty, string> = {
  Easy: english("checklists.difficultyEasy", "Easy"),
  Medium: english("checklists.difficultyMedium", "Medium"),
  Hard: english("checklists.difficultyHard", "Hard"),
};
