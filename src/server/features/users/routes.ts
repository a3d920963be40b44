import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Database } from "#server/db/client.ts";
import { userMissing } from "#server/errors.ts";
import {
  type PageMeta,
  type PageMetaResolver,
  type PageMissing,
  type PageRedirect,
  pathParameter,
} from "#server/pages/page-meta.ts";
import { checklistPageSchema, pageQuerySchema } from "#shared/contracts/checklists.ts";
import { errorAnswers, pathId } from "#shared/contracts/common.ts";
import { profileSchema } from "#shared/contracts/users.ts";
import { i18nFor } from "../../i18n/catalogs.ts";
import { localeOfPage } from "../../i18n/reader-locale.ts";
import { currentUser } from "../auth/current-user.ts";
import { previewVersion } from "../previews/preview-cache.ts";
import { imageLocale, PREVIEW_HEIGHT, PREVIEW_WIDTH } from "../previews/preview-card.ts";
import { type PreviewSender, previewLanguageParameter, previewLocale } from "../previews/routes.ts";
import { registerDefaultAvatarRoute } from "./default-avatar-route.ts";
import { profilePreviewCard } from "./profile-preview.ts";
import { approvedChecklistsOf, findUserByHandle, profileOf, renamedHandle } from "./profiles.ts";

const params = z.object({ handle: pathId() });

const movedSchema = z
  .null()
  .describe("D39: a handle given up in a rename; Location holds the same address under the new one");

export function registerUserRoutes(app: FastifyInstance, previews: PreviewSender) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  registerDefaultAvatarRoute(app);

  /** D39: an old handle answers 301 to the same address under the person's current handle. */
  async function redirectRenamed(request: FastifyRequest, reply: FastifyReply, handle: string) {
    const current = await renamedHandle(app.db, handle);
    if (current === null) throw userMissing();
    const [pathname = "", query] = request.url.split("?", 2);
    const tail = pathname.endsWith("/checklists") ? "/checklists" : "";
    return reply.redirect(`/api/users/${encodeURIComponent(current)}${tail}${query ? `?${query}` : ""}`, 301);
  }
  api.get(
    "/api/users/:handle",
    {
      schema: {
        tags: ["people"],
        summary: "A public profile",
        params,
        response: { 200: profileSchema, 301: movedSchema, ...errorAnswers("user_missing") },
      },
    },
    async (request, reply) => {
      const reader = await currentUser(request, reply);
      const profile = await profileOf(app.db, request.params.handle, reader?.id ?? null);
      if (profile) return profile;
      return redirectRenamed(request, reply, request.params.handle);
    },
  );
  api.get(
    "/api/users/:handle/checklists",
    {
      schema: {
        tags: ["people"],
        summary: "Their approved checklists, newest first",
        params,
        querystring: pageQuerySchema,
        response: {
          200: checklistPageSchema,
          301: movedSchema,
          ...errorAnswers("user_missing", "validation_failed"),
        },
      },
    },
    async (request, reply) => {
      const user = await findUserByHandle(app.db, request.params.handle);
      if (!user) return redirectRenamed(request, reply, request.params.handle);
      return approvedChecklistsOf(app.db, user.id, request.query.page, request.query.perPage);
    },
  );

  api.get(
    "/users/:handle/preview.png",
    {
      schema: {
        tags: ["previews"],
        summary:
          "The link-preview image of a profile: a 1200×630 PNG with their initials, name, handle and counts; 304 for a matching If-None-Match",
        params,
        response: errorAnswers("user_missing", "rate_limited"),
      },
    },
    async (request, reply) => {
      await previews.countPreview(request);
      const profile = await profileOf(app.db, request.params.handle);
      if (!profile) throw userMissing();
      await previews.sendPreview(request, reply, profilePreviewCard(profile, previewLocale(request)));
      return reply;
    },
  );
}

const PATH = /^\/users\/([^/]+)\/?$/;
/** D67: a profile's Followers and Following pages answer as the profile does (404, D39's 301). */
const FOLLOW_LIST_PATH = /^\/users\/([^/]+)\/(followers|following)\/?$/;

/** D24: `/users/{handle}` answers with the player's own preview tags. */
export function profilePageMeta(db: Database, siteName: string): PageMetaResolver {
  return async (request, pathname): Promise<PageMeta | PageRedirect | PageMissing | null> => {
    const list = FOLLOW_LIST_PATH.exec(pathname)?.[2];
    const handle = pathParameter(pathname, list ? FOLLOW_LIST_PATH : PATH);
    if (handle === null) return null;
    const tail = list ? `/${list}` : "";
    const profile = await profileOf(db, handle);
    if (!profile) {
      const current = await renamedHandle(db, handle);
      return current === null
        ? { missing: true }
        : { redirectTo: `/users/${encodeURIComponent(current)}${tail}` };
    }
    const locale = localeOfPage(request);
    const { t } = i18nFor(locale);
    const card = profilePreviewCard(profile, imageLocale(locale));
    const path = `/users/${encodeURIComponent(profile.handle)}`;
    const named = { name: profile.displayName || t("previews.guest"), handle: profile.handle };
    return {
      title:
        list === "followers"
          ? t("pageMeta.followersTitle", named)
          : list === "following"
            ? t("pageMeta.followingTitle", named)
            : t("pageMeta.profileTitle", named),
      description: t("pageMeta.profileDescription", {
        checklists: profile.checklistCount,
        likes: profile.totalLikes,
      }),
      type: "profile",
      path: `/users/${profile.handle}${tail}`,
      // A generated card (issue 35), not the provider's picture: it names the person in any chat app.
      image: `${path}/preview.png?v=${previewVersion(card, siteName)}${previewLanguageParameter(locale)}`,
      imageSize: { width: PREVIEW_WIDTH, height: PREVIEW_HEIGHT },
      imageAlt: t("pageMeta.imageAlt", { title: card.title, subtitle: card.subtitle }),
    };
  };
}
