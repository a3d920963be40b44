import { isRouteErrorResponse, Link, useRouteError } from "react-router";
import { PageTitle } from "../../components/page-title.tsx";
import { primaryButton } from "../../components/ui/button-styles.ts";

/** Shown inside the site frame when a page fails to load or render: never a blank screen (D7). */
export function RouteError() {
  const error = useRouteError();
  const chunkFailed =
    error instanceof TypeError && /dynamically imported module|Importing a module/i.test(error.message);
  console.error(error);
  return (
    <section className="mx-auto max-w-3xl px-4 py-16 sm:px-6">
      <PageTitle title="Something went wrong" />
      <h1 className="font-display text-3xl font-bold tracking-tight">Something went wrong</h1>
      <p className="mt-4 text-stone-700 dark:text-stone-300">
        {chunkFailed
          ? "The site was updated or the connection dropped while this page loaded. Reload to get the latest version."
          : isRouteErrorResponse(error)
            ? `The page could not be shown (${error.status}). Please try again.`
            : "This page could not be shown. Please try again; if it keeps happening, tell us on the Community page."}
      </p>
      <div className="mt-8 flex flex-wrap gap-3">
        <button type="button" className={primaryButton} onClick={() => window.location.reload()}>
          Reload
        </button>
        <Link to="/" className={primaryButton}>
          Go to the home page
        </Link>
      </div>
    </section>
  );
}
