import {
  CHECKLIST_NOT_FOUND,
  ERROR_STATUS,
  type ErrorCode,
  STEP_NOT_FOUND,
  USER_NOT_FOUND,
} from "../shared/errors.ts";
import { english } from "../shared/i18n/message.ts";
import { INVITE_EXPIRED, INVITE_NOT_FOUND, RUN_NOT_FOUND } from "../shared/runs.ts";

/**
 * The one error type of the server: a code (which fixes the status), a message for people and,
 * where one field is at fault, its path. The message is English, declared as a message of the
 * catalogs (`english`, docs/decisions/061): the error handler answers it in the reader's language.
 */
export const NOT_FOUND = english("errors.notFound", "Not found.");

export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly headers: Record<string, string> = {},
    readonly field?: string,
  ) {
    super(message);
    this.status = ERROR_STATUS[code];
  }
}

export const unauthenticated = () =>
  new AppError("unauthenticated", english("errors.signInFirst", "Please sign in first."));
export const forbidden = (message = english("errors.forbidden", "You are not allowed to do that.")) =>
  new AppError("forbidden", message);
export const notFound = (message = NOT_FOUND) => new AppError("not_found", message);
export const checklistMissing = () => new AppError("checklist_missing", CHECKLIST_NOT_FOUND);
export const stepMissing = () => new AppError("step_missing", STEP_NOT_FOUND);
export const userMissing = () => new AppError("user_missing", USER_NOT_FOUND);
export const runMissing = () => new AppError("run_missing", RUN_NOT_FOUND);
export const versionMissing = () =>
  new AppError("version_missing", english("errors.noSuchVersion", "No such Minecraft version."));
export const inviteMissing = () => new AppError("invite_missing", INVITE_NOT_FOUND);
/** D74: an expired link answers as a revoked one does (404), saying why. */
export const inviteExpired = () => new AppError("invite_missing", INVITE_EXPIRED);
/** A 422 for one field: `field` is its path in the body (`customId`, `steps.0.id`). */
export const invalidField = (field: string, message: string) =>
  new AppError("validation_failed", message, {}, field);
