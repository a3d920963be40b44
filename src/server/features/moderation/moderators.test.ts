import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "#server/db/client.ts";
import { createTestDatabase, testEngines } from "#server/test-support/databases.ts";
import { findOrCreateAccount } from "../auth/accounts.ts";
import {
  AmbiguousUserError,
  grantModerator,
  listModerators,
  revokeModerator,
  UnknownUserError,
} from "./moderators.ts";

describe.each(testEngines())("the moderator tool's service on %s", (engine) => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase(engine);
    await findOrCreateAccount(database.db, {
      issuer: "https://issuer.test",
      subject: "1",
      name: "Mia Mod",
      email: "Mia@Example.com",
    });
  });
  afterAll(async () => {
    await database?.close();
  });

  it("grants by handle or email, changes the role, lists and revokes", async () => {
    await grantModerator(database.db, "miamod", "creator");
    expect(await listModerators(database.db)).toEqual([
      expect.objectContaining({ handle: "miamod", role: "creator" }),
    ]);
    await grantModerator(database.db, "mia@example.com", "admin");
    expect(await listModerators(database.db)).toEqual([
      expect.objectContaining({ handle: "miamod", role: "admin" }),
    ]);
    expect((await revokeModerator(database.db, "@miamod")).wasModerator).toBe(true);
    expect(await listModerators(database.db)).toEqual([]);
    expect((await revokeModerator(database.db, "miamod")).wasModerator).toBe(false);
  });

  it("names an unknown user clearly", async () => {
    await expect(grantModerator(database.db, "ghost", "admin")).rejects.toBeInstanceOf(UnknownUserError);
  });

  it("refuses an email that several users share, naming their handles, and changes nothing", async () => {
    for (const subject of ["twin-1", "twin-2"]) {
      await findOrCreateAccount(database.db, {
        issuer: "https://issuer.test",
        subject,
        name: "Twin",
        email: "twins@example.com",
      });
    }
    const attempt = grantModerator(database.db, "twins@example.com", "admin");
    await expect(attempt).rejects.toBeInstanceOf(AmbiguousUserError);
    await expect(attempt).rejects.toThrow(/@twin, @twin1/);
    expect(await listModerators(database.db)).toEqual([]);
    await grantModerator(database.db, "@twin1", "creator");
    expect(await listModerators(database.db)).toEqual([
      expect.objectContaining({ handle: "twin1", role: "creator" }),
    ]);
  });
});
