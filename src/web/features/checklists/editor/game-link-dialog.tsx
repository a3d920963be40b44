import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { type KeyboardEvent, useDeferredValue, useId, useState } from "react";
import { type StepLinkInput, statisticLinkName } from "#shared/contracts/step-links.ts";
import { LIMITS } from "#shared/limits.ts";
import { stepLinkLabel } from "#shared/rules/step-link-label.ts";
import { ErrorMessage } from "#web/components/error-message.tsx";
import { primaryButton } from "#web/components/ui/button-styles.ts";
import { inputClass } from "#web/components/ui/field-styles.ts";
import { ModalActions } from "#web/components/ui/modal.tsx";
import ModalDialog from "#web/components/ui/modal-dialog.tsx";
import { useT } from "#web/lib/i18n.tsx";
import { useSharedWords } from "#web/lib/shared-words.ts";
import { gameAdvancementsQuery, gameStatisticsQuery } from "../game-queries.ts";

export interface GameLinkDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  version: string;
  stepNumber: number;
  link: StepLinkInput | null;
  /** The chosen link and its name ('Stone Age', 'Mined: Diamond Ore ≥ 64'). */
  onUse: (link: StepLinkInput, name: string) => void;
}

type Kind = "advancement" | "statistic";
/** What a search found: an advancement or criterion, or a statistic waiting for its threshold. */
interface Option {
  key: string;
  name: string;
  detail?: string;
  link: StepLinkInput;
}

const MIN_QUERY = 2;
/** Examples of what to type: the game's own English names, which the search reads (D61), not interface words. */
const EXAMPLE_NAMES: Record<Kind, string> = { statistic: "Mined: Diamond Ore", advancement: "Stone Age" };

function useOptions(kind: Kind, version: string, typed: string): { options: Option[]; searched: boolean } {
  const query = useDeferredValue(typed.trim());
  const enabled = version !== "" && query.length >= MIN_QUERY;
  const common = { staleTime: Number.POSITIVE_INFINITY, placeholderData: keepPreviousData } as const;
  const advancements = useQuery({
    ...gameAdvancementsQuery(version, query),
    ...common,
    enabled: enabled && kind === "advancement",
  }).data?.items;
  const statistics = useQuery({
    ...gameStatisticsQuery(version, query),
    ...common,
    enabled: enabled && kind === "statistic",
  }).data?.items;
  if (!enabled) return { options: [], searched: false };
  if (kind === "advancement") {
    return {
      searched: advancements !== undefined,
      options: (advancements ?? []).map((found) => ({
        key: `${found.advancement} ${found.criterion ?? ""}`,
        name: found.name,
        detail: found.description,
        link:
          found.kind === "criterion" && found.criterion
            ? { kind: "criterion", advancement: found.advancement, criterion: found.criterion }
            : { kind: "advancement", advancement: found.advancement },
      })),
    };
  }
  return {
    searched: statistics !== undefined,
    options: (statistics ?? []).map((found) => ({
      key: `${found.statistic} ${found.target}`,
      name: found.name,
      link: { kind: "statistic", statistic: found.statistic, target: found.target, atLeast: 1 },
    })),
  };
}

/**
 * D61: choose a step's game link by name. A combobox searches the guide's version (the server's
 * catalogs, from the game's data); arrows move through what it found, Enter chooses, and how many
 * were found is announced. A statistic also takes 'At least'.
 */
export default function GameLinkDialog({
  open,
  onOpenChange,
  version,
  stepNumber,
  link,
  onUse,
}: GameLinkDialogProps) {
  const words = useSharedWords();
  const t = useT();
  const id = useId();
  const [kind, setKind] = useState<Kind>(link?.kind === "statistic" ? "statistic" : "advancement");
  const [typed, setTyped] = useState("");
  const [active, setActive] = useState(-1);
  const [chosen, setChosen] = useState<Option | null>(null);
  const [atLeast, setAtLeast] = useState(link?.kind === "statistic" ? String(link.atLeast) : "1");
  const [problem, setProblem] = useState<"choose" | "threshold" | "">("");
  const [listOpen, setListOpen] = useState(false);
  const { options, searched } = useOptions(kind, version, typed);
  const expanded = listOpen && options.length > 0 && !chosen;
  const listId = `${id}-options`;
  const optionId = (index: number) => `${id}-option-${index}`;

  const choose = (option: Option) => {
    setChosen(option);
    setTyped(option.name);
    setActive(-1);
    setListOpen(false);
    setProblem("");
  };
  const keyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (!expanded) return;
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      const step = event.key === "ArrowDown" ? 1 : -1;
      setActive((active + step + options.length) % options.length);
    } else if (event.key === "Enter") {
      event.preventDefault();
      const option = options[Math.max(active, 0)];
      if (option) choose(option);
    } else if (event.key === "Escape") {
      // The list closes; the dialog stays.
      event.preventDefault();
      event.stopPropagation();
      setActive(-1);
      setListOpen(false);
    }
  };
  const threshold = Number(atLeast);
  const thresholdOk =
    /^\d+$/.test(atLeast.trim()) && threshold >= 1 && threshold <= LIMITS.statisticThreshold;
  const use = () => {
    if (!chosen) {
      setProblem("choose");
      return;
    }
    if (chosen.link.kind === "statistic") {
      if (!thresholdOk) {
        setProblem("threshold");
        document.getElementById(`${id}-at-least`)?.focus();
        return;
      }
      onUse({ ...chosen.link, atLeast: threshold }, statisticLinkName(chosen.name, threshold));
      return;
    }
    onUse(chosen.link, chosen.name);
  };
  const status = !searched
    ? typed.trim().length < MIN_QUERY && !chosen
      ? t("editor.typeAtLeast", { count: MIN_QUERY })
      : ""
    : chosen && chosen.name === typed
      ? t("editor.chosen", { name: words(stepLinkLabel({ kind: chosen.link.kind, name: chosen.name })) })
      : options.length === 0
        ? t("editor.nothingFound")
        : t("editor.found", { count: options.length });
  const problemText =
    problem === "threshold"
      ? t("editor.thresholdProblem", { max: LIMITS.statisticThreshold })
      : problem === "choose"
        ? kind === "statistic"
          ? t("editor.chooseStatistic")
          : t("editor.chooseAdvancement")
        : "";

  return (
    <ModalDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t("editor.gameLinkTitle", { number: stepNumber })}
      description={t("editor.gameLinkDescription")}
    >
      <div className="space-y-4">
        <fieldset>
          <legend className="font-bold">{t("editor.whatMarksDone")}</legend>
          <div className="mt-1 flex flex-wrap gap-x-4 gap-y-1">
            {(
              [
                ["advancement", t("editor.kindAdvancement")],
                ["statistic", t("editor.kindStatistic")],
              ] as const
            ).map(([value, text]) => (
              <label key={value} className="flex min-h-11 items-center gap-2">
                <input
                  type="radio"
                  name={`${id}-kind`}
                  value={value}
                  checked={kind === value}
                  onChange={() => {
                    setKind(value);
                    setChosen(null);
                    setTyped("");
                    setProblem("");
                  }}
                  className="size-5"
                />
                {text}
              </label>
            ))}
          </div>
        </fieldset>
        <div className="relative">
          <label htmlFor={`${id}-search`} className="block font-bold">
            {kind === "statistic" ? t("editor.statistic") : t("editor.advancementOrCriterion")}
          </label>
          <input
            id={`${id}-search`}
            role="combobox"
            aria-expanded={expanded}
            aria-controls={listId}
            aria-autocomplete="list"
            aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
            aria-describedby={`${id}-status`}
            autoComplete="off"
            className={inputClass}
            maxLength={60}
            placeholder={EXAMPLE_NAMES[kind]}
            value={typed}
            onChange={(event) => {
              setTyped(event.target.value);
              setChosen(null);
              setActive(-1);
              setListOpen(true);
            }}
            onKeyDown={keyDown}
          />
          <div
            id={listId}
            role="listbox"
            aria-label={kind === "statistic" ? t("editor.statisticsFound") : t("editor.advancementsFound")}
            hidden={!expanded}
            className="mt-1 max-h-60 overflow-y-auto rounded-md border-2 border-stone-700 bg-white dark:border-stone-300 dark:bg-stone-900"
          >
            {options.map((option, index) => (
              // biome-ignore lint/a11y/useKeyWithClickEvents: the combobox's arrows and Enter choose (ARIA's pattern)
              <div
                key={option.key}
                id={optionId(index)}
                role="option"
                tabIndex={-1}
                aria-selected={index === active}
                className={`min-h-11 cursor-pointer px-3 py-2 ${index === active ? "bg-amber-100 dark:bg-amber-900" : ""}`}
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => choose(option)}
              >
                <span className="block font-semibold">{option.name}</span>
                {option.detail ? (
                  <span className="block text-sm text-stone-700 dark:text-stone-300">{option.detail}</span>
                ) : null}
              </div>
            ))}
          </div>
          <p id={`${id}-status`} role="status" className="mt-1 text-sm text-stone-700 dark:text-stone-300">
            {status}
          </p>
        </div>
        {kind === "statistic" ? (
          <div className="w-40">
            <label htmlFor={`${id}-at-least`} className="block font-bold">
              {t("editor.atLeast")}
            </label>
            <input
              id={`${id}-at-least`}
              type="number"
              inputMode="numeric"
              min={1}
              max={LIMITS.statisticThreshold}
              className={inputClass}
              value={atLeast}
              aria-invalid={problem === "threshold" ? true : undefined}
              onChange={(event) => setAtLeast(event.target.value)}
            />
          </div>
        ) : null}
        <ErrorMessage>{problemText}</ErrorMessage>
        <ModalActions>
          <button type="button" className={primaryButton} onClick={use}>
            {t("editor.useLink")}
          </button>
        </ModalActions>
      </div>
    </ModalDialog>
  );
}
