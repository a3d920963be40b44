import { afterEach, expect, test } from "vitest";
import { announceQueueChange, onQueueChangeElsewhere, type QueueNews } from "./queue-storage.ts";

const stops: (() => void)[] = [];
afterEach(() => {
  for (const stop of stops.splice(0)) stop();
});

/** The news this page hears next from elsewhere (another tab or the worker). */
function nextNews(): Promise<QueueNews> {
  return new Promise((resolve) => {
    const stop = onQueueChangeElsewhere((news) => {
      stop();
      resolve(news);
    });
  });
}

test("a page does not hear its own announcement (it would read its checklist again after every load and tick)", async () => {
  const heard: QueueNews[] = [];
  stops.push(onQueueChangeElsewhere((news) => heard.push(news)));
  const next = nextNews();
  announceQueueChange("synced");
  // Another tab's announcement, sent after the page's own: once it arrives, the own one would have.
  const elsewhere = new BroadcastChannel("checkcraft-offline");
  elsewhere.postMessage("changed");
  expect(await next).toBe("changed");
  elsewhere.close();
  expect(heard).toEqual(["changed"]);
});

test("a page hears the announcement of another tab or the worker, and whether the queue was sent", async () => {
  const elsewhere = new BroadcastChannel("checkcraft-offline");
  const changed = nextNews();
  elsewhere.postMessage("changed");
  expect(await changed).toBe("changed");
  const synced = nextNews();
  elsewhere.postMessage("synced");
  expect(await synced).toBe("synced");
  elsewhere.close();
});
