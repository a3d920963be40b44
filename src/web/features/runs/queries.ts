/** The run queries (D43, D44) without the client's cache, so the route table can name them. */
import type { Run } from "#shared/contracts/runs.ts";
import { apiQuery } from "#web/lib/api-query.ts";

export const runKeys = {
  all: ["runs"] as const,
  ofChecklist: (checklistId: string) => ["runs", "of", checklistId] as const,
  one: (runId: string) => ["runs", "one", runId] as const,
  /** D70: what the run still needs, and its claims. */
  materials: (runId: string) => ["runs", "materials", runId] as const,
};

export const runPath = (runId: string) => `/api/runs/${encodeURIComponent(runId)}`;

export const runQuery = (runId: string) => apiQuery<Run>(runKeys.one(runId), runPath(runId));
