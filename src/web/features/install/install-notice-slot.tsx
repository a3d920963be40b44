import { Suspense, useContext, useEffect, useState } from "react";
import { signedInOnArrival } from "#web/features/session/api/get-me.ts";
import { lazyWithPreload } from "#web/lib/lazy-with-preload.ts";
import { alreadyTold, rememberTold, ToldOnServer } from "./install-notice-memory.ts";

const InstallNotice = lazyWithPreload(() => import("./install-notice.tsx"));

const onServer = typeof document === "undefined";
// Fetched with the checklist page's code for a device not yet told, so that the notice renders
// with the page on a visit within the app, and hydrates at once on a page the server rendered.
if (!onServer && signedInOnArrival && !alreadyTold()) void InstallNotice.preload().catch(() => undefined);

const installed = () => window.matchMedia?.("(display-mode: standalone)").matches === true;

/**
 * Where the checklist page tells a player, once per device, that the site installs and works
 * offline (issue 23). The device's cookie tells the server too (install-notice-memory.ts), so a
 * page the server renders has the notice in its flow from the start and nothing moves when it
 * hydrates (issue 35). Whether it shows is decided once per page: a notice counted as seen
 * stays on screen until the player leaves the page.
 */
export function InstallNoticeSlot() {
  const toldOnServer = useContext(ToldOnServer);
  const [told, setTold] = useState(() => (onServer ? toldOnServer : alreadyTold()));
  useEffect(() => {
    // The installed app (which the server cannot tell) is past the notice's point.
    if (!told && installed()) {
      rememberTold();
      setTold(true);
    }
  }, [told]);
  return told ? null : (
    <Suspense fallback={null}>
      <InstallNotice />
    </Suspense>
  );
}
