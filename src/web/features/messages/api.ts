import { useInfiniteQuery } from "@tanstack/react-query";
import type { Message, MessagePage } from "#shared/contracts/messages.ts";
import { apiFetch } from "#web/lib/api-client.ts";
import { queryClient } from "#web/lib/query-client.ts";

const PER_PAGE = 50;
const key = (checklistId: string) => ["messages", checklistId] as const;
const path = (checklistId: string) => `/api/checklists/${encodeURIComponent(checklistId)}/messages`;

/** D32: the conversation, oldest first, a page of 50 at a time. */
export function useMessages(checklistId: string) {
  return useInfiniteQuery({
    queryKey: key(checklistId),
    queryFn: ({ pageParam, signal }) =>
      apiFetch<MessagePage>(`${path(checklistId)}?page=${pageParam}&perPage=${PER_PAGE}`, { signal }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.perPage < last.total ? last.page + 1 : undefined),
  });
}

export async function sendMessage(checklistId: string, body: string): Promise<Message> {
  const message = await apiFetch<Message>(path(checklistId), { method: "POST", body: { body } });
  await queryClient.invalidateQueries({ queryKey: key(checklistId) });
  return message;
}
