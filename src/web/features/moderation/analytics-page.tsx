import { ErrorMessage } from "#web/components/error-message.tsx";
import { useT } from "#web/lib/i18n.tsx";
import { useAnalytics } from "./api.ts";
import { ModerationFrame } from "./moderation-frame.tsx";

function Totals() {
  const t = useT();
  const query = useAnalytics();
  if (query.isPending) return <p role="status">{t("moderation.loading")}</p>;
  if (query.isError) return <ErrorMessage>{query.error.message}</ErrorMessage>;
  if (query.data.items.length === 0) return <p className="mt-6">{t("moderation.noPageViews")}</p>;
  return (
    <table className="mt-6 w-full border-collapse text-left">
      <caption className="mb-2 text-left text-stone-700 dark:text-stone-300">
        {t("moderation.pageViewsCaption", { days: query.data.days })}
      </caption>
      <thead>
        <tr className="border-b-2 border-stone-800 dark:border-stone-300">
          <th scope="col" className="py-2 pr-4">
            {t("moderation.path")}
          </th>
          <th scope="col" className="py-2 text-right">
            {t("moderation.views")}
          </th>
        </tr>
      </thead>
      <tbody>
        {query.data.items.map((row) => (
          <tr key={row.path} className="border-b border-stone-300 dark:border-stone-700">
            <td className="py-2 pr-4 font-mono text-sm break-all">{row.path}</td>
            <td className="py-2 text-right font-semibold">{row.views}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** D21: the first-party analytics totals, for moderators. */
export default function AnalyticsPage() {
  const t = useT();
  return (
    <ModerationFrame title={t("moderation.analytics")} heading={t("moderation.analytics")}>
      <Totals />
    </ModerationFrame>
  );
}
