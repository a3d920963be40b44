import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorAnswers, pathId } from "#shared/contracts/common.ts";
import { claimInputSchema, runClaimParamsSchema, runMaterialsSchema } from "#shared/contracts/materials.ts";
import {
  invitationParamsSchema,
  invitationSchema,
  inviteLinkSchema,
  joinRunInputSchema,
  newRunInputSchema,
  runChangeSchema,
  runListSchema,
  runMemberParamsSchema,
  runNoteInputSchema,
  runNoteSchema,
  runParamsSchema,
  runSchema,
  runStepErrors,
  runStepParamsSchema,
} from "#shared/contracts/runs.ts";
import { currentUser, requireOwnReader, requirePlayer, requireUser } from "../auth/current-user.ts";
import { playAction } from "../auth/session-cache.ts";
import { dismissChanges } from "./changes.ts";
import { claimMaterial, dropClaim, getRunMaterials } from "./claims.ts";
import type { RunEventHub } from "./event-hub.ts";
import { openRunEvents } from "./live.ts";
import { clearNote, saveNote } from "./notes.ts";
import { visibleRun } from "./read-model.ts";
import {
  changeRun,
  endOrLeaveRun,
  getRun,
  invitation,
  joinRun,
  listRuns,
  makeInviteLink,
  removeMember,
  startRun,
} from "./service.ts";

const checklistParams = z.object({ address: pathId("customId, else document id") });

/** D43, D44: a player's runs of a checklist, and one run. */
export function registerRunRoutes(app: FastifyInstance, hub: RunEventHub) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["runs"];
  /** A member action's first arguments: the database, the config, who acts, and on which run. */
  const actingOn = async (request: FastifyRequest & { params: { runId: string } }, reply: FastifyReply) =>
    [app.db, app.config, await requirePlayer(request, reply), request.params.runId] as const;

  api.get(
    "/api/checklists/:address/runs",
    {
      schema: {
        tags,
        summary:
          "The signed-in player's runs of this checklist, owned and joined, the first joined first (D43)",
        params: checklistParams,
        response: { 200: runListSchema, ...errorAnswers("unauthenticated", "checklist_missing") },
      },
    },
    async (request, reply) => {
      const user = await requireOwnReader(request, reply);
      return listRuns(app.db, user, request.params.address);
    },
  );

  api.post(
    "/api/checklists/:address/runs",
    playAction({
      tags,
      summary:
        "A new run of an approved checklist, named 1–40 characters; at most 10 unfinished per player (D43)",
      params: checklistParams,
      body: newRunInputSchema,
      response: {
        201: runSchema,
        ...errorAnswers(
          "unauthenticated",
          "checklist_missing",
          "checklist_not_approved",
          "too_many_runs",
          "validation_failed",
          "rate_limited",
        ),
      },
    }),
    async (request, reply) => {
      const run = await startRun(
        app.db,
        app.config,
        await requirePlayer(request, reply),
        request.params.address,
        request.body.name,
      );
      return reply.status(201).send(run);
    },
  );

  api.get(
    "/api/runs/:runId",
    {
      schema: {
        tags,
        summary: "A run: its checklist, name, members and ticks (who and when); 404 unless a member (D44)",
        params: runParamsSchema,
        response: { 200: runSchema, ...errorAnswers("run_missing") },
      },
    },
    async (request, reply) => {
      const viewer = await currentUser(request, reply);
      reply.header("Cache-Control", "no-store");
      return getRun(app.db, app.config, request.params.runId, viewer);
    },
  );

  api.get(
    "/api/runs/:runId/events",
    {
      sse: { kind: "manual" },
      schema: {
        tags,
        summary:
          "Server-Sent Events of the run (D45) as its reader may read it (D73): tick, untick, member, and for members note, each with an id; a reconnect sends Last-Event-ID and gets what it missed since its right began; a reader who loses the right gets a last `closed` event with its reason (ended, removed, private, unavailable, signed-out; restarting: reconnect); 404 as GET /api/runs/{runId}; 429 past 50 open streams of one account, 200 of accounts or 100 of guests at one address, on one server",
        params: runParamsSchema,
        produces: ["text/event-stream"],
        response: {
          200: z.string().describe("text/event-stream"),
          ...errorAnswers("run_missing", "rate_limited"),
        },
      },
    },
    async (request, reply) => {
      // HEAD (Fastify's from this GET) answers GET's headers at once and holds no stream.
      if (request.method === "HEAD") {
        await visibleRun(app.db, request.params.runId, await currentUser(request, reply));
        return reply.header("Cache-Control", "no-store").type("text/event-stream").send("");
      }
      await openRunEvents(app.db, hub, request, reply, request.params.runId);
    },
  );

  api.patch(
    "/api/runs/:runId",
    playAction({
      tags,
      summary: "The owner renames the run or chooses who sees it (private or link)",
      params: runParamsSchema,
      body: runChangeSchema,
      response: {
        200: runSchema,
        ...errorAnswers(
          "unauthenticated",
          "forbidden",
          "run_missing",
          "checklist_not_approved",
          "validation_failed",
          "rate_limited",
        ),
      },
    }),
    async (request, reply) => changeRun(...(await actingOn(request, reply)), request.body),
  );

  api.delete(
    "/api/runs/:runId",
    playAction({
      tags,
      summary: "The owner ends the run (its ticks go); a member leaves it (their ticks stay)",
      params: runParamsSchema,
      response: {
        204: z.null().describe("Ended or left"),
        ...errorAnswers("unauthenticated", "run_missing"),
      },
    }),
    async (request, reply) => {
      await endOrLeaveRun(app.db, await requirePlayer(request, reply), request.params.runId);
      return reply.status(204).send(null);
    },
  );

  api.post(
    "/api/runs/:runId/invite",
    playAction({
      tags,
      summary: "The owner's new invite link /runs/{runId}/join/{token}; the old link stops working (D44)",
      params: runParamsSchema,
      response: {
        200: inviteLinkSchema,
        ...errorAnswers(
          "unauthenticated",
          "forbidden",
          "run_missing",
          "checklist_not_approved",
          "rate_limited",
        ),
      },
    }),
    async (request, reply) => makeInviteLink(...(await actingOn(request, reply))),
  );

  api.get(
    "/api/runs/:runId/invitations/:token",
    {
      schema: {
        tags,
        summary:
          "What an invite link opens: whose run of which checklist (D44), also for a guest holding it; 404 for a wrong or revoked link",
        params: invitationParamsSchema,
        response: { 200: invitationSchema, ...errorAnswers("invite_missing", "checklist_not_approved") },
      },
    },
    async (request, reply) => {
      // A guest holding the link may read it too: the sign-in page names the invite (issue 35).
      const user = await currentUser(request, reply);
      reply.header("Cache-Control", "no-store");
      return invitation(app.db, app.config, user, request.params.runId, request.params.token);
    },
  );

  api.post(
    "/api/runs/:runId/join",
    playAction({
      tags,
      summary:
        "Join a run by its invite link's token (D44); at most 50 players (409); joining again changes nothing",
      params: runParamsSchema,
      body: joinRunInputSchema,
      response: {
        200: runSchema,
        ...errorAnswers(
          "unauthenticated",
          "invite_missing",
          "checklist_not_approved",
          "run_full",
          "too_many_runs",
          "validation_failed",
          "rate_limited",
        ),
      },
    }),
    async (request, reply) => joinRun(...(await actingOn(request, reply)), request.body.token),
  );

  api.delete(
    "/api/runs/:runId/members/:handle",
    playAction({
      tags,
      summary: "The owner removes a player from the run; their ticks stay (D44)",
      params: runMemberParamsSchema,
      response: {
        200: runSchema,
        ...errorAnswers(
          "unauthenticated",
          "forbidden",
          "run_missing",
          "not_found",
          "checklist_not_approved",
          "owner_must_end_run",
        ),
      },
    }),
    async (request, reply) => removeMember(...(await actingOn(request, reply)), request.params.handle),
  );

  api.delete(
    "/api/runs/:runId/changes",
    {
      schema: {
        tags,
        summary: "A member dismisses 'N steps changed since you started' for this run (D48)",
        params: runParamsSchema,
        response: { 204: z.null().describe("Dismissed"), ...errorAnswers("unauthenticated", "run_missing") },
      },
    },
    async (request, reply) => {
      await dismissChanges(app.db, await requireUser(request, reply), request.params.runId);
      return reply.status(204).send(null);
    },
  );

  // PUT/DELETE /api/runs/{runId}/steps/{stepId}/done: playing/routes.ts, with its per-checklist alias.

  api.put(
    "/api/runs/:runId/steps/:stepId/note",
    playAction({
      tags,
      summary:
        "A member's note (1–200 characters) and coordinates on one step of the run, either or both (D46); answers the note",
      params: runStepParamsSchema,
      body: runNoteInputSchema,
      response: {
        200: runNoteSchema,
        ...errorAnswers(
          "unauthenticated",
          "run_missing",
          "step_missing",
          "checklist_not_approved",
          "validation_failed",
          "rate_limited",
        ),
      },
    }),
    async (request, reply) =>
      saveNote(...(await actingOn(request, reply)), request.params.stepId, request.body),
  );

  api.delete(
    "/api/runs/:runId/steps/:stepId/note",
    playAction({
      tags,
      summary: "A member removes the step's note in the run (D46); removing none changes nothing",
      params: runStepParamsSchema,
      response: {
        204: z.null().describe("No note on the step now"),
        ...runStepErrors,
      },
    }),
    async (request, reply) => {
      await clearNote(...(await actingOn(request, reply)), request.params.stepId);
      return reply.status(204).send(null);
    },
  );
  api.get(
    "/api/runs/:runId/materials",
    {
      schema: {
        tags,
        summary:
          "D70: what the run's unticked steps still need, summed by item, with the members' claims (who claimed: members only, D73); 404 as GET /api/runs/{runId}",
        params: runParamsSchema,
        response: { 200: runMaterialsSchema, ...errorAnswers("run_missing") },
      },
    },
    async (request, reply) => {
      const viewer = await currentUser(request, reply);
      reply.header("Cache-Control", "no-store");
      return getRunMaterials(app.db, request.params.runId, viewer);
    },
  );

  api.put(
    "/api/runs/:runId/claims/:item",
    playAction({
      tags,
      summary:
        "D70: a member claims `count` of a material (1 to what the unticked steps need less the others' claims, else 422 `count`); it replaces their claim on it and keeps its place; live to members; answers the run's materials",
      params: runClaimParamsSchema,
      body: claimInputSchema,
      response: {
        200: runMaterialsSchema,
        ...errorAnswers(
          "unauthenticated",
          "run_missing",
          "checklist_not_approved",
          "validation_failed",
          "rate_limited",
        ),
      },
    }),
    async (request, reply) =>
      claimMaterial(...(await actingOn(request, reply)), request.params.item, request.body.count),
  );

  api.delete(
    "/api/runs/:runId/claims/:item",
    playAction({
      tags,
      summary: "D70: a member drops their claim on a material; dropping none changes nothing",
      params: runClaimParamsSchema,
      response: {
        204: z.null().describe("No claim of theirs on it now"),
        ...errorAnswers("unauthenticated", "run_missing", "checklist_not_approved", "rate_limited"),
      },
    }),
    async (request, reply) => {
      await dropClaim(...(await actingOn(request, reply)), request.params.item);
      return reply.status(204).send(null);
    },
  );
}
