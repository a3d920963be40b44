import { useMemo } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { ErrorMessage } from "#web/components/error-message.tsx";
import { PageHeading } from "#web/components/page-heading.tsx";
import { PageTitle } from "#web/components/page-title.tsx";
import { textLink } from "#web/components/ui/button-styles.ts";
import { createChecklist, useChecklist } from "../api.ts";
import { BasedOnLine } from "../components/based-on.tsx";
import { checklistPath } from "../components/checklist-card.tsx";
import { ChecklistForm, type ChecklistFormValues, EMPTY_FORM } from "./checklist-form.tsx";
import { templateValuesOf } from "./form-values.ts";

/** SPEC §2 Create: publishing sends the checklist for review and opens its page. */
export default function CreatePage() {
  const [params] = useSearchParams();
  const template = params.get("template");
  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:px-6">
      <PageTitle title="Create a New Minecraft Checklist" />
      <PageHeading>Create a checklist</PageHeading>
      <p className="mt-2 text-stone-700 dark:text-stone-300">
        Write the steps a player should follow. A moderator reviews every new checklist before it is public.
      </p>
      {template ? <FromTemplate id={template} /> : <CreateForm initial={EMPTY_FORM} draftKey="create" />}
    </div>
  );
}

function CreateForm({
  initial,
  draftKey,
  basedOn,
}: {
  initial: ChecklistFormValues;
  draftKey: string;
  basedOn?: string;
}) {
  const navigate = useNavigate();
  return (
    <ChecklistForm
      mode="create"
      initial={initial}
      draftKey={draftKey}
      onSubmit={async (input) => {
        const created = await createChecklist(basedOn ? { ...input, basedOn } : input);
        navigate(checklistPath(created), {
          state: { flash: "Your checklist was published for review. A moderator will look at it soon." },
        });
        return created;
      }}
    />
  );
}

/**
 * D52 'Use as template' (/create?template={id}): the form starts as a copy of an approved
 * checklist. Its draft is kept per template (docs/decisions/036), apart from the blank form's.
 */
function FromTemplate({ id }: { id: string }) {
  const query = useChecklist(id);
  const source = query.data?.status === "approved" ? query.data : null;
  const initial = useMemo(() => (source ? templateValuesOf(source) : null), [source]);
  if (query.isPending) return <p role="status">Loading the template…</p>;
  if (!source || !initial) {
    return (
      <ErrorMessage className="mt-4">
        This checklist cannot be used as a template: it may have been deleted, or it is not public.{" "}
        <Link to="/create" className={textLink}>
          Start from an empty form
        </Link>
      </ErrorMessage>
    );
  }
  return (
    <>
      <BasedOnLine source={source} className="mt-2" />
      <CreateForm
        key={source.id}
        initial={initial}
        draftKey={`create:template:${source.id}`}
        basedOn={source.id}
      />
    </>
  );
}
