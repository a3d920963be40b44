import { StaticPage } from "#web/components/static-page.tsx";
import { richText, useT } from "#web/lib/i18n.tsx";
import { useSiteConfig } from "#web/lib/site-config.ts";
import { mailLink, pageLink, strong } from "./prose-parts.tsx";

const h2 = "mt-8 text-xl font-semibold text-stone-900 dark:text-stone-50";
const list = "list-disc pl-6 space-y-1";

const allowed = [
  "staticPages.rulesMayGoals",
  "staticPages.rulesMayBuilds",
  "staticPages.rulesMayModpacks",
  "staticPages.rulesMayTutorials",
  "staticPages.rulesMayIdeas",
];
const forbidden = [
  "staticPages.rulesHate",
  "staticPages.rulesHarassment",
  "staticPages.rulesNsfw",
  "staticPages.rulesSpam",
  "staticPages.rulesPiracy",
  "staticPages.rulesMalware",
  "staticPages.rulesPersonalData",
  "staticPages.rulesImpersonation",
  "staticPages.rulesCopyright",
  "staticPages.rulesIllegal",
];
const guidelines = [
  "staticPages.rulesQualityTitle",
  "staticPages.rulesQualityDescription",
  "staticPages.rulesQualitySteps",
  "staticPages.rulesQualityTags",
  "staticPages.rulesQualityVersion",
  "staticPages.rulesQualityCategories",
];

export default function RulesPage() {
  const { siteName, contactEmail } = useSiteConfig();
  const t = useT();

  return (
    <StaticPage
      title={t("staticPages.rulesTitle")}
      heading={t("staticPages.rulesTitle")}
      lead={t("staticPages.rulesLead", { siteName })}
    >
      <p>{richText(t("staticPages.rulesIntro", { siteName }), { terms: pageLink("/legal") })}</p>

      <section>
        <h2 className={h2}>{t("staticPages.rulesMayHeading")}</h2>
        <ul className={list}>
          {allowed.map((item) => (
            <li key={item}>{t(item)}</li>
          ))}
        </ul>
      </section>

      <section>
        <h2 className={h2}>{t("staticPages.rulesMayNotHeading")}</h2>
        <ul className={list}>
          {forbidden.map((item) => (
            <li key={item}>{richText(t(item), { strong })}</li>
          ))}
        </ul>
      </section>

      <section>
        <h2 className={h2}>{t("staticPages.rulesQualityHeading")}</h2>
        <p>{t("staticPages.rulesQualityIntro")}</p>
        <ul className={list}>
          {guidelines.map((item) => (
            <li key={item}>{t(item)}</li>
          ))}
        </ul>
      </section>

      <section>
        <h2 className={h2}>{t("staticPages.rulesModerationHeading")}</h2>
        <p>{t("staticPages.rulesModeration")}</p>
      </section>

      <section>
        <h2 className={h2}>{t("staticPages.rulesRejectedHeading")}</h2>
        <p>{richText(t("staticPages.rulesRejected"), { mine: pageLink("/my/created") })}</p>
        <p>{richText(t("staticPages.rulesAppeal", { contactEmail }), { mail: mailLink(contactEmail) })}</p>
      </section>
    </StaticPage>
  );
}
