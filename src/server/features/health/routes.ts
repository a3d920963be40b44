import { readFileSync } from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { type Db, MIGRATIONS_FOLDER, rowsOf } from "#server/db/client.ts";

const readinessSchema = z
  .object({
    status: z.enum(["ok", "degraded", "draining"]),
    database: z.enum(["ok", "unreachable"]),
    migrations: z.enum(["applied", "pending", "unknown"]),
  })
  .meta({ id: "Readiness" });
type Readiness = z.infer<typeof readinessSchema>;

const livenessSchema = z.object({ status: z.literal("ok") }).meta({ id: "Liveness" });

/** How many migrations this build ships: the entries of drizzle's journal. */
function shippedMigrationCount(): number {
  const journal = JSON.parse(readFileSync(path.join(MIGRATIONS_FOLDER, "meta", "_journal.json"), "utf8"));
  return (journal.entries as unknown[]).length;
}

/** Ready: the database answers and holds every migration of this build. */
export async function readiness(db: Db, shipped: number): Promise<Readiness> {
  try {
    const result = await db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
    const applied = Number(rowsOf<{ n: number }>(result)[0]?.n ?? 0);
    const migrations = applied >= shipped ? "applied" : "pending";
    return { status: migrations === "applied" ? "ok" : "degraded", database: "ok", migrations };
  } catch {
    return { status: "degraded", database: "unreachable", migrations: "unknown" };
  }
}

declare module "fastify" {
  interface FastifyInstance {
    /** draining: shutting down (main.ts), so readiness answers 503 while requests are still served. */
    health: { draining: boolean };
  }
}

/**
 * Liveness (the process answers) apart from readiness (it can serve: database reachable,
 * migrations applied), so an orchestrator restarts a stuck process but only routes traffic
 * to a ready one. /api/health is readiness, as it always was.
 */
export function registerHealthRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const shipped = shippedMigrationCount();
  app.decorate("health", { draining: false });
  api.get(
    "/api/health/live",
    {
      schema: {
        tags: ["other"],
        summary: "Liveness: the process answers",
        response: { 200: livenessSchema },
      },
    },
    async () => ({ status: "ok" as const }),
  );
  for (const url of ["/api/health", "/api/health/ready"]) {
    api.get(
      url,
      {
        schema: {
          tags: ["other"],
          summary: "Readiness: the database is reachable and every migration applied (503 otherwise)",
          response: { 200: readinessSchema, 503: readinessSchema },
        },
      },
      async (_request, reply) => {
        reply.header("Cache-Control", "no-store");
        if (app.health.draining) {
          return reply.status(503).send({ status: "draining", database: "ok", migrations: "unknown" });
        }
        const ready = await readiness(app.db, shipped);
        return reply.status(ready.status === "ok" ? 200 : 503).send(ready);
      },
    );
  }
}
