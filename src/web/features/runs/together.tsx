import type { Run, RunTick } from "#shared/contracts/runs.ts";
import { Avatar } from "#web/components/avatar.tsx";
import { DateTime } from "#web/components/date-time.tsx";

/** Who did something and when: '{label} @handle', their avatar and the date (D44, D46). */
export function DoneBy({ label, by, at }: { label: string; by: RunTick["by"]; at: string }) {
  return (
    <p className="flex flex-wrap items-center gap-2 text-sm text-stone-700 dark:text-stone-300">
      {by ? (
        <>
          <Avatar avatarUrl={by.avatarUrl} handle={by.handle} size={20} />
          <span>
            {label} <span className="font-semibold">@{by.handle}</span>
          </span>
        </>
      ) : (
        <span>{label} a deleted account</span>
      )}
      <DateTime value={at} />
    </p>
  );
}

/** Who ticked a step and when (D44), under the step in a run played together. */
export function TickedBy({ tick }: { tick: RunTick }) {
  return (
    <div className="px-3 pb-2">
      <DoneBy label="Ticked by" by={tick.by} at={tick.at} />
    </div>
  );
}

/** A run with anyone besides the player (now or before): its ticks say who made them. */
export function isShared(run: Run): boolean {
  const owner = run.owner.handle;
  return run.members.length > 1 || run.ticks.some((tick) => tick.by?.handle !== owner);
}
