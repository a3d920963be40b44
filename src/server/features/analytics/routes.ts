import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { pageViewSchema } from "#shared/contracts/analytics.ts";
import { errorAnswers } from "#shared/contracts/common.ts";
import { withoutSecrets } from "#shared/secret-routes.ts";
import { hitRateLimit } from "../rate-limit/service.ts";
import { countPageView } from "./service.ts";

export function registerAnalyticsRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().post(
    "/api/analytics/pageview",
    {
      schema: {
        tags: ["analytics"],
        summary:
          "Count a page view (first-party, no cookie; honours Do-Not-Track and Global Privacy Control)",
        body: pageViewSchema,
        response: {
          204: z.null().describe("Counted (or ignored under Do-Not-Track)"),
          ...errorAnswers("validation_failed", "rate_limited"),
        },
      },
    },
    async (request, reply) => {
      const optedOut = request.headers.dnt === "1" || request.headers["sec-gpc"] === "1";
      if (!optedOut) {
        await hitRateLimit(app.db, `pageview:ip:${request.ip}`, app.config.rateLimits.pageViewPerIp);
        // The beacon is not trusted to have hidden a secret in the path (D75).
        await countPageView(app.db, withoutSecrets(request.body.path));
      }
      return reply.status(204).send(null);
    },
  );
}
