import { MapPin } from "lucide-react";
import { useId, useState } from "react";
import type { RunNote } from "#shared/contracts/runs.ts";
import { coordsText, DIMENSION_NAMES, type Dimension } from "#shared/run-notes.ts";
import { distanceText, placesByDistance, readPosition } from "#shared/where-was-that.ts";
import ModalDialog from "#web/components/ui/modal-dialog.tsx";
import { useT } from "#web/lib/i18n.tsx";
import { useSharedWords } from "#web/lib/shared-words.ts";
import { CoordInput, DimensionSelect } from "./coord-input.tsx";

export interface WhereWasThatDialogProps {
  notes: RunNote[];
  steps: { id: string; title: string }[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

const AXES = ["x", "y", "z"] as const;
type Axis = (typeof AXES)[number];

/**
 * D71: 'Where was that?': the member types where they stand (X, Y optional, Z) and picks the
 * dimension; the run's notes with coordinates are listed nearest first with the way to go. All
 * of it is worked out here (#shared/where-was-that.ts): nothing typed is sent or stored.
 */
export default function WhereWasThatDialog({ notes, steps, open, onOpenChange }: WhereWasThatDialogProps) {
  const words = useSharedWords();
  const t = useT();
  const id = useId();
  const [axes, setAxes] = useState<Record<Axis, string>>({ x: "", y: "", z: "" });
  const [dimension, setDimension] = useState<Dimension>("overworld");
  const typed = axes.x.trim() !== "" && axes.z.trim() !== "";
  const reading = typed ? readPosition({ ...axes, dimension }) : null;
  const problem = reading && !reading.ok ? reading : null;
  const places = reading?.ok ? placesByDistance(reading.position, notes) : null;
  const stepOf = new Map(steps.map((step, index) => [step.id, { number: index + 1, title: step.title }]));
  return (
    <ModalDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t("runs.whereWasThat")}
      description={t("runs.whereDescription")}
    >
      <div className="space-y-4">
        <fieldset>
          <legend className="font-bold text-stone-900 dark:text-stone-50">{t("runs.whereYouAre")}</legend>
          <div className="grid grid-cols-3 gap-2">
            {AXES.map((axis) => {
              const fieldId = `${id}-${axis}`;
              const wrong = problem?.field === axis;
              return (
                <div key={axis} className="min-w-0">
                  <label htmlFor={fieldId} className="block font-bold text-stone-900 dark:text-stone-50">
                    {axis.toUpperCase()}
                    {axis === "y" ? <span className="font-normal"> {t("runs.optional")}</span> : null}
                  </label>
                  <CoordInput
                    id={fieldId}
                    value={axes[axis]}
                    onChange={(value) => setAxes((current) => ({ ...current, [axis]: value }))}
                    problemId={wrong ? `${id}-problem` : undefined}
                  />
                </div>
              );
            })}
          </div>
          <p
            id={`${id}-problem`}
            role="alert"
            className="mt-1 text-sm font-semibold text-red-800 empty:hidden dark:text-red-300"
          >
            {words(problem?.message) ?? ""}
          </p>
        </fieldset>
        <div>
          <DimensionSelect id={`${id}-dimension`} value={dimension} onChange={setDimension} />
        </div>
        <div aria-live="polite">
          {places ? (
            <section aria-labelledby={`${id}-found`}>
              <h3 id={`${id}-found`} className="font-bold">
                {t("runs.nearestFirst")}
              </h3>
              {places.found.length === 0 ? <p className="mt-1">{t("runs.nothingMeasurable")}</p> : null}
              <ol className="mt-2 space-y-3">
                {places.found.map((place) => {
                  const step = stepOf.get(place.note.stepId);
                  const coords = place.note.coords;
                  return (
                    <li
                      key={place.note.stepId}
                      className="rounded-md border-2 border-stone-300 p-2 dark:border-stone-600"
                    >
                      <p className="font-bold">
                        {t("runs.placeWay", {
                          distance: words(distanceText(place)),
                          nether: place.measuredIn !== dimension ? "yes" : "no",
                          rise: place.rise ? (place.rise > 0 ? "up" : "down") : "level",
                          blocks: Math.abs(place.rise ?? 0),
                        })}
                      </p>
                      <p className="wrap-anywhere">
                        {step
                          ? t("runs.stepNumbered", { number: step.number, title: step.title })
                          : t("runs.stepRemovedSince")}
                        {place.note.text ? ` · ${place.note.text}` : ""}
                      </p>
                      {coords ? (
                        <p className="flex items-center gap-1 text-sm text-stone-700 dark:text-stone-300">
                          <MapPin aria-hidden="true" className="size-4 shrink-0" />
                          {words(DIMENSION_NAMES[coords.dimension])}:{" "}
                          <span className="font-mono">{coordsText(coords)}</span>
                        </p>
                      ) : null}
                    </li>
                  );
                })}
              </ol>
              {places.elsewhere ? (
                <p className="mt-2 text-sm text-stone-700 dark:text-stone-300">
                  {t("runs.notesElsewhere", { count: places.elsewhere })}
                </p>
              ) : null}
            </section>
          ) : (
            <p className="text-sm text-stone-700 dark:text-stone-300">{t("runs.typeXAndZ")}</p>
          )}
        </div>
      </div>
    </ModalDialog>
  );
}
