// Loaded into each app server by `npm run load` (node --import): once a second, the event loop's
// delay (ms) since the last line, appended to LOAD_LAG_FILE as JSON. Measures, changes nothing.
import { appendFileSync } from "node:fs";
import { monitorEventLoopDelay } from "node:perf_hooks";

const file = process.env.LOAD_LAG_FILE;
const STARTING_SECONDS = 4;
if (file) {
  const histogram = monitorEventLoopDelay({ resolution: 10 });
  histogram.enable();
  setInterval(() => {
    const ms = (ns) => Math.round(ns / 1e4) / 100;
    const line = {
      t: Date.now(),
      p50: ms(histogram.percentile(50)),
      p99: ms(histogram.percentile(99)),
      max: ms(histogram.max),
    };
    histogram.reset();
    // The first seconds are the server's own start (loading, migrations), not serving.
    if (process.uptime() >= STARTING_SECONDS) appendFileSync(file, `${JSON.stringify(line)}\n`);
  }, 1000).unref();
}
