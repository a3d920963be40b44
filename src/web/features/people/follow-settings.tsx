import { useQuery } from "@tanstack/react-query";
import { useId, useState } from "react";
import { useT } from "#web/lib/i18n.tsx";
import { useSinglePress } from "#web/lib/use-single-press.ts";
import { saveFollowSettings } from "./follows.ts";
import { followSettingsQuery } from "./queries.ts";
import { Status } from "./status.tsx";
import { useStatusMessage } from "./use-status-message.ts";

/** Settings: D67's 'New guides from people I follow', for every creator followed at once. */
export function FollowSettingsSection() {
  const id = useId();
  const t = useT();
  const settings = useQuery(followSettingsQuery);
  const [message, setMessage] = useStatusMessage();
  // What was pressed shows at once; a failure puts the saved value back.
  const [pressed, setPressed] = useState<boolean | null>(null);
  const save = useSinglePress({
    mutationFn: saveFollowSettings,
    onMutate: (settings) => setPressed(settings.notifyNewGuides),
    onSettled: () => setPressed(null),
    onSuccess: (saved) =>
      setMessage({
        text: saved.notifyNewGuides ? t("people.notifyNewGuidesOn") : t("people.notifyNewGuidesOff"),
        tone: "success",
      }),
    onError: () => setMessage({ text: t("people.saveFailed"), tone: "error" }),
  });
  return (
    <section
      aria-labelledby={`${id}-heading`}
      className="rounded-md border-2 border-stone-800 bg-white p-5 dark:border-stone-400 dark:bg-stone-900"
    >
      <h2 id={`${id}-heading`} className="text-xl font-bold">
        {t("people.notifications")}
      </h2>
      <label htmlFor={`${id}-followed`} className="mt-3 flex min-h-11 items-center gap-2 font-semibold">
        <input
          id={`${id}-followed`}
          type="checkbox"
          className="size-6 shrink-0 accent-emerald-700"
          checked={pressed ?? settings.data?.notifyNewGuides ?? true}
          disabled={!settings.data}
          aria-disabled={save.pending || undefined}
          onChange={(event) => save.press({ notifyNewGuides: event.target.checked })}
        />
        {t("people.newGuidesFromFollowed")}
      </label>
      <Status message={message} />
    </section>
  );
}
