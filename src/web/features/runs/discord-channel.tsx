import { type FormEvent, useId, useState } from "react";
import type { Run } from "#shared/contracts/runs.ts";
import { DISCORD_FIELD_LABEL } from "#shared/discord-webhook.ts";
import { primaryButton, secondaryButton } from "#web/components/ui/button-styles.ts";
import { TextField } from "#web/components/ui/text-field.tsx";
import { richText, useT } from "#web/lib/i18n.tsx";
import { useSharedWords } from "#web/lib/shared-words.ts";
import { useSinglePress } from "#web/lib/use-single-press.ts";
import { problem } from "./messages.ts";
import { removeRunDiscord, setRunDiscord } from "./run-actions.ts";

/** The shape of a webhook address, shown in the empty field (an address, in no language). */
const WEBHOOK_EXAMPLE = "https://discord.com/api/webhooks/…";

/**
 * D72, the run's owner in 'Share progress': a Discord webhook address where the run's milestones
 * are posted. Once saved it is shown only masked, with why posting was turned off, if it was.
 */
export function DiscordChannel({ run }: { run: Run }) {
  const words = useSharedWords();
  const t = useT();
  const fieldId = useId();
  const headingId = useId();
  const [address, setAddress] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [status, setStatus] = useState<string | null>(null);
  const save = useSinglePress({
    mutationFn: (value: string) => setRunDiscord(run.id, value),
    onMutate: () => setStatus(null),
    onSuccess: () => {
      setAddress("");
      setStatus(t("runs.discordSaved"));
    },
    onError: (caught) => setError(problem(caught, t("runs.saveFailed"))),
  });
  const remove = useSinglePress({
    mutationFn: () => removeRunDiscord(run.id),
    onMutate: () => setStatus(null),
    onSuccess: () => setStatus(t("runs.discordRemoved")),
    onError: (caught) => setStatus(problem(caught, t("runs.removeFailed"))),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (save.pending) return;
    if (address.trim() === "") {
      setError(t("runs.pasteWebhookFirst"));
      return;
    }
    save.press(address.trim());
  };
  const channel = run.discord;
  return (
    <section
      aria-labelledby={headingId}
      className="space-y-2 border-stone-300 border-t pt-3 dark:border-stone-600"
    >
      <h3 id={headingId} className="font-bold">
        {t("runs.postToDiscord")}
      </h3>
      <p className="text-sm text-stone-700 dark:text-stone-300">{t("runs.discordIntro")}</p>
      {channel ? (
        <p className="text-sm">
          {richText(t("runs.postingTo", { address: channel.address }), {
            address: (text) => <span className="break-all font-mono">{text}</span>,
          })}
        </p>
      ) : null}
      {channel && !channel.enabled ? (
        <p className="font-semibold text-red-800 text-sm dark:text-red-300">
          {t("runs.turnedOff", { reason: words(channel.disabledReason) })}
        </p>
      ) : null}
      <form onSubmit={submit} noValidate className="space-y-2">
        <TextField
          id={fieldId}
          label={words(DISCORD_FIELD_LABEL)}
          value={address}
          placeholder={WEBHOOK_EXAMPLE}
          onChange={(value) => {
            setAddress(value);
            setError(null);
          }}
          error={error}
          announceError
        />
        <div className="flex flex-wrap justify-end gap-2">
          {channel ? (
            <button
              type="button"
              className={secondaryButton}
              onClick={(event) => remove.press(undefined, event)}
              {...remove.pressProps}
            >
              {t("runs.remove")}
            </button>
          ) : null}
          <button type="submit" className={primaryButton} {...save.submitProps}>
            {t("runs.save")}
          </button>
        </div>
      </form>
      {/* Read out when it changes; not a second role=status beside the dialog's own. */}
      <p aria-live="polite" className="font-semibold text-emerald-800 empty:hidden dark:text-emerald-300">
        {status ?? ""}
      </p>
    </section>
  );
}
