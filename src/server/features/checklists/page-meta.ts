import type { Database } from "#server/db/client.ts";
import { type PageMeta, type PageMetaResolver, pathParameter } from "#server/plugins/web-app.ts";
import { findChecklistRow } from "./read-model.ts";

const PATH = /^\/checklist\/([^/]+)\/?$/;

/** D24: `/checklist/{x}` of an approved checklist answers with its own preview tags. */
export function checklistPageMeta(db: Database): PageMetaResolver {
  return async (_request, pathname): Promise<PageMeta | null> => {
    const slug = pathParameter(pathname, PATH);
    if (slug === null) return null;
    const row = await findChecklistRow(db, slug);
    if (row?.status !== "approved") return null;
    return {
      title: row.title,
      description: `${row.description} · ${row.stepCount} steps · ${row.difficulty} · by ${row.authorName}`,
      type: "article",
      path: `/checklist/${row.customId}`,
    };
  };
}
