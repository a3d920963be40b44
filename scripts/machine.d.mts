import type { SpawnSyncOptions, SpawnSyncReturns } from "node:child_process";

export const isRoot: boolean;
export function run(command: string, args: string[], options?: SpawnSyncOptions): SpawnSyncReturns<Buffer>;
export function hasCommand(name: string): boolean;
export function aptInstall(pkg: string): boolean;
export function startThrowawayPostgres(name: string): string | null;
