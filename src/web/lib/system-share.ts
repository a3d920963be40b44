/**
 * D47: Share opens the system share sheet (`navigator.share`) where the device has one, and
 * SPEC's modal elsewhere. Runs' pages share through this too.
 */
export interface ShareData {
  title: string;
  url: string;
}

/** Whether this device has a share sheet that takes `data`. */
export function hasShareSheet(data: ShareData): boolean {
  if (typeof navigator === "undefined" || typeof navigator.share !== "function") return false;
  return typeof navigator.canShare !== "function" || navigator.canShare(data);
}

/**
 * Opens the share sheet, at once (it needs the press that asked for it). 'done' when it was
 * shared or the person closed the sheet (AbortError: nothing more to do); 'fallback' when there
 * is no sheet or it failed otherwise (refused, not allowed here): show the modal instead.
 */
export async function shareThroughSystem(data: ShareData): Promise<"done" | "fallback"> {
  if (!hasShareSheet(data)) return "fallback";
  try {
    await navigator.share(data);
    return "done";
  } catch (error) {
    if (error instanceof Error && error.name === "AbortError") return "done";
    console.warn("The share sheet failed; showing the link instead", error);
    return "fallback";
  }
}

/** This site's origin; empty on the server (D29), where there is no window. */
function origin(): string {
  return typeof window === "undefined" ? "" : window.location.origin;
}

/** The address a checklist is shared by (SPEC §2: origin/checklist/{customId}). */
export function checklistLink(customId: string): string {
  return `${origin()}/checklist/${encodeURIComponent(customId)}`;
}

/** The address a run shared by link is read at (D47: origin/runs/{runId}). */
export function runLink(runId: string): string {
  return `${origin()}/runs/${encodeURIComponent(runId)}`;
}

/** The address a collection is read at (D68: origin/collections/{id}), its link when shared by link. */
export function collectionLink(id: string): string {
  return `${origin()}/collections/${encodeURIComponent(id)}`;
}
