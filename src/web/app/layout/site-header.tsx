import { Suspense } from "react";
import { Link, NavLink, useLocation } from "react-router";
import { useMe } from "#web/features/session/api/get-me.ts";
import { SessionProblemBar } from "#web/features/session/components/session-problem.tsx";
import { fromState, signInPath } from "#web/features/session/sign-in-target.ts";
import { useT } from "#web/lib/i18n.tsx";
import { lazyWithPreload } from "#web/lib/lazy-with-preload.ts";
import { useSiteConfig } from "#web/lib/site-config.ts";

const navClass = ({ isActive }: { isActive: boolean }) =>
  `flex min-h-11 items-center rounded-md px-2 font-semibold text-white hover:bg-white/10 sm:px-3 ${
    isActive ? "underline decoration-amber-300 decoration-4 underline-offset-8" : ""
  }`;

// The menu (Radix, positioning) loads only for signed-in visitors, keeping the landing page light.
// A server-rendered page for a signed-in person loads it before hydrating (main.tsx).
const AccountMenu = lazyWithPreload(() => import("./account-menu.tsx"));
export const preloadAccountMenu = AccountMenu.preload;

export function SiteHeader() {
  const { siteName } = useSiteConfig();
  const me = useMe();
  const location = useLocation();
  const t = useT();
  return (
    <header
      data-print="hide"
      className="border-b-4 border-emerald-950 bg-emerald-800 text-white shadow-[inset_0_-4px_0_0_rgba(0,0,0,0.15)]"
    >
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2 focus:text-stone-900"
      >
        {t("layout.skipToContent")}
      </a>
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-2 gap-y-1 px-3 py-2 sm:px-6">
        <Link
          to="/"
          className="mr-auto flex min-h-11 items-center gap-2 rounded-md pr-2 font-display text-xl font-bold tracking-tight"
        >
          <img src="/favicon.svg" alt="" width={28} height={28} className="[image-rendering:pixelated]" />
          <span>{siteName}</span>
        </Link>
        <nav
          aria-label={t("layout.mainNav")}
          className="order-last flex w-full flex-wrap gap-1 sm:order-none sm:w-auto"
        >
          <NavLink to="/checklists" className={navClass}>
            {t("layout.navChecklists")}
          </NavLink>
          <NavLink to="/create" className={navClass}>
            {t("layout.navCreate")}
          </NavLink>
          <NavLink to="/community" className={navClass}>
            {t("layout.navCommunity")}
          </NavLink>
        </nav>
        <div className="flex min-h-11 min-w-0 flex-wrap items-center gap-1">
          {me.isPending ? (
            <span className="block h-8 w-20" aria-hidden="true" />
          ) : me.data ? (
            <Suspense fallback={<span className="block h-8 w-20" aria-hidden="true" />}>
              <AccountMenu me={me.data} />
            </Suspense>
          ) : (
            <Link
              to={signInPath(location)}
              state={location.pathname === "/sign-in" ? location.state : fromState(location)}
              className="flex min-h-11 items-center rounded-md border-2 border-emerald-950 bg-amber-300 px-4 font-bold text-stone-900 shadow-[inset_0_-3px_0_0_rgba(0,0,0,0.2)] hover:bg-amber-200"
            >
              {t("layout.signIn")}
            </Link>
          )}
        </div>
      </div>
      <SessionProblemBar />
    </header>
  );
}
