import type { Material } from "#shared/contracts/checklists.ts";
import { materialText, type StackWords } from "#shared/rules/stacks.ts";
import { richText, useT } from "#web/lib/i18n.tsx";

interface Side {
  title: string;
  description: string;
  materials: Material[];
  linkName: string | null;
}

const listed = (materials: Material[], words: StackWords) =>
  materials.map((material) => materialText(material, words)).join("; ");

function Change({ before, after, empty }: { before: string; after: string; empty?: string }) {
  const t = useT();
  const nothing = empty ?? t("moderation.empty");
  return (
    <>
      <del className="text-red-800 dark:text-red-300">{before || nothing}</del> →{" "}
      <ins className="text-emerald-800 no-underline dark:text-emerald-300">{after || nothing}</ins>
    </>
  );
}

/**
 * One changed step of an edit under review: its title, and its description (as written, in
 * Markdown: a moderator reads the source, links included) and materials where they changed (D51).
 */
export function StepChangeItem({ before, after }: { before: Side; after: Side }) {
  const t = useT();
  const materialsBefore = listed(before.materials, t);
  const materialsAfter = listed(after.materials, t);
  return (
    <li className="wrap-anywhere">
      <Change before={before.title} after={after.title} />
      {before.description !== after.description ? (
        <p className="whitespace-pre-line">
          {richText(t("moderation.descriptionChange"), {
            change: () => <Change before={before.description} after={after.description} />,
          })}
        </p>
      ) : null}
      {materialsBefore !== materialsAfter ? (
        <p>
          {richText(t("moderation.materialsChange"), {
            change: () => (
              <Change before={materialsBefore} after={materialsAfter} empty={t("moderation.none")} />
            ),
          })}
        </p>
      ) : null}
      {before.linkName !== after.linkName ? (
        <p>
          {richText(t("moderation.gameLinkChange"), {
            change: () => (
              <Change
                before={before.linkName ?? ""}
                after={after.linkName ?? ""}
                empty={t("moderation.none")}
              />
            ),
          })}
        </p>
      ) : null}
    </li>
  );
}
