import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { Link, useLocation, useParams } from "react-router";
import { Avatar } from "#web/components/avatar.tsx";
import { PageHeading } from "#web/components/page-heading.tsx";
import { PageTitle } from "#web/components/page-title.tsx";
import { PagedList } from "#web/components/paged-list.tsx";
import { pageHrefs } from "#web/components/pagination.tsx";
import { textLink } from "#web/components/ui/button-styles.ts";
import { useT } from "#web/lib/i18n.tsx";
import { usePageParam } from "#web/lib/use-page-param.ts";
import { followListQuery } from "./queries.ts";

/** D67: /users/{handle}/followers and /users/{handle}/following, rendered on the server like the profile. */
export default function FollowListPage() {
  const { id = "" } = useParams();
  const which = useLocation().pathname.endsWith("/following") ? "following" : "followers";
  const page = usePageParam();
  const t = useT();
  const query = useQuery({ ...followListQuery(id, which, page), placeholderData: keepPreviousData });
  const profilePath = `/users/${encodeURIComponent(id)}`;
  const title =
    which === "followers" ? t("people.followersOf", { handle: id }) : t("people.followedBy", { handle: id });
  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:px-6">
      <PageTitle title={title} />
      <PageHeading>{title}</PageHeading>
      <p className="mt-2">
        <Link to={profilePath} className={textLink}>
          {t("people.backToProfile")}
        </Link>
      </p>
      <div className="mt-6">
        <PagedList
          query={query}
          page={page}
          hrefFor={pageHrefs(`${profilePath}/${which}`)}
          empty={which === "followers" ? t("people.noFollowers") : t("people.followsNoOne")}
        >
          {(data) => (
            <ul className="grid gap-3">
              {data.items.map((person) => (
                <li key={person.handle} className="flex items-center gap-3">
                  <Avatar avatarUrl={person.avatarUrl} handle={person.handle} size={40} alt="" />
                  <Link to={`/users/${encodeURIComponent(person.handle)}`} className={textLink}>
                    {person.displayName || t("common.guest")}
                  </Link>
                  <span className="wrap-anywhere text-stone-600 dark:text-stone-400">@{person.handle}</span>
                </li>
              ))}
            </ul>
          )}
        </PagedList>
      </div>
    </div>
  );
}
