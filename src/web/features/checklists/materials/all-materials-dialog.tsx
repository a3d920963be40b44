import { useQuery } from "@tanstack/react-query";
import type { GuideMaterials } from "#shared/contracts/materials.ts";
import { materialListText, totalText } from "#shared/rules/material-totals.ts";
import { ErrorMessage } from "#web/components/error-message.tsx";
import ModalDialog from "#web/components/ui/modal-dialog.tsx";
import { apiQuery } from "#web/lib/api-query.ts";
import { useT } from "#web/lib/i18n.tsx";
import { CopyListButton } from "./copy-list-button.tsx";

export interface AllMaterialsDialogProps {
  /** The checklist's customId (or document id). */
  address: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export const checklistMaterialsQuery = (address: string) =>
  apiQuery<GuideMaterials>(
    ["checklists", "materials", address],
    `/api/checklists/${encodeURIComponent(address)}/materials`,
  );

/** A list of material totals: each item's name, and its count in its own stacks and shulker boxes. */
export function MaterialTotals({ items }: { items: GuideMaterials["items"] }) {
  const t = useT();
  return (
    <ul className="divide-y-2 divide-stone-200 dark:divide-stone-700">
      {items.map((total) => (
        <li key={total.item} className="flex flex-wrap justify-between gap-x-4 py-2">
          <span className="font-semibold wrap-anywhere">{total.name}</span>
          <span className="text-stone-800 dark:text-stone-200">{totalText(total, t)}</span>
        </li>
      ))}
    </ul>
  );
}

/**
 * D60: 'All materials', every material of the guide summed by item (GET
 * /api/checklists/{address}/materials), and 'Copy list'. Loaded when first opened.
 */
export default function AllMaterialsDialog({ address, open, onOpenChange }: AllMaterialsDialogProps) {
  const t = useT();
  const materials = useQuery({ ...checklistMaterialsQuery(address), enabled: open });
  const items = materials.data?.items;
  return (
    <ModalDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t("materials.allTitle")}
      description={t("materials.allDescription")}
    >
      <div className="space-y-4">
        {materials.isPending ? <p role="status">{t("materials.loading")}</p> : null}
        <ErrorMessage>{materials.isError ? materials.error.message : null}</ErrorMessage>
        {items?.length === 0 ? <p>{t("materials.none")}</p> : null}
        {items?.length ? (
          <>
            <MaterialTotals items={items} />
            <CopyListButton text={materialListText(items, t)} />
          </>
        ) : null}
      </div>
    </ModalDialog>
  );
}
