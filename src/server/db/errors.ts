/** The PostgreSQL error code of a failed query, from node-postgres, PGlite or Drizzle's wrapper. */
export function pgErrorCode(error: unknown): string | undefined {
  const direct = (error as { code?: unknown } | null)?.code;
  if (typeof direct === "string") return direct;
  const cause = (error as { cause?: { code?: unknown } } | null)?.cause?.code;
  return typeof cause === "string" ? cause : undefined;
}

export const isForeignKeyViolation = (error: unknown) => pgErrorCode(error) === "23503";
