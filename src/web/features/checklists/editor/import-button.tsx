import { type ReactNode, useState } from "react";
import { secondaryButton } from "#web/components/ui/button-styles.ts";

/**
 * A form's import (D53's Markdown, D60's Litematica list): a button that opens its dialog, and
 * beside it what the last import did ('Imported 12 steps…'), said to a screen reader too.
 */
export function ImportButton({
  label,
  dialog,
}: {
  label: string;
  /** The dialog, given whether it is open, how to close it, and how to say what it did. */
  dialog: (props: {
    open: boolean;
    onOpenChange: (open: boolean) => void;
    done: (said: string) => void;
  }) => ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const [said, setSaid] = useState("");
  return (
    <div className="flex flex-wrap items-center gap-3">
      <button
        type="button"
        className={secondaryButton}
        onClick={() => {
          setSaid("");
          setOpen(true);
        }}
      >
        {label}
      </button>
      <p role="status" className="font-semibold empty:hidden">
        {said}
      </p>
      {dialog({ open, onOpenChange: setOpen, done: setSaid })}
    </div>
  );
}
