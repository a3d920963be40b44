import { useQuery } from "@tanstack/react-query";
import { useId, useState } from "react";
import { useSinglePress } from "#web/lib/use-single-press.ts";
import { saveFollowSettings } from "./follows.ts";
import { followSettingsQuery } from "./queries.ts";
import { Status } from "./status.tsx";
import { useStatusMessage } from "./use-status-message.ts";

/** Settings: D67's 'New guides from people I follow', for every creator followed at once. */
export function FollowSettingsSection() {
  const id = useId();
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
        text: saved.notifyNewGuides
          ? "You will be notified of new guides from people you follow."
          : "New guides from people you follow will not notify you.",
        tone: "success",
      }),
    onError: () => setMessage({ text: "Could not save it. Please try again.", tone: "error" }),
  });
  return (
    <section
      aria-labelledby={`${id}-heading`}
      className="rounded-md border-2 border-stone-800 bg-white p-5 dark:border-stone-400 dark:bg-stone-900"
    >
      <h2 id={`${id}-heading`} className="text-xl font-bold">
        Notifications
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
        New guides from people I follow
      </label>
      <Status message={message} />
    </section>
  );
}
