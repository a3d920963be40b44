/** D10 / SPEC §4: completed = at least 1 step and every current step ticked. */
export function isCompleted(done: number, total: number): boolean {
  return total > 0 && done >= total;
}

/** SPEC §4: the rounded share of done steps, 0 for an empty checklist. */
export function progressPercent(done: number, total: number): number {
  return total === 0 ? 0 : Math.round((100 * Math.min(done, total)) / total);
}
