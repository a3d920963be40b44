/** The PostgreSQL error code of a failed query, from node-postgres, PGlite or Drizzle's wrapper. */
export function pgErrorCode(error: unknown): string | undefined {
  const direct = (error as { code?: unknown } | null)?.code;
  if (typeof direct === "string") return direct;
  const cause = (error as { cause?: { code?: unknown } } | null)?.cause?.code;
  return typeof cause === "string" ? cause : undefined;
}

export const isForeignKeyViolation = (error: unknown) => pgErrorCode(error) === "23503";

/** A check constraint refused the row: `constraint` names which, where the driver tells it. */
export function isCheckViolation(error: unknown, constraint: string): boolean {
  if (pgErrorCode(error) !== "23514") return false;
  const named = (error as { constraint?: unknown; cause?: { constraint?: unknown } } | null) ?? {};
  const name = named.constraint ?? named.cause?.constraint;
  return name === undefined || name === constraint;
}
