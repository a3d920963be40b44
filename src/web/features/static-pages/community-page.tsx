import { StaticPage } from "#web/components/static-page.tsx";
import { richText, useT } from "#web/lib/i18n.tsx";
import { useSiteConfig } from "#web/lib/site-config.ts";
import { externalLink, mailLink, pageLink } from "./prose-parts.tsx";

const h2 = "mt-8 text-xl font-semibold text-stone-900 dark:text-stone-50";
const list = "list-disc pl-6 space-y-2";

export default function CommunityPage() {
  const { siteName, contactEmail, links } = useSiteConfig();
  const t = useT();

  const channels = [
    { key: "chat", href: links.chat, text: "staticPages.communityChat" },
    { key: "video", href: links.video, text: "staticPages.communityVideo" },
    { key: "shortVideo", href: links.shortVideo, text: "staticPages.communityShortVideo" },
    { key: "donations", href: links.donations, text: "staticPages.communityDonations" },
  ];
  const configured = channels.filter(
    (channel): channel is (typeof channels)[number] & { href: string } => channel.href !== null,
  );

  return (
    <StaticPage
      title={t("staticPages.communityTitle")}
      heading={t("staticPages.communityTitle")}
      lead={t("staticPages.communityLead", { siteName })}
    >
      <p>{richText(t("staticPages.communityIntro"), { rules: pageLink("/rules") })}</p>

      <section>
        <h2 className={h2}>{t("staticPages.communityWhereHeading")}</h2>
        {configured.length > 0 ? (
          <ul className={list}>
            {configured.map((channel) => (
              <li key={channel.key}>
                {richText(t(channel.text, { siteName }), { link: externalLink(channel.href) })}
              </li>
            ))}
          </ul>
        ) : (
          <p>{t("staticPages.communityNoChannels")}</p>
        )}
      </section>

      <section>
        <h2 className={h2}>{t("staticPages.communityContactHeading")}</h2>
        <p>
          {richText(t("staticPages.communityContact", { contactEmail }), {
            mail: mailLink(contactEmail),
            faq: pageLink("/help"),
          })}
        </p>
      </section>
    </StaticPage>
  );
}
