import { translate } from "#web/lib/i18n.tsx";

/** What to tell the player when a run action fails (the one rule, api-client.ts). */
export { refusalMessage as problem } from "#web/lib/api-client.ts";

/** Copies a run's link ('Invite friends', 'Share progress') and says how it went (a press, in the browser). */
export async function copyLink(link: string): Promise<string> {
  try {
    await navigator.clipboard.writeText(link);
    return translate("runs.linkCopied");
  } catch {
    return translate("runs.copyFromField");
  }
}
