import { lazy, Suspense, useEffect, useState } from "react";
import { alreadyTold } from "./install-notice-memory.ts";

const InstallNotice = lazy(() => import("./install-notice.tsx"));

/**
 * Where the checklist page tells a player, once per device, that the site installs and works
 * offline (issue 23). Decided after hydration (the server cannot know the device), and the
 * notice's code loads only then and only for someone it is for, off the page's critical path.
 */
export function InstallNoticeSlot() {
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    const installed = window.matchMedia?.("(display-mode: standalone)").matches;
    if (!installed && !alreadyTold()) setWanted(true);
  }, []);
  return wanted ? (
    <Suspense fallback={null}>
      <InstallNotice />
    </Suspense>
  ) : null;
}
