import { describe, expect, it } from "vitest";
import { newMilestones, quarterReached, type RunSnapshot } from "./milestones.ts";

const run = (done: number, finished: string[] = []): RunSnapshot => ({
  runId: "r",
  ownerId: "o",
  name: "Run",
  checklistTitle: "Checklist",
  approved: true,
  done,
  total: 8,
  finished: finished.map((id) => ({ id, title: `Section ${id}` })),
});

describe("a run's milestones (D72)", () => {
  it("reaches a quarter only when the steps are all there", () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7, 8].map((done) => quarterReached(done, 8))).toEqual([
      0, 0, 25, 25, 50, 50, 75, 75, 100,
    ]);
    expect(quarterReached(2, 3)).toBe(50);
    expect(quarterReached(0, 0)).toBe(0);
  });

  it("announces the highest quarter reached, each section once, and each joiner", () => {
    const first = newMilestones(run(6, ["a"]), { percent: 0, sections: [] }, ["ann"], []);
    expect(first.milestones).toEqual([
      { kind: "section", id: "a", title: "Section a" },
      { kind: "percent", percent: 75 },
      { kind: "member", handle: "ann" },
    ]);
    expect(first.announced).toEqual({ percent: 75, sections: ["a"] });
    // Nothing new: unticked below and ticked again.
    expect(newMilestones(run(6, ["a"]), first.announced, [], []).milestones).toEqual([]);
    expect(newMilestones(run(2), first.announced, [], []).milestones).toEqual([]);
  });

  it("keeps a failed post's milestones, a percentage only at its highest", () => {
    const pending = [
      { kind: "percent" as const, percent: 25 },
      { kind: "member" as const, handle: "bo" },
    ];
    const next = newMilestones(run(4), { percent: 25, sections: [] }, ["bo"], pending);
    expect(next.milestones).toEqual([
      { kind: "member", handle: "bo" },
      { kind: "percent", percent: 50 },
    ]);
  });
});
