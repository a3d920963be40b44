import { ApiError } from "#web/lib/api-client.ts";

/** What to tell the player when a run action fails: the server's words for a refusal, else `fallback`. */
export function problem(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.code !== "network" && error.status < 500
    ? error.message
    : fallback;
}

/** Copies a run's link ('Invite friends', 'Share progress') and says how it went. */
export async function copyLink(link: string): Promise<string> {
  try {
    await navigator.clipboard.writeText(link);
    return "Link copied.";
  } catch {
    return "Copy the link from the field above.";
  }
}
