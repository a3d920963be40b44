// `npm run admin -- grant <handle or email> --role admin|creator`, `revoke <who>`, `list`:
// manage moderators on the configured database (DATABASE_URL or DATA_DIR).
import { ConfigError, loadConfig } from "#server/config.ts";
import { openDatabase } from "#server/db/client.ts";
import {
  AmbiguousUserError,
  grantModerator,
  listModerators,
  revokeModerator,
  UnknownUserError,
} from "#server/features/moderation/moderators.ts";
import { MODERATOR_ROLES, type ModeratorRole } from "#shared/moderator-roles.ts";

const USAGE = `Usage:
  npm run admin -- grant <handle or email> --role admin|creator
  npm run admin -- revoke <handle or email>
  npm run admin -- list`;

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

const [command, who, ...rest] = process.argv.slice(2);
const roleIndex = rest.indexOf("--role");
const role = (roleIndex >= 0 ? rest[roleIndex + 1] : "admin") as ModeratorRole;
if (!command || !["grant", "revoke", "list"].includes(command)) fail(USAGE);
if (command !== "list" && !who) fail(USAGE);
if (command === "grant" && !MODERATOR_ROLES.includes(role))
  fail(`--role must be ${MODERATOR_ROLES.join(" or ")}.\n${USAGE}`);

let config: ReturnType<typeof loadConfig>;
try {
  config = loadConfig();
} catch (error) {
  fail(error instanceof ConfigError ? error.message : String(error));
}
const database = await openDatabase(config.database).catch((error: Error) => fail(error.message));
try {
  if (command === "grant") {
    const user = await grantModerator(database.db, who ?? "", role);
    console.log(`@${user.handle} is now a moderator (${role}).`);
  } else if (command === "revoke") {
    const user = await revokeModerator(database.db, who ?? "");
    console.log(
      user.wasModerator
        ? `@${user.handle} is no longer a moderator.`
        : `@${user.handle} was not a moderator.`,
    );
  } else {
    const moderators = await listModerators(database.db);
    if (moderators.length === 0) console.log("No moderators yet.");
    for (const m of moderators) console.log(`@${m.handle}\t${m.role}\t${m.displayName}\t${m.email ?? ""}`);
  }
} catch (error) {
  await database.close();
  fail(
    error instanceof UnknownUserError || error instanceof AmbiguousUserError
      ? error.message
      : `Failed: ${(error as Error).message}`,
  );
}
await database.close();
