/**
 * D49: holds a screen wake lock while the page is open: taken again when the page is shown
 * again (the browser releases it whenever the page is hidden), released by the returned stop.
 * Tells `onRefused` whether the device refused it (a battery saver, a policy). Loaded only once
 * a player has chosen 'Keep screen on' (the checklist page's first JavaScript stays in budget).
 */
export function holdScreenWakeLock(onRefused: (refused: boolean) => void): () => void {
  let lock: WakeLockSentinel | null = null;
  let asking = false;
  let left = false;
  const acquire = async () => {
    if (asking || document.visibilityState !== "visible" || (lock && !lock.released)) return;
    asking = true;
    try {
      const taken = await navigator.wakeLock.request("screen");
      if (left) await taken.release();
      else {
        lock = taken;
        onRefused(false);
      }
    } catch {
      if (!left) onRefused(true);
    } finally {
      asking = false;
    }
  };
  const onVisibility = () => {
    if (document.visibilityState === "visible") void acquire();
  };
  void acquire();
  document.addEventListener("visibilitychange", onVisibility);
  return () => {
    left = true;
    document.removeEventListener("visibilitychange", onVisibility);
    lock?.release().catch(() => {});
  };
}
