import { Link } from "react-router";
import { StaticPage } from "#web/components/static-page.tsx";
import { dayOf } from "#web/lib/day-of.ts";
import { useSiteConfig } from "#web/lib/site-config.ts";

const h2 = "mt-8 text-xl font-semibold text-stone-900 dark:text-stone-50";
const list = "list-disc pl-6 space-y-1";
const link = "underline text-emerald-800 dark:text-emerald-300";

export default function LegalPage() {
  const { siteName, contactEmail } = useSiteConfig();

  return (
    <StaticPage title="Terms of Use" heading="Terms of Use" lead={`Effective ${dayOf("2025-05-25")}`}>
      <p>
        These terms are the agreement between you and the operator of {siteName} (&quot;we&quot;,
        &quot;us&quot;) about your use of this site. By browsing {siteName} or signing in, you accept them. If
        you do not agree, please do not use the site.
      </p>

      <section>
        <h2 className={h2}>1. Who may use {siteName}</h2>
        <p>
          You must be at least 13 years old to create an account. If the law where you live sets a higher age
          for using online services on your own, you must meet that age, or have your parent or guardian agree
          to these terms for you. Visitors of any age may read published checklists without an account.
        </p>
      </section>

      <section>
        <h2 className={h2}>2. Your account</h2>
        <p>
          You sign in with an account of an outside identity provider (Google). You are responsible for what
          happens under your account, so keep your Google account secure and log out on shared devices. Choose
          a nickname and avatar that follow the{" "}
          <Link className={link} to="/rules">
            Content Rules
          </Link>
          ; do not pretend to be another person, a moderator or the makers of Minecraft. One person may hold
          more than one account, but not to get around a moderation decision or to inflate likes. You may
          delete your account at any time from Settings.
        </p>
      </section>

      <section>
        <h2 className={h2}>3. Your content and the license you give us</h2>
        <p>
          The checklists, steps, tags, nicknames and avatar links you submit remain yours. So that we can run
          the site, you give us a worldwide, non-exclusive, royalty-free license to store, reproduce, display
          and distribute that content on {siteName}, including in link previews when someone shares a
          checklist, and to adapt its presentation (for example shortening a description on a card). Other
          users may read your published checklists, follow them, and share links to them.
        </p>
        <p>
          The license ends when you delete the content, except for copies kept briefly in backups and the
          checklist title recorded in our moderation log. If you delete your account without first deleting
          your checklists, they stay published, credited to a deleted user, and the license for them
          continues.
        </p>
        <p>
          You promise that you have the right to publish what you submit, and that it does not infringe anyone
          else&apos;s copyright, trademark or other rights.
        </p>
      </section>

      <section>
        <h2 className={h2}>4. Content rules</h2>
        <p>
          Everything you publish must follow the{" "}
          <Link className={link} to="/rules">
            Content Rules
          </Link>
          , which are part of these terms. In short: no hate, harassment, sexual content, spam, piracy,
          malware, personal data of others, impersonation, or copyrighted material you have no right to use.
        </p>
      </section>

      <section>
        <h2 className={h2}>5. Moderation</h2>
        <p>
          Every new checklist and every edit to a published checklist is reviewed by a moderator before it is
          public. Review takes on average 24 hours, but we do not promise any particular time. Moderators may
          approve or reject a submission, giving a reason when they reject it, and may delete checklists that
          break these terms. We record moderation actions. We are not obliged to publish any submission, and
          an approval does not mean that we check or vouch for every step.
        </p>
      </section>

      <section>
        <h2 className={h2}>6. Things you must not do</h2>
        <ul className={list}>
          <li>break the law or help others to do so through {siteName};</li>
          <li>
            try to get into other people&apos;s accounts or into parts of the site you are not allowed to use;
          </li>
          <li>
            overload the site, get around its rate limits, or scrape it in a way that harms other users
            (reading pages and following shared links as a normal visitor is fine);
          </li>
          <li>manipulate likes, for example with scripts or accounts made for that purpose;</li>
          <li>interfere with the security of the site or of other users.</li>
        </ul>
      </section>

      <section>
        <h2 className={h2}>7. Suspension and termination</h2>
        <p>
          You can stop using {siteName} whenever you like and delete your account from Settings. We may remove
          content, or suspend or close an account, when it breaks these terms or the Content Rules, when the
          law requires it, or to protect other users. Where it is reasonable, we tell you why. We may also
          change or stop the service; if we shut it down, we will try to announce it on the site in advance.
        </p>
      </section>

      <section>
        <h2 className={h2}>8. Disclaimers and liability</h2>
        <p>
          {siteName} is free and is provided &quot;as is&quot; and &quot;as available&quot;, without
          warranties of any kind. Checklists are written by players and may be incomplete, out of date or
          wrong for your version of the game or modpack. Follow them at your own risk and back up your worlds
          before big changes. To the extent the law allows, we are not liable for lost worlds, lost progress,
          or indirect or consequential damage arising from your use of the site. Nothing in these terms limits
          rights you have under consumer protection laws that cannot be waived.
        </p>
      </section>

      <section>
        <h2 className={h2}>9. Unofficial product</h2>
        <p>
          {siteName} is not an official Minecraft product. It is not approved by or associated with Mojang or
          Microsoft. Minecraft and related names are trademarks of their owners and are used here only to
          describe what the checklists are about.
        </p>
      </section>

      <section>
        <h2 className={h2}>10. Changes to these terms</h2>
        <p>
          We may update these terms as the site changes. The date at the top of this page shows when the
          current version took effect. For significant changes we will put a notice on the site before they
          apply. If you keep using {siteName} after a change takes effect, the new terms apply to you; if you
          do not agree, you can delete your account.
        </p>
      </section>

      <section>
        <h2 className={h2}>11. Contact</h2>
        <p>
          Questions about these terms, or reports of content that breaks them, can be sent to{" "}
          <a className={link} href={`mailto:${contactEmail}`}>
            {contactEmail}
          </a>
          . How we handle your personal data is described in the{" "}
          <Link className={link} to="/privacy">
            Privacy Policy
          </Link>
          .
        </p>
      </section>
    </StaticPage>
  );
}
