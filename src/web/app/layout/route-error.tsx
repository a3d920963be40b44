import { Component, type ErrorInfo, type ReactNode, useEffect } from "react";
import { PageHeading } from "#web/components/page-heading.tsx";
import { PageTitle } from "#web/components/page-title.tsx";
import { primaryButton } from "#web/components/ui/button-styles.ts";
import { useT } from "#web/lib/i18n.tsx";
import { markPageAnswers } from "#web/lib/page-answers.ts";

/** Shown inside the site frame when a page fails to load or render: never a blank screen (D7). */
function RouteErrorMessage({ error }: { error: Error }) {
  const t = useT();
  const chunkFailed = /dynamically imported module|Importing a module|Failed to fetch/i.test(error.message);
  // The page will not mount, so its readiness mark comes from here: 'Reload' must answer.
  useEffect(() => markPageAnswers({ hydrated: true }), []);
  return (
    <section className="mx-auto max-w-3xl px-4 py-16 sm:px-6">
      <PageTitle title={t("layout.errorTitle")} />
      <PageHeading>{t("layout.errorTitle")}</PageHeading>
      <p className="mt-4 text-stone-700 dark:text-stone-300">
        {chunkFailed ? t("layout.errorChunkFailed") : t("layout.errorRenderFailed")}
      </p>
      <div className="mt-8 flex flex-wrap gap-3">
        <button type="button" className={primaryButton} onClick={() => window.location.reload()}>
          {t("layout.reload")}
        </button>
        <a href="/" className={primaryButton}>
          {t("layout.goHome")}
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
