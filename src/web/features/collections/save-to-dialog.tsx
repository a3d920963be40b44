import { useQuery } from "@tanstack/react-query";
import { type FormEvent, useId, useRef, useState } from "react";
import { Link } from "react-router";
import { COLLECTION_LIMITS } from "#shared/collections.ts";
import type { CollectionSummary } from "#shared/contracts/collections.ts";
import { ErrorMessage } from "#web/components/error-message.tsx";
import { primaryButton, secondaryButton, textLink } from "#web/components/ui/button-styles.ts";
import { Modal, ModalClose } from "#web/components/ui/modal.tsx";
import { TextField } from "#web/components/ui/text-field.tsx";
import { refusalMessage } from "#web/lib/api-client.ts";
import { useT } from "#web/lib/i18n.tsx";
import { useSinglePress } from "#web/lib/use-single-press.ts";
import { createCollection, setEntry } from "./api.ts";
import { myCollectionsQuery } from "./queries.ts";

const failed = refusalMessage;

/**
 * D68: 'Save to…' on a checklist's page: a box for each of the person's collections ('Saved'
 * first), ticked when it holds the checklist, and a new collection made and filled in one go.
 */
export default function SaveToDialog({
  checklistId,
  open,
  onOpenChange,
}: {
  checklistId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const nameId = useId();
  const t = useT();
  const mine = useQuery({ ...myCollectionsQuery(checklistId), enabled: open });
  const [name, setName] = useState("");
  const [error, setError] = useState<string | null>(null);
  const make = useSinglePress({
    mutationFn: async (newName: string) => {
      const made = await createCollection({ name: newName });
      await setEntry(made.id, checklistId, true);
    },
    onMutate: () => setError(null),
    onSuccess: () => setName(""),
    onError: (failure) => setError(failed(failure, t("collections.makeFailed"))),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) {
      setError(t("collections.nameRequired"));
      return;
    }
    make.press(name.trim());
  };
  const items: CollectionSummary[] = mine.data?.items ?? [];
  return (
    <Modal open={open} onOpenChange={onOpenChange} title={t("collections.saveTo")}>
      <div className="space-y-4">
        {mine.isPending ? <p>{t("collections.loadingYours")}</p> : null}
        {items.length > 0 ? (
          <fieldset>
            <legend className="font-bold">{t("collections.yourCollections")}</legend>
            <ul className="mt-2 space-y-1">
              {items.map((collection) => (
                <li key={collection.id}>
                  <CollectionBox collection={collection} checklistId={checklistId} onError={setError} />
                </li>
              ))}
            </ul>
          </fieldset>
        ) : null}
        <form onSubmit={submit} noValidate className="space-y-2">
          <TextField
            id={nameId}
            label={t("collections.newCollection")}
            value={name}
            onChange={setName}
            maxLength={COLLECTION_LIMITS.name}
          />
          <button type="submit" className={secondaryButton} aria-disabled={make.pending || undefined}>
            {t("collections.createAndSave")}
          </button>
        </form>
        <ErrorMessage>{error}</ErrorMessage>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <Link to="/my/collections" className={textLink}>
            {t("collections.allMine")}
          </Link>
          <ModalClose className={primaryButton}>{t("collections.done")}</ModalClose>
        </div>
      </div>
    </Modal>
  );
}

/**
 * One collection's box: it shows the press at once, and acts once per press (issue 23): a press
 * while the last is under way, or the second click of a double click, changes nothing.
 */
function CollectionBox({
  collection,
  checklistId,
  onError,
}: {
  collection: CollectionSummary;
  checklistId: string;
  onError: (message: string | null) => void;
}) {
  const t = useT();
  const [checked, setChecked] = useState(collection.contains === true);
  const underWay = useRef(false);
  const refused = (press: Event) => underWay.current || ((press as MouseEvent).detail ?? 0) > 1;
  const change = (on: boolean) => {
    underWay.current = true;
    setChecked(on);
    onError(null);
    setEntry(collection.id, checklistId, on)
      .catch((failure: unknown) => {
        setChecked(!on);
        onError(failed(failure, t("collections.changeFailed")));
      })
      .finally(() => {
        underWay.current = false;
      });
  };
  return (
    <label className="flex min-h-11 cursor-pointer items-center gap-3">
      <input
        type="checkbox"
        checked={checked}
        // React tells a checkbox's change from its click: both see the press refused.
        onClick={(event) => {
          if (refused(event.nativeEvent)) event.preventDefault();
        }}
        onChange={(event) => {
          if (!refused(event.nativeEvent)) change(event.target.checked);
        }}
        className="size-5 accent-emerald-700"
      />
      <span className="wrap-anywhere">{collection.name}</span>
      <span className="text-sm text-stone-600 dark:text-stone-400">({collection.entryCount})</span>
    </label>
  );
}
