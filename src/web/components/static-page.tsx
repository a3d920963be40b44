import type { ReactNode } from "react";
import { PageHeading } from "./page-heading.tsx";
import { PageTitle } from "./page-title.tsx";

/**
 * The frame of a text page: its title, one h1, an optional lead paragraph and prose content.
 * Content uses plain h2, h3, p, ul, ol, li, a, strong and dl elements; styling comes from here.
 */
export function StaticPage({
  title,
  heading,
  lead,
  children,
}: {
  title: string;
  heading: string;
  lead?: ReactNode;
  children: ReactNode;
}) {
  return (
    <article className="prose-page mx-auto max-w-3xl px-4 py-10 sm:px-6">
      <PageTitle title={title} />
      <PageHeading>{heading}</PageHeading>
      {lead ? <p className="mt-4 text-lg text-stone-700 dark:text-stone-300">{lead}</p> : null}
      <div className="mt-8 space-y-4 text-stone-800 dark:text-stone-200">{children}</div>
    </article>
  );
}
