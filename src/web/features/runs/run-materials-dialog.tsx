import { useMutation, useQuery } from "@tanstack/react-query";
import { type FormEvent, useId, useState } from "react";
import type { RunMaterial, RunMaterials } from "#shared/contracts/materials.ts";
import { materialListText, totalText } from "#shared/rules/material-totals.ts";
import { ErrorMessage } from "#web/components/error-message.tsx";
import { primaryButton, secondaryButton } from "#web/components/ui/button-styles.ts";
import { inputClass } from "#web/components/ui/field-styles.ts";
import ModalDialog from "#web/components/ui/modal-dialog.tsx";
import { CopyListButton } from "#web/features/checklists/materials/copy-list-button.tsx";
import { useMe } from "#web/features/session/api/get-me.ts";
import { ApiError, apiFetch } from "#web/lib/api-client.ts";
import { richText, type Translate, useT } from "#web/lib/i18n.tsx";
import { queryClient } from "#web/lib/query-client.ts";
import { runKeys, runPath } from "./queries.ts";

export interface RunMaterialsDialogProps {
  runId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

const claimPath = (runId: string, item: string) => `${runPath(runId)}/claims/${encodeURIComponent(item)}`;

/** '120 claimed: @alex 100, @sam 20', 'Nothing claimed yet'. */
function claimsText(material: RunMaterial, t: Translate): string {
  if (material.claimed === 0) return t("runs.nothingClaimed");
  const who = material.claims?.map((claim) =>
    t("runs.claimOf", { handle: claim.by.handle, count: claim.count }),
  );
  return who?.length
    ? t("runs.claimedBy", { count: material.claimed, who: who.join(", ") })
    : t("runs.claimed", { count: material.claimed });
}

const hidden = (text: string) => <span className="sr-only">{text}</span>;

/** One material still needed: its count in stacks, who claimed how many, and this member's claim. */
function MaterialRow({ runId, material, handle }: { runId: string; material: RunMaterial; handle: string }) {
  const t = useT();
  const id = useId();
  const mine = material.claims?.find((claim) => claim.by.handle === handle)?.count ?? 0;
  const left = Math.max(0, material.count - material.claimed + mine);
  const [count, setCount] = useState(String(mine || left || 1));
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState("");
  const claim = useMutation({
    mutationFn: (typed: string) =>
      apiFetch<RunMaterials>(claimPath(runId, material.item), {
        method: "PUT",
        // What is not a whole number goes as typed: the server says what is wrong with it.
        body: { count: /^\s*\d+\s*$/.test(typed) ? Number(typed) : typed },
      }),
    onMutate: () => {
      setProblem(null);
      setDone("");
    },
    onSuccess: (answer, typed) => {
      queryClient.setQueryData(runKeys.materials(runId), answer);
      setDone(t("runs.youClaimed", { count: Number(typed), item: material.name }));
    },
    onError: (error) => setProblem(error instanceof ApiError ? error.message : t("runs.claimFailed")),
  });
  const drop = useMutation({
    mutationFn: () => apiFetch<void>(claimPath(runId, material.item), { method: "DELETE" }),
    onMutate: () => {
      setProblem(null);
      setDone("");
    },
    onSuccess: () => {
      setDone(t("runs.claimDropped", { item: material.name }));
      return queryClient.invalidateQueries({ queryKey: runKeys.materials(runId) });
    },
    onError: (error) => setProblem(error instanceof ApiError ? error.message : t("runs.dropClaimFailed")),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!claim.isPending) claim.mutate(count);
  };
  return (
    <li className="space-y-2 py-3">
      <p className="flex flex-wrap justify-between gap-x-4">
        <span className="font-bold wrap-anywhere">{material.name}</span>
        <span>{totalText(material, t)}</span>
      </p>
      <p className="text-sm text-stone-700 dark:text-stone-300">{claimsText(material, t)}</p>
      {material.claims ? (
        <form onSubmit={submit} className="flex flex-wrap items-end gap-2">
          <div className="w-32">
            <label htmlFor={`${id}-count`} className="block text-sm font-bold">
              {richText(t("runs.countOf", { item: material.name }), { hidden })}
            </label>
            <input
              id={`${id}-count`}
              type="text"
              inputMode="numeric"
              pattern="[0-9]*"
              autoComplete="off"
              value={count}
              onChange={(event) => {
                setCount(event.target.value);
                setProblem(null);
              }}
              aria-invalid={problem ? true : undefined}
              aria-describedby={problem ? `${id}-problem` : undefined}
              className={inputClass}
            />
          </div>
          <button type="submit" className={primaryButton} aria-disabled={claim.isPending || undefined}>
            {richText(t("runs.claimItem", { item: material.name }), { hidden })}
          </button>
          {mine ? (
            <button
              type="button"
              className={secondaryButton}
              aria-disabled={drop.isPending || undefined}
              onClick={() => !drop.isPending && drop.mutate()}
            >
              {richText(t("runs.dropClaimOn", { item: material.name }), { hidden })}
            </button>
          ) : null}
        </form>
      ) : null}
      <p
        id={`${id}-problem`}
        role="alert"
        className="text-sm font-semibold text-red-800 empty:hidden dark:text-red-300"
      >
        {problem ?? ""}
      </p>
      <p role="status" className="sr-only">
        {done}
      </p>
    </li>
  );
}

/**
 * D70: the run's Materials: what its unticked steps still need, by item, in stacks and shulker
 * boxes; each member claims how many of an item they will bring, and sees who claimed what. It
 * follows the run's events while open (live-events.ts reads it again on a claim or a tick).
 */
export default function RunMaterialsDialog({ runId, open, onOpenChange }: RunMaterialsDialogProps) {
  const t = useT();
  const me = useMe();
  const materials = useQuery({
    queryKey: runKeys.materials(runId),
    queryFn: ({ signal }) => apiFetch<RunMaterials>(`${runPath(runId)}/materials`, { signal }),
    enabled: open,
    // Read again at each opening: a tick of one's own changes what is needed.
    staleTime: 0,
  });
  const items = materials.data?.items;
  return (
    <ModalDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t("runs.materials")}
      description={t("runs.materialsDescription")}
    >
      <div className="space-y-4">
        {materials.isPending ? <p role="status">{t("runs.loadingMaterials")}</p> : null}
        <ErrorMessage>{materials.isError ? materials.error.message : null}</ErrorMessage>
        {items?.length === 0 ? <p>{t("runs.nothingNeeded")}</p> : null}
        {items?.length ? (
          <>
            <ul
              aria-label={t("runs.materialsStillNeeded")}
              className="divide-y-2 divide-stone-200 dark:divide-stone-700"
            >
              {items.map((material) => (
                <MaterialRow
                  key={material.item}
                  runId={runId}
                  material={material}
                  handle={me.data?.handle ?? ""}
                />
              ))}
            </ul>
            <CopyListButton text={materialListText(items, t)} />
          </>
        ) : null}
      </div>
    </ModalDialog>
  );
}
