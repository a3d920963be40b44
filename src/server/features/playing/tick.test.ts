import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { approvedChecklist, type Created } from "#server/test-support/approved-checklist.ts";
import type { BrowserClient } from "#server/test-support/browser-client.ts";
import { testEngines } from "#server/test-support/databases.ts";
import { quickPerson, RUN_TEST_RATE_LIMITS } from "#server/test-support/people.ts";
import { countStatements } from "#server/test-support/statement-count.ts";
import { startTestApp, type TestApp } from "#server/test-support/test-app.ts";

/** Decision 047: a person's first run is an ordinary run; a tick costs at most 3 statements. */
describe.each(testEngines())(
  "ticks: one route, its first-run alias, 3 statements at most on %s",
  (engine) => {
    let t: TestApp;
    let author: BrowserClient;
    let player: BrowserClient;
    let friend: BrowserClient;
    let checklist: Created;
    let firstRunId = "";
    let sharedRunId = "";

    const call = (who: BrowserClient, method: string, path: string, json?: unknown) =>
      who.request(path, { method, ...(json === undefined ? {} : { json }) });
    const runTick = (who: BrowserClient, runId: string, step: number, done = true) =>
      call(who, done ? "PUT" : "DELETE", `/api/runs/${runId}/steps/${checklist.steps[step]?.id}/done`);
    const aliasTick = (who: BrowserClient, step: number, done = true) =>
      call(
        who,
        done ? "PUT" : "DELETE",
        `/api/checklists/${checklist.id}/steps/${checklist.steps[step]?.id}/done`,
      );
    const runTicks = async (runId: string) =>
      (await (await player.request(`/api/runs/${runId}`)).json()).completedStepIds as string[];
    const firstRunTicks = async () =>
      (await (await player.request(`/api/checklists/${checklist.id}`)).json()).completedStepIds as string[];

    beforeAll(async () => {
      t = await startTestApp(engine, { SEED_DEMO: "false", RATE_LIMITS: RUN_TEST_RATE_LIMITS });
      [author, player, friend] = await Promise.all([
        quickPerson(t, "Tick Author"),
        quickPerson(t, "Tick Player"),
        quickPerson(t, "Tick Friend"),
      ]);
      checklist = await approvedChecklist(t, author, 4);
      expect((await call(player, "PUT", `/api/checklists/${checklist.id}/membership`)).status).toBe(200);
      const runs = await (await player.request(`/api/checklists/${checklist.id}/runs`)).json();
      firstRunId = runs.items[0].id;
      const shared = await (
        await call(player, "POST", `/api/checklists/${checklist.id}/runs`, { name: "Together" })
      ).json();
      sharedRunId = shared.id;
      const { invitePath } = await (await call(player, "POST", `/api/runs/${sharedRunId}/invite`)).json();
      const token = invitePath.split("/").pop();
      expect((await call(friend, "POST", `/api/runs/${sharedRunId}/join`, { token })).status).toBe(200);
    });
    afterAll(async () => {
      await t?.close();
    });

    it("sees a tick made through the alias through the run's route, and the other way round", async () => {
      const viaAlias = await (await aliasTick(player, 0)).json();
      expect(viaAlias).toMatchObject({
        runId: firstRunId,
        joined: true,
        completedStepIds: [checklist.steps[0]?.id],
      });
      expect(await runTicks(firstRunId)).toEqual([checklist.steps[0]?.id]);

      const viaRun = await (await runTick(player, firstRunId, 1)).json();
      expect(new Set(viaRun.completedStepIds)).toEqual(
        new Set([checklist.steps[0]?.id, checklist.steps[1]?.id]),
      );
      expect(new Set(await firstRunTicks())).toEqual(new Set(viaRun.completedStepIds));

      // An untick either way is seen the other way too.
      await runTick(player, firstRunId, 0, false);
      expect(await firstRunTicks()).toEqual([checklist.steps[1]?.id]);
      await aliasTick(player, 1, false);
      expect(await runTicks(firstRunId)).toEqual([]);
      // The other run is untouched by either.
      expect(await runTicks(sharedRunId)).toEqual([]);
    });

    it("answers both routes with the same contract: the run's ticks, not the whole run", async () => {
      const alias = await (await aliasTick(player, 2)).json();
      const run = await (await runTick(player, firstRunId, 3)).json();
      const shared = await (await runTick(friend, sharedRunId, 2)).json();
      for (const answer of [alias, run, shared]) {
        expect(Object.keys(answer).sort()).toEqual(
          ["completed", "completedStepIds", "done", "joined", "percent", "runId", "total"].sort(),
        );
      }
      expect(run).toMatchObject({ runId: firstRunId, done: 2, total: 4, percent: 50, completed: false });
      expect(shared).toMatchObject({
        runId: sharedRunId,
        completedStepIds: [checklist.steps[2]?.id],
        done: 1,
      });
    });

    it("keeps the refusals: a stranger's tick on a run is 404, a tick before joining 403", async () => {
      const stranger = await quickPerson(t, "Tick Stranger");
      const onRun = await runTick(stranger, sharedRunId, 0);
      expect(onRun.status).toBe(404);
      expect((await onRun.json()).error.code).toBe("run_missing");
      expect((await aliasTick(stranger, 0)).status).toBe(403);
      expect(
        (await call(stranger, "PUT", `/api/runs/not-a-run/steps/${checklist.steps[0]?.id}/done`)).status,
      ).toBe(404);
      expect(await runTicks(sharedRunId)).toEqual([checklist.steps[2]?.id]);
    });

    it("ticks and unticks a shared run and the first run in at most 3 statements each", async () => {
      // Warm: the session is cached after the first request, as it is for a player ticking along.
      await runTick(friend, sharedRunId, 0);
      await aliasTick(player, 0);
      const cases = [
        { name: "shared run, tick", send: () => runTick(friend, sharedRunId, 1) },
        { name: "shared run, untick", send: () => runTick(friend, sharedRunId, 1, false) },
        { name: "first run by its run route", send: () => runTick(player, firstRunId, 1) },
        { name: "first run through the alias", send: () => aliasTick(player, 1, false) },
      ];
      for (const { name, send } of cases) {
        let status = 0;
        const { count, texts } = await countStatements(t.database, async () => {
          status = (await send()).status;
        });
        expect(status, name).toBe(200);
        expect(
          texts.filter((text) => !text.startsWith("query:")),
          name,
        ).toEqual([]);
        expect(count, `${name}: ${texts.join("\n")}`).toBeLessThanOrEqual(3);
        expect(count, name).toBeGreaterThan(0);
      }
    });
  },
);
