import { useQuery } from "@tanstack/react-query";
import { useId, useState } from "react";
import { Link, useLocation, useNavigate, useParams } from "react-router";
import {
  COLLECTION_VISIBILITIES,
  COLLECTION_VISIBILITY_LABELS,
  type CollectionVisibility,
} from "#shared/collections.ts";
import type { Collection, CollectionEntry } from "#shared/contracts/collections.ts";
import { EmptyState } from "#web/components/empty-state.tsx";
import { ErrorMessage } from "#web/components/error-message.tsx";
import { PageHeading } from "#web/components/page-heading.tsx";
import { PageLoading } from "#web/components/page-loading.tsx";
import { PageTitle } from "#web/components/page-title.tsx";
import { dangerButton, secondaryButton, textLink } from "#web/components/ui/button-styles.ts";
import { inputClass } from "#web/components/ui/field-styles.ts";
import { ChecklistCard } from "#web/features/checklists/components/checklist-card.tsx";
import NotFoundPage from "#web/features/not-found/not-found-page.tsx";
import { useMe } from "#web/features/session/api/get-me.ts";
import { fromState, signInPath } from "#web/features/session/sign-in-target.ts";
import { ApiError, refusalMessage } from "#web/lib/api-client.ts";
import { richText, useT } from "#web/lib/i18n.tsx";
import { useSharedWords } from "#web/lib/shared-words.ts";
import { collectionLink } from "#web/lib/system-share.ts";
import { useHydrated } from "#web/lib/use-hydrated.ts";
import { useSinglePress } from "#web/lib/use-single-press.ts";
import { changeCollection, deleteCollection, setCollectionFollow, setEntry } from "./api.ts";
import { CollectionDetailsForm } from "./details-form.tsx";
import { collectionQuery } from "./queries.ts";

const failed = refusalMessage;

/**
 * D68: `/collections/{id}`, rendered on the server: its owner's alone when private, anyone's with
 * its address otherwise (the server answers others with the not-found page, 404).
 */
export default function CollectionPage() {
  const { collectionId = "" } = useParams();
  const query = useQuery(collectionQuery(collectionId));
  const t = useT();
  if (query.isPending) return <PageLoading />;
  if (query.isError) {
    if (query.error instanceof ApiError && query.error.status === 404) return <NotFoundPage />;
    return (
      <div className="mx-auto max-w-3xl px-4 py-16 sm:px-6">
        <PageTitle title={t("collections.collection")} />
        <PageHeading>{t("collections.collection")}</PageHeading>
        <ErrorMessage className="mt-4">{query.error.message}</ErrorMessage>
      </div>
    );
  }
  return <CollectionView collection={query.data} />;
}

function CollectionView({ collection }: { collection: Collection }) {
  const [error, setError] = useState<string | null>(null);
  const t = useT();
  const owner = collection.ownerName || `@${collection.ownerHandle}`;
  return (
    <div className="mx-auto max-w-6xl space-y-6 px-4 py-8 sm:px-6">
      <PageTitle title={t("collections.pageTitle", { name: collection.name, owner: collection.ownerName })} />
      <div>
        <PageHeading>{collection.name}</PageHeading>
        <p className="mt-2 text-stone-700 dark:text-stone-300">
          {richText(
            t("collections.byline", {
              owner,
              checklists: collection.entryCount,
              followers: collection.followerCount,
            }),
            {
              // The name as it is, whatever it holds (the message's tags are read around it).
              owner: () => (
                <Link to={`/users/${encodeURIComponent(collection.ownerHandle)}`} className={textLink}>
                  {owner}
                </Link>
              ),
            },
          )}
        </p>
        {collection.description ? (
          <p className="mt-3 max-w-prose wrap-anywhere text-stone-800 dark:text-stone-200">
            {collection.description}
          </p>
        ) : null}
      </div>
      {collection.mine ? (
        <OwnerControls collection={collection} onError={setError} />
      ) : (
        <FollowCollectionButton collection={collection} onError={setError} />
      )}
      <ErrorMessage>{error}</ErrorMessage>
      {collection.entries.length === 0 ? (
        <EmptyState>{collection.mine ? t("collections.emptyMine") : t("collections.empty")}</EmptyState>
      ) : (
        <ul aria-label={t("collections.entries")} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {collection.entries.map((entry) => (
            <EntryItem
              key={entry.checklist.id}
              entry={entry}
              collectionId={collection.id}
              mine={collection.mine}
              onError={setError}
            />
          ))}
        </ul>
      )}
    </div>
  );
}

function EntryItem({
  entry,
  collectionId,
  mine,
  onError,
}: {
  entry: CollectionEntry;
  collectionId: string;
  mine: boolean;
  onError: (message: string | null) => void;
}) {
  const words = useSharedWords();
  const t = useT();
  const remove = useSinglePress({
    mutationFn: () => setEntry(collectionId, entry.checklist.id, false),
    onMutate: () => onError(null),
    onError: (failure) => onError(failed(failure, t("collections.removeFailed"))),
  });
  return (
    <li className="flex flex-col gap-2">
      <ChecklistCard checklist={entry.checklist} />
      {entry.hiddenReason ? (
        <p className="font-semibold text-amber-900 dark:text-amber-300">{words(entry.hiddenReason)}</p>
      ) : null}
      {mine ? (
        <button
          type="button"
          className={`${secondaryButton} self-start`}
          aria-disabled={remove.pending || undefined}
          onClick={(event) => remove.press(undefined, event)}
        >
          {richText(t("collections.removeEntry", { title: entry.checklist.title }), {
            hidden: (text) => <span className="sr-only">{text}</span>,
          })}
        </button>
      ) : null}
    </li>
  );
}

function OwnerControls({
  collection,
  onError,
}: {
  collection: Collection;
  onError: (message: string | null) => void;
}) {
  const words = useSharedWords();
  const selectId = useId();
  const linkId = useId();
  const navigate = useNavigate();
  const t = useT();
  const change = useSinglePress({
    mutationFn: (visibility: CollectionVisibility) => changeCollection(collection.id, { visibility }),
    onMutate: () => onError(null),
    onError: (failure) => onError(failed(failure, t("collections.visibilityFailed"))),
  });
  const remove = useSinglePress({
    mutationFn: () => deleteCollection(collection.id),
    onMutate: () => onError(null),
    onSuccess: () => navigate("/my/collections"),
    onError: (failure) => onError(failed(failure, t("collections.deleteFailed"))),
  });
  // The full address is known in the browser only: shown once the page is live there.
  const hydrated = useHydrated();
  return (
    <div className="flex max-w-xl flex-col gap-4">
      <div>
        <label htmlFor={selectId} className="block font-bold">
          {t("collections.whoCanSee")}
        </label>
        <select
          id={selectId}
          className={inputClass}
          value={collection.visibility}
          onChange={(event) => change.press(event.target.value as CollectionVisibility)}
        >
          {COLLECTION_VISIBILITIES.map((visibility) => (
            <option key={visibility} value={visibility}>
              {words(COLLECTION_VISIBILITY_LABELS[visibility])}
            </option>
          ))}
        </select>
      </div>
      {collection.visibility === "private" || !hydrated ? null : (
        <div>
          <label htmlFor={linkId} className="block font-bold">
            {t("collections.link")}
          </label>
          <input
            id={linkId}
            readOnly
            value={collectionLink(collection.id)}
            className={inputClass}
            onFocus={(event) => event.target.select()}
          />
        </div>
      )}
      <details className="rounded-md border-2 border-stone-300 p-3 dark:border-stone-600">
        <summary className="min-h-11 cursor-pointer content-center font-bold">
          {t("collections.renameOrDescribe")}
        </summary>
        <div className="mt-3">
          <CollectionDetailsForm collection={collection} />
        </div>
      </details>
      {collection.isDefault ? null : (
        <button
          type="button"
          className={`${dangerButton} self-start`}
          aria-disabled={remove.pending || undefined}
          onClick={(event) => {
            if (window.confirm(t("collections.confirmDelete", { name: collection.name }))) {
              remove.press(undefined, event);
            }
          }}
        >
          {t("collections.delete")}
        </button>
      )}
    </div>
  );
}

function FollowCollectionButton({
  collection,
  onError,
}: {
  collection: Collection;
  onError: (message: string | null) => void;
}) {
  const me = useMe();
  const location = useLocation();
  const t = useT();
  const follow = useSinglePress({
    mutationFn: (on: boolean) => setCollectionFollow(collection.id, on),
    onMutate: () => onError(null),
    onError: (failure) => onError(failed(failure, t("collections.followFailed"))),
  });
  if (!me.data) {
    return (
      <Link to={signInPath(location)} state={fromState(location)} className={secondaryButton}>
        {t("collections.follow")}
      </Link>
    );
  }
  return (
    <button
      type="button"
      aria-pressed={collection.following}
      className={secondaryButton}
      aria-disabled={follow.pending || undefined}
      onClick={(event) => follow.press(!collection.following, event)}
    >
      {collection.following ? t("collections.following") : t("collections.follow")}
    </button>
  );
}
