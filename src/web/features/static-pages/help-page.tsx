import { StaticPage } from "#web/components/static-page.tsx";
import { richText, useT } from "#web/lib/i18n.tsx";
import { useSiteConfig } from "#web/lib/site-config.ts";
import { mailLink, pageLink } from "./prose-parts.tsx";

const h2 = "mt-10 text-xl font-semibold text-stone-900 dark:text-stone-50";
const h3 = "mt-6 text-lg font-semibold text-stone-900 dark:text-stone-50";
const list = "list-disc pl-6 space-y-1";

const createFields = [
  "staticPages.helpCreateId",
  "staticPages.helpCreateTitle",
  "staticPages.helpCreateDifficulty",
  "staticPages.helpCreateCategories",
  "staticPages.helpCreateSteps",
];

export default function HelpPage() {
  const { siteName, contactEmail } = useSiteConfig();
  const t = useT();

  return (
    <StaticPage
      title={t("staticPages.helpTitle")}
      heading={t("staticPages.helpHeading")}
      lead={t("staticPages.helpLead", { siteName })}
    >
      <section>
        <h2 className={h2}>{t("staticPages.helpStartHeading")}</h2>

        <h3 className={h3}>{t("staticPages.helpSignInQuestion")}</h3>
        <p>{richText(t("staticPages.helpSignInAnswer", { siteName }), { signIn: pageLink("/sign-in") })}</p>

        <h3 className={h3}>{t("staticPages.helpAccountQuestion")}</h3>
        <p>{richText(t("staticPages.helpAccountAnswer"), { link: pageLink("/checklists") })}</p>
      </section>

      <section>
        <h2 className={h2}>{t("staticPages.helpCreatingHeading")}</h2>

        <h3 className={h3}>{t("staticPages.helpCreateQuestion")}</h3>
        <p>{richText(t("staticPages.helpCreateIntro"), { create: pageLink("/create") })}</p>
        <ul className={list}>
          {createFields.map((field) => (
            <li key={field}>{t(field)}</li>
          ))}
        </ul>
        <p>{richText(t("staticPages.helpCreatePublish"), { rules: pageLink("/rules") })}</p>

        <h3 className={h3}>{t("staticPages.helpReviewQuestion")}</h3>
        <p>{t("staticPages.helpReviewAnswer")}</p>

        <h3 className={h3}>{t("staticPages.helpEditQuestion")}</h3>
        <p>{richText(t("staticPages.helpEditAnswer"), { mine: pageLink("/my/created") })}</p>
      </section>

      <section>
        <h2 className={h2}>{t("staticPages.helpPlayingHeading")}</h2>

        <h3 className={h3}>{t("staticPages.helpJoinQuestion")}</h3>
        <p>{t("staticPages.helpJoinAnswer")}</p>

        <h3 className={h3}>{t("staticPages.helpProgressQuestion")}</h3>
        <p>
          {richText(t("staticPages.helpProgressAnswer"), {
            inProgress: pageLink("/my/in-progress"),
            completed: pageLink("/my/completed"),
          })}
        </p>

        <h3 className={h3}>{t("staticPages.helpLikeQuestion")}</h3>
        <p>
          {richText(t("staticPages.helpLikeAnswer"), {
            collections: pageLink("/my/collections"),
            saved: pageLink("/my/saved"),
          })}
        </p>

        <h3 className={h3}>{t("staticPages.helpShareQuestion")}</h3>
        <p>{t("staticPages.helpShareAnswer")}</p>

        <h3 className={h3}>{t("staticPages.helpOfflineQuestion")}</h3>
        <p>{t("staticPages.helpOfflineAnswer")}</p>
      </section>

      <section>
        <h2 className={h2}>{t("staticPages.helpYourAccountHeading")}</h2>

        <h3 className={h3}>{t("staticPages.helpNicknameQuestion")}</h3>
        <p>{richText(t("staticPages.helpNicknameAnswer"), { settings: pageLink("/my/settings") })}</p>

        <h3 className={h3}>{t("staticPages.helpHandleQuestion")}</h3>
        <p>{t("staticPages.helpHandleAnswer")}</p>

        <h3 className={h3}>{t("staticPages.helpDeleteQuestion")}</h3>
        <p>{t("staticPages.helpDeleteAnswer")}</p>
      </section>

      <section>
        <h2 className={h2}>{t("staticPages.helpPrivacyHeading")}</h2>

        <h3 className={h3}>{t("staticPages.helpKnowQuestion", { siteName })}</h3>
        <p>{richText(t("staticPages.helpKnowAnswer"), { privacy: pageLink("/privacy") })}</p>

        <h3 className={h3}>{t("staticPages.helpReportQuestion")}</h3>
        <p>
          {richText(t("staticPages.helpReportAnswer", { contactEmail }), {
            mail: mailLink(contactEmail),
            community: pageLink("/community"),
          })}
        </p>
      </section>
    </StaticPage>
  );
}
