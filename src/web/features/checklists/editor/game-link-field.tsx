import { Link2, Link2Off } from "lucide-react";
import { useId, useState } from "react";
import type { StepLinkInput } from "#shared/contracts/step-links.ts";
import { stepLinkLabel } from "#shared/rules/step-link-label.ts";
import { ErrorMessage } from "#web/components/error-message.tsx";
import { secondaryButton } from "#web/components/ui/button-styles.ts";
import { lazyDialog } from "#web/components/ui/lazy-dialog.tsx";
import { richText, useT } from "#web/lib/i18n.tsx";
import { useSharedWords } from "#web/lib/shared-words.ts";
import type { GameLinkDialogProps } from "./game-link-dialog.tsx";

const GameLinkDialog = lazyDialog<GameLinkDialogProps>(() => import("./game-link-dialog.tsx"));

/**
 * D61: the step's 'Game link', what in the game marks it done: an advancement, one criterion of
 * one, or a statistic with 'At least'. The row shows it by name; choosing opens a dialog whose
 * code and searches load on first use, so the form's first JavaScript does not grow.
 */
export function GameLinkField({
  version,
  stepNumber,
  link,
  linkName,
  error,
  onChange,
}: {
  version: string;
  stepNumber: number;
  link: StepLinkInput | null | undefined;
  linkName: string | undefined;
  /** The server's 422 on this step's link (a thing the guide's version does not have). */
  error: string | null;
  onChange: (link: StepLinkInput | null, linkName: string | undefined) => void;
}) {
  const words = useSharedWords();
  const t = useT();
  const id = useId();
  const [open, setOpen] = useState(false);
  const shown = link ? words(stepLinkLabel({ kind: link.kind, name: linkName ?? linkIdName(link) })) : null;
  return (
    <fieldset className="space-y-2" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="font-bold text-stone-900 dark:text-stone-50">{t("editor.gameLink")}</legend>
      <p id={`${id}-shown`} className="text-sm">
        {shown ?? t("editor.gameLinkNone")}
      </p>
      <div id={`${id}-error`}>
        <ErrorMessage>{error ?? ""}</ErrorMessage>
      </div>
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          className={secondaryButton}
          data-game-link=""
          aria-describedby={`${id}-shown`}
          onClick={() => setOpen(true)}
        >
          <Link2 aria-hidden="true" className="size-4" />
          {richText(
            link
              ? t("editor.changeGameLink", { number: stepNumber })
              : t("editor.chooseGameLink", { number: stepNumber }),
            { hidden: (text) => <span className="sr-only">{text}</span> },
          )}
        </button>
        {link ? (
          <button type="button" className={secondaryButton} onClick={() => onChange(null, undefined)}>
            <Link2Off aria-hidden="true" className="size-4" />
            {richText(t("editor.removeGameLink", { number: stepNumber }), {
              hidden: (text) => <span className="sr-only">{text}</span>,
            })}
          </button>
        ) : null}
      </div>
      <GameLinkDialog
        open={open}
        onOpenChange={setOpen}
        version={version}
        stepNumber={stepNumber}
        link={link ?? null}
        onUse={(chosen, name) => {
          onChange(chosen, name);
          setOpen(false);
        }}
      />
    </fieldset>
  );
}

/** A link read without its name (an older draft): its ids, readable enough. */
function linkIdName(link: StepLinkInput): string {
  if (link.kind === "statistic") return `${link.statistic} ${link.target} ≥ ${link.atLeast}`;
  if (link.kind === "criterion") return `${link.advancement} ${link.criterion}`;
  return link.advancement;
}
