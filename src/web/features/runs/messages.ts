/** What to tell the player when a run action fails (the one rule, api-client.ts). */
export { refusalMessage as problem } from "#web/lib/api-client.ts";

/** Copies a run's link ('Invite friends', 'Share progress') and says how it went. */
export async function copyLink(link: string): Promise<string> {
  try {
    await navigator.clipboard.writeText(link);
    return "Link copied.";
  } catch {
    return "Copy the link from the field above.";
  }
}
