import { StaticPage } from "#web/components/static-page.tsx";
import { dayOf } from "#web/lib/day-of.ts";
import { richText, useLocale, useT } from "#web/lib/i18n.tsx";
import { useSiteConfig } from "#web/lib/site-config.ts";
import { EnglishBindingNote, mailLink, pageLink, strong } from "./prose-parts.tsx";

const h2 = "mt-8 text-xl font-semibold text-stone-900 dark:text-stone-50";
const list = "list-disc pl-6 space-y-1";

const receivedAtSignIn = [
  "staticPages.privacySignInId",
  "staticPages.privacySignInName",
  "staticPages.privacySignInEmail",
  "staticPages.privacySignInPhoto",
];
const stored = [
  "staticPages.privacyStoreAccount",
  "staticPages.privacyStoreProfile",
  "staticPages.privacyStoreActivity",
  "staticPages.privacyStoreSessions",
];

export default function PrivacyPage() {
  const { siteName, contactEmail } = useSiteConfig();
  const t = useT();
  const locale = useLocale();
  const mail = mailLink(contactEmail);

  return (
    <StaticPage
      title={t("staticPages.privacyTitle")}
      heading={t("staticPages.privacyTitle")}
      lead={t("staticPages.privacyLead", { date: dayOf("2025-06-05", locale) })}
    >
      <EnglishBindingNote path="/privacy" />
      <p>{t("staticPages.privacyIntro", { siteName })}</p>

      <section>
        <h2 className={h2}>{t("staticPages.privacyWhoHeading")}</h2>
        <p>{richText(t("staticPages.privacyWho", { siteName, contactEmail }), { mail })}</p>
      </section>

      <section>
        <h2 className={h2}>{t("staticPages.privacySignInHeading")}</h2>
        <p>{t("staticPages.privacySignIn")}</p>
        <ul className={list}>
          {receivedAtSignIn.map((item) => (
            <li key={item}>{t(item)}</li>
          ))}
        </ul>
        <p>{t("staticPages.privacySignInTokens")}</p>
      </section>

      <section>
        <h2 className={h2}>{t("staticPages.privacyStoreHeading")}</h2>
        <ul className={list}>
          {stored.map((item) => (
            <li key={item}>{richText(t(item), { strong })}</li>
          ))}
        </ul>
        <p>{t("staticPages.privacyStoreUse")}</p>
      </section>

      <section>
        <h2 className={h2}>{t("staticPages.privacyCookiesHeading")}</h2>
        <p>{t("staticPages.privacyCookies")}</p>
      </section>

      <section>
        <h2 className={h2}>{t("staticPages.privacyAnalyticsHeading")}</h2>
        <p>{t("staticPages.privacyAnalytics")}</p>
      </section>

      <section>
        <h2 className={h2}>{t("staticPages.privacySecurityHeading")}</h2>
        <p>{t("staticPages.privacySecurity")}</p>
      </section>

      <section>
        <h2 className={h2}>{t("staticPages.privacyThirdPartiesHeading")}</h2>
        <p>{t("staticPages.privacyThirdParties", { siteName })}</p>
      </section>

      <section>
        <h2 className={h2}>{t("staticPages.privacyRetentionHeading")}</h2>
        <p>{richText(t("staticPages.privacyRetention"), { settings: pageLink("/my/settings") })}</p>
      </section>

      <section>
        <h2 className={h2}>{t("staticPages.privacyRightsHeading")}</h2>
        <p>{richText(t("staticPages.privacyRights", { contactEmail }), { mail })}</p>
      </section>

      <section>
        <h2 className={h2}>{t("staticPages.privacyChildrenHeading")}</h2>
        <p>{richText(t("staticPages.privacyChildren"), { terms: pageLink("/legal") })}</p>
      </section>

      <section>
        <h2 className={h2}>{t("staticPages.privacyChangesHeading")}</h2>
        <p>{t("staticPages.privacyChanges")}</p>
      </section>
    </StaticPage>
  );
}
