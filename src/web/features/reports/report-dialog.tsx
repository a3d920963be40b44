import { type FormEvent, useId, useState } from "react";
import { REPORT_DETAILS_MAX, REPORT_REASONS, type ReportReason } from "#shared/community.ts";
import { ErrorMessage } from "#web/components/error-message.tsx";
import { primaryButton } from "#web/components/ui/button-styles.ts";
import { inputClass } from "#web/components/ui/field-styles.ts";
import { Modal, ModalActions } from "#web/components/ui/modal.tsx";
import { CharactersLeft } from "#web/components/ui/text-field.tsx";
import { ApiError, apiFetch } from "#web/lib/api-client.ts";
import { useT } from "#web/lib/i18n.tsx";
import { useSharedWords } from "#web/lib/shared-words.ts";
import { useSinglePress } from "#web/lib/use-single-press.ts";

/**
 * D34: 'Report' from the More menu: one of five reasons and optional details. Sending the
 * same report again changes nothing, so the dialog simply thanks the person again.
 */
export default function ReportDialog({
  checklistId,
  open,
  onOpenChange,
  onSent,
}: {
  checklistId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSent: (message: string) => void;
}) {
  const words = useSharedWords();
  const t = useT();
  const detailsId = useId();
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [details, setDetails] = useState("");
  const [error, setError] = useState<string | null>(null);
  const send = useSinglePress({
    mutationFn: (report: { reason: ReportReason; details: string }) =>
      apiFetch(`/api/checklists/${encodeURIComponent(checklistId)}/report`, { method: "PUT", body: report }),
    onMutate: () => setError(null),
    onSuccess: () => {
      onOpenChange(false);
      setReason(null);
      setDetails("");
      onSent(t("reports.sent"));
    },
    onError: (caught) =>
      setError(
        caught instanceof ApiError && caught.code !== "network" ? caught.message : t("reports.sendFailed"),
      ),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!reason) {
      setError(t("reports.chooseReason"));
      return;
    }
    send.press({ reason, details: details.trim() });
  };
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={t("reports.title")}
      description={t("reports.description")}
    >
      <form onSubmit={submit} noValidate className="space-y-4">
        <fieldset>
          <legend className="font-bold">{t("reports.reason")}</legend>
          <div className="mt-2 space-y-1">
            {REPORT_REASONS.map((option) => (
              <label key={option.value} className="flex min-h-11 cursor-pointer items-center gap-3">
                <input
                  type="radio"
                  name="report-reason"
                  value={option.value}
                  checked={reason === option.value}
                  onChange={() => {
                    setReason(option.value);
                    setError(null);
                  }}
                  className="size-5 accent-emerald-700"
                />
                {words(option.label)}
              </label>
            ))}
          </div>
        </fieldset>
        <div>
          <label htmlFor={detailsId} className="block font-bold">
            {t("reports.details")}
          </label>
          <textarea
            id={detailsId}
            value={details}
            rows={3}
            maxLength={REPORT_DETAILS_MAX}
            onChange={(event) => setDetails(event.target.value)}
            aria-describedby={`${detailsId}-left`}
            className={inputClass}
          />
          <CharactersLeft id={`${detailsId}-left`} max={REPORT_DETAILS_MAX} value={details} />
        </div>
        {error ? <ErrorMessage>{error}</ErrorMessage> : null}
        <ModalActions>
          <button type="submit" className={primaryButton} {...send.submitProps}>
            {t("reports.send")}
          </button>
        </ModalActions>
      </form>
    </Modal>
  );
}
