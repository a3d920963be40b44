import { StaticPage } from "#web/components/static-page.tsx";
import { dayOf } from "#web/lib/day-of.ts";
import { richText, useLocale, useT } from "#web/lib/i18n.tsx";
import { useSiteConfig } from "#web/lib/site-config.ts";
import { EnglishBindingNote, mailLink, pageLink } from "./prose-parts.tsx";

const h2 = "mt-8 text-xl font-semibold text-stone-900 dark:text-stone-50";
const list = "list-disc pl-6 space-y-1";

const forbidden = [
  "staticPages.legalMustNotLaw",
  "staticPages.legalMustNotAccounts",
  "staticPages.legalMustNotOverload",
  "staticPages.legalMustNotLikes",
  "staticPages.legalMustNotSecurity",
];

export default function LegalPage() {
  const { siteName, contactEmail } = useSiteConfig();
  const t = useT();
  const locale = useLocale();

  return (
    <StaticPage
      title={t("staticPages.legalTitle")}
      heading={t("staticPages.legalTitle")}
      lead={t("staticPages.legalLead", { date: dayOf("2025-05-25", locale) })}
    >
      <EnglishBindingNote path="/legal" />
      <p>{t("staticPages.legalIntro", { siteName })}</p>

      <section>
        <h2 className={h2}>{t("staticPages.legalWhoHeading", { siteName })}</h2>
        <p>{t("staticPages.legalWho")}</p>
      </section>

      <section>
        <h2 className={h2}>{t("staticPages.legalAccountHeading")}</h2>
        <p>{richText(t("staticPages.legalAccount"), { rules: pageLink("/rules") })}</p>
      </section>

      <section>
        <h2 className={h2}>{t("staticPages.legalContentHeading")}</h2>
        <p>{t("staticPages.legalContentLicense", { siteName })}</p>
        <p>{t("staticPages.legalContentEnd")}</p>
        <p>{t("staticPages.legalContentPromise")}</p>
      </section>

      <section>
        <h2 className={h2}>{t("staticPages.legalRulesHeading")}</h2>
        <p>{richText(t("staticPages.legalRules"), { rules: pageLink("/rules") })}</p>
      </section>

      <section>
        <h2 className={h2}>{t("staticPages.legalModerationHeading")}</h2>
        <p>{t("staticPages.legalModeration")}</p>
      </section>

      <section>
        <h2 className={h2}>{t("staticPages.legalMustNotHeading")}</h2>
        <ul className={list}>
          {forbidden.map((item) => (
            <li key={item}>{t(item, { siteName })}</li>
          ))}
        </ul>
      </section>

      <section>
        <h2 className={h2}>{t("staticPages.legalEndHeading")}</h2>
        <p>{t("staticPages.legalEnd", { siteName })}</p>
      </section>

      <section>
        <h2 className={h2}>{t("staticPages.legalLiabilityHeading")}</h2>
        <p>{t("staticPages.legalLiability", { siteName })}</p>
      </section>

      <section>
        <h2 className={h2}>{t("staticPages.legalUnofficialHeading")}</h2>
        <p>{t("staticPages.legalUnofficial", { siteName })}</p>
      </section>

      <section>
        <h2 className={h2}>{t("staticPages.legalChangesHeading")}</h2>
        <p>{t("staticPages.legalChanges", { siteName })}</p>
      </section>

      <section>
        <h2 className={h2}>{t("staticPages.legalContactHeading")}</h2>
        <p>
          {richText(t("staticPages.legalContact", { contactEmail }), {
            mail: mailLink(contactEmail),
            privacy: pageLink("/privacy"),
          })}
        </p>
      </section>
    </StaticPage>
  );
}
