// autocannon's setupClient for the tick scenario (scripts/bench/ticks.ts): each connection
// takes the next player's session cookie and ticks, then unticks, the step. A file, because
// load-generator workers cannot receive a function; the cookies come through a file named in
// BENCH_TICK_COOKIES, the step's path in BENCH_TICK_PATH.
const { readFileSync } = require("node:fs");

const cookies = JSON.parse(readFileSync(process.env.BENCH_TICK_COOKIES, "utf8"));
let next = 0;

const path = process.env.BENCH_TICK_PATH;

module.exports = function setupClient(client) {
  const headers = { cookie: cookies[next % cookies.length] };
  next += 1;
  client.setRequests([
    { method: "PUT", path, headers },
    { method: "DELETE", path, headers },
  ]);
};
