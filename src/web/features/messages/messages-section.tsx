import { type FormEvent, useId, useState } from "react";
import { MESSAGE_REQUIRED } from "#shared/community.ts";
import { LIMITS } from "#shared/limits.ts";
import { hasVisibleText } from "#shared/rules/visible-text.ts";
import { DateTime } from "#web/components/date-time.tsx";
import { ErrorMessage } from "#web/components/error-message.tsx";
import { primaryButton, secondaryButton } from "#web/components/ui/button-styles.ts";
import { TextField } from "#web/components/ui/text-field.tsx";
import { ApiError } from "#web/lib/api-client.ts";
import { useT } from "#web/lib/i18n.tsx";
import { useSharedWords } from "#web/lib/shared-words.ts";
import { useSinglePress } from "#web/lib/use-single-press.ts";
import { sendMessage, useMessages } from "./api.ts";

const ROLE = { author: "messages.author", moderator: "messages.moderator" } as const;

/**
 * D32: the conversation between a checklist's author and the moderators, on the author's
 * checklist page and on its review page. Oldest first; a 'Message' field and 'Send'.
 */
export function MessagesSection({ checklistId, intro }: { checklistId: string; intro: string }) {
  const words = useSharedWords();
  const t = useT();
  const headingId = useId();
  const fieldId = useId();
  const messages = useMessages(checklistId);
  const [draft, setDraft] = useState("");
  const send = useSinglePress({
    mutationFn: (body: string) => sendMessage(checklistId, body),
    onSuccess: () => setDraft(""),
  });
  const [empty, setEmpty] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (send.pending) return;
    setEmpty(!hasVisibleText(draft));
    if (hasVisibleText(draft)) send.press(draft);
  };
  const items = messages.data?.pages.flatMap((page) => page.items) ?? [];
  const sendError = empty
    ? words(MESSAGE_REQUIRED)
    : send.error instanceof ApiError && send.error.code !== "network"
      ? send.error.message
      : send.error
        ? t("messages.sendFailed")
        : null;
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-md border-2 border-stone-300 bg-white p-4 dark:border-stone-700 dark:bg-stone-900"
    >
      <h2 id={headingId} className="text-2xl font-bold text-stone-900 dark:text-stone-50">
        {t("messages.messages")}
      </h2>
      <p className="mt-1 text-stone-700 dark:text-stone-300">{intro}</p>
      {messages.isError ? <ErrorMessage className="mt-3">{messages.error.message}</ErrorMessage> : null}
      {messages.isSuccess && items.length === 0 ? (
        <p className="mt-3 text-stone-700 dark:text-stone-300">{t("messages.empty")}</p>
      ) : null}
      <ol className="mt-3 space-y-3">
        {items.map((message) => (
          <li
            key={message.id}
            className={`rounded-md border-l-8 p-3 ${message.role === "moderator" ? "border-amber-600 bg-amber-50 dark:bg-amber-950" : "border-emerald-700 bg-emerald-50 dark:bg-emerald-950"}`}
          >
            <p className="text-sm text-stone-700 dark:text-stone-300">
              <span className="font-bold text-stone-900 dark:text-stone-50">{message.writerName}</span> ·{" "}
              {t(ROLE[message.role])} · <DateTime value={message.createdAt} />
            </p>
            <p className="mt-1 wrap-anywhere whitespace-pre-line text-stone-900 dark:text-stone-50">
              {message.body}
            </p>
          </li>
        ))}
      </ol>
      {messages.hasNextPage ? (
        <button
          type="button"
          className={`${secondaryButton} mt-3`}
          onClick={() => void messages.fetchNextPage()}
          aria-disabled={messages.isFetchingNextPage || undefined}
        >
          {t("messages.showLater")}
        </button>
      ) : null}
      <form onSubmit={submit} className="mt-4 space-y-3" noValidate>
        <TextField
          id={fieldId}
          label={t("messages.message")}
          value={draft}
          onChange={setDraft}
          maxLength={LIMITS.message}
          multiline
        />
        {sendError ? <ErrorMessage>{sendError}</ErrorMessage> : null}
        <button type="submit" className={primaryButton} {...send.submitProps}>
          {t("messages.send")}
        </button>
      </form>
    </section>
  );
}
