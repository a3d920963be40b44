import type { Home, HomeSection, HomeSectionPage } from "#shared/contracts/home.ts";
import { apiQuery } from "#web/lib/api-query.ts";

/** D69: the signed-in home page's queries, without the query library (the route loader imports them). */
export const homeKeys = {
  all: ["me", "home"] as const,
  section: (section: HomeSection, page: number) => ["me", "home", section, page] as const,
};

/** The first page of each section, as the server renders the home page with it. */
export const homeQuery = () => apiQuery<Home>(homeKeys.all, "/api/me/home");

/** A further page of one section ('Show more'). */
export const homeSectionQuery = <S extends HomeSection>(section: S, page: number) =>
  apiQuery<HomeSectionPage<S>>(homeKeys.section(section, page), `/api/me/home/${section}?page=${page}`);
