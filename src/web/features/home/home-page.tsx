import { lazy, Suspense } from "react";
import { Link } from "react-router";
import { PageHeading } from "#web/components/page-heading.tsx";
import { PageTitle } from "#web/components/page-title.tsx";
import { accentButton, secondaryButton } from "#web/components/ui/button-styles.ts";
import { useMe } from "../session/api/get-me.ts";
import { FeaturedChecklists } from "./featured-checklists.tsx";
import { LandingSearch } from "./landing-search.tsx";
import { TutorialChecklist } from "./tutorial-checklist.tsx";

// D69: a signed-in person's sections; a guest's landing page never loads them.
const HomeForYou = lazy(() => import("./for-you/home-for-you.tsx"));

const BENEFITS = [
  {
    title: "Nothing to install",
    text: "Open the site on your phone next to the game. No mods, no launcher, no account to create: sign in with Google. It keeps working offline, too.",
  },
  {
    title: "Progress that sticks",
    text: "Every tick is saved the moment you make it, so you can pick up your run tomorrow on any device.",
  },
  {
    title: "Made by players",
    text: "Guides for survival goals, mega builds, adventure maps and modpacks, written and shared by the community.",
  },
  {
    title: "Checked before it goes live",
    text: "Moderators review every new checklist and every edit, so what you find is on-topic and safe.",
  },
];

export default function HomePage() {
  const me = useMe();
  return (
    <>
      <PageTitle title="Home" />
      <section className="border-b-4 border-stone-800 bg-[linear-gradient(180deg,#1e3a2b_0%,#14532d_100%)] text-white">
        <div className="mx-auto grid max-w-6xl items-center gap-8 px-4 py-14 sm:px-6 sm:py-20 md:grid-cols-[1fr_auto]">
          <div>
            <p className="font-semibold uppercase tracking-widest text-amber-300">Minecraft checklists</p>
            <PageHeading look="hero" className="mt-3 max-w-3xl">
              Discover, track and share your Minecraft progress
            </PageHeading>
            <p className="mt-5 max-w-2xl text-lg text-emerald-50">
              Step-by-step checklists for goals, builds and modpack guides. Tick steps off as you play — no
              installs.
            </p>
            <div className="mt-8 flex flex-wrap gap-3">
              {me.data ? (
                <Link to="/checklists" className={accentButton}>
                  Discover checklists
                </Link>
              ) : (
                <Link to="/sign-in" className={accentButton}>
                  Get started
                </Link>
              )}
              <a href="#how-it-works" className={secondaryButton}>
                How it works
              </a>
            </div>
            <LandingSearch />
          </div>
          <img
            src="/hero-block.svg"
            alt=""
            width={260}
            height={260}
            className="hidden drop-shadow-[8px_8px_0_rgba(0,0,0,0.35)] md:block"
          />
        </div>
      </section>

      {me.data ? (
        <Suspense fallback={null}>
          <HomeForYou />
        </Suspense>
      ) : null}

      <section
        id="how-it-works"
        aria-labelledby="about-heading"
        className="mx-auto max-w-6xl px-4 py-12 sm:px-6"
      >
        <div className="grid gap-8 md:grid-cols-2">
          <div>
            <h2 id="about-heading" className="font-display text-3xl font-bold tracking-tight">
              One list per goal, one tick per step
            </h2>
            <p className="mt-4 text-stone-700 dark:text-stone-300">
              Beating the Ender Dragon, building a working iron farm or finishing a 200-mod pack is easier as
              a list. Pick a checklist, join it, and tick each step off while you play. Your progress bar
              fills up, and you always know what to do next.
            </p>
            <ul className="mt-6 grid gap-4 sm:grid-cols-2">
              {BENEFITS.map((benefit) => (
                <li
                  key={benefit.title}
                  className="rounded-md border-2 border-stone-300 bg-white p-4 dark:border-stone-700 dark:bg-stone-900"
                >
                  <h3 className="font-bold">{benefit.title}</h3>
                  <p className="mt-1 text-sm text-stone-700 dark:text-stone-300">{benefit.text}</p>
                </li>
              ))}
            </ul>
          </div>
          <TutorialChecklist />
        </div>
      </section>

      <FeaturedChecklists />
    </>
  );
}
