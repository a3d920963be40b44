import { english } from "../i18n/message.ts";
import { LIMITS } from "../limits.ts";
import { hasVisibleText } from "./visible-text.ts";

export const PROFILE_MESSAGES = {
  nicknameEmpty: english("validation.nicknameEmpty", "Please enter a nickname."),
  nicknameTooLong: english(
    "validation.nicknameTooLong",
    `Error! Nickname is too long (max length: ${LIMITS.nickname} symbols)`,
    { max: LIMITS.nickname },
  ),
  nicknameSaved: english("shared.nicknameSaved", "Nickname updated successfully!"),
  nicknameFailed: english("shared.nicknameFailed", "Error updating nickname."),
  avatarInvalid: english(
    "validation.avatarInvalid",
    "Use an image address that starts with https:// (at most 2,048 characters).",
  ),
  avatarSaved: english("shared.avatarSaved", "Avatar updated successfully!"),
  avatarFailed: english("shared.avatarFailed", "Failed to update avatar."),
  avatarNotAnImage: english(
    "validation.avatarNotAnImage",
    "This link does not open as an image. Use the address of a picture (PNG, JPG, GIF or WebP).",
  ),
} as const;

/** SPEC §5: empty, whitespace-only or invisible-only saves nothing; over 24 is refused with SPEC §8's text. */
export function nicknameProblem(nickname: string): string | null {
  if (!hasVisibleText(nickname)) return PROFILE_MESSAGES.nicknameEmpty;
  if (nickname.length > LIMITS.nickname) return PROFILE_MESSAGES.nicknameTooLong;
  return null;
}

/** A host name's part: letters and digits, single hyphens inside (so never an xn-- label). */
const LABEL = "[A-Za-z0-9]+(?:-[A-Za-z0-9]+)*";
const LAST_LABEL = "[A-Za-z][A-Za-z0-9]*(?:-[A-Za-z0-9]+)*";
const PORT = "(?:6553[0-5]|655[0-2]\\d|65[0-4]\\d{2}|6[0-4]\\d{3}|[1-5]\\d{4}|[1-9]\\d{0,3}|0)";

/**
 * D18's image address as a pattern, the same in the forms, the API and its document: https,
 * a host name of ASCII letters, digits and single inner hyphens whose last label starts with
 * a letter (so never an IP number, and no xn-- label a URL parser could refuse), an optional
 * port, then anything without spaces; spaces around it are trimmed. Every address it matches
 * parses. No lookaround, so every JSON Schema engine and generator reads it.
 */
export const AVATAR_URL_PATTERN = new RegExp(
  `^\\s*[Hh][Tt][Tt][Pp][Ss]://(?:${LABEL}\\.)*${LAST_LABEL}(?::${PORT})?(?:[/?#]\\S*)?\\s*$`,
);

/** D18: an https: URL of at most 2,048 characters matching AVATAR_URL_PATTERN (trimmed first). */
export function avatarUrlProblem(url: string): string | null {
  if (url.length > LIMITS.avatarUrl || !AVATAR_URL_PATTERN.test(url)) return PROFILE_MESSAGES.avatarInvalid;
  try {
    const parsed = new URL(url);
    return parsed.protocol === "https:" && parsed.hostname !== "" ? null : PROFILE_MESSAGES.avatarInvalid;
  } catch {
    return PROFILE_MESSAGES.avatarInvalid;
  }
}

export const PROFILE_BADGES = ["Author", "Admin", "Creator"] as const;
export type ProfileBadge = (typeof PROFILE_BADGES)[number];
