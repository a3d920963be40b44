import { StaticPage } from "#web/components/static-page.tsx";
import { dayOf } from "#web/lib/day-of.ts";
import { useLocale, useT } from "#web/lib/i18n.tsx";
import { useSiteConfig } from "#web/lib/site-config.ts";

const h2 = "mt-8 text-xl font-semibold text-stone-900 dark:text-stone-50";
const list = "list-disc pl-6 space-y-1";

/** Newest first; version numbers and days are not translated, the changes are. */
const releases = [
  {
    version: "v1.1.0",
    day: "2026-11-23",
    changes: [
      "staticPages.changelog110Server",
      "staticPages.changelog110SignIn",
      "staticPages.changelog110Sessions",
      "staticPages.changelog110Themes",
      "staticPages.changelog110Analytics",
      "staticPages.changelog110SelfHosting",
    ],
  },
  {
    version: "v1.0.2",
    day: "2025-06-15",
    changes: [
      "staticPages.changelog102Ids",
      "staticPages.changelog102Duplicates",
      "staticPages.changelog102Moderation",
    ],
  },
  {
    version: "v1.0.1",
    day: "2025-06-10",
    changes: [
      "staticPages.changelog101Pages",
      "staticPages.changelog101Routing",
      "staticPages.changelog101Privacy",
    ],
  },
  { version: "v1.0.0", day: "2025-06-07", changes: ["staticPages.changelog100Mvp"] },
];

export default function ChangelogPage() {
  const { siteName } = useSiteConfig();
  const t = useT();
  const locale = useLocale();

  return (
    <StaticPage
      title={t("staticPages.changelogTitle")}
      heading={t("staticPages.changelogTitle")}
      lead={t("staticPages.changelogLead", { siteName })}
    >
      {releases.map((release) => (
        <section key={release.version}>
          <h2 className={h2}>
            {release.version} — {dayOf(release.day, locale)}
          </h2>
          <ul className={list}>
            {release.changes.map((change) => (
              <li key={change}>{t(change)}</li>
            ))}
          </ul>
        </section>
      ))}
    </StaticPage>
  );
}
