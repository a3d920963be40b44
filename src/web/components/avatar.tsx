import { useState } from "react";
import { defaultAvatarPath } from "#shared/rules/default-avatar.ts";

const DEFAULT_AVATAR = "/default-avatar.svg";

/**
 * SPEC §2: avatarUrl, then photoUrl, then the default image: the account's own, drawn from its
 * `handle` (issue 35). Loaded without a referrer (D18).
 */
export function Avatar({
  avatarUrl,
  photoUrl,
  handle,
  size = 32,
  alt = "",
}: {
  avatarUrl?: string | null;
  photoUrl?: string | null;
  handle?: string;
  size?: number;
  alt?: string;
}) {
  const fallback = handle ? defaultAvatarPath(handle) : DEFAULT_AVATAR;
  const candidates = [avatarUrl, photoUrl, fallback, DEFAULT_AVATAR].filter((url): url is string =>
    Boolean(url),
  );
  const [failed, setFailed] = useState(0);
  const src = candidates[Math.min(failed, candidates.length - 1)] ?? DEFAULT_AVATAR;
  return (
    <img
      src={src}
      alt={alt}
      width={size}
      height={size}
      referrerPolicy="no-referrer"
      onError={() => setFailed((n) => n + 1)}
      className="shrink-0 rounded-sm bg-stone-300 object-cover ring-2 ring-stone-900/20 [image-rendering:pixelated] dark:ring-stone-100/30"
    />
  );
}
