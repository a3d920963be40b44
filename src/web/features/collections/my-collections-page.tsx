import { useQuery } from "@tanstack/react-query";
import { type FormEvent, useId, useState } from "react";
import { useNavigate } from "react-router";
import {
  COLLECTION_VISIBILITIES,
  COLLECTION_VISIBILITY_LABELS,
  type CollectionVisibility,
} from "#shared/collections.ts";
import { EmptyState } from "#web/components/empty-state.tsx";
import { ErrorMessage } from "#web/components/error-message.tsx";
import { PageHeading } from "#web/components/page-heading.tsx";
import { PageTitle } from "#web/components/page-title.tsx";
import { primaryButton } from "#web/components/ui/button-styles.ts";
import { inputClass } from "#web/components/ui/field-styles.ts";
import { refusalMessage } from "#web/lib/api-client.ts";
import { useT } from "#web/lib/i18n.tsx";
import { useSharedWords } from "#web/lib/shared-words.ts";
import { useSinglePress } from "#web/lib/use-single-press.ts";
import { createCollection } from "./api.ts";
import { CollectionList } from "./collection-list.tsx";
import { CollectionTextFields } from "./details-form.tsx";
import { followedCollectionsQuery, myCollectionsQuery } from "./queries.ts";

/** D68: `/my/collections`: one's own collections, a new one, and the collections one follows. */
export default function MyCollectionsPage() {
  const mine = useQuery(myCollectionsQuery());
  const followed = useQuery(followedCollectionsQuery);
  const t = useT();
  return (
    <div className="mx-auto max-w-4xl space-y-8 px-4 py-8 sm:px-6">
      <PageTitle title={t("collections.myCollections")} />
      <PageHeading>{t("collections.myCollections")}</PageHeading>
      <section aria-labelledby="mine-heading" className="space-y-3">
        <h2 id="mine-heading" className="text-2xl font-bold">
          {t("collections.yours")}
        </h2>
        {mine.isPending ? <p role="status">{t("common.loading")}</p> : null}
        <ErrorMessage>{mine.error?.message ?? null}</ErrorMessage>
        {mine.data ? (
          <CollectionList items={mine.data.items} label={t("collections.yourCollections")} showVisibility />
        ) : null}
      </section>
      <NewCollectionForm />
      <section aria-labelledby="followed-heading" className="space-y-3">
        <h2 id="followed-heading" className="text-2xl font-bold">
          {t("collections.followed")}
        </h2>
        {followed.data && followed.data.items.length === 0 ? (
          <EmptyState>{t("collections.noneFollowed")}</EmptyState>
        ) : null}
        {followed.data && followed.data.items.length > 0 ? (
          <CollectionList items={followed.data.items} label={t("collections.followed")} showOwner />
        ) : null}
      </section>
    </div>
  );
}

function NewCollectionForm() {
  const words = useSharedWords();
  const visibilityId = useId();
  const navigate = useNavigate();
  const [name, setName] = useState("");
  const [description, setDescription] = useState("");
  const [visibility, setVisibility] = useState<CollectionVisibility>("private");
  const [error, setError] = useState<string | null>(null);
  const t = useT();
  const make = useSinglePress({
    mutationFn: () => createCollection({ name: name.trim(), description: description.trim(), visibility }),
    onMutate: () => setError(null),
    onSuccess: (made) => navigate(`/collections/${encodeURIComponent(made.id)}`),
    onError: (failure) => setError(refusalMessage(failure, t("collections.makeFailed"))),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) {
      setError(t("collections.nameRequired"));
      return;
    }
    make.press();
  };
  return (
    <section aria-labelledby="new-heading" className="max-w-xl space-y-3">
      <h2 id="new-heading" className="text-2xl font-bold">
        {t("collections.newCollection")}
      </h2>
      <form onSubmit={submit} noValidate className="space-y-4">
        <CollectionTextFields
          name={name}
          onName={setName}
          description={description}
          onDescription={setDescription}
        />
        <div>
          <label htmlFor={visibilityId} className="block font-bold">
            {t("collections.whoCanSee")}
          </label>
          <select
            id={visibilityId}
            className={inputClass}
            value={visibility}
            onChange={(event) => setVisibility(event.target.value as CollectionVisibility)}
          >
            {COLLECTION_VISIBILITIES.map((option) => (
              <option key={option} value={option}>
                {words(COLLECTION_VISIBILITY_LABELS[option])}
              </option>
            ))}
          </select>
        </div>
        <ErrorMessage>{error}</ErrorMessage>
        <button type="submit" className={primaryButton} aria-disabled={make.pending || undefined}>
          {t("collections.create")}
        </button>
      </form>
    </section>
  );
}
