// What the servers acknowledged: the last answered state of every like and tick the load wrote,
// and the checklists created and approved. A write that failed without an answer may or may not
// have happened: its key is uncertain until a later acknowledged write on it.
export class Ledger {
  /** `${userId} ${checklistId}` → liked */
  readonly likes = new Map<string, boolean>();
  /** `${userId} ${checklistId} ${stepId}` → ticked */
  readonly ticks = new Map<string, boolean>();
  readonly uncertain = new Set<string>();
  readonly created = new Set<string>();
  readonly approved = new Set<string>();

  acknowledge(map: Map<string, boolean>, key: string, value: boolean) {
    map.set(key, value);
    this.uncertain.delete(key);
  }

  unanswered(key: string) {
    this.uncertain.add(key);
  }
}
