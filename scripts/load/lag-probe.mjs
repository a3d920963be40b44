// Loaded into each app server by `npm run load` (node --import): once a second, the event loop's
// delay (ms) over that second, appended to LOAD_LAG_FILE as JSON. Measures, changes nothing.
// It starts at the server's first accepted connection: its own start (loading, migrations) is
// not serving, and would be counted otherwise.
import diagnosticsChannel from "node:diagnostics_channel";
import { appendFileSync } from "node:fs";
import { monitorEventLoopDelay } from "node:perf_hooks";

const file = process.env.LOAD_LAG_FILE;
const ms = (ns) => Math.round(ns / 1e4) / 100;

function start() {
  const histogram = monitorEventLoopDelay({ resolution: 10 });
  histogram.enable();
  setInterval(() => {
    const line = {
      t: Date.now(),
      p50: ms(histogram.percentile(50)),
      p99: ms(histogram.percentile(99)),
      max: ms(histogram.max),
    };
    histogram.reset();
    appendFileSync(file, `${JSON.stringify(line)}\n`);
  }, 1000).unref();
}

if (file) {
  const channel = diagnosticsChannel.channel("net.server.socket");
  const first = () => {
    channel.unsubscribe(first);
    start();
  };
  channel.subscribe(first);
}
