import { useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import { Link, useLocation, useNavigate, useParams } from "react-router";
import { Avatar } from "#web/components/avatar.tsx";
import { PageHeading } from "#web/components/page-heading.tsx";
import { PageLoading } from "#web/components/page-loading.tsx";
import { PageTitle } from "#web/components/page-title.tsx";
import { PagedList } from "#web/components/paged-list.tsx";
import { pageHrefs } from "#web/components/pagination.tsx";
import { textLink } from "#web/components/ui/button-styles.ts";
import { ApiError } from "#web/lib/api-client.ts";
import { useT } from "#web/lib/i18n.tsx";
import { usePageParam } from "#web/lib/use-page-param.ts";
import { ChecklistCard } from "../checklists/components/checklist-card.tsx";
import { CollectionList } from "../collections/collection-list.tsx";
import { userCollectionsQuery } from "../collections/queries.ts";
import { useProfile, useProfileChecklists } from "./api.ts";
import { FollowButton, NotifyMeToggle } from "./follow-controls.tsx";

const BADGE_STYLE = {
  Author: "border-emerald-800 bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-200",
  Admin: "border-red-800 bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-200",
  Creator: "border-violet-800 bg-violet-100 text-violet-900 dark:bg-violet-950 dark:text-violet-200",
} as const;

const BADGE_NAME = {
  Author: "people.badgeAuthor",
  Admin: "people.badgeAdmin",
  Creator: "people.badgeCreator",
} as const;

function TheirChecklists({ handle }: { handle: string }) {
  const page = usePageParam();
  const query = useProfileChecklists(handle, page);
  const t = useT();
  const path = `/users/${encodeURIComponent(handle)}`;
  return (
    <PagedList query={query} page={page} hrefFor={pageHrefs(path)} empty={t("people.noChecklists")}>
      {(data) => (
        <>
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {data.items.map((checklist) => (
              <li key={checklist.id}>
                <ChecklistCard checklist={checklist} headingLevel="h3" />
              </li>
            ))}
          </ul>
        </>
      )}
    </PagedList>
  );
}

/** D39: an old handle was followed to the person's current one; the address bar says the new one. */
function useCurrentHandleInAddress(handleInAddress: string, currentHandle: string | undefined) {
  const navigate = useNavigate();
  const { search } = useLocation();
  useEffect(() => {
    if (currentHandle && currentHandle !== handleInAddress.toLowerCase()) {
      navigate(`/users/${encodeURIComponent(currentHandle)}${search}`, { replace: true });
    }
  }, [currentHandle, handleInAddress, navigate, search]);
}

/** SPEC §2 User profile (/users/{handle}). */
export default function ProfilePage() {
  const { id = "" } = useParams();
  const query = useProfile(id);
  const t = useT();
  useCurrentHandleInAddress(id, query.data?.handle);
  if (query.isPending) return <PageLoading />;
  if (query.isError) {
    const missing = query.error instanceof ApiError && query.error.status === 404;
    return (
      <div className="mx-auto max-w-3xl px-4 py-16 text-center sm:px-6">
        <PageTitle title={missing ? t("people.userNotFoundTitle") : t("people.profile")} />
        <PageHeading>{missing ? t("people.userNotFound") : t("people.profile")}</PageHeading>
        <p className="mt-4">
          {missing ? null : query.error.message}{" "}
          <Link to="/checklists" className={textLink}>
            {t("people.exploreChecklists")}
          </Link>
        </p>
      </div>
    );
  }
  const profile = query.data;
  const name = profile.displayName || t("common.guest");
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6">
      <PageTitle title={name} />
      <div className="flex flex-wrap items-center gap-5">
        <Avatar avatarUrl={profile.avatarUrl} handle={profile.handle} size={96} alt="" />
        <div className="min-w-0">
          <PageHeading>{name}</PageHeading>
          <p className="text-stone-600 dark:text-stone-400">@{profile.handle}</p>
          {profile.badges.length ? (
            <ul aria-label={t("people.badges")} className="mt-2 flex flex-wrap gap-2">
              {profile.badges.map((badge) => (
                <li
                  key={badge}
                  className={`rounded border px-2 py-0.5 text-sm font-bold ${BADGE_STYLE[badge]}`}
                >
                  {t(BADGE_NAME[badge])}
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      </div>
      <div className="mt-4 flex flex-wrap items-center gap-x-5 gap-y-2">
        <FollowButton profile={profile} />
        <NotifyMeToggle profile={profile} />
      </div>
      <dl className="mt-6 flex flex-wrap gap-x-8 gap-y-3">
        <div>
          <dt className="text-sm font-bold uppercase tracking-wide text-stone-600 dark:text-stone-400">
            {t("people.statChecklists")}
          </dt>
          <dd className="text-2xl font-bold">{profile.checklistCount}</dd>
        </div>
        <div>
          <dt className="text-sm font-bold uppercase tracking-wide text-stone-600 dark:text-stone-400">
            {t("people.statTotalLikes")}
          </dt>
          <dd className="text-2xl font-bold">{profile.totalLikes}</dd>
        </div>
        {(["followers", "following"] as const).map((which) => (
          <div key={which}>
            <dt className="text-sm font-bold uppercase tracking-wide text-stone-600 dark:text-stone-400">
              {which === "followers" ? t("people.statFollowers") : t("people.statFollowing")}
            </dt>
            <dd className="text-2xl font-bold">
              <Link
                to={`/users/${encodeURIComponent(profile.handle)}/${which}`}
                // A count of one digit is still a 24 px wide target (WCAG 2.2, layout.spec).
                className={`${textLink} inline-block min-w-6`}
                aria-label={
                  which === "followers"
                    ? t("people.followerCount", { count: profile.followerCount })
                    : t("people.followingCount", { count: profile.followingCount })
                }
              >
                {which === "followers" ? profile.followerCount : profile.followingCount}
              </Link>
            </dd>
          </div>
        ))}
      </dl>
      <section aria-labelledby="their-checklists" className="mt-8">
        <h2 id="their-checklists" className="mb-4 text-2xl font-bold">
          {t("people.publishedChecklists")}
        </h2>
        <TheirChecklists handle={profile.handle} />
      </section>
      <TheirCollections handle={profile.handle} />
    </div>
  );
}

/** D68: the collections they made public; none, no section. */
function TheirCollections({ handle }: { handle: string }) {
  const query = useQuery(userCollectionsQuery(handle));
  const t = useT();
  if (!query.data || query.data.items.length === 0) return null;
  return (
    <section aria-labelledby="their-collections" className="mt-8">
      <h2 id="their-collections" className="mb-4 text-2xl font-bold">
        {t("people.collections")}
      </h2>
      <CollectionList items={query.data.items} label={t("people.theirCollections")} />
    </section>
  );
}
