import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { checklistMissing } from "#server/errors.ts";
import {
  collectionChangeSchema,
  collectionEntryParamsSchema,
  collectionEntryStateSchema,
  collectionFollowStateSchema,
  collectionListSchema,
  collectionParamsSchema,
  collectionSchema,
  myCollectionsQuerySchema,
  newCollectionSchema,
} from "#shared/contracts/collections.ts";
import { errorAnswers, pathId } from "#shared/contracts/common.ts";
import { currentUser, requireOwnReader, requirePlayer } from "../auth/current-user.ts";
import { playAction } from "../auth/session-cache.ts";
import { findChecklistRow } from "../checklists/read-model.ts";
import { canSee } from "../checklists/visibility.ts";
import { holds, ownCollection } from "./access.ts";
import { followedCollections, myCollections, publicCollectionsOf, readCollectionFor } from "./reads.ts";
import {
  changeCollection,
  countInteraction,
  createCollection,
  deleteCollection,
  setCollectionFollow,
  writeEntry,
} from "./service.ts";

/** D68: a person's collections, their entries, and following someone else's. */
export function registerCollectionRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["collections"];

  api.get(
    "/api/me/collections",
    {
      schema: {
        tags,
        summary:
          "Your collections, 'Saved' first (D68); with ?checklist= each says whether it holds that checklist. Signed in",
        querystring: myCollectionsQuerySchema,
        response: { 200: collectionListSchema, ...errorAnswers("unauthenticated", "validation_failed") },
      },
    },
    async (request, reply) => {
      const user = await requireOwnReader(request, reply);
      const address = request.query.checklist;
      const checklist = address ? await findChecklistRow(app.db, address) : null;
      // A checklist they may not read is in none of theirs, as far as they may learn.
      const readable = checklist && canSee(checklist, user) ? checklist.id : address ? "" : undefined;
      return myCollections(app.db, user.id, readable);
    },
  );
  api.post(
    "/api/me/collections",
    {
      schema: {
        tags,
        summary:
          "Make a collection (D68): a name of 1–60, a description of at most 300; at most 100. Signed in",
        body: newCollectionSchema,
        response: {
          201: collectionSchema,
          ...errorAnswers("unauthenticated", "validation_failed", "rate_limited"),
        },
      },
    },
    async (request, reply) => {
      const made = await createCollection(
        app.db,
        app.config,
        await requirePlayer(request, reply),
        request.body,
      );
      return reply.code(201).send(made);
    },
  );
  api.get(
    "/api/me/followed-collections",
    {
      schema: {
        tags,
        summary:
          "The collections of others you follow and may still read, newest follow first (D68). Signed in",
        response: { 200: collectionListSchema, ...errorAnswers("unauthenticated") },
      },
    },
    async (request, reply) => followedCollections(app.db, (await requireOwnReader(request, reply)).id),
  );
  api.get(
    "/api/users/:handle/collections",
    {
      schema: {
        tags,
        summary: "This person's public collections, newest first (D68). Anyone",
        params: z.object({ handle: pathId("The person's handle") }),
        response: { 200: collectionListSchema, ...errorAnswers("user_missing") },
      },
    },
    async (request) => publicCollectionsOf(app.db, request.params.handle),
  );
  api.get(
    "/api/collections/:collectionId",
    {
      schema: {
        tags,
        summary:
          "A collection and its checklists (D68): its owner's alone when private; anyone's with its address otherwise. Others never see a checklist hidden since (D11)",
        params: collectionParamsSchema,
        response: { 200: collectionSchema, ...errorAnswers("collection_missing") },
      },
    },
    async (request, reply) => {
      const viewer = await currentUser(request, reply);
      // Each reader's own answer: a private one is its owner's, and 'mine' and 'following' differ.
      reply.header("Cache-Control", "private, no-store");
      return readCollectionFor(app.db, request.params.collectionId, viewer?.id ?? null);
    },
  );
  api.patch(
    "/api/collections/:collectionId",
    {
      schema: {
        tags,
        summary: "Rename, describe, or change who may read a collection (D68). Its owner",
        params: collectionParamsSchema,
        body: collectionChangeSchema,
        response: {
          200: collectionSchema,
          ...errorAnswers("unauthenticated", "collection_missing", "validation_failed", "rate_limited"),
        },
      },
    },
    async (request, reply) =>
      changeCollection(
        app.db,
        app.config,
        await requirePlayer(request, reply),
        request.params.collectionId,
        request.body,
      ),
  );
  api.delete(
    "/api/collections/:collectionId",
    {
      schema: {
        tags,
        summary: "Delete a collection; its checklists stay where they are (D68). Its owner; never 'Saved'",
        params: collectionParamsSchema,
        response: {
          204: z.null().describe("Deleted"),
          ...errorAnswers("unauthenticated", "collection_missing", "collection_is_default", "rate_limited"),
        },
      },
    },
    async (request, reply) => {
      await deleteCollection(
        app.db,
        app.config,
        await requirePlayer(request, reply),
        request.params.collectionId,
      );
      return reply.code(204).send(null);
    },
  );
  for (const [method, contains] of [
    ["put", true],
    ["delete", false],
  ] as const) {
    api[method](
      "/api/collections/:collectionId/checklists/:address",
      playAction({
        tags,
        summary: contains
          ? "Add a checklist you may read to your collection (idempotent, D68); at most 500"
          : "Take a checklist out of your collection (idempotent, D68)",
        params: collectionEntryParamsSchema,
        response: {
          200: collectionEntryStateSchema,
          ...errorAnswers(
            "unauthenticated",
            "collection_missing",
            "checklist_missing",
            ...(contains ? (["validation_failed"] as const) : []),
            "rate_limited",
            // A checklist address of '..' is the collection's own address, which PUT is not.
            ...(contains ? (["method_not_allowed"] as const) : []),
          ),
        },
      }),
      async (request, reply) => {
        const player = await requirePlayer(request, reply);
        const { collectionId, address } = request.params;
        const collection = await ownCollection(app.db, collectionId, player.user.id);
        const checklist = await findChecklistRow(app.db, address);
        // Its owner may take out a checklist hidden from them since (D11); nobody adds one.
        const removable = !contains && checklist && (await holds(app.db, collection.id, checklist.id));
        if (!checklist || !(canSee(checklist, player.user) || removable)) throw checklistMissing();
        await countInteraction(app.db, app.config, player);
        return writeEntry(app.db, collection.id, checklist.id, contains);
      },
    );
    api[method](
      "/api/collections/:collectionId/follow",
      playAction({
        tags,
        summary: contains
          ? "Follow someone else's collection you may read (idempotent, D68). Signed in"
          : "Stop following a collection (idempotent, D68). Signed in",
        params: collectionParamsSchema,
        response: {
          200: collectionFollowStateSchema,
          ...errorAnswers(
            "unauthenticated",
            "collection_missing",
            ...(contains ? (["validation_failed"] as const) : []),
            "rate_limited",
          ),
        },
      }),
      async (request, reply) =>
        setCollectionFollow(
          app.db,
          app.config,
          await requirePlayer(request, reply),
          request.params.collectionId,
          contains,
        ),
    );
  }
}
