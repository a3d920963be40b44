/**
 * D17: a user's handle derived from a nickname or the provider's name.
 * Unicode-normalised, accents dropped, lowercased, whitespace removed, anything but
 * a–z 0–9 - _ removed; empty becomes "player". Uniqueness (the numeric suffix) is the
 * database's job, see handleCandidate.
 */
export const HANDLE_FALLBACK = "player";

export function deriveHandle(name: string): string {
  const base = name
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/\s+/gu, "")
    .replace(/[^a-z0-9_-]/g, "");
  return base === "" ? HANDLE_FALLBACK : base;
}

/** The nth candidate for a base handle: base, base1, base2, … */
export function handleCandidate(base: string, attempt: number): string {
  return attempt === 0 ? base : `${base}${attempt}`;
}
