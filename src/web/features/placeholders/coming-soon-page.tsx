import { Link } from "react-router";
import { PageTitle } from "../../components/page-title.tsx";
import { textLink } from "../../components/ui/button-styles.ts";

/** A route whose feature is still being built: a clear page, never a crash. */
export function ComingSoonPage({ title, heading, about }: { title: string; heading: string; about: string }) {
  return (
    <section className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      <PageTitle title={title} />
      <h1 className="font-display text-3xl font-bold tracking-tight">{heading}</h1>
      <p className="mt-4 text-stone-700 dark:text-stone-300">{about}</p>
      <p className="mt-2 text-stone-700 dark:text-stone-300">
        This part of the site is being built and arrives in an upcoming release. Meanwhile, read the{" "}
        <Link to="/changelog" className={textLink}>
          changelog
        </Link>{" "}
        or the{" "}
        <Link to="/help" className={textLink}>
          FAQ
        </Link>
        .
      </p>
    </section>
  );
}
