import { Link } from "react-router";
import { StaticPage } from "#web/components/static-page.tsx";
import { useSiteConfig } from "#web/lib/site-config.ts";

const h2 = "mt-8 text-xl font-semibold text-stone-900 dark:text-stone-50";
const list = "list-disc pl-6 space-y-1";
const link = "underline text-emerald-800 dark:text-emerald-300";

export default function RulesPage() {
  const { siteName, contactEmail } = useSiteConfig();

  return (
    <StaticPage
      title="Content Rules"
      heading="Content Rules"
      lead={`What you may publish on ${siteName}, and how moderation works.`}
    >
      <p>
        {siteName} is used by players of every age, including young teenagers. These rules keep it useful and
        safe. They apply to everything you publish: checklist titles, descriptions, steps, tags, ids,
        nicknames and avatar images. They are part of our{" "}
        <Link className={link} to="/legal">
          Terms of Use
        </Link>
        .
      </p>

      <section>
        <h2 className={h2}>What you may publish</h2>
        <ul className={list}>
          <li>goals and progressions for survival, hardcore and adventure play;</li>
          <li>build plans broken down into steps, from a starter house to a mega base;</li>
          <li>guides through modpacks and mods, and routes through their progression;</li>
          <li>
            tutorials for farms, redstone, speedrun routes, and collection goals such as all advancements;
          </li>
          <li>your own ideas, as long as each step is something a player can actually do and tick off.</li>
        </ul>
      </section>

      <section>
        <h2 className={h2}>What you may not publish</h2>
        <ul className={list}>
          <li>
            <strong>Hate:</strong> content that attacks people for their race, ethnicity, nationality,
            religion, gender, sexual orientation, disability or similar traits.
          </li>
          <li>
            <strong>Harassment:</strong> insults, threats, bullying or content aimed at a particular person.
          </li>
          <li>
            <strong>NSFW content:</strong> sexual content, graphic violence or gore, in text or in avatar
            images.
          </li>
          <li>
            <strong>Spam:</strong> advertising, repeated or near-identical checklists, meaningless steps, or
            checklists made only to carry a link.
          </li>
          <li>
            <strong>Piracy:</strong> cracked launchers, pirated copies of the game or of paid content, or
            instructions for getting around a purchase.
          </li>
          <li>
            <strong>Malware:</strong> links to downloads that are harmful, disguised, or not from the official
            page of a mod or tool. Link to mods only on their official pages.
          </li>
          <li>
            <strong>Personal data:</strong> anyone&apos;s real name, address, phone number, email, photos or
            other private details, including your own.
          </li>
          <li>
            <strong>Impersonation:</strong> pretending to be another player, a creator, a moderator, Mojang or
            Microsoft.
          </li>
          <li>
            <strong>Copyrighted material without rights:</strong> copying another author&apos;s guide, text or
            images without permission. Credit and link to sources you built on.
          </li>
          <li>anything illegal, or content that encourages dangerous behavior in real life.</li>
        </ul>
      </section>

      <section>
        <h2 className={h2}>Quality guidelines</h2>
        <p>These are not hard rules, but moderators may ask you to improve a checklist that ignores them.</p>
        <ul className={list}>
          <li>
            Use a clear, specific title that says what the player will achieve, such as &quot;Full netherite
            armor in survival&quot; rather than &quot;My list&quot;.
          </li>
          <li>Use a description to explain who the checklist is for and what the player needs to start.</li>
          <li>Give each step one concrete action with a short title; put details in its description.</li>
          <li>
            Add 3 to 6 tags that players would search for, such as &quot;nether&quot; or &quot;farm&quot;.
          </li>
          <li>
            Choose the Minecraft version the checklist really works from, and a difficulty that matches it:
            Easy, Medium or Hard.
          </li>
          <li>Pick the categories that fit, up to three, and write in a language most players can follow.</li>
        </ul>
      </section>

      <section>
        <h2 className={h2}>Moderation and re-moderation</h2>
        <p>
          Every new checklist is reviewed by a moderator before it becomes public, and so is every edit:
          editing a published checklist sends the new version through re-moderation. While an edit waits, the
          approved version stays public and players keep their progress. Moderation takes on average 24 hours.
          Until a checklist is approved, only you and the moderators can see it.
        </p>
      </section>

      <section>
        <h2 className={h2}>When a checklist is rejected</h2>
        <p>
          If a moderator rejects your checklist, a banner on it shows the reason. Open it from{" "}
          <Link className={link} to="/my/created">
            My checklists
          </Link>
          , edit it to fix the problem, and save: it goes back into the review queue. If an edit to a
          published checklist is rejected, the live version stays as it was, and you can edit again.
          Moderators may delete checklists that seriously break these rules, and repeated breaches can lead to
          an account being closed.
        </p>
        <p>
          If you think a decision was wrong, or you find a published checklist that breaks these rules, write
          to{" "}
          <a className={link} href={`mailto:${contactEmail}`}>
            {contactEmail}
          </a>{" "}
          with a link to the checklist.
        </p>
      </section>
    </StaticPage>
  );
}
