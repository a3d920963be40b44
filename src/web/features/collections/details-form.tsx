import { type FormEvent, useId, useState } from "react";
import { COLLECTION_LIMITS } from "#shared/collections.ts";
import type { Collection } from "#shared/contracts/collections.ts";
import { ErrorMessage } from "#web/components/error-message.tsx";
import { secondaryButton } from "#web/components/ui/button-styles.ts";
import { TextField } from "#web/components/ui/text-field.tsx";
import { refusalMessage } from "#web/lib/api-client.ts";
import { useT } from "#web/lib/i18n.tsx";
import { useSinglePress } from "#web/lib/use-single-press.ts";
import { changeCollection } from "./api.ts";

/** A collection's name and description, as its new form and its owner's form ask for them (D68's limits). */
export function CollectionTextFields({
  name,
  onName,
  description,
  onDescription,
}: {
  name: string;
  onName: (name: string) => void;
  description: string;
  onDescription: (description: string) => void;
}) {
  const nameId = useId();
  const descriptionId = useId();
  const t = useT();
  return (
    <>
      <TextField
        id={nameId}
        label={t("collections.name")}
        value={name}
        onChange={onName}
        maxLength={COLLECTION_LIMITS.name}
        required
      />
      <TextField
        id={descriptionId}
        label={t("collections.description")}
        value={description}
        onChange={onDescription}
        maxLength={COLLECTION_LIMITS.description}
        multiline
      />
    </>
  );
}

/** D68: its owner renames a collection and changes its description. */
export function CollectionDetailsForm({ collection }: { collection: Collection }) {
  const [name, setName] = useState(collection.name);
  const [description, setDescription] = useState(collection.description);
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const t = useT();
  const save = useSinglePress({
    mutationFn: () => changeCollection(collection.id, { name: name.trim(), description: description.trim() }),
    onMutate: () => {
      setError(null);
      setSaved(false);
    },
    onSuccess: () => setSaved(true),
    onError: (failure) => setError(refusalMessage(failure, t("collections.saveFailed"))),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) {
      setError(t("collections.nameRequired"));
      return;
    }
    save.press();
  };
  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <CollectionTextFields
        name={name}
        onName={setName}
        description={description}
        onDescription={setDescription}
      />
      <ErrorMessage>{error}</ErrorMessage>
      {saved ? <p role="status">{t("collections.saved")}</p> : null}
      <button type="submit" className={secondaryButton} aria-disabled={save.pending || undefined}>
        {t("collections.saveDetails")}
      </button>
    </form>
  );
}
