import type { z } from "zod";

/**
 * Issue 36: a person's handle was sent as `customId` (and an author's as `authorCustomId`),
 * the word a checklist's address also goes by. It is `handle` now; the old name still arrives,
 * with the same value, for one release, so today's clients keep working.
 */
export const deprecatedAlias = <T extends z.ZodType>(schema: T, of: string) =>
  schema.meta({
    deprecated: true,
    description: `Deprecated: the same as \`${of}\`; removed in the next release`,
  });

/** A person with their handle also under its old name. */
export function withHandleAlias<T extends { handle: string }>(person: T): T & { customId: string } {
  return { ...person, customId: person.handle };
}

/** A checklist (or queue item) with its author's handle also under its old name. */
export function withAuthorHandleAlias<T extends { authorHandle: string | null }>(
  row: T,
): T & { authorCustomId: string | null } {
  return { ...row, authorCustomId: row.authorHandle };
}
