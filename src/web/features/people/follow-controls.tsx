import { useQuery } from "@tanstack/react-query";
import { useId, useState } from "react";
import { Link, useLocation } from "react-router";
import type { Profile } from "#shared/contracts/users.ts";
import { ErrorMessage } from "#web/components/error-message.tsx";
import { secondaryButton } from "#web/components/ui/button-styles.ts";
import { refusalMessage } from "#web/lib/api-client.ts";
import { useT } from "#web/lib/i18n.tsx";
import { useSinglePress } from "#web/lib/use-single-press.ts";
import { useMe } from "../session/api/get-me.ts";
import { fromState, signInPath } from "../session/sign-in-target.ts";
import { setFollowing, setFollowNotify } from "./follows.ts";
import { profileQuery } from "./queries.ts";

const failed = refusalMessage;

/**
 * The byline's: a line of text high (so a phone's first screen keeps its steps, D49), pressable
 * 44 px high all the same (its ::before reaches beyond it).
 */
const SMALL =
  "relative -mt-1 -mb-3 inline-flex min-h-8 items-center gap-1 rounded-md border-2 border-stone-800 bg-white px-3 text-sm font-bold text-stone-900 before:absolute before:inset-x-0 before:-inset-y-1.5 before:content-[''] hover:bg-stone-100 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-amber-500 dark:border-stone-300 dark:bg-stone-800 dark:text-stone-50 dark:hover:bg-stone-700";

/**
 * D67: 'Follow' / 'Following' with the follower count, on a profile and beside a checklist's
 * author. A guest's is a link to sign in that comes back here (D57); on one's own profile, the
 * count alone.
 */
export function FollowButton({ profile, size = "normal" }: { profile: Profile; size?: "normal" | "small" }) {
  const me = useMe();
  const location = useLocation();
  const t = useT();
  const [error, setError] = useState<string | null>(null);
  const follow = useSinglePress({
    mutationFn: (on: boolean) => setFollowing(profile.handle, on),
    onMutate: () => setError(null),
    onError: (failure) => setError(failed(failure, t("people.followFailed"))),
  });
  const followers = t("people.followerCount", { count: profile.followerCount });
  const count = <span className="font-normal">· {followers}</span>;
  const looks = size === "small" ? SMALL : secondaryButton;
  if (!me.data) {
    return (
      <Link to={signInPath(location)} state={fromState(location)} className={looks}>
        {t("people.follow")} {count}
      </Link>
    );
  }
  if (me.data.handle === profile.handle) {
    return <span className="font-semibold">{followers}</span>;
  }
  const following = profile.following === true;
  return (
    <span className="flex flex-col">
      <button
        type="button"
        aria-pressed={following}
        className={
          following
            ? looks
                .replace(/\bbg-white\b/, "bg-emerald-50")
                .replace(/\bborder-stone-800\b/, "border-emerald-800")
                .replace(/\bdark:bg-stone-800\b/, "dark:bg-emerald-950")
            : looks
        }
        onClick={(event) => follow.press(!following, event)}
        {...follow.pressProps}
      >
        {following ? t("people.following") : t("people.follow")} {count}
      </button>
      <ErrorMessage>{error}</ErrorMessage>
    </span>
  );
}

/** The byline's Follow: the author's profile is read once the checklist has answered. */
export function AuthorFollowButton({ handle }: { handle: string }) {
  const profile = useQuery(profileQuery(handle));
  if (!profile.data) return null;
  return <FollowButton profile={profile.data} size="small" />;
}

/** D67: on a profile the reader follows, 'Notify me' of their new and updated guides. */
export function NotifyMeToggle({ profile }: { profile: Profile }) {
  const id = useId();
  const t = useT();
  const [error, setError] = useState<string | null>(null);
  // What was pressed shows at once; a failure puts the saved value back.
  const [pressed, setPressed] = useState<boolean | null>(null);
  const notify = useSinglePress({
    mutationFn: (on: boolean) => setFollowNotify(profile.handle, on),
    onMutate: (on) => {
      setError(null);
      setPressed(on);
    },
    onSettled: () => setPressed(null),
    onError: (failure) => setError(failed(failure, t("people.saveFailed"))),
  });
  if (profile.following !== true) return null;
  return (
    <div>
      <label htmlFor={id} className="flex min-h-11 items-center gap-2 font-semibold">
        <input
          id={id}
          type="checkbox"
          className="size-6 shrink-0 accent-emerald-700"
          checked={pressed ?? profile.followNotify === true}
          aria-disabled={notify.pending}
          onChange={(event) => notify.press(event.target.checked)}
        />
        {t("people.notifyMe")}
      </label>
      <ErrorMessage>{error}</ErrorMessage>
    </div>
  );
}
