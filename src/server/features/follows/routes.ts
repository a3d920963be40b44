import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { pageQuerySchema } from "#shared/contracts/checklists.ts";
import { errorAnswers, pathId } from "#shared/contracts/common.ts";
import {
  followChangeSchema,
  followSettingsSchema,
  followStateSchema,
  personPageSchema,
} from "#shared/contracts/follows.ts";
import { requireOwnReader, requirePlayer } from "../auth/current-user.ts";
import { playAction } from "../auth/session-cache.ts";
import {
  follow,
  followSettingsOf,
  listFollows,
  setFollowNotify,
  setFollowSettings,
  unfollow,
} from "./service.ts";

const params = z.object({ handle: pathId("The person's handle") });

/** D67: following creators, their lists of followers and followed, and the reader's settings. */
export function registerFollowRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["people"];

  api.put(
    "/api/users/:handle/follow",
    playAction({
      tags,
      summary:
        "Follow this person (idempotent, D67): their newly approved checklists and versions notify you. Signed in; never yourself, at most 1,000",
      params,
      response: {
        200: followStateSchema,
        ...errorAnswers("unauthenticated", "user_missing", "validation_failed", "rate_limited"),
      },
    }),
    async (request, reply) =>
      follow(app.db, app.config, await requirePlayer(request, reply), request.params.handle),
  );
  api.delete(
    "/api/users/:handle/follow",
    playAction({
      tags,
      summary: "Stop following this person (idempotent, D67). Signed in",
      params,
      response: {
        200: followStateSchema,
        ...errorAnswers("unauthenticated", "user_missing", "rate_limited"),
      },
    }),
    async (request, reply) =>
      unfollow(app.db, app.config, await requirePlayer(request, reply), request.params.handle),
  );
  api.patch(
    "/api/users/:handle/follow",
    playAction({
      tags,
      summary: "Turn 'Notify me' on or off for one person you follow (D67). Signed in",
      params,
      body: followChangeSchema,
      response: {
        200: followStateSchema,
        ...errorAnswers(
          "unauthenticated",
          "user_missing",
          "not_following",
          "validation_failed",
          "rate_limited",
        ),
      },
    }),
    async (request, reply) =>
      setFollowNotify(
        app.db,
        app.config,
        await requirePlayer(request, reply),
        request.params.handle,
        request.body.notify,
      ),
  );
  for (const which of ["followers", "following"] as const) {
    api.get(
      `/api/users/:handle/${which}`,
      {
        schema: {
          tags,
          summary:
            which === "followers"
              ? "Who follows this person, newest first (D67). Anyone"
              : "Whom this person follows, newest first (D67). Anyone",
          params,
          querystring: pageQuerySchema,
          response: { 200: personPageSchema, ...errorAnswers("user_missing", "validation_failed") },
        },
      },
      async (request) =>
        listFollows(app.db, request.params.handle, which, request.query.page, request.query.perPage),
    );
  }
  api.get(
    "/api/me/follow-settings",
    {
      schema: {
        tags,
        summary: "Whether new guides from the people you follow notify you, for all of them (D67). Signed in",
        response: { 200: followSettingsSchema, ...errorAnswers("unauthenticated") },
      },
    },
    async (request, reply) => followSettingsOf(app.db, (await requireOwnReader(request, reply)).id),
  );
  api.put(
    "/api/me/follow-settings",
    playAction({
      tags,
      summary: "Turn 'New guides from people I follow' on or off, for all of them (D67). Signed in",
      body: followSettingsSchema,
      response: {
        200: followSettingsSchema,
        ...errorAnswers("unauthenticated", "validation_failed", "rate_limited"),
      },
    }),
    async (request, reply) =>
      setFollowSettings(app.db, app.config, await requirePlayer(request, reply), request.body),
  );
}
