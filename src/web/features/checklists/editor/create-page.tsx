import { useMemo } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { ErrorMessage } from "#web/components/error-message.tsx";
import { PageHeading } from "#web/components/page-heading.tsx";
import { PageTitle } from "#web/components/page-title.tsx";
import { textLink } from "#web/components/ui/button-styles.ts";
import { useT } from "#web/lib/i18n.tsx";
import { createChecklist, useChecklist } from "../api.ts";
import { BasedOnLine } from "../components/based-on.tsx";
import { checklistPath } from "../components/checklist-card.tsx";
import { ChecklistForm, type ChecklistFormValues, EMPTY_FORM } from "./checklist-form.tsx";
import { templateValuesOf } from "./form-values.ts";

/** SPEC §2 Create: publishing sends the checklist for review and opens its page. */
export default function CreatePage() {
  const t = useT();
  const [params] = useSearchParams();
  const template = params.get("template");
  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:px-6">
      <PageTitle title={t("editor.createPageTitle")} />
      <PageHeading>{t("editor.createHeading")}</PageHeading>
      <p className="mt-2 text-stone-700 dark:text-stone-300">{t("editor.createIntro")}</p>
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
  const t = useT();
  const navigate = useNavigate();
  return (
    <ChecklistForm
      mode="create"
      initial={initial}
      draftKey={draftKey}
      onSubmit={async (input) => {
        const created = await createChecklist(basedOn ? { ...input, basedOn } : input);
        navigate(checklistPath(created), {
          state: { flash: t("editor.publishedFlash") },
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
  const t = useT();
  const query = useChecklist(id);
  const source = query.data?.status === "approved" ? query.data : null;
  const initial = useMemo(() => (source ? templateValuesOf(source) : null), [source]);
  if (query.isPending) return <p role="status">{t("editor.loadingTemplate")}</p>;
  if (!source || !initial) {
    return (
      <ErrorMessage className="mt-4">
        {t("editor.templateUnavailable")}{" "}
        <Link to="/create" className={textLink}>
          {t("editor.startEmpty")}
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
