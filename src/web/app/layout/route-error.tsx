import { Component, type ErrorInfo, type ReactNode, useEffect } from "react";
import { PageHeading } from "#web/components/page-heading.tsx";
import { PageTitle } from "#web/components/page-title.tsx";
import { primaryButton } from "#web/components/ui/button-styles.ts";
import { markPageAnswers } from "#web/lib/page-answers.ts";

/** Shown inside the site frame when a page fails to load or render: never a blank screen (D7). */
function RouteErrorMessage({ error }: { error: Error }) {
  const chunkFailed = /dynamically imported module|Importing a module|Failed to fetch/i.test(error.message);
  // The page will not mount, so its readiness mark comes from here: 'Reload' must answer.
  useEffect(() => markPageAnswers({ hydrated: true }), []);
  return (
    <section className="mx-auto max-w-3xl px-4 py-16 sm:px-6">
      <PageTitle title="Something went wrong" />
      <PageHeading>Something went wrong</PageHeading>
      <p className="mt-4 text-stone-700 dark:text-stone-300">
        {chunkFailed
          ? "The site was updated or the connection dropped while this page loaded. Reload to get the latest version."
          : "This page could not be shown. Please try again; if it keeps happening, tell us on the Community page."}
      </p>
      <div className="mt-8 flex flex-wrap gap-3">
        <button type="button" className={primaryButton} onClick={() => window.location.reload()}>
          Reload
        </button>
        <a href="/" className={primaryButton}>
          Go to the home page
        </a>
      </div>
    </section>
  );
}

/** Catches a page's render or loading error; `resetKey` (the path) clears it on navigation. */
export class RouteErrorBoundary extends Component<
  { resetKey: string; children: ReactNode },
  { error: Error | null }
> {
  state = { error: null as Error | null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  componentDidUpdate(previous: { resetKey: string }) {
    if (previous.resetKey !== this.props.resetKey && this.state.error) this.setState({ error: null });
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(error, info.componentStack);
  }

  render() {
    return this.state.error ? <RouteErrorMessage error={this.state.error} /> : this.props.children;
  }
}
