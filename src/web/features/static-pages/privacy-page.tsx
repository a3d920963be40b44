import { Link } from "react-router";
import { StaticPage } from "#web/components/static-page.tsx";
import { dayOf } from "#web/lib/day-of.ts";
import { useSiteConfig } from "#web/lib/site-config.ts";

const h2 = "mt-8 text-xl font-semibold text-stone-900 dark:text-stone-50";
const list = "list-disc pl-6 space-y-1";
const link = "underline text-emerald-800 dark:text-emerald-300";

export default function PrivacyPage() {
  const { siteName, contactEmail } = useSiteConfig();
  const mail = (
    <a className={link} href={`mailto:${contactEmail}`}>
      {contactEmail}
    </a>
  );

  return (
    <StaticPage title="Privacy Policy" heading="Privacy Policy" lead={`Last updated ${dayOf("2025-06-05")}`}>
      <p>
        This policy explains what personal data {siteName} handles, why, and what you can do about it. We
        collect as little as the site needs to work: there is no advertising, no tracking across sites, and
        nothing about you is sold or passed on.
      </p>

      <section>
        <h2 className={h2}>Who is responsible</h2>
        <p>
          The operator of this copy of {siteName} is responsible for your data. You can reach us at {mail} for
          any question or request about your data.
        </p>
      </section>

      <section>
        <h2 className={h2}>What we receive when you sign in</h2>
        <p>
          You sign in with Google using OpenID Connect. You enter your password on Google&apos;s page, never
          on ours. Google then tells our server:
        </p>
        <ul className={list}>
          <li>your account id at Google, which is how we recognize you the next time you sign in;</li>
          <li>your name, which becomes your first nickname;</li>
          <li>your email address;</li>
          <li>the address (URL) of your Google profile photo.</li>
        </ul>
        <p>
          The sign-in exchange with Google happens between Google and our server. Google&apos;s tokens never
          reach your browser, and we do not keep them once we have read the details above. We never get access
          to your Gmail, contacts, files or any other Google data. Google handles the sign-in under its own
          privacy policy.
        </p>
      </section>

      <section>
        <h2 className={h2}>What we store</h2>
        <ul className={list}>
          <li>
            <strong>Account:</strong> your Google account id, name, email address and profile photo URL, and
            the date you joined.
          </li>
          <li>
            <strong>Profile:</strong> your nickname, your handle (made from your nickname) and the avatar URL
            you set.
          </li>
          <li>
            <strong>Activity:</strong> the checklists you create and edit, the checklists you like and save,
            the checklists you join and the steps you tick.
          </li>
          <li>
            <strong>Sessions:</strong> a record of each signed-in browser: a hashed form of its random token
            and its expiry date.
          </li>
        </ul>
        <p>
          We use this data only to run your account and the features you use, to moderate content, and to keep
          the site safe. Your email address is never shown to other users. Others can see your nickname,
          handle, avatar, your approved checklists and how many likes they have; they cannot see which
          checklists you liked, saved or joined, or your progress.
        </p>
      </section>

      <section>
        <h2 className={h2}>Cookies</h2>
        <p>
          We use one cookie to keep you signed in. It is httpOnly (scripts in the page cannot read it), holds
          a random token, and expires 30 days after your last visit; each visit extends it. Logging out
          deletes the session on our server. While you are being sent to Google and back, a second,
          short-lived cookie ties the sign-in request to your browser and is used up when you return. There
          are no advertising, analytics or tracking cookies.
        </p>
      </section>

      <section>
        <h2 className={h2}>Analytics</h2>
        <p>
          To know which pages are used, our own server counts page views per path per day, for example
          &quot;/checklists was opened 120 times on this day&quot;. No cookie is set for this, no user
          identifier or IP address is stored with the count, and the data is never sent to an analytics
          company. If your browser sends a Do Not Track or Global Privacy Control signal, your page views are
          not counted at all.
        </p>
      </section>

      <section>
        <h2 className={h2}>Security and abuse protection</h2>
        <p>
          To stop abuse, such as thousands of sign-in attempts or likes from one place, the server keeps
          short-lived counters per account and per IP address. They only count requests within a window of at
          most one hour and are not linked to your profile. Moderation actions are logged with the checklist
          title, the moderator and the reason, so decisions can be reviewed later.
        </p>
      </section>

      <section>
        <h2 className={h2}>Third parties and avatar images</h2>
        <p>
          We do not send your data to third parties, and the site loads no third-party scripts or advertising.
          Avatars are the one exception to keep in mind: an avatar image is loaded by each visitor&apos;s
          browser directly from the web address its owner gave (or from Google for a profile photo). That
          server sees the visitor&apos;s IP address, as with any image on the web. We load avatars without a
          referrer, so the image host is not told which page of {siteName} showed it.
        </p>
      </section>

      <section>
        <h2 className={h2}>How long we keep data and how to delete it</h2>
        <p>
          We keep your account data for as long as you have an account. You can change your nickname and
          avatar at any time in{" "}
          <Link className={link} to="/my/settings">
            Settings
          </Link>
          , and delete your account there too. Deleting your account removes your account details, your
          progress, your likes (the like counts are adjusted) and your saves, and signs you out on every
          device. Checklists you created stay published, credited to a deleted user, unless you delete them
          before you delete your account. Page view counts contain no personal data and are kept as
          statistics.
        </p>
      </section>

      <section>
        <h2 className={h2}>Your rights</h2>
        <p>
          Depending on where you live, you may have the right to access the data we hold about you, to have it
          corrected or deleted, to receive a copy of it, and to object to how we use it. Write to {mail} and
          we will answer within one month. You can also complain to your local data protection authority.
        </p>
      </section>

      <section>
        <h2 className={h2}>Children</h2>
        <p>
          You must be at least 13 years old to create an account, as our{" "}
          <Link className={link} to="/legal">
            Terms of Use
          </Link>{" "}
          say. We do not knowingly keep data about younger children. If you believe a child under 13 has an
          account, contact us and we will delete it.
        </p>
      </section>

      <section>
        <h2 className={h2}>Changes to this policy</h2>
        <p>
          When this policy changes, we update the date at the top of the page. For significant changes we also
          put a notice on the site before they apply.
        </p>
      </section>
    </StaticPage>
  );
}
