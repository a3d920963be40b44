import { createConfig, lintFromString } from "@redocly/openapi-core";
import { Document, type RulesetDefinition, Spectral } from "@stoplight/spectral-core";
import { Json } from "@stoplight/spectral-parsers";
import { oas } from "@stoplight/spectral-rulesets";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ERROR_STATUS, type ErrorCode } from "#shared/errors.ts";
import { startTestApp, type TestApp } from "../test-support/test-app.ts";

/**
 * Warnings the document keeps on purpose, each with its reason; any other warning fails.
 * - the sign-in start and callback only redirect (302): they have no 2XX answer;
 * - the servers' URL is PUBLIC_URL, which is localhost in a test (a real origin in production);
 * - the project has chosen no license yet, so the document claims none.
 */
const KEPT = [
  "operation-2xx-response at #/paths/~1auth~1login/get/responses",
  "operation-2xx-response at #/paths/~1auth~1callback/get/responses",
  "no-server-example.com at #/servers/0/url",
  "info-license at #/info",
];

/** The document as the running app serves it, linted with Redocly's recommended rules. */
describe("the OpenAPI document", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp("pglite", { SEED_DEMO: "false" });
  });
  afterAll(async () => {
    await t?.close();
  });

  async function lintProblems(source: string) {
    const problems = await lintFromString({
      source,
      absoluteRef: `${t.url}/api/openapi.json`,
      config: await createConfig({ extends: ["recommended"] }),
    });
    return problems.map(
      (problem) => `${problem.ruleId} at ${problem.location[0]?.pointer ?? "?"}: ${problem.message}`,
    );
  }

  /** Spectral's errors and warnings (severity 0 and 1; 2 and 3 are information and hints). */
  async function spectralProblems(source: string) {
    const spectral = new Spectral();
    // The package types its ruleset narrower than setRuleset takes (no `extends` of its own).
    spectral.setRuleset({ extends: [[oas as RulesetDefinition, "recommended"]] });
    const results = await spectral.run(new Document(source, Json));
    return results
      .filter((result) => result.severity <= 1)
      .map((result) => `${result.code} at ${result.path.join(".")}: ${result.message}`);
  }

  it("passes Redocly's recommended lint without an error or a warning an integrator would meet", async () => {
    const source = await (await fetch(`${t.url}/api/openapi.json`)).text();
    const problems = await lintProblems(source);
    expect(problems.filter((problem) => !KEPT.some((kept) => problem.startsWith(`${kept}:`)))).toEqual([]);
  });

  it("passes Spectral's OpenAPI rules without an error or a warning", async () => {
    const source = await (await fetch(`${t.url}/api/openapi.json`)).text();
    expect(await spectralProblems(source)).toEqual([]);
  });

  it("gives every operation a unique camelCase operationId and only declared, described tags", async () => {
    const document = await (await fetch(`${t.url}/api/openapi.json`)).json();
    const declared = new Map<string, string>(
      (document.tags ?? []).map((tag: { name: string; description: string }) => [tag.name, tag.description]),
    );
    const ids: string[] = [];
    for (const [path, operations] of Object.entries(document.paths) as [
      string,
      Record<string, Operation>,
    ][]) {
      for (const [method, operation] of Object.entries(operations)) {
        expect(operation.operationId, `${method} ${path}`).toMatch(/^[a-z]+(?:[A-Z][a-z0-9]*)+$/);
        ids.push(operation.operationId ?? "");
        expect(operation.tags?.length, `${method} ${path}`).toBeGreaterThan(0);
        for (const tag of operation.tags ?? []) expect(declared.get(tag), tag).toBeTruthy();
        // Node answers an oversized address or headers itself, on any operation.
        expect(operation.responses["431"], `${method} ${path}`).toBeDefined();
      }
    }
    expect(ids.length).toBeGreaterThanOrEqual(68);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("lists every error code at an answer of its status, and codes at every error answer (decision 046)", async () => {
    const document = await (await fetch(`${t.url}/api/openapi.json`)).json();
    const listed = new Set<string>();
    for (const [path, operations] of Object.entries(document.paths) as [
      string,
      Record<string, Operation>,
    ][]) {
      for (const [method, operation] of Object.entries(operations)) {
        for (const [status, answer] of Object.entries(operation.responses) as [string, Answer][]) {
          const codes = answer["x-error-codes"] ?? [];
          for (const code of codes) listed.add(code);
          const where = `${method} ${path} ${status}`;
          if (status === "default")
            expect(codes, where).toEqual(["request_timeout", "internal", "unavailable"]);
          else if (status === "302") continue;
          else if (isErrorAnswer(answer)) {
            expect(codes.length, where).toBeGreaterThan(0);
            for (const code of codes) expect(ERROR_STATUS[code], `${where} ${code}`).toBe(Number(status));
          } else expect(codes, where).toEqual([]);
        }
      }
    }
    // A method an address does not take is no operation's answer: the document's description names it.
    expect(document.info.description).toContain("`method_not_allowed`");
    listed.add("method_not_allowed");
    expect([...listed].sort()).toEqual(Object.keys(ERROR_STATUS).sort());
  });

  it("would catch a broken document (neither lint is a no-op)", async () => {
    const document = await (await fetch(`${t.url}/api/openapi.json`)).json();
    delete document.info;
    for (const operations of Object.values(document.paths) as Record<
      string,
      { summary?: string; description?: string }
    >[]) {
      for (const operation of Object.values(operations)) {
        delete operation.summary;
        delete operation.description;
      }
    }
    expect((await lintProblems(JSON.stringify(document))).length).toBeGreaterThan(KEPT.length);
    expect((await spectralProblems(JSON.stringify(document))).length).toBeGreaterThan(0);
  });
});

interface Operation {
  operationId?: string;
  tags?: string[];
  responses: Record<string, unknown>;
}

const isErrorAnswer = (answer: Answer) =>
  Object.values(answer.content ?? {}).some((media) => media.schema?.$ref === "#/components/schemas/Error");

interface Answer {
  "x-error-codes"?: ErrorCode[];
  content?: Record<string, { schema?: { $ref?: string } }>;
}
