import { type FormEvent, useId, useState } from "react";
import { COLLECTION_LIMITS } from "#shared/collections.ts";
import type { Collection } from "#shared/contracts/collections.ts";
import { ErrorMessage } from "#web/components/error-message.tsx";
import { secondaryButton } from "#web/components/ui/button-styles.ts";
import { TextField } from "#web/components/ui/text-field.tsx";
import { ApiError } from "#web/lib/api-client.ts";
import { useSinglePress } from "#web/lib/use-single-press.ts";
import { changeCollection } from "./api.ts";

/** D68: its owner renames a collection and changes its description. */
export function CollectionDetailsForm({ collection }: { collection: Collection }) {
  const nameId = useId();
  const descriptionId = useId();
  const [name, setName] = useState(collection.name);
  const [description, setDescription] = useState(collection.description);
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const save = useSinglePress({
    mutationFn: () => changeCollection(collection.id, { name: name.trim(), description: description.trim() }),
    onMutate: () => {
      setError(null);
      setSaved(false);
    },
    onSuccess: () => setSaved(true),
    onError: (failure) =>
      setError(
        failure instanceof ApiError && failure.code !== "network" && failure.status < 500
          ? failure.message
          : "Could not save the collection. Please try again.",
      ),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) {
      setError("Give the collection a name.");
      return;
    }
    save.press();
  };
  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <TextField
        id={nameId}
        label="Name"
        value={name}
        onChange={setName}
        maxLength={COLLECTION_LIMITS.name}
        required
      />
      <TextField
        id={descriptionId}
        label="Description"
        value={description}
        onChange={setDescription}
        maxLength={COLLECTION_LIMITS.description}
        multiline
      />
      <ErrorMessage>{error}</ErrorMessage>
      {saved ? <p role="status">Saved.</p> : null}
      <button type="submit" className={secondaryButton} aria-disabled={save.pending || undefined}>
        Save name and description
      </button>
    </form>
  );
}
