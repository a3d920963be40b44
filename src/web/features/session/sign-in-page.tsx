import { Link, useLocation, useSearchParams } from "react-router";
import { safeReturnTo } from "#shared/rules/return-to.ts";
import { PageHeading } from "#web/components/page-heading.tsx";
import { PageTitle } from "#web/components/page-title.tsx";
import { primaryButton, textLink } from "#web/components/ui/button-styles.ts";
import { useHydrated } from "#web/lib/use-hydrated.ts";
import { useMe } from "./api/get-me.ts";
import { fromStateToPath } from "./sign-in-target.ts";

const ERRORS: Record<string, string> = {
  state: "Your sign-in expired or was started in another tab. Please try again.",
  provider: "Sign-in failed. Please try again.",
  cancelled: "Sign-in was cancelled. You can try again whenever you like.",
  unavailable: "The sign-in service cannot be reached right now. Please try again in a few minutes.",
};

export default function SignInPage() {
  const location = useLocation();
  const [params] = useSearchParams();
  const me = useMe();
  // Where sign-in leads back to: from the page's history entry (known in the browser only, so
  // after hydration, D29) or its `from` parameter.
  const fromState = useHydrated() ? fromStateToPath(location.state) : null;
  const returnTo = safeReturnTo(fromState ?? params.get("from"));
  const error = ERRORS[params.get("error") ?? ""];

  return (
    <section className="mx-auto max-w-md px-4 py-12 sm:px-6">
      <PageTitle title="Sign in" />
      <PageHeading>Sign in</PageHeading>
      <p className="mt-4 text-stone-700 dark:text-stone-300">
        Sign in to join checklists, tick off steps with your progress saved, like and save favourites, and
        publish your own guides.
      </p>
      {error ? (
        <p
          role="alert"
          className="mt-4 rounded-md border-2 border-red-800 bg-red-50 p-3 text-red-900 dark:bg-red-950 dark:text-red-100"
        >
          {error}
        </p>
      ) : null}
      {me.data ? (
        <p className="mt-6 text-stone-700 dark:text-stone-300">
          You are signed in as {me.data.displayName}.{" "}
          <Link to={`/users/${encodeURIComponent(me.data.customId)}`} className={textLink}>
            Go to your profile
          </Link>
        </p>
      ) : null}
      {/* A plain form: it works as soon as the page shows, before its JavaScript runs. */}
      <form action="/auth/login" method="get" className="mt-8">
        {returnTo ? <input type="hidden" name="returnTo" value={returnTo} /> : null}
        <button type="submit" className={`${primaryButton} w-full`}>
          <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5 rounded-sm bg-white p-0.5">
            <path
              fill="#4285F4"
              d="M23.5 12.3c0-.8-.1-1.6-.2-2.3H12v4.4h6.5a5.6 5.6 0 0 1-2.4 3.6v3h3.9c2.3-2.1 3.5-5.2 3.5-8.7z"
            />
            <path
              fill="#34A853"
              d="M12 24c3.2 0 6-1.1 8-2.9l-3.9-3c-1.1.7-2.5 1.2-4.1 1.2-3.1 0-5.8-2.1-6.7-5H1.3v3.1A12 12 0 0 0 12 24z"
            />
            <path fill="#FBBC05" d="M5.3 14.3a7.2 7.2 0 0 1 0-4.6V6.6h-4a12 12 0 0 0 0 10.8z" />
            <path
              fill="#EA4335"
              d="M12 4.8c1.8 0 3.3.6 4.6 1.8l3.4-3.4A12 12 0 0 0 1.3 6.6l4 3.1c.9-2.8 3.6-4.9 6.7-4.9z"
            />
          </svg>
          Sign in with Google
        </button>
      </form>
      <p className="mt-6 text-sm text-stone-700 dark:text-stone-300">
        New here?{" "}
        <Link to="/about" className={textLink}>
          Learn what this site is about
        </Link>
        . We only use your account to sign you in; see the{" "}
        <Link to="/privacy" className={textLink}>
          Privacy Policy
        </Link>
        .
      </p>
    </section>
  );
}
