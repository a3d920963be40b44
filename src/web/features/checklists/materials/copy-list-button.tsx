import { Check, Copy } from "lucide-react";
import { useEffect, useState } from "react";
import { STATUS_MESSAGE_MS } from "#shared/limits.ts";
import { secondaryButton } from "#web/components/ui/button-styles.ts";

/**
 * 'Copy list' (D60): copies `text` (one material a line) and says so in a live region, so a
 * screen reader hears it; the icon shows it too, and nothing moves under the next press.
 */
export function CopyListButton({ text, label = "Copy list" }: { text: string; label?: string }) {
  const [said, setSaid] = useState("");
  useEffect(() => {
    if (!said) return;
    const timer = setTimeout(() => setSaid(""), STATUS_MESSAGE_MS);
    return () => clearTimeout(timer);
  }, [said]);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setSaid("List copied");
    } catch {
      setSaid("Could not copy. Select the list instead.");
    }
  };
  return (
    <div className="flex flex-wrap items-center gap-3">
      <button type="button" className={secondaryButton} onClick={copy}>
        {said === "List copied" ? (
          <Check aria-hidden="true" className="size-4 text-emerald-700 dark:text-emerald-300" />
        ) : (
          <Copy aria-hidden="true" className="size-4" />
        )}
        {label}
      </button>
      <p role="status" aria-live="polite" className="font-semibold">
        {said}
      </p>
    </div>
  );
}
