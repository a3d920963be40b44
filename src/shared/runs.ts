import { english } from "./i18n/message.ts";
import { LIMITS } from "./limits.ts";

/**
 * Runs (D43, D44): a player's progress on a checklist, alone or with friends. Plain data and
 * texts without zod, so that the pages showing them do not load the schema library
 * (contracts/runs.ts builds on these).
 */
export const RUN_VISIBILITIES = ["private", "link"] as const;
export type RunVisibility = (typeof RUN_VISIBILITIES)[number];

export const RUN_ROLES = ["owner", "member"] as const;
export type RunRole = (typeof RUN_ROLES)[number];

/** D45: what an open run page is told (GET /api/runs/{runId}/events); D70: a claim on a material. */
export const RUN_EVENT_TYPES = ["tick", "untick", "note", "member", "claim"] as const;
export type RunEventType = (typeof RUN_EVENT_TYPES)[number];
/** D45: a page that cannot hold the event stream reads the run again this often. */
export const RUN_POLL_MS = 15_000;
/**
 * Event streams one person (a guest: one address) may hold open on one app server: far more
 * pages than anyone keeps open, few enough that one account cannot hold a server's connections.
 */
export const RUN_STREAMS_PER_PERSON = 50;
/** The same per address, for signed-in people and guests counted apart (a household, a LAN party). */
export const RUN_STREAMS_PER_ACCOUNTS_ADDRESS = 200;
export const RUN_STREAMS_PER_GUESTS_ADDRESS = 100;

/** The run Join starts, and the name every player's progress from before runs got (D43). */
export const FIRST_RUN_NAME = "My run";

/** D43: unfinished runs one player may have of one checklist, owned or joined. */
export const UNFINISHED_RUNS_MAX = 10;
/** D44: players in one run, its owner included. */
export const RUN_MEMBERS_MAX = 50;
/** D74: an invite link works for this many days after it is made. */
export const INVITE_DAYS = 7;

export const RUN_NAME_REQUIRED = english("validation.runNameRequired", "Give the run a name.");
export const RUN_NAME_TOO_LONG = english(
  "validation.runNameTooLong",
  `A run's name can be at most ${LIMITS.runName} characters.`,
  { max: LIMITS.runName },
);
export const TOO_MANY_RUNS = english(
  "validation.tooManyRuns",
  `You already have ${UNFINISHED_RUNS_MAX} unfinished runs of this checklist. Finish or leave one first.`,
  { max: UNFINISHED_RUNS_MAX },
);
export const RUN_FULL = english("validation.runFull", `This run is full (${RUN_MEMBERS_MAX} players).`, {
  max: RUN_MEMBERS_MAX,
});
export const RUN_NOT_FOUND = english("validation.runNotFound", "Run not found");
export const PLAYER_NOT_IN_RUN = english("validation.playerNotInRun", "That player does not play this run.");
export const INVITE_NOT_FOUND = english(
  "validation.inviteNotFound",
  "This invite link does not work any more. Ask for a new one.",
);
export const INVITE_EXPIRED = english(
  "validation.inviteExpired",
  "This invite link has expired. Ask the run's owner for a new one.",
);

/** The page that joins a run (D44): what an invite link opens. */
export function invitePath(runId: string, token: string): string {
  return `/runs/${encodeURIComponent(runId)}/join/${encodeURIComponent(token)}`;
}
