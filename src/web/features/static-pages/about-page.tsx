import { Link } from "react-router";
import { StaticPage } from "#web/components/static-page.tsx";
import { richText, useT } from "#web/lib/i18n.tsx";
import { useSiteConfig } from "#web/lib/site-config.ts";
import { pageLink } from "./prose-parts.tsx";

const h2 = "mt-8 text-xl font-semibold text-stone-900 dark:text-stone-50";
const list = "list-disc pl-6 space-y-1";
const orderedList = "list-decimal pl-6 space-y-1";
const link = "underline text-emerald-800 dark:text-emerald-300";

const learnMore = [
  { to: "/help", label: "staticPages.helpHeading" },
  { to: "/legal", label: "staticPages.legalTitle" },
  { to: "/privacy", label: "staticPages.privacyTitle" },
  { to: "/community", label: "staticPages.aboutLinkCommunity" },
  { to: "/changelog", label: "staticPages.changelogTitle" },
];

export default function AboutPage() {
  const { siteName, tagline } = useSiteConfig();
  const t = useT();

  return (
    <StaticPage
      title={t("staticPages.aboutTitle")}
      heading={t("staticPages.aboutHeading", { siteName })}
      lead={tagline}
    >
      <section>
        <h2 className={h2}>{t("staticPages.aboutWhatHeading", { siteName })}</h2>
        <p>{t("staticPages.aboutWhat", { siteName })}</p>
      </section>

      <section>
        <h2 className={h2}>{t("staticPages.aboutWhoHeading")}</h2>
        <p>{t("staticPages.aboutWho", { siteName })}</p>
      </section>

      <section>
        <h2 className={h2}>{t("staticPages.aboutHowHeading")}</h2>
        <ol className={orderedList}>
          <li>{richText(t("staticPages.aboutHowBrowse"), { link: pageLink("/checklists") })}</li>
          <li>{t("staticPages.aboutHowJoin")}</li>
          <li>{t("staticPages.aboutHowLike")}</li>
          <li>{richText(t("staticPages.aboutHowCreate"), { link: pageLink("/create") })}</li>
        </ol>
      </section>

      <section>
        <h2 className={h2}>{t("staticPages.aboutModerationHeading")}</h2>
        <p>{richText(t("staticPages.aboutModeration"), { rules: pageLink("/rules") })}</p>
      </section>

      <section>
        <h2 className={h2}>{t("staticPages.aboutFreeHeading")}</h2>
        <p>{t("staticPages.aboutFree", { siteName })}</p>
      </section>

      <section>
        <h2 className={h2}>{t("staticPages.aboutSelfHostHeading")}</h2>
        <p>{t("staticPages.aboutSelfHost", { siteName })}</p>
      </section>

      <section>
        <h2 className={h2}>{t("staticPages.aboutUnofficialHeading")}</h2>
        <p>{t("staticPages.aboutUnofficial", { siteName })}</p>
      </section>

      <section>
        <h2 className={h2}>{t("staticPages.aboutLearnMoreHeading")}</h2>
        <ul className={list}>
          {learnMore.map((item) => (
            <li key={item.to}>
              <Link className={link} to={item.to}>
                {t(item.label)}
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </StaticPage>
  );
}
