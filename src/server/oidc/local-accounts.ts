import { createHash } from "node:crypto";

/** The ready moderator account of local mode (D19). */
export const LOCAL_MODERATOR = { email: "moderator@localhost", name: "Moderator" } as const;

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** The same email always gives the same subject, so it signs in to the same account. */
export function localSubject(email: string): string {
  return createHash("sha256").update(normaliseEmail(email)).digest("hex").slice(0, 32);
}
