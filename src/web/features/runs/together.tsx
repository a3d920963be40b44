import type { Run, RunTick } from "#shared/contracts/runs.ts";
import { Avatar } from "#web/components/avatar.tsx";
import { DateTime } from "#web/components/date-time.tsx";
import { richText, useT } from "#web/lib/i18n.tsx";

const DONE_BY = {
  tick: { named: "runs.tickedBy", deleted: "runs.tickedByDeleted" },
  note: { named: "runs.noteBy", deleted: "runs.noteByDeleted" },
} as const;

/** Who did something and when: 'Ticked by @handle', their avatar and the date (D44, D46). */
export function DoneBy({ kind, by, at }: { kind: keyof typeof DONE_BY; by: RunTick["by"]; at: string }) {
  const t = useT();
  return (
    <p className="flex flex-wrap items-center gap-2 text-sm text-stone-700 dark:text-stone-300">
      {by ? (
        <>
          <Avatar avatarUrl={by.avatarUrl} handle={by.handle} size={20} />
          <span>
            {richText(t(DONE_BY[kind].named, { handle: by.handle }), {
              who: (text) => <span className="font-semibold">{text}</span>,
            })}
          </span>
        </>
      ) : (
        <span>{t(DONE_BY[kind].deleted)}</span>
      )}
      <DateTime value={at} />
    </p>
  );
}

/** Who ticked a step and when (D44), under the step in a run played together. */
export function TickedBy({ tick }: { tick: RunTick }) {
  return (
    <div className="px-3 pb-2">
      <DoneBy kind="tick" by={tick.by} at={tick.at} />
    </div>
  );
}

/** A run with anyone besides the player (now or before): its ticks say who made them. */
export function isShared(run: Run): boolean {
  const owner = run.owner.handle;
  return run.members.length > 1 || run.ticks.some((tick) => tick.by?.handle !== owner);
}
