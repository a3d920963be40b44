import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { textLink } from "#web/components/ui/button-styles.ts";
import { richText, useT } from "#web/lib/i18n.tsx";
import { QueryBoundary } from "#web/lib/query-boundary.tsx";
import { ChecklistCard } from "../../checklists/components/checklist-card.tsx";
import { homeQuery } from "../queries.ts";
import { ContinueCard, FriendRunCard, UpdatedCard } from "./home-cards.tsx";
import { HomeSectionList } from "./home-section.tsx";

const toExplore = (text: string) => (
  <Link to="/checklists" className={textLink}>
    {text}
  </Link>
);

function Sections() {
  const home = useQuery(homeQuery());
  const t = useT();
  // Not loaded (or it could not be): the landing page goes on without its personal part.
  if (!home.data) return null;
  const { continue: continuing, following, updated, friends } = home.data;
  return (
    <>
      <HomeSectionList
        section="continue"
        heading={t("home.continueHeading")}
        first={continuing}
        aside={
          <Link to="/my/in-progress" className={textLink}>
            {t("home.allInProgress", { count: continuing.total })}
          </Link>
        }
        empty={richText(t("home.continueEmpty"), { explore: toExplore })}
        keyOf={(item) => item.runId}
        renderItem={(item) => <ContinueCard item={item} />}
      />
      <HomeSectionList
        section="following"
        heading={t("home.followingHeading")}
        first={following}
        empty={richText(t("home.followingEmpty"), { explore: toExplore })}
        keyOf={(item) => item.id}
        renderItem={(item) => <ChecklistCard checklist={item} variant="featured" headingLevel="h3" />}
      />
      <HomeSectionList
        section="updated"
        heading={t("home.updatedHeading")}
        first={updated}
        empty={t("home.updatedEmpty")}
        keyOf={(item) => item.runId}
        renderItem={(item) => <UpdatedCard item={item} />}
      />
      <HomeSectionList
        section="friends"
        heading={t("home.friendsHeading")}
        first={friends}
        empty={richText(t("home.friendsEmpty"), { explore: toExplore })}
        keyOf={(item) => item.runId}
        renderItem={(item) => <FriendRunCard item={item} />}
      />
    </>
  );
}

/** D69 · A home for you: a signed-in person's own sections, under the landing page's hero. */
export default function HomeForYou() {
  return (
    <QueryBoundary>
      <Sections />
    </QueryBoundary>
  );
}
