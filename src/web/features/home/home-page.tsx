import { lazy, Suspense } from "react";
import { Link } from "react-router";
import { PageHeading } from "#web/components/page-heading.tsx";
import { PageTitle } from "#web/components/page-title.tsx";
import { accentButton, secondaryButton } from "#web/components/ui/button-styles.ts";
import { useT } from "#web/lib/i18n.tsx";
import { useMe } from "../session/api/get-me.ts";
import { FeaturedChecklists } from "./featured-checklists.tsx";
import { LandingSearch } from "./landing-search.tsx";
import { TutorialChecklist } from "./tutorial-checklist.tsx";

// D69: a signed-in person's sections; a guest's landing page never loads them.
const HomeForYou = lazy(() => import("./for-you/home-for-you.tsx"));

const BENEFITS = [
  { title: "home.benefitInstallTitle", text: "home.benefitInstallText" },
  { title: "home.benefitProgressTitle", text: "home.benefitProgressText" },
  { title: "home.benefitPlayersTitle", text: "home.benefitPlayersText" },
  { title: "home.benefitReviewTitle", text: "home.benefitReviewText" },
];

export default function HomePage() {
  const me = useMe();
  const t = useT();
  return (
    <>
      <PageTitle title={t("home.title")} />
      <section className="border-b-4 border-stone-800 bg-[linear-gradient(180deg,#1e3a2b_0%,#14532d_100%)] text-white">
        <div className="mx-auto grid max-w-6xl items-center gap-8 px-4 py-14 sm:px-6 sm:py-20 md:grid-cols-[1fr_auto]">
          <div>
            <p className="font-semibold uppercase tracking-widest text-amber-300">{t("home.kicker")}</p>
            <PageHeading look="hero" className="mt-3 max-w-3xl">
              {t("home.heading")}
            </PageHeading>
            <p className="mt-5 max-w-2xl text-lg text-emerald-50">{t("home.lead")}</p>
            <div className="mt-8 flex flex-wrap gap-3">
              {me.data ? (
                <Link to="/checklists" className={accentButton}>
                  {t("home.discover")}
                </Link>
              ) : (
                <Link to="/sign-in" className={accentButton}>
                  {t("home.getStarted")}
                </Link>
              )}
              <a href="#how-it-works" className={secondaryButton}>
                {t("home.howItWorks")}
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
              {t("home.aboutHeading")}
            </h2>
            <p className="mt-4 text-stone-700 dark:text-stone-300">{t("home.aboutText")}</p>
            <ul className="mt-6 grid gap-4 sm:grid-cols-2">
              {BENEFITS.map((benefit) => (
                <li
                  key={benefit.title}
                  className="rounded-md border-2 border-stone-300 bg-white p-4 dark:border-stone-700 dark:bg-stone-900"
                >
                  <h3 className="font-bold">{t(benefit.title)}</h3>
                  <p className="mt-1 text-sm text-stone-700 dark:text-stone-300">{t(benefit.text)}</p>
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
