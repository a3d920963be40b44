import { Link } from "react-router";
import { useSiteConfig } from "#web/lib/site-config.ts";

const pageLinks = [
  { to: "/about", label: "About" },
  { to: "/help", label: "FAQ" },
  { to: "/legal", label: "Terms of Use" },
  { to: "/privacy", label: "Privacy Policy" },
  { to: "/rules", label: "Content Rules" },
  { to: "/changelog", label: "Changelog" },
];

export function SiteFooter() {
  const { siteName, links } = useSiteConfig();
  const social = [
    { href: links.chat, label: "Chat server" },
    { href: links.video, label: "Video channel" },
    { href: links.shortVideo, label: "Short videos" },
    { href: links.donations, label: "Donate" },
  ].filter((link): link is { href: string; label: string } => Boolean(link.href));
  return (
    <footer data-print="hide" className="mt-auto border-t-4 border-stone-700 bg-stone-800 text-stone-100">
      <div className="mx-auto grid max-w-6xl gap-6 px-4 py-8 sm:px-6 md:grid-cols-[2fr_1fr]">
        <div>
          <nav aria-label="Site pages">
            <ul className="flex flex-wrap gap-x-4 gap-y-2">
              {pageLinks.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} className="inline-flex min-h-6 underline-offset-4 hover:underline">
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <p className="mt-4 max-w-prose text-sm text-stone-300">
            {siteName} is an unofficial fan service. Not an official Minecraft product. Not approved by or
            associated with Mojang or Microsoft.
          </p>
        </div>
        <div>
          {/* "Follow us" only when the operator has configured somewhere to follow (D22). */}
          <h2 className="text-sm font-bold uppercase tracking-wide text-stone-300">
            {social.length ? "Follow us" : "Community"}
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
                All community links
              </Link>
            </li>
          </ul>
        </div>
      </div>
    </footer>
  );
}
