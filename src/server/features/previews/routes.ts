import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { inviteMissing, notFound, runMissing } from "#server/errors.ts";
import { collectionParamsSchema } from "#shared/contracts/collections.ts";
import { errorAnswers, pathId } from "#shared/contracts/common.ts";
import { invitationParamsSchema, runParamsSchema } from "#shared/contracts/runs.ts";
import { CHECKLIST_NOT_FOUND } from "#shared/errors.ts";
import { isLocale, type Locale } from "#shared/i18n/locales.ts";
import { findChecklistRow } from "../checklists/read-model.ts";
import { collectionMissing } from "../collections/access.ts";
import { collectionCardFor } from "../collections/card.ts";
import { hitRateLimit } from "../rate-limit/service.ts";
import { checklistPreviewCard } from "./checklist-preview.ts";
import { collectionPreviewCard } from "./collection-preview.ts";
import { PreviewCache, previewEtag } from "./preview-cache.ts";
import type { PreviewCard } from "./preview-card.ts";
import { renderPreviewPng } from "./render-preview.ts";
import { inviteCard, sharedRunCard } from "./run-preview.ts";

/**
 * Chat apps and CDNs may keep an image for five minutes, then must ask again; the ETag makes
 * that question a 304 while nothing shown changed (docs/decisions/026).
 */
export const PREVIEW_CACHE_CONTROL = "public, max-age=300, must-revalidate";

/** Does If-None-Match (`"a", W/"b"` or `*`) name this ETag? Weak comparison, as RFC 9110 asks for GET. */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch
    .split(",")
    .map((tag) => tag.trim().replace(/^W\//, ""))
    .some((tag) => tag === "*" || tag === etag);
}

/**
 * An image's language (issue 38): `?lang=` as a page's og:image names it, so link-preview caches
 * keep one image a language; none, or one the site does not speak, is English (never an error).
 */
export function previewLocale(request: FastifyRequest): Locale {
  const asked = (request.query as Record<string, unknown> | undefined)?.lang;
  return isLocale(asked) ? asked : "en";
}

/** The `&lang=` a page's og:image adds for an image in `locale` (none for English's). */
export function previewLanguageParameter(locale: string): string {
  return isLocale(locale) && locale !== "en" ? `&lang=${locale}` : "";
}

/** What another feature's preview image answers through (see registerPreviewRoutes). */
export interface PreviewSender {
  /** D6: counts the image asked for, before anything is looked up. */
  countPreview(request: FastifyRequest): Promise<unknown>;
  /** Answers with the card's image, its cache and ETag. */
  sendPreview(request: FastifyRequest, reply: FastifyReply, card: PreviewCard): Promise<unknown>;
}

/**
 * The generated link-preview images (D47). Returns the PreviewSender through which another
 * feature's image (a profile's, `/users/{handle}/preview.png`) is answered with the same cache,
 * ETag and headers.
 */
export function registerPreviewRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const cache = new PreviewCache();
  const siteName = app.config.site.siteName;

  /** D6: every image asked for counts, found or not, drawn or not. */
  const countPreview = (request: FastifyRequest) =>
    hitRateLimit(app.db, `preview:ip:${request.ip}`, app.config.rateLimits.previewPerIp);

  /** Answers with `card`'s image: 304 when the asker has it, else from the cache or drawn now. */
  async function sendPreview(request: FastifyRequest, reply: FastifyReply, card: PreviewCard) {
    const etag = previewEtag(card, siteName);
    reply.header("ETag", etag).header("Cache-Control", PREVIEW_CACHE_CONTROL);
    if (matchesEtag(request.headers["if-none-match"], etag)) return reply.status(304).send();
    const started = performance.now();
    const image = await cache.get(etag, () => renderPreviewPng(card, siteName));
    reply.log.debug({ previewMs: Math.round(performance.now() - started) }, "preview image answered");
    return reply.type("image/png").send(image);
  }

  api.get(
    "/checklist/:address/preview.png",
    {
      schema: {
        tags: ["previews"],
        summary:
          "The link-preview image of an approved checklist: a 1200×630 PNG (D47); 304 for a matching If-None-Match",
        params: z.object({ address: pathId("customId, else document id") }),
        response: errorAnswers("not_found", "rate_limited"),
      },
    },
    async (request, reply) => {
      await countPreview(request);
      const row = await findChecklistRow(app.db, request.params.address);
      // Only what anyone may see: the image is kept by shared caches, so it never depends on who asks.
      if (row?.status !== "approved") throw notFound(CHECKLIST_NOT_FOUND);
      return sendPreview(request, reply, checklistPreviewCard(row, previewLocale(request)));
    },
  );

  api.get(
    "/runs/:runId/preview.png",
    {
      schema: {
        tags: ["previews"],
        summary:
          "The link-preview image of a run shared by link: a 1200×630 PNG with its progress and players (D47); 404 for a private run",
        params: runParamsSchema,
        response: errorAnswers("run_missing", "rate_limited"),
      },
    },
    async (request, reply) => {
      // A private run has no image, for its players too: shared caches keep it (as above).
      await countPreview(request);
      const card = await sharedRunCard(app.db, request.params.runId, previewLocale(request));
      if (!card) throw runMissing();
      return sendPreview(request, reply, card);
    },
  );

  api.get(
    "/runs/:runId/join/:token/preview.png",
    {
      schema: {
        tags: ["previews"],
        summary:
          "The link-preview image of an invite link that opens its run now: a 1200×630 PNG ('Ann invites you to play …', progress, players); 404 for a wrong, revoked or expired link",
        params: invitationParamsSchema,
        response: errorAnswers("invite_missing", "rate_limited"),
      },
    },
    async (request, reply) => {
      await countPreview(request);
      const { runId, token } = request.params;
      const invite = await inviteCard(app.db, app.config.sessionSecret, runId, token, previewLocale(request));
      if (!invite) throw inviteMissing();
      return sendPreview(request, reply, invite.card);
    },
  );

  api.get(
    "/collections/:collectionId/preview.png",
    {
      schema: {
        tags: ["previews"],
        summary:
          "The link-preview image of a collection shared by link or public: a 1200×630 PNG with its name, owner and size (D68); 404 for a private one",
        params: collectionParamsSchema,
        response: errorAnswers("collection_missing", "rate_limited"),
      },
    },
    async (request, reply) => {
      // A private collection has no image, for its owner too: shared caches keep it (as above).
      await countPreview(request);
      const collection = await collectionCardFor(app.db, request.params.collectionId, null);
      if (!collection) throw collectionMissing();
      return sendPreview(request, reply, collectionPreviewCard(collection, previewLocale(request)));
    },
  );

  return { sendPreview, countPreview };
}
