import { describe, expect, it } from "vitest";
import { exploreQuerySchema } from "#shared/contracts/checklists.ts";
import { exploreApiSearch, exploreSearch, parseExploreParams } from "./explore-params.ts";

const parse = (query: string) => parseExploreParams(new URLSearchParams(query));

describe("Explore's URL (D27)", () => {
  it("gives the defaults for an empty URL, and an empty query string back", () => {
    const params = parse("");
    expect(params).toEqual({
      q: "",
      sort: "popular",
      categories: [],
      difficulty: [],
      versions: [],
      languages: null,
      page: 1,
      perPage: 10,
    });
    expect(exploreSearch(params)).toBe("");
  });

  it("reads every parameter by the API's names and writes the same query back", () => {
    const query =
      "q=iron+farm&sort=newest&categories=0%2C2&difficulty=Easy%2CHard&versions=1.20.1&languages=pt-BR%2Cde&page=3&perPage=20";
    const params = parse(query);
    expect(params).toEqual({
      q: "iron farm",
      sort: "newest",
      categories: [0, 2],
      difficulty: ["Easy", "Hard"],
      versions: ["1.20.1"],
      languages: ["pt-BR", "de"],
      page: 3,
      perPage: 20,
    });
    expect(exploreSearch(params)).toBe(`?${query}`);
  });

  it("drops what it does not know, so a bad link still shows a page", () => {
    expect(
      parse(
        "sort=best&categories=9,x,1&difficulty=Impossible&versions=1.21-pre1,x,26.4-snapshot-6&languages=xx,tlh&page=-2&perPage=7",
      ),
    ).toEqual({
      q: "",
      sort: "popular",
      categories: [1],
      difficulty: [],
      versions: [],
      languages: null,
      page: 1,
      perPage: 10,
    });
    expect(parse("page=1.5").page).toBe(1);
    expect(parse(`q=${"a".repeat(500)}`).q.length).toBeLessThanOrEqual(200);
  });

  it("writes only queries the API accepts", () => {
    for (const query of [
      "",
      "q=x&sort=steps&categories=4&perPage=50&page=2",
      "difficulty=Medium&versions=1.7.10,1.21.5",
      "languages=all",
      "languages=fr,es",
    ]) {
      const written = new URLSearchParams(exploreApiSearch(parse(query), "pt-BR"));
      expect(exploreQuerySchema.safeParse(Object.fromEntries(written)).success, query).toBe(true);
    }
  });

  it("D65: asks for the reader's language and English by default, every language for 'all'", () => {
    expect(exploreApiSearch(parse(""), "pt-BR")).toBe("?languages=pt-BR%2Cen");
    expect(exploreApiSearch(parse(""), "en")).toBe("?languages=en");
    expect(exploreApiSearch(parse(""), "en-XA")).toBe("?languages=en");
    expect(exploreApiSearch(parse("languages=all"), "de")).toBe("");
    expect(exploreSearch(parse("languages=all"))).toBe("?languages=all");
    expect(exploreApiSearch(parse("languages=fr"), "de")).toBe("?languages=fr");
  });
});
