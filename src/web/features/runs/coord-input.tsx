import { DIMENSION_NAMES, DIMENSIONS, type Dimension } from "#shared/run-notes.ts";
import { inputClass } from "#web/components/ui/field-styles.ts";
import { useT } from "#web/lib/i18n.tsx";
import { useSharedWords } from "#web/lib/shared-words.ts";

/**
 * A coordinate as a player types it (D46, D71): text, not a number field, with a text keypad,
 * since iOS's numeric keypad has no minus key and coordinates are often negative (issue 35).
 */
export function CoordInput({
  id,
  value,
  onChange,
  problemId,
}: {
  id: string;
  value: string;
  onChange: (value: string) => void;
  /** The id of the message saying what is wrong with it, when something is. */
  problemId?: string | undefined;
}) {
  return (
    <input
      id={id}
      type="text"
      inputMode="text"
      pattern="-?[0-9]*"
      autoComplete="off"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      aria-invalid={problemId ? true : undefined}
      aria-describedby={problemId}
      className={inputClass}
    />
  );
}

/** 'Dimension': the Overworld, the Nether or the End (D46, D71). */
export function DimensionSelect({
  id,
  value,
  onChange,
  problemId,
}: {
  id: string;
  value: Dimension;
  onChange: (value: Dimension) => void;
  problemId?: string | undefined;
}) {
  const words = useSharedWords();
  const t = useT();
  return (
    <>
      <label htmlFor={id} className="block font-bold text-stone-900 dark:text-stone-50">
        {t("runs.dimension")}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value as Dimension)}
        aria-invalid={problemId ? true : undefined}
        aria-describedby={problemId}
        className={inputClass}
      >
        {DIMENSIONS.map((dimension) => (
          <option key={dimension} value={dimension}>
            {words(DIMENSION_NAMES[dimension])}
          </option>
        ))}
      </select>
    </>
  );
}
