import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { AnalyticsTotals, QueuePage, Review } from "#shared/contracts/moderation.ts";
import type { ReportGroupPage } from "#shared/contracts/reports.ts";
import { apiFetch } from "#web/lib/api-client.ts";
import { queryClient } from "#web/lib/query-client.ts";

export function useQueue(page: number) {
  return useQuery({
    queryKey: ["moderation", "queue", page],
    queryFn: ({ signal }) => apiFetch<QueuePage>(`/api/moderation/queue?page=${page}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useReview(id: string) {
  return useQuery({
    queryKey: ["moderation", "review", id],
    queryFn: ({ signal }) =>
      apiFetch<Review>(`/api/moderation/checklists/${encodeURIComponent(id)}`, { signal }),
  });
}

export function useAnalytics() {
  return useQuery({
    queryKey: ["moderation", "analytics"],
    queryFn: ({ signal }) => apiFetch<AnalyticsTotals>("/api/moderation/analytics", { signal }),
  });
}

/** Every cached list may change after a decision (queue, explore, the checklist itself). */
async function afterDecision() {
  await queryClient.invalidateQueries();
}

export async function approveChecklist(id: string) {
  await apiFetch(`/api/moderation/checklists/${encodeURIComponent(id)}/approve`, {
    method: "POST",
    body: {},
  });
  await afterDecision();
}

export async function rejectChecklist(id: string, reason: string) {
  await apiFetch(`/api/moderation/checklists/${encodeURIComponent(id)}/reject`, {
    method: "POST",
    body: { reason },
  });
  await afterDecision();
}

export function useReports(page: number) {
  return useQuery({
    queryKey: ["moderation", "reports", page],
    queryFn: ({ signal }) => apiFetch<ReportGroupPage>(`/api/moderation/reports?page=${page}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

export async function dismissReports(checklistId: string, note: string) {
  await apiFetch(`/api/moderation/reports/${encodeURIComponent(checklistId)}/dismiss`, {
    method: "POST",
    body: { note },
  });
  await afterDecision();
}

/** Opens the reports of a dismissal again, within DISMISS_UNDO_SECONDS of it (issue 23). */
export async function undoDismissal(checklistId: string) {
  await apiFetch(`/api/moderation/reports/${encodeURIComponent(checklistId)}/undo-dismiss`, {
    method: "POST",
    body: {},
  });
  await afterDecision();
}

export async function unpublishReported(checklistId: string, reason: string) {
  await apiFetch(`/api/moderation/reports/${encodeURIComponent(checklistId)}/unpublish`, {
    method: "POST",
    body: { reason },
  });
  await afterDecision();
}
