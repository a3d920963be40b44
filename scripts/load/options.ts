// `npm run load -- [options]`: the options, and presets (--short is what `npm test` runs).
import { parseArgs } from "node:util";

export const USAGE = `npm run load -- [options]

  --players N        players held at once (default 1000)
  --think S          mean seconds between two actions of a player (default 30)
  --duration S       seconds of load after the players have arrived (default 120)
  --creators N       people writing checklists (default 3); one moderator approves them
  --grow N           instead of a fixed population: add N players every --step-seconds until an
                     action's p99 passes 200 ms or one fails, up to --max-players
  --step-seconds S   (default 30)   --max-players N (default 20000)
  --restart          a rolling restart in the middle: SIGTERM app1, start it, then app2
  --kill             kill -9 app1 in the middle, start it again 5 s later
  --no-events        leave the run page's event streams closed
  --checklists N     approved checklists seeded (default 2000)
  --no-build         use dist-server as built
  --record NAME      also write the report to docs/load-runs/NAME.md
  --short            npm test's check: 40 players, think 2 s, 20 s around a rolling restart
  --ports P          first of four ports: proxy P, app servers P+1 and P+2 (default 3260)

DATABASE_URL=postgres://… uses that database (the seed is kept when present); otherwise the
machine's PostgreSQL gets a throwaway database checkcraft_load (as root on Debian).`;

export interface LoadOptions {
  players: number;
  think: number;
  duration: number;
  creators: number;
  grow: number;
  stepSeconds: number;
  maxPlayers: number;
  restart: boolean;
  kill: boolean;
  events: boolean;
  checklists: number;
  build: boolean;
  record: string | undefined;
  short: boolean;
  ports: number;
}

export function parseOptions(argv: string[]): LoadOptions | "help" {
  const { values } = parseArgs({
    args: argv,
    options: {
      players: { type: "string" },
      think: { type: "string" },
      duration: { type: "string" },
      creators: { type: "string" },
      grow: { type: "string" },
      "step-seconds": { type: "string" },
      "max-players": { type: "string" },
      restart: { type: "boolean" },
      kill: { type: "boolean" },
      "no-events": { type: "boolean" },
      checklists: { type: "string" },
      "no-build": { type: "boolean" },
      record: { type: "string" },
      short: { type: "boolean" },
      ports: { type: "string" },
      help: { type: "boolean" },
    },
  });
  if (values.help) return "help";
  const short = values.short ?? false;
  const number = (name: string, value: string | undefined, fallback: number) => {
    if (value === undefined) return fallback;
    const n = Number(value);
    if (!Number.isFinite(n) || n < 0) throw new Error(`--${name} must be a number (got "${value}").`);
    return n;
  };
  return {
    players: number("players", values.players, short ? 40 : 1000),
    think: number("think", values.think, short ? 2 : 30),
    duration: number("duration", values.duration, short ? 20 : 120),
    creators: number("creators", values.creators, short ? 2 : 3),
    grow: number("grow", values.grow, 0),
    stepSeconds: number("step-seconds", values["step-seconds"], 30),
    maxPlayers: number("max-players", values["max-players"], 20_000),
    restart: values.restart ?? (short && !values.kill),
    kill: values.kill ?? false,
    events: !values["no-events"],
    checklists: number("checklists", values.checklists, short ? 100 : 2000),
    build: !values["no-build"],
    record: values.record,
    short,
    ports: number("ports", values.ports, 3260),
  };
}
