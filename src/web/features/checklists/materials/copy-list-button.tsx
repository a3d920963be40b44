import { Check, Copy } from "lucide-react";
import { useEffect, useState } from "react";
import { STATUS_MESSAGE_MS } from "#shared/limits.ts";
import { secondaryButton } from "#web/components/ui/button-styles.ts";
import { useT } from "#web/lib/i18n.tsx";

/**
 * 'Copy list' (D60): copies `text` (one material a line) and says so in a live region, so a
 * screen reader hears it; the icon shows it too, and nothing moves under the next press.
 */
export function CopyListButton({ text, label }: { text: string; label?: string }) {
  const t = useT();
  const [said, setSaid] = useState<"copied" | "failed" | "">("");
  useEffect(() => {
    if (!said) return;
    const timer = setTimeout(() => setSaid(""), STATUS_MESSAGE_MS);
    return () => clearTimeout(timer);
  }, [said]);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setSaid("copied");
    } catch {
      setSaid("failed");
    }
  };
  return (
    <div className="flex flex-wrap items-center gap-3">
      <button type="button" className={secondaryButton} onClick={copy}>
        {said === "copied" ? (
          <Check aria-hidden="true" className="size-4 text-emerald-700 dark:text-emerald-300" />
        ) : (
          <Copy aria-hidden="true" className="size-4" />
        )}
        {label ?? t("materials.copyList")}
      </button>
      <p role="status" aria-live="polite" className="font-semibold">
        {said === "copied" ? t("materials.copied") : said === "failed" ? t("materials.copyFailed") : ""}
      </p>
    </div>
  );
}
