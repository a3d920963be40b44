import { useId, useState } from "react";
import { isLocale, type Locale } from "#shared/i18n/locales.ts";
import { LanguageOptions } from "#web/components/language-options.tsx";
import { inputClass } from "#web/components/ui/field-styles.ts";
import { useLocale, useT } from "#web/lib/i18n.tsx";
import { useSinglePress } from "#web/lib/use-single-press.ts";
import { useMe } from "../session/api/get-me.ts";
import { updateMe } from "./api.ts";
import { Status } from "./status.tsx";
import { useStatusMessage } from "./use-status-message.ts";

/** The select's value for 'My browser's language' (no language chosen on the account). */
const BROWSER = "";

/**
 * Settings → Language (D64): saved on the account, so every device signed in follows it. The
 * answer also sets this device's language cookie; the page is loaded again to speak it at once.
 */
export function LanguageSection() {
  const me = useMe().data;
  const id = useId();
  const t = useT();
  const pageLocale = useLocale();
  const [message, setMessage] = useStatusMessage();
  const [pressed, setPressed] = useState<string | null>(null);
  const save = useSinglePress({
    mutationFn: (language: Locale | null) => updateMe({ language }),
    onMutate: (language) => setPressed(language ?? BROWSER),
    onSuccess: (saved) => {
      setMessage({ text: t("guideLanguage.saved"), tone: "success" });
      // The page speaks its language from the server: loaded again, it speaks the new one.
      if (saved.language !== pageLocale) window.location.reload();
    },
    onError: () => {
      setPressed(null);
      setMessage({ text: t("guideLanguage.saveFailed"), tone: "error" });
    },
  });
  return (
    <section
      aria-labelledby={`${id}-heading`}
      className="rounded-md border-2 border-stone-800 bg-white p-5 dark:border-stone-400 dark:bg-stone-900"
    >
      <h2 id={`${id}-heading`} className="text-xl font-bold">
        {t("guideLanguage.setting")}
      </h2>
      <div className="mt-3">
        <label htmlFor={`${id}-language`} className="block font-bold">
          {t("guideLanguage.setting")}
        </label>
        <select
          id={`${id}-language`}
          value={pressed ?? me?.language ?? BROWSER}
          disabled={!me}
          aria-disabled={save.pending || undefined}
          aria-describedby={`${id}-hint`}
          onChange={(event) => {
            if (save.pending) return;
            const value = event.target.value;
            save.press(isLocale(value) ? value : null);
          }}
          className={inputClass}
        >
          <option value={BROWSER}>{t("guideLanguage.browserLanguage")}</option>
          <LanguageOptions />
        </select>
        <p id={`${id}-hint`} className="mt-1 text-sm text-stone-600 dark:text-stone-400">
          {t("guideLanguage.settingHint")}
        </p>
      </div>
      <Status message={message} />
    </section>
  );
}
