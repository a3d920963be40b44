import { Link, useNavigate, useParams } from "react-router";
import { PageHeading } from "#web/components/page-heading.tsx";
import { PageLoading } from "#web/components/page-loading.tsx";
import { PageTitle } from "#web/components/page-title.tsx";
import { textLink } from "#web/components/ui/button-styles.ts";
import { useMe } from "#web/features/session/api/get-me.ts";
import { ApiError } from "#web/lib/api-client.ts";
import { useT } from "#web/lib/i18n.tsx";
import { editChecklist, useChecklist } from "../api.ts";
import { checklistPath } from "../components/checklist-card.tsx";
import { ChecklistForm } from "./checklist-form.tsx";
import { formValuesOf } from "./form-values.ts";

function Frame({ children, title }: { children: React.ReactNode; title?: string }) {
  const t = useT();
  const heading = title ?? t("editor.editHeading");
  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:px-6">
      <PageTitle title={heading} />
      <PageHeading>{heading}</PageHeading>
      {children}
    </div>
  );
}

/** SPEC §2 Edit (/my/edit/{id}), author only. */
export default function EditPage() {
  const t = useT();
  const { id = "" } = useParams();
  const me = useMe();
  const navigate = useNavigate();
  const query = useChecklist(id);
  if (query.isPending) return <PageLoading />;
  if (query.isError || query.data.authorId !== me.data?.id) {
    const missing = query.isError && query.error instanceof ApiError && query.error.status === 404;
    return (
      <Frame title={missing || !query.isError ? t("editor.notFound") : t("editor.editHeading")}>
        <p role="alert" className="mt-4 text-stone-800 dark:text-stone-200">
          {query.isError && !missing ? query.error.message : `${t("editor.onlyYours")} `}
          <Link to="/my/created" className={textLink}>
            {t("editor.goToMine")}
          </Link>
        </p>
      </Frame>
    );
  }
  const checklist = query.data;
  const rejection =
    checklist.pendingRevision?.status === "rejected"
      ? checklist.pendingRevision.rejectionReason
      : checklist.status === "rejected"
        ? checklist.rejectionReason
        : null;
  return (
    <Frame>
      {rejection ? (
        <section
          aria-labelledby="rejection-heading"
          className="mt-4 rounded-md border-l-8 border-red-700 bg-red-50 p-4 text-red-950 dark:bg-red-950 dark:text-red-50"
        >
          <h2 id="rejection-heading" className="font-bold">
            {t("editor.changesAsked")}
          </h2>
          <p className="mt-1 wrap-anywhere whitespace-pre-line">{rejection}</p>
        </section>
      ) : null}
      <p className="mt-2 text-stone-700 dark:text-stone-300">
        {checklist.status === "approved" ? t("editor.editApprovedIntro") : t("editor.editIntro")}
      </p>
      <ChecklistForm
        mode="edit"
        // The form starts from the pending edit when there is one (D12), else from the checklist.
        initial={formValuesOf(checklist.pendingRevision ?? checklist)}
        draftKey={`edit:${checklist.id}`}
        checklistId={checklist.id}
        onSubmit={async (input) => {
          const saved = await editChecklist(checklist.id, input);
          navigate(checklistPath(saved), {
            state: {
              flash: checklist.status === "approved" ? t("editor.editApprovedFlash") : t("editor.editFlash"),
            },
          });
          return saved;
        }}
      />
    </Frame>
  );
}
