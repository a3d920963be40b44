/** SPEC §3: how hard a checklist is; new checklists are Medium unless the author says otherwise. */
export const DIFFICULTIES = ["Easy", "Medium", "Hard"] as const;
export type Difficulty = (typeof DIFFICULTIES)[number];
export const DEFAULT_DIFFICULTY: Difficulty = "Medium";
