import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { textLink } from "#web/components/ui/button-styles.ts";
import { QueryBoundary } from "#web/lib/query-boundary.tsx";
import { ChecklistCard } from "../../checklists/components/checklist-card.tsx";
import { homeQuery } from "../queries.ts";
import { ContinueCard, FriendRunCard, UpdatedCard } from "./home-cards.tsx";
import { HomeSectionList } from "./home-section.tsx";

function Sections() {
  const home = useQuery(homeQuery());
  // Not loaded (or it could not be): the landing page goes on without its personal part.
  if (!home.data) return null;
  const { continue: continuing, following, updated, friends } = home.data;
  return (
    <>
      <HomeSectionList
        section="continue"
        heading="Continue"
        first={continuing}
        aside={
          <Link to="/my/in-progress" className={textLink}>
            All checklists in progress ({continuing.total})
          </Link>
        }
        empty={
          <>
            Nothing in progress yet.{" "}
            <Link to="/checklists" className={textLink}>
              Find a checklist to play
            </Link>{" "}
            and join it.
          </>
        }
        keyOf={(item) => item.runId}
        renderItem={(item) => <ContinueCard item={item} />}
      />
      <HomeSectionList
        section="following"
        heading="New from creators you follow"
        first={following}
        empty={
          <>
            Follow creators to see their new guides here: press Follow on a guide&apos;s author or profile.{" "}
            <Link to="/checklists" className={textLink}>
              Find creators in Explore
            </Link>
          </>
        }
        keyOf={(item) => item.id}
        renderItem={(item) => <ChecklistCard checklist={item} variant="featured" headingLevel="h3" />}
      />
      <HomeSectionList
        section="updated"
        heading="Updated guides you play"
        first={updated}
        empty="No guide you play has changed since you started. When an author updates one, it shows here."
        keyOf={(item) => item.runId}
        renderItem={(item) => <UpdatedCard item={item} />}
      />
      <HomeSectionList
        section="friends"
        heading="Your friends' runs"
        first={friends}
        empty={
          <>
            No runs shared yet. When people you follow share a run by link, it shows here.{" "}
            <Link to="/checklists" className={textLink}>
              Find people to follow
            </Link>
          </>
        }
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
