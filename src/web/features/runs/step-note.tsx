import { Check, Copy, MapPin, StickyNote } from "lucide-react";
import { useEffect, useState } from "react";
import type { RunNote } from "#shared/contracts/runs.ts";
import { STATUS_MESSAGE_MS } from "#shared/limits.ts";
import { coordsText, DIMENSION_NAMES, otherDimension } from "#shared/run-notes.ts";
import { lazyDialog } from "#web/components/ui/lazy-dialog.tsx";
import { richText, useT } from "#web/lib/i18n.tsx";
import { useSharedWords } from "#web/lib/shared-words.ts";
import { DoneBy } from "./together.tsx";

// Its form loads when a note is first opened, not with the page (issue 12).
const NoteDialog = lazyDialog(() => import("./note-dialog.tsx"));

const smallButton =
  "inline-flex min-h-11 items-center gap-1 rounded-md border-2 border-stone-800 bg-white px-3 py-1 text-sm font-bold text-stone-900 hover:bg-stone-100 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-amber-500 dark:border-stone-300 dark:bg-stone-800 dark:text-stone-50 dark:hover:bg-stone-700";

/** The note's coordinates, their other dimension's equivalent, and 'Copy coordinates' (D46). */
function Coordinates({ coords }: { coords: NonNullable<RunNote["coords"]> }) {
  const words = useSharedWords();
  const t = useT();
  const [copied, setCopied] = useState<"" | "copied" | "failed">("");
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(""), STATUS_MESSAGE_MS);
    return () => clearTimeout(timer);
  }, [copied]);
  const other = otherDimension(coords);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(coordsText(coords));
      setCopied("copied");
    } catch {
      setCopied("failed");
    }
  };
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
      <p className="flex items-center gap-1">
        <MapPin aria-hidden="true" className="size-4 shrink-0" />
        <span>
          {words(DIMENSION_NAMES[coords.dimension])}:{" "}
          <span className="font-mono font-semibold">{coordsText(coords)}</span>
        </span>
      </p>
      {other ? (
        <p className="text-stone-700 dark:text-stone-300">
          {words(DIMENSION_NAMES[other.dimension])}: <span className="font-mono">{coordsText(other)}</span>
        </p>
      ) : null}
      {/* The icon says it was copied, so nothing moves under the next press; the status tells a screen reader. */}
      <button type="button" className={smallButton} onClick={copy}>
        {copied === "copied" ? (
          <Check aria-hidden="true" className="size-4 text-emerald-700 dark:text-emerald-300" />
        ) : (
          <Copy aria-hidden="true" className="size-4" />
        )}
        {t("runs.copyCoordinates")}
      </button>
      <p role="status" className="sr-only">
        {copied === "copied"
          ? t("runs.coordinatesCopied")
          : copied === "failed"
            ? t("runs.copyCoordinatesFailed")
            : ""}
      </p>
    </div>
  );
}

/**
 * Under a step of a run: its note and coordinates (D46), and 'Add note' / 'Edit note', which
 * opens the note's form. Notes are the run's players' (the server sends them to members only).
 */
export function StepNote({
  runId,
  stepId,
  number,
  note,
}: {
  /** Null while the run is read: the button waits for it. */
  runId: string | null;
  stepId: string;
  number: number;
  note: RunNote | undefined;
}) {
  const t = useT();
  const [editing, setEditing] = useState(false);
  return (
    <div className="space-y-2 px-3 pb-3 text-sm text-stone-800 dark:text-stone-200">
      {note?.text ? (
        <p className="flex gap-1 wrap-anywhere whitespace-pre-line">
          <StickyNote aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>{note.text}</span>
        </p>
      ) : null}
      {note?.coords ? <Coordinates coords={note.coords} /> : null}
      {/* Issue 35: who wrote it (last) and when. */}
      {note ? <DoneBy kind="note" by={note.by} at={note.at} /> : null}
      <button
        type="button"
        className={`${smallButton} aria-disabled:opacity-60`}
        aria-disabled={runId === null || undefined}
        onClick={() => setEditing(runId !== null)}
      >
        {richText(t(note ? "runs.editNoteOfStep" : "runs.addNoteOfStep", { number }), {
          hidden: (text) => <span className="sr-only">{text}</span>,
        })}
      </button>
      {runId ? (
        <NoteDialog
          runId={runId}
          stepId={stepId}
          number={number}
          note={note}
          open={editing}
          onOpenChange={setEditing}
        />
      ) : null}
    </div>
  );
}
