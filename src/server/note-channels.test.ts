import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_RATE_LIMITS } from "./config.ts";
import { checklists } from "./db/schema/index.ts";
import type { BrowserClient } from "./test-support/browser-client.ts";
import { checklistInput } from "./test-support/checklist-input.ts";
import { testEngines } from "./test-support/databases.ts";
import { openEvents } from "./test-support/event-stream.ts";
import { quickPerson } from "./test-support/people.ts";
import { startTestApp, type TestApp } from "./test-support/test-app.ts";

/**
 * D46, D73: a run's notes reach its members and no one else, through any channel. Runs shared
 * by link (one of an approved checklist, one of a checklist rejected since) each hold a note;
 * every GET operation of the API, the server-rendered pages, the preview images, the export and
 * the event stream with its replay are read as a guest, a signed-in outsider and a removed
 * player, and none of them may carry the note's text or coordinates.
 */
const SECRET = "Hidden stronghold portal";
const COORDS = { x: 2918273, y: 17, z: -1928374, dimension: "overworld" as const };
const MUST_NOT_APPEAR = [SECRET, String(COORDS.x), String(COORDS.z)];

type Reader = "guest" | "outsider" | "removed";

describe.each(testEngines("notify"))("a run's notes never reach a non-member (%s)", (engine) => {
  let t: TestApp;
  let operations: string[] = [];
  const readers: Partial<Record<Reader, BrowserClient | null>> = { guest: null };
  const runs: { checklist: string; stepId: string; runId: string; token: string; ownerHandle: string }[] = [];

  beforeAll(async () => {
    const unlimited = Object.fromEntries(
      Object.keys(DEFAULT_RATE_LIMITS).map((key) => [key, { max: 1_000_000, windowSeconds: 60 }]),
    );
    t = await startTestApp(engine, { SEED_DEMO: "false", RATE_LIMITS: JSON.stringify(unlimited) });
    const document = await (await fetch(`${t.url}/api/openapi.json`)).json();
    operations = Object.entries(document.paths as Record<string, Record<string, unknown>>)
      .filter(([path, byMethod]) => "get" in byMethod && !path.startsWith("/auth/"))
      .map(([path]) => path);
    const author = await quickPerson(t, "Channel Author");
    readers.outsider = await quickPerson(t, "Channel Outsider");
    readers.removed = await quickPerson(t, "Channel Removed");
    for (const rejectLater of [false, true]) {
      const created = await (
        await author.request("/api/checklists", { method: "POST", json: checklistInput() })
      ).json();
      await t.database.db
        .update(checklists)
        .set({ status: "approved", isApproved: true })
        .where(eq(checklists.id, created.id));
      const owner = await quickPerson(t, "Channel Owner");
      const run = await (
        await owner.request(`/api/checklists/${created.id}/runs`, { method: "POST", json: { name: "World" } })
      ).json();
      const { invitePath } = await (
        await owner.request(`/api/runs/${run.id}/invite`, { method: "POST" })
      ).json();
      const token = invitePath.split("/").pop();
      const removed = readers.removed as BrowserClient;
      expect(
        (await removed.request(`/api/runs/${run.id}/join`, { method: "POST", json: { token } })).status,
      ).toBe(200);
      const stepId = created.steps[0].id;
      const note = await owner.request(`/api/runs/${run.id}/steps/${stepId}/note`, {
        method: "PUT",
        json: { text: SECRET, coords: COORDS },
      });
      expect(note.status).toBe(200);
      await owner.request(`/api/runs/${run.id}/steps/${stepId}/done`, { method: "PUT" });
      const handle = (await (await removed.request("/api/me")).json()).handle;
      expect(
        (await owner.request(`/api/runs/${run.id}/members/${handle}`, { method: "DELETE" })).status,
      ).toBe(200);
      expect(
        (await owner.request(`/api/runs/${run.id}`, { method: "PATCH", json: { visibility: "link" } }))
          .status,
      ).toBe(200);
      // And one written once shared, which a replay from where the sharing began holds.
      const after = await owner.request(`/api/runs/${run.id}/steps/${created.steps[1].id}/note`, {
        method: "PUT",
        json: { text: SECRET, coords: COORDS },
      });
      expect(after.status).toBe(200);
      // A member reads the note: the secret is really there to leak.
      expect(JSON.stringify(await (await owner.request(`/api/runs/${run.id}`)).json())).toContain(SECRET);
      const ownerHandle = (await (await owner.request("/api/me")).json()).handle;
      runs.push({ checklist: created.id, stepId, runId: run.id, token, ownerHandle });
      if (rejectLater) {
        await t.database.db
          .update(checklists)
          .set({ status: "rejected" })
          .where(eq(checklists.id, created.id));
      }
    }
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  const read = async (who: BrowserClient | null, path: string) => {
    const response = who ? await who.request(path) : await fetch(new URL(path, t.url));
    return { status: response.status, text: Buffer.from(await response.arrayBuffer()).toString("latin1") };
  };

  it.each(["guest", "outsider", "removed"] as const)(
    "as %s: no GET of the API, page, image or export",
    async (reader) => {
      const who = readers[reader] ?? null;
      for (const run of runs) {
        const paths = operations
          .filter((path) => !path.endsWith("/events"))
          .map((path) =>
            path
              .replace("{address}", run.checklist)
              .replace("{stepId}", run.stepId)
              .replace("{runId}", run.runId)
              .replace("{token}", run.token)
              .replace("{provider}", "google")
              .replace("{handle}", run.ownerHandle),
          );
        const exports = ["markdown", "json"].map(
          (format) => `/api/checklists/${run.checklist}/export?format=${format}&run=${run.runId}`,
        );
        const pages = [
          `/runs/${run.runId}`,
          `/runs/${run.runId}/preview.png`,
          `/runs/${run.runId}/join/${run.token}`,
          `/checklist/${run.checklist}`,
          `/checklist/${run.checklist}/preview.png`,
          `/users/${run.ownerHandle}`,
        ];
        for (const path of [...paths, ...exports, ...pages]) {
          const { status, text } = await read(who, path);
          expect(status, path).toBeLessThan(500);
          for (const secret of MUST_NOT_APPEAR)
            expect(text, `${path} carries ${secret}`).not.toContain(secret);
        }
        // The shared run of the approved checklist is readable to them: the check read real answers.
        if (run === runs[0]) expect((await read(who, `/api/runs/${run.runId}`)).status).toBe(200);
      }
    },
  );

  it.each(["guest", "outsider", "removed"] as const)(
    "as %s: no event, live or replayed from 0",
    async (reader) => {
      const who = readers[reader] ?? null;
      const [shared, hidden] = runs;
      const page = await openEvents(t.url, shared?.runId ?? "", who, "0");
      expect(page.response.status).toBe(200);
      const texts = [];
      for (let event = await page.next(500); event; event = await page.next(500))
        texts.push(JSON.stringify(event));
      page.close();
      for (const secret of MUST_NOT_APPEAR) expect(texts.join("\n")).not.toContain(secret);
      // A run of a checklist rejected since is missing to them, stream included.
      expect((await openEvents(t.url, hidden?.runId ?? "", who, "0")).response.status).toBe(404);
    },
  );
});
