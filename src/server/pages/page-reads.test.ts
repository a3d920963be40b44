import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { readOncePerPage, withPageReads } from "./page-reads.ts";

describe("readOncePerPage", () => {
  it("reads once for a page and the API call it makes through app.inject", async () => {
    let reads = 0;
    const read = async () => {
      reads += 1;
      return { title: "Stone age" };
    };
    const app = Fastify();
    app.get("/api/thing", async () => readOncePerPage("thing", read));
    await app.ready();

    const answer = await withPageReads(async () => {
      const forHead = await readOncePerPage("thing", read);
      const fromApi = await app.inject({ method: "GET", url: "/api/thing" });
      return { forHead, fromApi: fromApi.json() };
    });
    expect(answer).toEqual({ forHead: { title: "Stone age" }, fromApi: { title: "Stone age" } });
    expect(reads).toBe(1);

    // Outside a page render every call reads: nothing is kept between requests.
    await app.inject({ method: "GET", url: "/api/thing" });
    await app.inject({ method: "GET", url: "/api/thing" });
    expect(reads).toBe(3);
    await app.close();
  });
});
