import type { Run, RunTick } from "#shared/contracts/runs.ts";
import { Avatar } from "#web/components/avatar.tsx";
import { DateTime } from "#web/components/date-time.tsx";

/** Who ticked a step and when (D44), under the step in a run played together. */
export function TickedBy({ tick }: { tick: RunTick }) {
  return (
    <p className="flex flex-wrap items-center gap-2 px-3 pb-2 text-sm text-stone-700 dark:text-stone-300">
      {tick.by ? (
        <>
          <Avatar avatarUrl={tick.by.avatarUrl} size={20} />
          <span>
            Ticked by <span className="font-semibold">@{tick.by.customId}</span>
          </span>
        </>
      ) : (
        <span>Ticked by a deleted account</span>
      )}
      <DateTime value={tick.at} />
    </p>
  );
}

/** A run with anyone besides the player (now or before): its ticks say who made them. */
export function isShared(run: Run): boolean {
  const owner = run.owner.customId;
  return run.members.length > 1 || run.ticks.some((tick) => tick.by?.customId !== owner);
}
