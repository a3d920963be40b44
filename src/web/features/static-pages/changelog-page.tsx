import { StaticPage } from "#web/components/static-page.tsx";
import { dayOf } from "#web/lib/day-of.ts";
import { useSiteConfig } from "#web/lib/site-config.ts";

const h2 = "mt-8 text-xl font-semibold text-stone-900 dark:text-stone-50";
const list = "list-disc pl-6 space-y-1";

export default function ChangelogPage() {
  const { siteName } = useSiteConfig();

  return (
    <StaticPage
      title="Changelog"
      heading="Changelog"
      lead={`What has changed in ${siteName}, newest version first.`}
    >
      <section>
        <h2 className={h2}>v1.1.0 — {dayOf("2026-11-23")}</h2>
        <ul className={list}>
          <li>
            Rebuilt with a server that enforces every rule: permissions, limits, moderation and like counts
            are checked on the server, not only in the browser.
          </li>
          <li>
            Sign-in by redirect with OpenID Connect, which also works on phones where popups are blocked.
          </li>
          <li>Server-side sessions that last 30 days from your last visit; logging out ends them at once.</li>
          <li>Light and dark themes.</li>
          <li>First-party analytics: daily page counts without cookies or third parties.</li>
          <li>
            Self-hosting with an embedded database that needs no setup, or with a PostgreSQL server for larger
            sites.
          </li>
        </ul>
      </section>

      <section>
        <h2 className={h2}>v1.0.2 — {dayOf("2025-06-15")}</h2>
        <ul className={list}>
          <li>Custom ids for users and checklists, used in profile and checklist addresses.</li>
          <li>Checks for duplicate nicknames and duplicate ids.</li>
          <li>Better moderation.</li>
        </ul>
      </section>

      <section>
        <h2 className={h2}>v1.0.1 — {dayOf("2025-06-10")}</h2>
        <ul className={list}>
          <li>Added the Not Found page and this Changelog page.</li>
          <li>Routing between pages.</li>
          <li>Privacy UI.</li>
        </ul>
      </section>

      <section>
        <h2 className={h2}>v1.0.0 — {dayOf("2025-06-07")}</h2>
        <ul className={list}>
          <li>MVP beta: the first public release, for browsing, creating and tracking checklists.</li>
        </ul>
      </section>
    </StaticPage>
  );
}
