import { useId } from "react";
import { inputClass } from "#web/components/ui/field-styles.ts";

/** A run's link to copy ('Invite friends', 'Share progress'): read-only, selected on focus. */
export function LinkField({ label, link }: { label: string; link: string }) {
  const id = useId();
  return (
    <>
      <label htmlFor={id} className="block font-bold">
        {label}
      </label>
      <input id={id} readOnly value={link} className={inputClass} onFocus={(e) => e.target.select()} />
    </>
  );
}

/** What the dialog's last action came to (copied, saved, refused), read out when it changes. */
export function ActionStatus({ status }: { status: string | null }) {
  return (
    <p role="status" className="font-semibold text-emerald-800 empty:hidden dark:text-emerald-300">
      {status ?? ""}
    </p>
  );
}
