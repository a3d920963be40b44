import { lazy, Suspense, useEffect, useState } from "react";

const ConnectionBar = lazy(() => import("./connection-bar.tsx").then((m) => ({ default: m.ConnectionBar })));

/**
 * Where the connection bar goes (D31). Its code (and the device's queue) loads once the page
 * is idle, or at once when the connection drops, so the first JavaScript stays small.
 */
export function ConnectionBarSlot() {
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    if (!navigator.onLine) {
      setWanted(true);
      return;
    }
    const want = () => setWanted(true);
    window.addEventListener("offline", want);
    // Safari has no requestIdleCallback.
    const idle = typeof window.requestIdleCallback === "function";
    const handle = idle
      ? window.requestIdleCallback(want, { timeout: 4_000 })
      : window.setTimeout(want, 2_000);
    return () => {
      window.removeEventListener("offline", want);
      if (idle) window.cancelIdleCallback(handle);
      else window.clearTimeout(handle);
    };
  }, []);
  return wanted ? (
    <Suspense fallback={null}>
      <ConnectionBar />
    </Suspense>
  ) : null;
}
