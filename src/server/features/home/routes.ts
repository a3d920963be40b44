import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { errorAnswers } from "#shared/contracts/common.ts";
import {
  HOME_SECTION_SIZE,
  HOME_SECTIONS,
  homeSchema,
  homeSectionPageSchemas,
  homeSectionQuerySchema,
} from "#shared/contracts/home.ts";
import { requireOwnReader } from "../auth/current-user.ts";
import {
  continueSection,
  followingSection,
  friendsSection,
  HOME_SECTION_READERS,
  updatedSection,
} from "./sections.ts";

const SECTION_SUMMARIES = {
  continue: "'Continue': your runs in progress, the latest played first, one page (D69). Signed in",
  following:
    "'New from creators you follow': their approved checklists, the latest approved first, one page (D69). Signed in",
  updated:
    "'Updated guides you play': your unfinished runs whose guide changed since you last looked (D48), one page (D69). Signed in",
  friends:
    "'Your friends' runs': runs the people you follow share by link (D47), the latest played first, one page (D69). Signed in",
} as const;

/** D69 · A home for you: the signed-in home page's sections, together and one by one. */
export function registerHomeRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["home"];
  const firstPage = { page: 1, perPage: HOME_SECTION_SIZE };

  api.get(
    "/api/me/home",
    {
      schema: {
        tags,
        summary: `The signed-in home page (D69): the first ${HOME_SECTION_SIZE} of each of its four sections. Signed in`,
        response: { 200: homeSchema, ...errorAnswers("unauthenticated") },
      },
    },
    async (request, reply) => {
      const { id } = await requireOwnReader(request, reply);
      const [continuing, following, updated, friends] = await Promise.all([
        continueSection(app.db, id, firstPage),
        followingSection(app.db, id, firstPage),
        updatedSection(app.db, id, firstPage),
        friendsSection(app.db, id, firstPage),
      ]);
      return { continue: continuing, following, updated, friends };
    },
  );

  for (const section of HOME_SECTIONS) {
    api.get(
      `/api/me/home/${section}`,
      {
        schema: {
          tags,
          summary: SECTION_SUMMARIES[section],
          querystring: homeSectionQuerySchema,
          response: {
            200: homeSectionPageSchemas[section],
            ...errorAnswers("unauthenticated", "validation_failed"),
          },
        },
      },
      async (request, reply) => {
        const { id } = await requireOwnReader(request, reply);
        return HOME_SECTION_READERS[section](app.db, id, {
          page: request.query.page,
          perPage: HOME_SECTION_SIZE,
        });
      },
    );
  }
}
