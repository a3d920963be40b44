import { useSharedWords } from "#web/lib/shared-words.ts";
import type { StatusMessage } from "./use-status-message.ts";

/** A section's outcome, read out by screen readers as it changes. */
export function Status({ message }: { message: StatusMessage | null }) {
  const words = useSharedWords();
  return (
    <p
      role="status"
      className={`min-h-6 font-semibold ${message?.tone === "error" ? "text-red-800 dark:text-red-300" : "text-emerald-800 dark:text-emerald-300"}`}
    >
      {words(message?.text) ?? ""}
    </p>
  );
}
