import { Link, useLocation, useSearchParams } from "react-router";
import { safeReturnTo } from "#shared/rules/return-to.ts";
import { signInErrorMessage } from "#shared/sign-in-outcomes.ts";
import { inProviderOrder, PROVIDER_NAMES } from "#shared/sign-in-providers.ts";
import { ErrorMessage } from "#web/components/error-message.tsx";
import { PageHeading } from "#web/components/page-heading.tsx";
import { PageTitle } from "#web/components/page-title.tsx";
import { primaryButton, textLink } from "#web/components/ui/button-styles.ts";
import { richText, useT } from "#web/lib/i18n.tsx";
import { useSharedWords } from "#web/lib/shared-words.ts";
import { useSiteConfig } from "#web/lib/site-config.ts";
import { useHydrated } from "#web/lib/use-hydrated.ts";
import { useMe } from "./api/get-me.ts";
import { useInviteNotice } from "./invite-notice.ts";
import { ProviderMark } from "./provider-mark.tsx";
import { fromStateToPath } from "./sign-in-target.ts";

export default function SignInPage() {
  const words = useSharedWords();
  const location = useLocation();
  const [params] = useSearchParams();
  const me = useMe();
  const t = useT();
  // Where sign-in leads back to: from the page's history entry (known in the browser only, so
  // after hydration, D29) or its `from` parameter.
  const fromState = useHydrated() ? fromStateToPath(location.state) : null;
  const returnTo = safeReturnTo(fromState ?? params.get("from"));
  const error = words(signInErrorMessage(params.get("error")));
  const providers = inProviderOrder(useSiteConfig().signInProviders ?? []);
  const inviteNotice = useInviteNotice(returnTo, me.data === null);

  return (
    <section className="mx-auto max-w-md px-4 py-12 sm:px-6">
      <PageTitle title={t("session.signIn")} />
      <PageHeading>{t("session.signIn")}</PageHeading>
      {inviteNotice ? (
        <p className="mt-4 font-semibold text-stone-900 dark:text-stone-100">{inviteNotice}</p>
      ) : null}
      <p className="mt-4 text-stone-700 dark:text-stone-300">{t("session.intro")}</p>
      <ErrorMessage look="box" className="mt-4">
        {error}
      </ErrorMessage>
      {me.data ? (
        <p className="mt-6 text-stone-700 dark:text-stone-300">
          {t("session.signedInAs", { name: me.data.displayName })}{" "}
          <Link to={`/users/${encodeURIComponent(me.data.handle)}`} className={textLink}>
            {t("session.goToProfile")}
          </Link>
        </p>
      ) : null}
      {/* A plain form: it works as soon as the page shows, before its JavaScript runs. */}
      <form action="/auth/login" method="get" className="mt-8 space-y-3">
        {returnTo ? <input type="hidden" name="returnTo" value={returnTo} /> : null}
        {providers.map((provider) => (
          <button
            key={provider}
            type="submit"
            name="provider"
            value={provider}
            className={`${primaryButton} w-full`}
          >
            <ProviderMark provider={provider} />
            {t("session.signInWith", { provider: PROVIDER_NAMES[provider] })}
          </button>
        ))}
      </form>
      <p className="mt-6 text-sm text-stone-700 dark:text-stone-300">
        {richText(t("session.newHere"), {
          about: (text) => (
            <Link to="/about" className={textLink}>
              {text}
            </Link>
          ),
          privacy: (text) => (
            <Link to="/privacy" className={textLink}>
              {text}
            </Link>
          ),
        })}
      </p>
    </section>
  );
}
