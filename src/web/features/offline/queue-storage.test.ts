import { afterEach, expect, test } from "vitest";
import { announceQueueChange, onQueueChangeElsewhere } from "./queue-storage.ts";

const stops: (() => void)[] = [];
afterEach(() => {
  for (const stop of stops.splice(0)) stop();
});

const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

test("a page does not hear its own announcement (it would read its checklist again after every load and tick)", async () => {
  let heard = 0;
  stops.push(onQueueChangeElsewhere(() => (heard += 1)));
  announceQueueChange();
  await settle();
  expect(heard).toBe(0);
});

test("a page hears the announcement of another tab or the worker", async () => {
  let heard = 0;
  stops.push(onQueueChangeElsewhere(() => (heard += 1)));
  const elsewhere = new BroadcastChannel("checkcraft-offline");
  elsewhere.postMessage("changed");
  await settle();
  elsewhere.close();
  expect(heard).toBe(1);
});
