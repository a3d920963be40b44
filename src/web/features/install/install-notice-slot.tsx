import { Suspense, use, useContext, useEffect, useState } from "react";
import { lazyWithPreload } from "#web/lib/lazy-with-preload.ts";
import { onceHydrated } from "#web/lib/page-answers.ts";
import { keepEarlyPresses } from "./early-press.ts";
import { alreadyTold, rememberTold, ToldOnServer } from "./install-notice-memory.ts";

const InstallNotice = lazyWithPreload(() => import("./install-notice.tsx"));

const onServer = typeof document === "undefined";
if (!onServer) keepEarlyPresses();

/**
 * Settles once React has hydrated the page (at once on the server, or when the page was already
 * hydrated): the notice's code is not among what the page evaluates before it answers.
 */
const pageHydrated: Promise<void> = onServer
  ? Promise.resolve()
  : new Promise((resolve) => {
      if (document.documentElement.dataset.hydrated === "true") resolve();
      else onceHydrated(() => resolve());
    });

/** The notice, after the page's hydration: until then a server-rendered notice stays as sent. */
function AfterHydration() {
  if (!onServer) use(pageHydrated);
  return <InstallNotice />;
}

/**
 * While a server-rendered page hydrates, what the server decided (its HTML holds the notice or
 * not): the cookie may have been set since it rendered (the notice counted as seen on the page
 * before, just as this one was asked for), and the page must hydrate to what it was sent. Once
 * hydrated, the cookie.
 */
function toldInThePage(): boolean {
  // (The offline shell's first render counts as this too: it has no notice, and shows none.)
  if (document.documentElement.dataset.hydrated === "true") return alreadyTold();
  return document.querySelector("[data-install-notice]") === null;
}

const installed = () => window.matchMedia?.("(display-mode: standalone)").matches === true;

/**
 * Where the checklist page tells a player, once per device, that the site installs and works
 * offline (issue 23). The device's cookie tells the server too (install-notice-memory.ts), so a
 * page the server renders has the notice in its flow from the start and nothing moves when it
 * hydrates (issue 35, decision 058). Whether it shows is decided once per page: a notice counted
 * as seen stays on screen until the player leaves the page.
 */
export function InstallNoticeSlot() {
  const toldOnServer = useContext(ToldOnServer);
  const [told, setTold] = useState(() => (onServer ? toldOnServer : toldInThePage()));
  useEffect(() => {
    // The installed app (which the server cannot tell) is past the notice's point.
    if (!told && installed()) {
      rememberTold();
      setTold(true);
    }
  }, [told]);
  return told ? null : (
    <Suspense fallback={null}>
      <AfterHydration />
    </Suspense>
  );
}
