import { type FormEvent, useId, useState } from "react";
import { Link } from "react-router";
import { LIMITS } from "#shared/limits.ts";
import { avatarUrlProblem, nicknameProblem, PROFILE_MESSAGES } from "#shared/rules/profile.ts";
import { Avatar } from "#web/components/avatar.tsx";
import { PageHeading } from "#web/components/page-heading.tsx";
import { PageTitle } from "#web/components/page-title.tsx";
import { primaryButton, secondaryButton, textLink } from "#web/components/ui/button-styles.ts";
import { inputClass } from "#web/components/ui/field-styles.ts";
import { Modal, ModalActions } from "#web/components/ui/modal.tsx";
import { CharactersLeft } from "#web/components/ui/text-field.tsx";
import { ApiError } from "#web/lib/api-client.ts";
import { useT } from "#web/lib/i18n.tsx";
import { useSharedWords } from "#web/lib/shared-words.ts";
import { useSinglePress } from "#web/lib/use-single-press.ts";
import { useMe } from "../session/api/get-me.ts";
import { updateMe } from "./api.ts";
import { AvatarPreview, loadsAsImage, useImagePreview } from "./avatar-preview.tsx";
import { ConnectedAccounts } from "./connected-accounts.tsx";
import { DeleteAccount } from "./delete-account.tsx";
import { FollowSettingsSection } from "./follow-settings.tsx";
import { LanguageSection } from "./language-setting.tsx";
import { Status } from "./status.tsx";
import { useStatusMessage } from "./use-status-message.ts";

/** An address's shape, the same in every language. */
const URL_PLACEHOLDER = "https://…";

function AvatarSection() {
  const words = useSharedWords();
  const me = useMe().data;
  const id = useId();
  const t = useT();
  const [open, setOpen] = useState(false);
  const [url, setUrl] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const [message, setMessage] = useStatusMessage();
  const [checking, setChecking] = useState(false);
  const update = useSinglePress({
    mutationFn: updateMe,
    onSuccess: () => setMessage({ text: PROFILE_MESSAGES.avatarSaved, tone: "success" }),
    onError: () => setMessage({ text: PROFILE_MESSAGES.avatarFailed, tone: "error" }),
    onSettled: () => setOpen(false),
  });
  const trimmedUrl = url.trim();
  const previewUrl = trimmedUrl !== "" && avatarUrlProblem(trimmedUrl) === null ? trimmedUrl : null;
  const preview = useImagePreview(open ? previewUrl : null);
  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (checking || update.pending) return;
    const trimmed = url.trim();
    if (trimmed === "") {
      setOpen(false); // SPEC §5: empty input is ignored
      return;
    }
    const invalid = avatarUrlProblem(trimmed);
    if (invalid) {
      setProblem(invalid);
      return;
    }
    setChecking(true);
    const isImage = preview === "loaded" || (await loadsAsImage(trimmed));
    setChecking(false);
    if (!isImage) {
      setProblem(PROFILE_MESSAGES.avatarNotAnImage);
      return;
    }
    update.press({ avatarUrl: trimmed });
  };
  return (
    <section
      aria-labelledby={`${id}-heading`}
      className="rounded-md border-2 border-stone-800 bg-white p-5 dark:border-stone-400 dark:bg-stone-900"
    >
      <h2 id={`${id}-heading`} className="text-xl font-bold">
        {t("people.avatar")}
      </h2>
      <div className="mt-3 flex flex-wrap items-center gap-4">
        <Avatar
          avatarUrl={me?.avatarUrl}
          photoUrl={me?.photoUrl}
          handle={me?.handle}
          size={80}
          alt={t("people.yourAvatar")}
        />
        <button
          type="button"
          className={secondaryButton}
          onClick={() => {
            setUrl(me?.avatarUrl ?? "");
            setProblem(null);
            setOpen(true);
          }}
        >
          {t("people.editAvatar")}
        </button>
      </div>
      <Status message={message} />
      <Modal open={open} onOpenChange={setOpen} title={t("people.editAvatar")}>
        <form onSubmit={save} noValidate className="space-y-4">
          <div>
            <label htmlFor={`${id}-url`} className="block font-bold">
              {t("people.avatarUrl")}
            </label>
            <input
              id={`${id}-url`}
              type="url"
              value={url}
              onChange={(event) => {
                setUrl(event.target.value);
                setProblem(null);
              }}
              maxLength={LIMITS.avatarUrl}
              placeholder={URL_PLACEHOLDER}
              aria-invalid={problem ? true : undefined}
              aria-describedby={`${id}-left${problem ? ` ${id}-problem` : ""}`}
              className={inputClass}
            />
            <CharactersLeft id={`${id}-left`} max={LIMITS.avatarUrl} value={url} />
            {problem ? (
              <p id={`${id}-problem`} className="mt-1 font-semibold text-red-800 dark:text-red-300">
                {words(problem)}
              </p>
            ) : null}
          </div>
          <AvatarPreview url={previewUrl} state={preview} />
          <ModalActions>
            <button
              type="submit"
              className={primaryButton}
              {...update.submitProps}
              aria-disabled={checking || update.pending || undefined}
              onClick={(event) => {
                if (checking) event.preventDefault();
                else update.submitProps.onClick(event);
              }}
            >
              {checking ? t("people.checkingImage") : t("people.save")}
            </button>
          </ModalActions>
        </form>
      </Modal>
    </section>
  );
}

/** Decided by the error's code: the server's own words for a refusal, SPEC's message otherwise. */
function nicknameErrorText(error: unknown): string {
  if (!(error instanceof ApiError)) return PROFILE_MESSAGES.nicknameFailed;
  if (error.code === "validation_failed") return error.message;
  if (error.code === "rate_limited") return error.message;
  return PROFILE_MESSAGES.nicknameFailed;
}

function NicknameSection() {
  const me = useMe().data;
  const id = useId();
  const t = useT();
  const [nickname, setNickname] = useState(me?.displayName ?? "");
  const [message, setMessage] = useStatusMessage();
  const update = useSinglePress({
    mutationFn: updateMe,
    onSuccess: () => setMessage({ text: PROFILE_MESSAGES.nicknameSaved, tone: "success" }),
    onError: (error) => setMessage({ text: nicknameErrorText(error), tone: "error" }),
  });
  const busy = update.pending;
  const save = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    // SPEC §5: an empty nickname saves nothing; it says why instead of doing nothing (D39).
    const problem = nicknameProblem(nickname);
    if (problem) {
      setMessage({ text: problem, tone: "error" });
      return;
    }
    update.press({ nickname });
  };
  return (
    <section
      aria-labelledby={`${id}-heading`}
      className="rounded-md border-2 border-stone-800 bg-white p-5 dark:border-stone-400 dark:bg-stone-900"
    >
      <h2 id={`${id}-heading`} className="text-xl font-bold">
        {t("people.nickname")}
      </h2>
      <form onSubmit={save} noValidate className="mt-3 space-y-3">
        <div>
          <label htmlFor={`${id}-nickname`} className="block font-bold">
            {t("people.nickname")}
          </label>
          <input
            id={`${id}-nickname`}
            value={nickname}
            onChange={(event) => setNickname(event.target.value)}
            aria-describedby={`${id}-hint`}
            className={inputClass}
          />
          <p id={`${id}-hint`} className="mt-1 text-sm text-stone-600 dark:text-stone-400">
            {t("people.nicknameHint", { length: nickname.length, max: LIMITS.nickname })}{" "}
            {me ? (
              <Link to={`/users/${encodeURIComponent(me.handle)}`} className={`${textLink} wrap-anywhere`}>
                {`/users/${me.handle}`}
              </Link>
            ) : null}
          </p>
        </div>
        <button type="submit" className={primaryButton} {...update.submitProps}>
          {t("people.saveChanges")}
        </button>
        <Status message={message} />
      </form>
    </section>
  );
}

/** SPEC §2 Settings (/my/settings). */
export default function SettingsPage() {
  const t = useT();
  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:px-6">
      <PageTitle title={t("people.settings")} />
      <PageHeading>{t("people.settings")}</PageHeading>
      <div className="mt-6 space-y-6">
        <AvatarSection />
        <NicknameSection />
        <LanguageSection />
        <FollowSettingsSection />
        <ConnectedAccounts />
        <DeleteAccount />
      </div>
    </div>
  );
}
