import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { checklistPageSchema, pageQuerySchema } from "#shared/contracts/checklists.ts";
import { errorAnswers, pathId } from "#shared/contracts/common.ts";
import {
  likeStateSchema,
  progressPageSchema,
  progressSchema,
  saveStateSchema,
  stepDoneSchema,
  stepParamsSchema,
} from "#shared/contracts/playing.ts";
import { runStepErrors, runStepParamsSchema } from "#shared/contracts/runs.ts";
import { requireOwnReader, requirePlayer } from "../auth/current-user.ts";
import { playAction } from "../auth/session-cache.ts";
import { savedEntries } from "../collections/reads.ts";
import { joinedChecklists } from "./lists.ts";
import { setLike, setMembership, setSave, setStepDone } from "./service.ts";
import { registerWorldImportRoutes } from "./world-import-routes.ts";

const idParams = z.object({ address: pathId("customId, else document id") });
const switchErrors = errorAnswers(
  "unauthenticated",
  "checklist_missing",
  "checklist_not_approved",
  "rate_limited",
);
const tickErrors = errorAnswers(
  "unauthenticated",
  "forbidden",
  "checklist_missing",
  "step_missing",
  "checklist_not_approved",
  "rate_limited",
);

export function registerPlayingRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["playing"];

  for (const [method, on] of [
    ["put", true],
    ["delete", false],
  ] as const) {
    const verb = on ? "" : "un";
    // The player's switches on a checklist: PUT turns one on, DELETE off; each answers the new state.
    const switches = [
      {
        name: "like",
        summary: `${on ? "Like" : "Unlike"} (idempotent, D15); answers the new state and count`,
        answer: likeStateSchema,
        set: setLike,
      },
      {
        name: "save",
        summary: `${on ? "Save to" : "Take out of"} your 'Saved' collection (idempotent, D68)`,
        answer: saveStateSchema,
        set: setSave,
      },
      {
        name: "membership",
        summary: on ? "Join an approved checklist" : "Leave; clears this player's progress",
        answer: progressSchema,
        set: setMembership,
      },
    ] as const;
    for (const { name, summary, answer, set } of switches) {
      api[method](
        `/api/checklists/:address/${name}`,
        playAction({ tags, summary, params: idParams, response: { 200: answer, ...switchErrors } }),
        async (request, reply) =>
          set(app.db, app.config, await requirePlayer(request, reply), request.params.address, on),
      );
    }
    // The tick route (decision 047): any run the player plays.
    api[method](
      "/api/runs/:runId/steps/:stepId/done",
      playAction({
        tags: ["runs"],
        summary: `${on ? "Tick" : "Untick"} one step for the whole run, by a member (D44); answers the run's ticks after it`,
        params: runStepParamsSchema,
        response: {
          200: stepDoneSchema,
          ...runStepErrors,
        },
      }),
      async (request, reply) => {
        const { runId, stepId } = request.params;
        return setStepDone(app.db, app.config, await requirePlayer(request, reply), { runId }, stepId, on);
      },
    );
    // Its alias for the player's first run of the checklist (D43), kept for every client that uses it.
    api[method](
      "/api/checklists/:address/steps/:stepId/done",
      playAction({
        tags,
        summary: `${verb}tick one step of the player's first run of the checklist (by its stable id, D10); as the run's route`,
        params: stepParamsSchema,
        response: { 200: stepDoneSchema, ...tickErrors },
      }),
      async (request, reply) => {
        const { address, stepId } = request.params;
        const target = { checklist: address };
        return setStepDone(app.db, app.config, await requirePlayer(request, reply), target, stepId, on);
      },
    );
  }

  for (const [path, completed] of [
    ["/api/me/in-progress", false],
    ["/api/me/completed", true],
  ] as const) {
    api.get(
      path,
      {
        schema: {
          tags,
          summary: completed
            ? "Joined checklists with every step done (at least 1 step)"
            : "Joined checklists not completed yet",
          querystring: pageQuerySchema,
          response: { 200: progressPageSchema, ...errorAnswers("unauthenticated", "validation_failed") },
        },
      },
      async (request, reply) => {
        const user = await requireOwnReader(request, reply);
        return joinedChecklists(app.db, user.id, completed, request.query.page, request.query.perPage);
      },
    );
  }

  api.get(
    "/api/me/saved",
    {
      schema: {
        tags,
        summary: "The approved checklists of your 'Saved' collection, newest first (D68). Signed in",
        querystring: pageQuerySchema,
        response: { 200: checklistPageSchema, ...errorAnswers("unauthenticated", "validation_failed") },
      },
    },
    async (request, reply) => {
      const user = await requireOwnReader(request, reply);
      return savedEntries(app.db, user.id, request.query.page, request.query.perPage);
    },
  );
  registerWorldImportRoutes(app);
}
