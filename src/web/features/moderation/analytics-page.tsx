import { ErrorMessage } from "#web/components/error-message.tsx";
import { useAnalytics } from "./api.ts";
import { ModerationFrame } from "./moderation-frame.tsx";

function Totals() {
  const query = useAnalytics();
  if (query.isPending) return <p role="status">Loading...</p>;
  if (query.isError) return <ErrorMessage>{query.error.message}</ErrorMessage>;
  if (query.data.items.length === 0) return <p className="mt-6">No page views counted yet.</p>;
  return (
    <table className="mt-6 w-full border-collapse text-left">
      <caption className="mb-2 text-left text-stone-700 dark:text-stone-300">
        Page views per path, last {query.data.days} days (no cookies, Do-Not-Track respected).
      </caption>
      <thead>
        <tr className="border-b-2 border-stone-800 dark:border-stone-300">
          <th scope="col" className="py-2 pr-4">
            Path
          </th>
          <th scope="col" className="py-2 text-right">
            Views
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
  return (
    <ModerationFrame title="Analytics" heading="Analytics">
      <Totals />
    </ModerationFrame>
  );
}
