/**
 * The browser's offer to install the site (Chromium's `beforeinstallprompt`), kept from the
 * moment it fires so the checklist page's install notice can show an 'Install' button however
 * late its code arrives. A few lines in the first bundle (main.tsx); the notice itself loads
 * on demand (install-notice-slot.tsx).
 */
export interface InstallPromptEvent extends Event {
  prompt(): Promise<unknown>;
  userChoice: Promise<{ outcome: "accepted" | "dismissed" }>;
}

let offered: InstallPromptEvent | null = null;
const listeners = new Set<() => void>();
const changed = () => {
  for (const listener of listeners) listener();
};

let capturing = false;

/**
 * Called by the starter (start-on-use.ts), which runs before the app is evaluated (decisions/023,
 * 027), and by main.tsx where there is no starter (development, the offline shell): once.
 */
export function captureInstallPrompt() {
  if (capturing) return;
  capturing = true;
  window.addEventListener("beforeinstallprompt", (event) => {
    // Ours to offer (the notice's 'Install'), instead of the browser's own bar.
    event.preventDefault();
    offered = event as InstallPromptEvent;
    changed();
  });
  window.addEventListener("appinstalled", () => {
    offered = null;
    changed();
  });
}

export function subscribeInstallPrompt(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function installPrompt(): InstallPromptEvent | null {
  return offered;
}

/** The browser's prompt, once: it cannot be shown twice. */
export async function promptInstall(): Promise<boolean> {
  const event = offered;
  if (!event) return false;
  offered = null;
  changed();
  await event.prompt();
  return (await event.userChoice).outcome === "accepted";
}
