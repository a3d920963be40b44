import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = path.resolve(import.meta.dirname, "..");

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

describe("source rules", () => {
  /**
   * String.replace expands "$&", "$'" and "$`" in a string replacement, so a replacement that
   * can carry user text must be a function (or the text joined around a split). Only literal
   * strings and functions may stand as the replacement.
   */
  it("never passes a variable as String.replace's replacement", () => {
    const offenders: string[] = [];
    const call =
      /\.replace(?:All)?\(\s*(?:\/(?:\\.|[^/\n])+\/[a-z]*|"[^"\n]*"|'[^'\n]*'|`[^`\n]*`|[\w.[\]]+)\s*,\s*([^)\s][^,)]*)/g;
    for (const file of sourceFiles(ROOT)) {
      const text = readFileSync(file, "utf8");
      for (const match of text.matchAll(call)) {
        const replacement = (match[1] ?? "").trim();
        const literal = /^(["'])[^"'$]*\1$/.test(replacement) || /^`[^`$]*`$/.test(replacement);
        const fn = /^(\(|\w+\s*=>|function\b)/.test(replacement);
        const escapeOfMatch = /^"\\\\\$&"$/.test(replacement) || replacement === '"\\\\$&"';
        if (!literal && !fn && !escapeOfMatch) offenders.push(`${path.relative(ROOT, file)}: ${match[0]}`);
      }
    }
    expect(offenders).toEqual([]);
  });

  /**
   * The browser decides by an error's code (and `field`), never by its words, which may change
   * (issue 29): no comparison, search or cutting of a message in src/web.
   */
  it("never reads an error's message text in the browser", () => {
    const reads = [
      /\bmessage\s*(?:===|!==|==|!=)/,
      /(?:===|!==|==|!=)\s*[\w.?]*\bmessage\b/,
      /\bmessage\??\.(?:replace|replaceAll|match|matchAll|startsWith|endsWith|includes|split|slice|substring|indexOf|search|toLowerCase|toUpperCase|trim|length)\b/,
      /\.test\(\s*[\w.?]*\bmessage\s*\)/,
      /_NOT_FOUND\b/,
    ];
    /** Lines that read other words: the browser's own loading failure, a kept notice's text. */
    const notApiErrors = [
      "web/app/layout/route-error.tsx: const chunkFailed",
      "web/features/offline/queue-storage.ts: update<string[]>(NOTICES",
    ];
    const offenders: string[] = [];
    for (const file of sourceFiles(path.join(ROOT, "web"))) {
      readFileSync(file, "utf8")
        .split("\n")
        .forEach((line, index) => {
          const where = `${path.relative(ROOT, file)}: ${line.trim()}`;
          if (notApiErrors.some((allowed) => where.startsWith(allowed))) return;
          if (reads.some((read) => read.test(line))) offenders.push(where.replace(":", `:${index + 1}:`));
        });
    }
    expect(offenders).toEqual([]);
  });

  /** D26: one h1 per page, always PageHeading's, so every page's heading looks and wraps alike. */
  it("writes a page's h1 only through PageHeading", () => {
    const offenders: string[] = [];
    for (const file of sourceFiles(path.join(ROOT, "web"))) {
      if (file.endsWith(path.join("components", "page-heading.tsx"))) continue;
      if (/<h1[\s>]/.test(readFileSync(file, "utf8"))) offenders.push(path.relative(ROOT, file));
    }
    expect(offenders).toEqual([]);
  });

  /**
   * Every row lock in server code keeps a count-then-write rule or an order of writes, and only
   * requests at the same moment show whether it still does (issue 35): each is named here, by
   * file and function, with the test that fires requests at once on PostgreSQL against it.
   */
  it("names for every row lock in server code the concurrent test that proves it", () => {
    const lock =
      /\bfor\s+(?:no\s+key\s+update|key\s+share|update|share)\b|\.for\(\s*["'](?:no key update|key share|update|share)["']/i;
    const found: string[] = [];
    for (const file of sourceFiles(path.join(ROOT, "server"))) {
      // The top-level function (or const) a line is in.
      let within = "(top level)";
      readFileSync(file, "utf8")
        .split("\n")
        .forEach((line) => {
          const named = /^(?:export\s+)?(?:async\s+)?function\s+(\w+)|^(?:export\s+)?const\s+(\w+)\s*=/.exec(
            line,
          );
          if (named) within = named[1] ?? named[2] ?? within;
          if (/^\s*(?:\*|\/\/|\/\*)/.test(line) || !lock.test(line)) return;
          found.push(`${path.relative(path.join(ROOT, "server"), file)} ${within}`);
        });
    }
    const unproven = found.filter((where) => !(where in LOCKS_AND_THEIR_RACES));
    expect(
      unproven,
      "a new row lock: add a test that fires requests at once on PostgreSQL and name it in LOCKS_AND_THEIR_RACES",
    ).toEqual([]);
    expect(
      Object.keys(LOCKS_AND_THEIR_RACES).filter((where) => !found.includes(where)),
      "listed locks no longer in the code",
    ).toEqual([]);
    for (const [where, [testFile, title]] of Object.entries(LOCKS_AND_THEIR_RACES)) {
      expect(readFileSync(path.join(ROOT, "server", testFile), "utf8"), `${where}'s test`).toContain(title);
    }
  });
});

/** Each row lock in src/server ("file function") and the concurrent test that proves it: [test file, title]. */
const LOCKS_AND_THEIR_RACES: Record<string, [string, string]> = {
  "features/discord/poster.ts claimDueChannels": [
    "features/discord/discord.test.ts",
    "posts each run's news once when two servers post at once",
  ],
  "features/auth/connections.ts unlinkProvider": [
    "concurrent-limits.test.ts",
    "leaves exactly one way to sign in when both of an account's two providers are unlinked at once",
  ],
  "features/runs/membership.ts holdPlayer": [
    "concurrent-limits.test.ts",
    "unfinished runs when 'New run' and joins arrive together",
  ],
  "features/runs/membership.ts holdRun": [
    "concurrent-limits.test.ts",
    "players when 8 join a run of 46 at once",
  ],
  "features/runs/membership.ts leaveRun": [
    "races.test.ts",
    "leaves no tick behind when a tick meets the player leaving",
  ],
  "features/runs/claims.ts holdRunForClaim": [
    "concurrent-limits.test.ts",
    "claims no more of a material than its run still needs when 6 members claim at once",
  ],
  "features/runs/events.ts lockRunForEvent": [
    "concurrent-limits.test.ts",
    "writes a tick's event only after an earlier event of the run has committed",
  ],
  "features/checklists/based-on.ts sourceToCopy": [
    "concurrent-limits.test.ts",
    "refuses a copy whose source is deleted while it is made",
  ],
  "features/checklists/read-model.ts lockRow": [
    "races.test.ts",
    "approves a checklist once when two moderators approve it together",
  ],
  "features/playing/service.ts setLike": [
    "races.test.ts",
    "keeps likes equal to like rows when a like meets its person deleting the account",
  ],
  "features/follows/service.ts holdFollower": [
    "features/follows/follow-limit.test.ts",
    "follows when 8 follows arrive at once at",
  ],
  "features/collections/service.ts holdOwner": [
    "features/collections/collection-limits.test.ts",
    "collections when 8 are made at once at one fewer",
  ],
  "features/me/account.ts deleteAccount": [
    "races.test.ts",
    "keeps likes equal to like rows when a like meets its person deleting the account",
  ],
};
