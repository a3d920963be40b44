import { ERROR_STATUS, type ErrorCode } from "../shared/errors.ts";

/** The one error type of the server: a code (which fixes the status) and a message for people. */
export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.status = ERROR_STATUS[code];
  }
}

export const unauthenticated = () => new AppError("unauthenticated", "Please sign in first.");
export const forbidden = (message = "You are not allowed to do that.") => new AppError("forbidden", message);
export const notFound = (message = "Not found.") => new AppError("not_found", message);
