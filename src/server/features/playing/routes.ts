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
  stepParamsSchema,
} from "#shared/contracts/playing.ts";
import { requirePlayer, requireUser } from "../auth/current-user.ts";
import { joinedChecklists, savedChecklists } from "./lists.ts";
import { setLike, setMembership, setSave, setStepDone } from "./service.ts";

const idParams = z.object({ id: pathId("customId, else document id") });
const errors = errorAnswers(401, 403, 404, 409, 429);

export function registerPlayingRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["playing"];

  for (const [method, on] of [
    ["put", true],
    ["delete", false],
  ] as const) {
    const verb = on ? "" : "un";
    api[method](
      "/api/checklists/:id/like",
      {
        config: { keepsSessions: true },
        schema: {
          tags,
          summary: `${on ? "Like" : "Unlike"} (idempotent, D15); answers the new state and count`,
          params: idParams,
          response: { 200: likeStateSchema, ...errors },
        },
      },
      async (request, reply) =>
        setLike(app.db, app.config, await requirePlayer(request, reply), request.params.id, on),
    );
    api[method](
      "/api/checklists/:id/save",
      {
        config: { keepsSessions: true },
        schema: {
          tags,
          summary: `${on ? "Save" : "Unsave"} as a favourite (idempotent)`,
          params: idParams,
          response: { 200: saveStateSchema, ...errors },
        },
      },
      async (request, reply) =>
        setSave(app.db, app.config, await requirePlayer(request, reply), request.params.id, on),
    );
    api[method](
      "/api/checklists/:id/membership",
      {
        config: { keepsSessions: true },
        schema: {
          tags,
          summary: on ? "Join an approved checklist" : "Leave; clears this player's progress",
          params: idParams,
          response: { 200: progressSchema, ...errors },
        },
      },
      async (request, reply) =>
        setMembership(app.db, app.config, await requirePlayer(request, reply), request.params.id, on),
    );
    api[method](
      "/api/checklists/:id/steps/:stepId/done",
      {
        config: { keepsSessions: true },
        schema: {
          tags,
          summary: `${verb}tick one step of a joined checklist (by its stable id, D10)`,
          params: stepParamsSchema,
          response: { 200: progressSchema, ...errors },
        },
      },
      async (request, reply) =>
        setStepDone(
          app.db,
          app.config,
          await requirePlayer(request, reply),
          request.params.id,
          request.params.stepId,
          on,
        ),
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
          response: { 200: progressPageSchema, ...errorAnswers(401, 422) },
        },
      },
      async (request, reply) => {
        const user = await requireUser(request, reply);
        reply.header("Cache-Control", "no-store");
        return joinedChecklists(app.db, user.id, completed, request.query.page, request.query.perPage);
      },
    );
  }

  api.get(
    "/api/me/saved",
    {
      schema: {
        tags,
        summary: "Saved checklists",
        querystring: pageQuerySchema,
        response: { 200: checklistPageSchema, ...errorAnswers(401, 422) },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request, reply);
      reply.header("Cache-Control", "no-store");
      return savedChecklists(app.db, user.id, request.query.page, request.query.perPage);
    },
  );
}
