// autocannon's setupClient for the tick scenarios (scripts/bench/ticks.ts): each connection
// takes the next player's session cookie and ticks, then unticks, the next step path. A file,
// because load-generator workers cannot receive a function; the cookies and the paths come
// through the files named in BENCH_TICK_COOKIES and BENCH_TICK_PATHS.
const { readFileSync } = require("node:fs");

const cookies = JSON.parse(readFileSync(process.env.BENCH_TICK_COOKIES, "utf8"));
const paths = JSON.parse(readFileSync(process.env.BENCH_TICK_PATHS, "utf8"));
let next = 0;

module.exports = function setupClient(client) {
  const headers = { cookie: cookies[next % cookies.length] };
  const path = paths[next % paths.length];
  next += 1;
  client.setRequests([
    { method: "PUT", path, headers },
    { method: "DELETE", path, headers },
  ]);
};
