import type { ReactNode } from "react";
import { useT } from "#web/lib/i18n.tsx";
import { inputClass } from "./field-styles.ts";

/** A labelled text input or textarea that shows what is left of its limit (D16) and its error. */
export { inputClass };

export function TextField({
  id,
  label,
  value,
  onChange,
  maxLength,
  multiline = false,
  required = false,
  error,
  hint,
  status,
  placeholder,
  announceError = false,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  maxLength?: number;
  multiline?: boolean;
  required?: boolean;
  error?: string | null;
  hint?: ReactNode;
  /** What is left or used of a limit the field cannot count in characters (tags). */
  status?: string;
  placeholder?: string;
  /** Reads the error out as it appears: for a form of one field, with no summary of errors. */
  announceError?: boolean;
}) {
  const t = useT();
  const describedBy = [
    hint ? `${id}-hint` : null,
    maxLength || status ? `${id}-left` : null,
    error ? `${id}-error` : null,
  ]
    .filter(Boolean)
    .join(" ");
  const common = {
    id,
    value,
    maxLength,
    required,
    placeholder,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": describedBy || undefined,
    className: inputClass,
  };
  return (
    <div>
      <label htmlFor={id} className="block font-bold text-stone-900 dark:text-stone-50">
        {label}
        {required ? (
          <span className="font-normal text-stone-600 dark:text-stone-400"> {t("common.required")}</span>
        ) : null}
      </label>
      {hint ? (
        <p id={`${id}-hint`} className="text-sm text-stone-600 dark:text-stone-400">
          {hint}
        </p>
      ) : null}
      {multiline ? (
        <textarea {...common} rows={4} onChange={(event) => onChange(event.target.value)} />
      ) : (
        <input {...common} type="text" onChange={(event) => onChange(event.target.value)} />
      )}
      <div className="flex justify-between gap-3 text-sm">
        {error ? (
          <p
            id={`${id}-error`}
            role={announceError ? "alert" : undefined}
            className="font-semibold text-red-800 dark:text-red-300"
          >
            {error}
          </p>
        ) : (
          <span />
        )}
        {status ? (
          <p id={`${id}-left`} className="shrink-0 text-stone-600 dark:text-stone-400">
            {status}
          </p>
        ) : maxLength ? (
          <CharactersLeft id={`${id}-left`} max={maxLength} value={value} />
        ) : null}
      </div>
    </div>
  );
}

/** What is left of a field's limit (D16); `id` is for the field's aria-describedby. */
export function CharactersLeft({ id, max, value }: { id: string; max: number; value: string }) {
  const t = useT();
  return (
    <p id={id} className="shrink-0 text-right text-sm text-stone-600 dark:text-stone-400">
      {t("common.charactersLeft", { count: max - value.length })}
    </p>
  );
}
