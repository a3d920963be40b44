import { LIMITS } from "../limits.ts";
import { hasVisibleText } from "./visible-text.ts";

export const PROFILE_MESSAGES = {
  nicknameEmpty: "Please enter a nickname.",
  nicknameTooLong: `Error! Nickname is too long (max length: ${LIMITS.nickname} symbols)`,
  nicknameSaved: "Nickname updated successfully!",
  nicknameFailed: "Error updating nickname.",
  avatarInvalid: "Use an image address that starts with https:// (at most 2,048 characters).",
  avatarSaved: "Avatar updated successfully!",
  avatarFailed: "Failed to update avatar.",
  avatarNotAnImage:
    "This link does not open as an image. Use the address of a picture (PNG, JPG, GIF or WebP).",
} as const;

/** SPEC §5: empty, whitespace-only or invisible-only saves nothing; over 24 is refused with SPEC §8's text. */
export function nicknameProblem(nickname: string): string | null {
  if (!hasVisibleText(nickname)) return PROFILE_MESSAGES.nicknameEmpty;
  if (nickname.length > LIMITS.nickname) return PROFILE_MESSAGES.nicknameTooLong;
  return null;
}

/** D18: an absolute https: URL of at most 2,048 characters (the input is trimmed first). */
export function avatarUrlProblem(url: string): string | null {
  if (url.length > LIMITS.avatarUrl) return PROFILE_MESSAGES.avatarInvalid;
  try {
    const parsed = new URL(url);
    return parsed.protocol === "https:" && parsed.hostname !== "" ? null : PROFILE_MESSAGES.avatarInvalid;
  } catch {
    return PROFILE_MESSAGES.avatarInvalid;
  }
}

export const PROFILE_BADGES = ["Author", "Admin", "Creator"] as const;
export type ProfileBadge = (typeof PROFILE_BADGES)[number];
