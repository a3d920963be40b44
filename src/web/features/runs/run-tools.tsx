import { Boxes, Compass } from "lucide-react";
import { useState } from "react";
import type { RunNote } from "#shared/contracts/runs.ts";
import { lazyDialog } from "#web/components/ui/lazy-dialog.tsx";
import { useT } from "#web/lib/i18n.tsx";

// Each loads when first opened (issue 12); this row itself loads once the run played is known.
const RunMaterialsDialog = lazyDialog(() => import("./run-materials-dialog.tsx"));
const WhereWasThatDialog = lazyDialog(() => import("./where-was-that-dialog.tsx"));

const toolButton =
  "inline-flex min-h-11 items-center gap-1.5 rounded-md border-2 border-stone-800 bg-white px-3 py-1 font-bold text-stone-900 hover:bg-stone-100 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-amber-500 dark:border-stone-300 dark:bg-stone-800 dark:text-stone-50 dark:hover:bg-stone-700";

/**
 * The run played's tools, on the row of 'Keep screen on': 'Materials' (what its unticked steps
 * still need and who brings what, D70) when its steps name materials, and 'Where was that?'
 * (its notes with coordinates by distance, D71) when a note has coordinates.
 */
export default function RunTools({
  runId,
  hasMaterials,
  notes,
  steps,
}: {
  runId: string;
  hasMaterials: boolean;
  notes: RunNote[];
  /** The checklist's steps, in order: a note is named by its step. */
  steps: { id: string; title: string }[];
}) {
  const t = useT();
  const [listing, setListing] = useState(false);
  const [finding, setFinding] = useState(false);
  const placed = notes.some((note) => note.coords);
  return (
    <>
      {hasMaterials ? (
        <button type="button" className={toolButton} onClick={() => setListing(true)}>
          <Boxes aria-hidden="true" className="size-4" />
          {t("runs.materials")}
        </button>
      ) : null}
      {placed ? (
        <button type="button" className={toolButton} onClick={() => setFinding(true)}>
          <Compass aria-hidden="true" className="size-4" />
          {t("runs.whereWasThat")}
        </button>
      ) : null}
      <RunMaterialsDialog runId={runId} open={listing} onOpenChange={setListing} />
      {placed ? (
        <WhereWasThatDialog notes={notes} steps={steps} open={finding} onOpenChange={setFinding} />
      ) : null}
    </>
  );
}
