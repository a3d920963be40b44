import { type DragEvent, useId, useState } from "react";
import type { Step } from "#shared/contracts/checklists.ts";
import {
  WORLD_FILE_MAX_BYTES,
  type WorldImport,
  worldImportSentence,
} from "#shared/contracts/world-imports.ts";
import { ErrorMessage } from "#web/components/error-message.tsx";
import { primaryButton, secondaryButton } from "#web/components/ui/button-styles.ts";
import { ModalActions } from "#web/components/ui/modal.tsx";
import ModalDialog from "#web/components/ui/modal-dialog.tsx";
import { ApiError, apiFetch } from "#web/lib/api-client.ts";
import { type Translate, useT } from "#web/lib/i18n.tsx";
import { useSharedWords } from "#web/lib/shared-words.ts";
import { invalidateLists } from "../checklists/api.ts";
import { queueChange } from "../offline/send-queue.ts";
import { invalidateRunsAndLists } from "../runs/api.ts";
import { useMe } from "../session/api/get-me.ts";

export interface WorldImportDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The run played (the first run's id too: the import names the run). */
  runId: string;
  /** The run as the tick queue names it: absent for the player's first run (D31, decision 047). */
  queuedRunId?: string;
  checklistId: string;
  checklistTitle: string;
  steps: Step[];
  /** What was ticked, said beside the button ('11 steps ticked from your world.'). */
  onDone: (message: string) => void;
}

type FileField = "advancements" | "statistics";

/** A file's JSON, read in the browser; a problem names the file (`file` selects its name). */
async function readWorldFile(
  file: FileField,
  chosen: File,
  t: Translate,
): Promise<{ json?: unknown; problem?: string }> {
  if (chosen.size > WORLD_FILE_MAX_BYTES) return { problem: t("playing.worldFileTooLarge", { file }) };
  try {
    const json: unknown = JSON.parse(await chosen.text());
    if (!json || typeof json !== "object" || Array.isArray(json)) {
      return { problem: t("playing.worldFileWrongKind", { file }) };
    }
    return { json };
  } catch {
    return { problem: t("playing.worldFileNotJson", { file }) };
  }
}

/**
 * D62: 'Import from my world'. The player chooses (or drops) their world's advancements file and,
 * optionally, its statistics file; they are read here (5 MB each at most, JSON), the server
 * answers what would be ticked (preview), and Confirm ticks those steps for this player. Offline
 * at Confirm, one tick per step goes into the device's queue (D31) instead; nothing is unticked.
 */
export default function WorldImportDialog({
  open,
  onOpenChange,
  runId,
  queuedRunId,
  checklistId,
  checklistTitle,
  steps,
  onDone,
}: WorldImportDialogProps) {
  const words = useSharedWords();
  const t = useT();
  const id = useId();
  const me = useMe().data;
  const [files, setFiles] = useState<Partial<Record<FileField, unknown>>>({});
  const [problems, setProblems] = useState<Partial<Record<FileField, string>>>({});
  const [preview, setPreview] = useState<WorldImport | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState("");

  const send = (body: Partial<Record<FileField, unknown>>, previewOnly: boolean) =>
    apiFetch<WorldImport>(
      `/api/runs/${encodeURIComponent(runId)}/imports${previewOnly ? "?preview=true" : ""}`,
      { method: "POST", body },
    );
  const refused = (error: unknown) => {
    if (error instanceof ApiError && error.field) {
      const field = error.field.split(".")[0];
      if (field === "advancements" || field === "statistics") {
        setProblems((old) => ({ ...old, [field]: error.message }));
        return;
      }
    }
    setFailure(error instanceof Error ? error.message : t("playing.somethingWrong"));
  };

  const choose = async (field: FileField, file: File | undefined) => {
    setPreview(null);
    setFailure("");
    setProblems((old) => ({ ...old, [field]: undefined }));
    const next = { ...files };
    if (!file) delete next[field];
    else {
      const read = await readWorldFile(field, file, t);
      if (read.problem) {
        delete next[field];
        setProblems((old) => ({ ...old, [field]: read.problem }));
      } else next[field] = read.json;
    }
    setFiles(next);
    if (!next.advancements) return;
    setBusy(true);
    try {
      setPreview(await send(next, true));
    } catch (error) {
      refused(error);
    } finally {
      setBusy(false);
    }
  };

  const confirm = async () => {
    if (!preview || busy) return;
    if (preview.toTick.length === 0) {
      onOpenChange(false);
      onDone(t("playing.worldNothingToTick"));
      return;
    }
    setBusy(true);
    setFailure("");
    try {
      const answer = await send(files, false);
      await invalidateRunsAndLists();
      void invalidateLists();
      onDone(t("playing.worldTicked", { count: answer.ticked?.length ?? 0 }));
      reset();
      onOpenChange(false);
    } catch (error) {
      if (error instanceof ApiError && error.code === "network" && me) {
        // D31: offline, each step waits on the device as a tick of its own, sent when back.
        const titles = new Map(steps.map((step) => [step.id, step.title]));
        for (const stepId of preview.toTick) {
          await queueChange({
            userId: me.id,
            checklistId,
            ...(queuedRunId ? { runId: queuedRunId } : {}),
            checklistTitle,
            stepId,
            stepTitle: titles.get(stepId) ?? "",
            done: true,
          });
        }
        onDone(t("playing.worldTickedOffline", { count: preview.toTick.length }));
        reset();
        onOpenChange(false);
      } else refused(error);
    } finally {
      setBusy(false);
    }
  };
  const reset = () => {
    setFiles({});
    setPreview(null);
    setProblems({});
  };

  const fileField = (field: FileField, label: string, optional: boolean) => {
    const inputId = `${id}-${field}`;
    const drop = (event: DragEvent) => {
      event.preventDefault();
      void choose(field, event.dataTransfer.files[0]);
    };
    return (
      // biome-ignore lint/a11y/noStaticElementInteractions: dropping is a pointer's shortcut; the file input inside is the control
      <div
        className="rounded-md border-2 border-dashed border-stone-400 p-3 dark:border-stone-500"
        onDragOver={(event) => event.preventDefault()}
        onDrop={drop}
      >
        <label htmlFor={inputId} className="block font-bold">
          {label}
          {optional ? <span className="font-normal"> {t("playing.optional")}</span> : null}
        </label>
        <input
          id={inputId}
          type="file"
          accept=".json,application/json"
          aria-describedby={`${inputId}-where ${inputId}-problem`}
          aria-invalid={problems[field] ? true : undefined}
          onChange={(event) => void choose(field, event.target.files?.[0])}
          className="mt-1 block min-h-11 w-full text-sm file:mr-3 file:min-h-11 file:rounded-md file:border-2 file:border-stone-800 file:bg-white file:px-4 file:font-bold dark:file:bg-stone-800 dark:file:text-stone-50"
        />
        <p id={`${inputId}-where`} className="mt-1 text-sm break-all text-stone-700 dark:text-stone-300">
          {field === "advancements"
            ? ".minecraft/saves/<world>/advancements/<your UUID>.json"
            : ".minecraft/saves/<world>/stats/<your UUID>.json"}
          <span className="break-normal"> · {t("playing.orDropHere")}</span>
        </p>
        <div id={`${inputId}-problem`}>
          <ErrorMessage>{problems[field] ?? ""}</ErrorMessage>
        </div>
      </div>
    );
  };

  return (
    <ModalDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t("playing.worldImport")}
      description={t("playing.worldImportDescription")}
    >
      <div className="space-y-4">
        <p className="text-sm">{t("playing.worldWhere")}</p>
        {fileField("advancements", t("playing.advancementsFile"), false)}
        {fileField("statistics", t("playing.statisticsFile"), true)}
        <div aria-live="polite">
          {busy ? <p>{t("playing.readingWorld")}</p> : null}
          {preview && !busy ? <p className="font-semibold">{words(worldImportSentence(preview))}</p> : null}
        </div>
        <ErrorMessage>{failure}</ErrorMessage>
        <ModalActions>
          <button
            type="button"
            className={preview ? primaryButton : secondaryButton}
            aria-disabled={!preview || busy}
            onClick={() => void confirm()}
          >
            {t("playing.confirm")}
          </button>
        </ModalActions>
      </div>
    </ModalDialog>
  );
}
