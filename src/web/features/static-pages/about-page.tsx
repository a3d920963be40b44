import { Link } from "react-router";
import { StaticPage } from "#web/components/static-page.tsx";
import { useSiteConfig } from "#web/lib/site-config.ts";

const h2 = "mt-8 text-xl font-semibold text-stone-900 dark:text-stone-50";
const list = "list-disc pl-6 space-y-1";
const orderedList = "list-decimal pl-6 space-y-1";
const link = "underline text-emerald-800 dark:text-emerald-300";

export default function AboutPage() {
  const { siteName, tagline } = useSiteConfig();

  return (
    <StaticPage title="About" heading={`About ${siteName}`} lead={tagline}>
      <section>
        <h2 className={h2}>What {siteName} is</h2>
        <p>
          {siteName} is a community site for Minecraft players to discover, track and share their progress
          with step-by-step checklists. A checklist can be a survival goal such as beating the Ender Dragon, a
          build you want to finish piece by piece, or a guide through a modpack that tells you which machines
          to make first. Players write the checklists, other players follow them, and everyone can see which
          ones the community likes most.
        </p>
      </section>

      <section>
        <h2 className={h2}>Who it is for</h2>
        <p>
          {siteName} is for anyone who plays Minecraft and likes a plan: newcomers who want to know what to do
          after their first night, builders who keep losing track of a big project, and modded players who
          want a reliable route through hundreds of recipes. Writers of guides get a simple way to publish
          their route and see how many players find it useful.
        </p>
      </section>

      <section>
        <h2 className={h2}>How checklists work</h2>
        <ol className={orderedList}>
          <li>
            Browse the{" "}
            <Link className={link} to="/checklists">
              published checklists
            </Link>{" "}
            and filter them by category (Survival, Building, Modded, Adventure, Tutorials), difficulty and the
            Minecraft version they support.
          </li>
          <li>
            Sign in with your Google account and join a checklist. Every step gets a checkbox, and each tick
            is saved to your account at once, so you can pick up where you stopped on any device.
          </li>
          <li>
            Like the checklists that helped you and save the ones you want to come back to. You can also share
            a checklist with friends through its link.
          </li>
          <li>
            When you know a good route yourself,{" "}
            <Link className={link} to="/create">
              create your own checklist
            </Link>{" "}
            with a title, a description, a difficulty, a Minecraft version, up to three categories, tags and
            as many steps as it needs.
          </li>
        </ol>
      </section>

      <section>
        <h2 className={h2}>Moderation</h2>
        <p>
          Every new checklist, and every edit to a published one, is checked by a moderator before it becomes
          public. Review takes on average 24 hours. While an edit waits, the version players already use stays
          online, so nobody loses their progress. If a checklist is rejected, its author sees the reason and
          can fix it and send it again. The{" "}
          <Link className={link} to="/rules">
            Content Rules
          </Link>{" "}
          explain what may be published.
        </p>
      </section>

      <section>
        <h2 className={h2}>Free, with nothing to install</h2>
        <p>
          {siteName} is free to use and has no advertising. It runs in your web browser on a computer, tablet
          or phone: there is no launcher, mod or app to install, and nothing touches your game files. You can
          keep the checklist open on your phone next to the game.
        </p>
      </section>

      <section>
        <h2 className={h2}>Run your own copy</h2>
        <p>
          The software behind {siteName} can be self-hosted. A server group, a school club or a modpack team
          can run its own copy with an embedded database that needs no setup, or connect it to a PostgreSQL
          server when it grows. Each copy has its own name, its own moderators and its own community links.
        </p>
      </section>

      <section>
        <h2 className={h2}>Not an official Minecraft product</h2>
        <p>
          {siteName} is an unofficial fan project. It is not an official Minecraft product and is not approved
          by or associated with Mojang or Microsoft. Minecraft is a trademark of Mojang. Checklists are
          written by players, not by the makers of the game.
        </p>
      </section>

      <section>
        <h2 className={h2}>Learn more</h2>
        <ul className={list}>
          <li>
            <Link className={link} to="/help">
              Frequently asked questions
            </Link>
          </li>
          <li>
            <Link className={link} to="/legal">
              Terms of Use
            </Link>
          </li>
          <li>
            <Link className={link} to="/privacy">
              Privacy Policy
            </Link>
          </li>
          <li>
            <Link className={link} to="/community">
              Community and contact
            </Link>
          </li>
          <li>
            <Link className={link} to="/changelog">
              Changelog
            </Link>
          </li>
        </ul>
      </section>
    </StaticPage>
  );
}
