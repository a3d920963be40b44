import { Link } from "react-router";
import { richText, useLocale, useT } from "#web/lib/i18n.tsx";

/** The parts a static page's messages mark (`<rules>Content Rules</rules>`), rendered by richText. */
const link = "underline text-emerald-800 dark:text-emerald-300";

export function pageLink(to: string) {
  return (text: string) => (
    <Link className={link} to={to}>
      {text}
    </Link>
  );
}

export function mailLink(email: string) {
  return externalLink(`mailto:${email}`);
}

export function strong(text: string) {
  return <strong>{text}</strong>;
}

export function externalLink(href: string) {
  return (text: string) => (
    <a className={link} href={href}>
      {text}
    </a>
  );
}

/**
 * A legal page read in another language says, at its top, that the English text is the one that
 * binds (English readers need no such line), with a link to it.
 */
export function EnglishBindingNote({ path }: { path: string }) {
  const t = useT();
  const locale = useLocale();
  if (locale === "en") return null;
  return (
    <p className="rounded border border-stone-300 p-3 text-sm dark:border-stone-600">
      {richText(t("staticPages.englishBinding"), {
        english: (text) => (
          <a className={link} href={`${path}?lang=en`} hrefLang="en">
            {text}
          </a>
        ),
      })}
    </p>
  );
}
