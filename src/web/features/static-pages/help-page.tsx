import { Link } from "react-router";
import { StaticPage } from "#web/components/static-page.tsx";
import { useSiteConfig } from "#web/lib/site-config.ts";

const h2 = "mt-10 text-xl font-semibold text-stone-900 dark:text-stone-50";
const h3 = "mt-6 text-lg font-semibold text-stone-900 dark:text-stone-50";
const list = "list-disc pl-6 space-y-1";
const link = "underline text-emerald-800 dark:text-emerald-300";

export default function HelpPage() {
  const { siteName, contactEmail } = useSiteConfig();

  return (
    <StaticPage
      title="FAQ"
      heading="Frequently asked questions"
      lead={`Answers to the questions players ask most about ${siteName}.`}
    >
      <section>
        <h2 className={h2}>Getting started</h2>

        <h3 className={h3}>How do I sign in?</h3>
        <p>
          Choose{" "}
          <Link className={link} to="/sign-in">
            Sign In
          </Link>{" "}
          in the header and continue with your Google account. You are taken to Google&apos;s own sign-in page
          and then straight back to the page you came from. {siteName} never sees your Google password. The
          first time you sign in, your account is created with the name and profile photo from Google, which
          you can change later. You stay signed in on that device for 30 days after your last visit, or until
          you log out.
        </p>

        <h3 className={h3}>Do I need an account to look around?</h3>
        <p>
          No. Anyone can{" "}
          <Link className={link} to="/checklists">
            browse the published checklists
          </Link>{" "}
          and read every step. You need to sign in to join a checklist and tick steps, to like or save one and
          to create your own.
        </p>
      </section>

      <section>
        <h2 className={h2}>Creating checklists</h2>

        <h3 className={h3}>How do I create a checklist?</h3>
        <p>
          Open{" "}
          <Link className={link} to="/create">
            Create
          </Link>{" "}
          and fill in the form:
        </p>
        <ul className={list}>
          <li>
            a checklist ID, which becomes its address: lowercase letters, digits, hyphens and underscores, up
            to 40 characters;
          </li>
          <li>a title (up to 60 characters) and a description (up to 300 characters);</li>
          <li>the difficulty (Easy, Medium or Hard) and the Minecraft version it supports since;</li>
          <li>up to three categories and a few comma-separated tags;</li>
          <li>the steps, each with a title (up to 60 characters) and an optional description (up to 240).</li>
        </ul>
        <p>
          When you publish, the checklist is sent for review. Please read the{" "}
          <Link className={link} to="/rules">
            Content Rules
          </Link>{" "}
          first.
        </p>

        <h3 className={h3}>Why is my checklist &quot;under review&quot;?</h3>
        <p>
          Every new checklist is checked by a moderator before it becomes public. Moderation takes on average
          24 hours. Until then only you and the moderators can open it, and nobody can join it. You can still
          edit it while it waits. If it is rejected, a banner on the checklist shows the reason; fix what it
          mentions, save, and it goes back into the queue.
        </p>

        <h3 className={h3}>Can I edit a checklist after it has been approved?</h3>
        <p>
          Yes. Open{" "}
          <Link className={link} to="/my/created">
            My checklists
          </Link>{" "}
          and choose Edit. Your changes are saved as a new version that waits for review. Meanwhile the
          approved version stays public and players can keep joining and ticking it, with their progress,
          likes and saves kept. When a moderator approves the edit, it replaces the live version. If the edit
          is rejected, the live version stays as it was and you see the reason. Ticks belong to steps, not to
          positions, so adding, removing or reordering steps never moves anyone&apos;s ticks to other steps.
        </p>
      </section>

      <section>
        <h2 className={h2}>Playing through checklists</h2>

        <h3 className={h3}>How do I join a checklist and tick steps?</h3>
        <p>
          Open an approved checklist and choose Join checklist. Each step then gets a checkbox and the page
          shows your progress as a percentage. When every step is ticked the checklist counts as completed. If
          you change your mind before finishing, Leave removes it from your list and clears your ticks.
        </p>

        <h3 className={h3}>Is my progress saved?</h3>
        <p>
          Yes. Every tick is saved to your account the moment you click it, so you can close the tab, switch
          to your phone and carry on. Your joined checklists are listed under{" "}
          <Link className={link} to="/my/in-progress">
            In progress
          </Link>{" "}
          and, once finished, under{" "}
          <Link className={link} to="/my/completed">
            Completed
          </Link>
          .
        </p>

        <h3 className={h3}>What do liking and saving do?</h3>
        <p>
          A like tells the author and other players that a checklist is good; the most-liked checklists are
          featured on the home page. Each account counts once, and you can take a like back. 'Save to…' (in
          the More menu of a checklist) puts it into one of your{" "}
          <Link className={link} to="/my/collections">
            collections
          </Link>
          , such as{" "}
          <Link className={link} to="/my/saved">
            Saved
          </Link>
          , so you can find it again, without joining it. Others see how many likes a checklist has, not who
          gave them. A collection is yours alone unless you choose 'Anyone with the link' or 'Public on my
          profile' on its page.
        </p>

        <h3 className={h3}>How do I share a checklist?</h3>
        <p>
          Open the More menu on the checklist and choose Share. You get a link you can copy and paste into a
          chat; it shows a preview with the title and description.
        </p>

        <h3 className={h3}>Can I play without a connection?</h3>
        <p>
          Yes. Once you are signed in, every checklist you have opened on a device also opens there without a
          connection, even after a reload. Ticks you make offline wait on the device and are sent when the
          connection returns; the bar at the bottom of the page says how many are waiting. Nothing needs to be
          installed for this, but you can add the site to your home screen (your browser's 'Install app' or
          'Add to Home Screen') to open it like an app.
        </p>
      </section>

      <section>
        <h2 className={h2}>Your account</h2>

        <h3 className={h3}>How do I change my nickname or avatar?</h3>
        <p>
          Go to{" "}
          <Link className={link} to="/my/settings">
            Settings
          </Link>
          . Your nickname can be up to 24 characters long. For the avatar, choose Edit Avatar and paste the
          address of an image: it must be a full https:// link (for example to an image you host yourself), up
          to 2,048 characters. Links starting with http:// and anything that is not a web address are refused.
        </p>

        <h3 className={h3}>What is my handle?</h3>
        <p>
          Your handle is the short name in your profile address, /users/your-handle. It is made from your
          nickname: lowercase, without spaces or accents, keeping only letters a to z, digits, hyphens and
          underscores. If someone already has that handle, a number is added, such as steve1. Changing your
          nickname changes your handle too, so old links to your profile stop working.
        </p>

        <h3 className={h3}>How do I delete a checklist or my account?</h3>
        <p>
          To delete a checklist, open My checklists and choose Delete. This also removes its likes, its saves
          and everyone&apos;s progress on it, and cannot be undone. To delete your account, go to Settings and
          confirm the deletion. Your progress, likes and saves are removed and you are signed out everywhere.
          Checklists you created stay on the site, credited to a deleted user, unless you delete them first.
        </p>
      </section>

      <section>
        <h2 className={h2}>Privacy and problems</h2>

        <h3 className={h3}>What does {siteName} know about me?</h3>
        <p>
          Only what it needs to run your account: the name, email address and photo link Google shares at
          sign-in, plus your nickname, handle, avatar, checklists, likes, saves and progress. There is no
          advertising and no tracking. Your email address is never shown to other players. The{" "}
          <Link className={link} to="/privacy">
            Privacy Policy
          </Link>{" "}
          has the details.
        </p>

        <h3 className={h3}>How do I report a problem or a checklist?</h3>
        <p>
          If you find a bug, a checklist that breaks the Content Rules, or something that is not working for
          you, write to{" "}
          <a className={link} href={`mailto:${contactEmail}`}>
            {contactEmail}
          </a>
          . For a checklist, include its link and what is wrong with it. The{" "}
          <Link className={link} to="/community">
            Community page
          </Link>{" "}
          lists other places to reach us.
        </p>
      </section>
    </StaticPage>
  );
}
