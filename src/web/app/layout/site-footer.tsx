import { Link } from "react-router";
import { useT } from "#web/lib/i18n.tsx";
import { useSiteConfig } from "#web/lib/site-config.ts";
import { LanguageLinks } from "./language-links.tsx";

const pageLinks = [
  { to: "/about", label: "layout.about" },
  { to: "/help", label: "layout.faq" },
  { to: "/legal", label: "layout.terms" },
  { to: "/privacy", label: "layout.privacy" },
  { to: "/rules", label: "layout.rules" },
  { to: "/changelog", label: "layout.changelog" },
];

export function SiteFooter() {
  const { siteName, links } = useSiteConfig();
  const t = useT();
  const social = [
    { href: links.chat, label: t("layout.chatServer") },
    { href: links.video, label: t("layout.videoChannel") },
    { href: links.shortVideo, label: t("layout.shortVideos") },
    { href: links.donations, label: t("layout.donate") },
  ].filter((link): link is { href: string; label: string } => Boolean(link.href));
  return (
    <footer data-print="hide" className="mt-auto border-t-4 border-stone-700 bg-stone-800 text-stone-100">
      <div className="mx-auto grid max-w-6xl gap-6 px-4 py-8 sm:px-6 md:grid-cols-[2fr_1fr]">
        <div>
          <nav aria-label={t("layout.sitePages")}>
            <ul className="flex flex-wrap gap-x-4 gap-y-2">
              {pageLinks.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} className="inline-flex min-h-6 underline-offset-4 hover:underline">
                    {t(link.label)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <p className="mt-4 max-w-prose text-sm text-stone-300">{t("layout.disclaimer", { siteName })}</p>
          <LanguageLinks />
        </div>
        <div>
          {/* "Follow us" only when the operator has configured somewhere to follow (D22). */}
          <h2 className="text-sm font-bold uppercase tracking-wide text-stone-300">
            {social.length ? t("layout.followUs") : t("layout.community")}
          </h2>
          <ul className="mt-2 space-y-1">
            {social.map((link) => (
              <li key={link.label}>
                <a href={link.href} rel="noopener noreferrer" className="underline-offset-4 hover:underline">
                  {link.label}
                </a>
              </li>
            ))}
            <li>
              <Link to="/community" className="underline-offset-4 hover:underline">
                {t("layout.allCommunityLinks")}
              </Link>
            </li>
          </ul>
        </div>
      </div>
    </footer>
  );
}
