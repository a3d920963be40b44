import { AsyncLocalStorage } from "node:async_hooks";

/**
 * One read per page (issue 29): a page rendered on the server first reads its subject for the
 * head (the page-meta resolvers, e.g. features/previews/checklist-page-meta.ts), then renders, asking the
 * API for the same subject through app.inject. Both run inside `withPageReads`, whose store the
 * injected request inherits, so a read made through `readOncePerPage` is made once per page.
 * Outside a page render (an API call of its own, a write) nothing is kept.
 */
const pageReads = new AsyncLocalStorage<Map<string, Promise<unknown>>>();

export function withPageReads<T>(render: () => Promise<T>): Promise<T> {
  return pageReads.run(new Map(), render);
}

export function readOncePerPage<T>(key: string, read: () => Promise<T>): Promise<T> {
  const reads = pageReads.getStore();
  if (!reads) return read();
  let pending = reads.get(key) as Promise<T> | undefined;
  if (!pending) {
    pending = read();
    reads.set(key, pending);
  }
  return pending;
}
