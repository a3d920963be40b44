import { inputClass } from "#web/components/ui/field-styles.ts";
import { useT } from "#web/lib/i18n.tsx";

const fileInputClass =
  "mt-1 block min-h-11 w-full text-sm file:mr-3 file:min-h-11 file:rounded-md file:border-2 file:border-stone-800 file:bg-white file:px-4 file:font-bold dark:file:bg-stone-800 dark:file:text-stone-50";

/**
 * An import's text, pasted or read from a file (D53's Markdown, D60's Litematica list): a
 * labelled textarea with its hint, and 'Or choose a file'. A file larger than `maxChars` could
 * hold (four bytes a character) is not read: `onFileProblem` says so.
 */
export function TextOrFile({
  id,
  label,
  hint,
  value,
  onChange,
  accept,
  maxChars,
  tooLarge,
  onFileProblem,
  problemId,
}: {
  id: string;
  label: string;
  hint: string;
  value: string;
  /** The text typed, or the file's (a file read clears its problem first). */
  onChange: (text: string) => void;
  accept: string;
  maxChars: number;
  tooLarge: string;
  onFileProblem: (problem: string | null) => void;
  /** The id of what is wrong with it, when something is. */
  problemId: string | null;
}) {
  const t = useT();
  const readFile = async (file: File | undefined) => {
    onFileProblem(null);
    if (!file) return;
    if (file.size > maxChars * 4) {
      onFileProblem(tooLarge);
      return;
    }
    onChange(await file.text());
  };
  return (
    <>
      <div>
        <label htmlFor={`${id}-text`} className="block font-bold">
          {label}
        </label>
        <p id={`${id}-hint`} className="text-sm text-stone-700 dark:text-stone-300">
          {hint}
        </p>
        <textarea
          id={`${id}-text`}
          value={value}
          onChange={(event) => {
            onFileProblem(null);
            onChange(event.target.value);
          }}
          rows={8}
          spellCheck={false}
          aria-describedby={`${id}-hint${problemId ? ` ${problemId}` : ""}`}
          aria-invalid={problemId ? true : undefined}
          className={`${inputClass} font-mono text-sm`}
        />
      </div>
      <div>
        <label htmlFor={`${id}-file`} className="block font-bold">
          {t("editor.orChooseFile")}
        </label>
        <input
          id={`${id}-file`}
          type="file"
          accept={accept}
          onChange={(event) => void readFile(event.target.files?.[0])}
          className={fileInputClass}
        />
      </div>
    </>
  );
}
