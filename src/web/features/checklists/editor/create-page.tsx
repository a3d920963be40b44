import { useNavigate } from "react-router";
import { PageHeading } from "#web/components/page-heading.tsx";
import { PageTitle } from "#web/components/page-title.tsx";
import { createChecklist } from "../api.ts";
import { checklistPath } from "../components/checklist-card.tsx";
import { ChecklistForm, EMPTY_FORM } from "./checklist-form.tsx";

/** SPEC §2 Create: publishing sends the checklist for review and opens its page. */
export default function CreatePage() {
  const navigate = useNavigate();
  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:px-6">
      <PageTitle title="Create a New Minecraft Checklist" />
      <PageHeading>Create a checklist</PageHeading>
      <p className="mt-2 text-stone-700 dark:text-stone-300">
        Write the steps a player should follow. A moderator reviews every new checklist before it is public.
      </p>
      <ChecklistForm
        mode="create"
        initial={EMPTY_FORM}
        draftKey="create"
        onSubmit={async (input) => {
          const created = await createChecklist(input);
          navigate(checklistPath(created), {
            state: { flash: "Your checklist was published for review. A moderator will look at it soon." },
          });
          return created;
        }}
      />
    </div>
  );
}
