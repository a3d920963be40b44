import { Link } from "react-router";
import { StaticPage } from "#web/components/static-page.tsx";
import { useSiteConfig } from "#web/lib/site-config.ts";

const h2 = "mt-8 text-xl font-semibold text-stone-900 dark:text-stone-50";
const list = "list-disc pl-6 space-y-2";
const link = "underline text-emerald-800 dark:text-emerald-300";

interface Channel {
  key: string;
  href: string | null;
  label: string;
  about: string;
}

export default function CommunityPage() {
  const { siteName, contactEmail, links } = useSiteConfig();

  const channels: Channel[] = [
    {
      key: "chat",
      href: links.chat,
      label: "Join the chat server",
      about: "talk with other players, ask for help with a checklist and suggest new ones.",
    },
    {
      key: "video",
      href: links.video,
      label: "Watch the video channel",
      about: "walkthroughs of popular checklists and news about the site.",
    },
    {
      key: "shortVideo",
      href: links.shortVideo,
      label: "Follow the short-video channel",
      about: "quick tips, builds and progress clips.",
    },
    {
      key: "donations",
      href: links.donations,
      label: "Support the site with a donation",
      about: `${siteName} is free and has no ads; donations help pay for hosting.`,
    },
  ];
  const configured = channels.filter(
    (channel): channel is Channel & { href: string } => channel.href !== null,
  );

  return (
    <StaticPage
      title="Community"
      heading="Community"
      lead={`${siteName} is built by the players who write, follow and like its checklists.`}
    >
      <p>
        Every checklist here was written by a player. The best way to help is to share what you know: create a
        checklist for a goal you have finished, like the ones that helped you, and tell their authors what
        could be clearer. Please keep the{" "}
        <Link className={link} to="/rules">
          Content Rules
        </Link>{" "}
        in mind wherever you meet other players.
      </p>

      <section>
        <h2 className={h2}>Where to find us</h2>
        {configured.length > 0 ? (
          <ul className={list}>
            {configured.map((channel) => (
              <li key={channel.key}>
                <a className={link} href={channel.href}>
                  {channel.label}
                </a>
                : {channel.about}
              </li>
            ))}
          </ul>
        ) : (
          <p>
            This site has no chat server or channels set up yet. Email is the best way to reach the people who
            run it.
          </p>
        )}
      </section>

      <section>
        <h2 className={h2}>Contact</h2>
        <p>
          For questions, bug reports, reports about a checklist, or anything else, write to{" "}
          <a className={link} href={`mailto:${contactEmail}`}>
            {contactEmail}
          </a>
          . When you report a checklist, include its link. Answers to common questions are in the{" "}
          <Link className={link} to="/help">
            FAQ
          </Link>
          .
        </p>
      </section>
    </StaticPage>
  );
}
