import { useId, useState } from "react";
import { ProgressBar } from "#web/components/progress-bar.tsx";

/** SPEC §1: the landing page's 8-step tutorial; its ticks live only in the page. */
const TUTORIAL_STEPS = [
  { title: "Punch a tree", description: "Collect at least 8 logs; you can do it bare-handed." },
  { title: "Craft a crafting table", description: "Turn logs into planks, then 4 planks into a table." },
  { title: "Make a wooden pickaxe", description: "Sticks and planks on the crafting table." },
  { title: "Build a shelter before night", description: "Four walls, a roof and a door keep mobs out." },
  { title: "Light it up", description: "Coal and sticks make torches; mobs avoid the light." },
  { title: "Upgrade to stone tools", description: "Mine cobblestone for a stronger pickaxe, axe and sword." },
  { title: "Smelt your first iron", description: "Build a furnace and smelt raw iron into ingots." },
  { title: "Sleep in a bed", description: "Three wool and three planks: skip the night and set your spawn." },
];

export function TutorialChecklist() {
  const [done, setDone] = useState<ReadonlySet<number>>(new Set());
  const headingId = useId();
  const percent = Math.round((100 * done.size) / TUTORIAL_STEPS.length);
  const toggle = (index: number) =>
    setDone((current) => {
      const next = new Set(current);
      if (next.has(index)) next.delete(index);
      else next.add(index);
      return next;
    });

  return (
    <section
      aria-labelledby={headingId}
      className="rounded-lg border-2 border-stone-800 bg-white p-4 shadow-[6px_6px_0_0_rgba(28,25,23,0.25)] sm:p-6 dark:border-stone-400 dark:bg-stone-900"
    >
      <h3 id={headingId} className="text-xl font-bold">
        Try it: your first day in Minecraft
      </h3>
      <p className="mt-1 text-sm text-stone-700 dark:text-stone-300">
        Tick the steps off. This demo keeps ticks only on this page; signed-in players get their progress
        saved.
      </p>
      <p className="mt-3 font-semibold" aria-live="polite">
        {done.size === TUTORIAL_STEPS.length
          ? "All done — you survived the first night!"
          : `Progress: ${percent}%`}
      </p>
      {/* A native bar, not a styled width: the server renders this page (D29) and our Content
          Security Policy refuses style attributes. */}
      <ProgressBar percent={percent} label="Tutorial progress" />
      <ol className="mt-4 space-y-2">
        {TUTORIAL_STEPS.map((step, index) => {
          const id = `${headingId}-step-${index}`;
          return (
            <li
              key={step.title}
              className="flex gap-3 rounded-md p-2 hover:bg-stone-50 dark:hover:bg-stone-800"
            >
              <input
                id={id}
                type="checkbox"
                checked={done.has(index)}
                onChange={() => toggle(index)}
                className="mt-1 size-6 shrink-0 accent-emerald-700"
              />
              <label htmlFor={id} className="cursor-pointer">
                <span className={`font-semibold ${done.has(index) ? "line-through" : ""}`}>
                  {index + 1}. {step.title}
                </span>
                <span className="block text-sm text-stone-700 dark:text-stone-300">{step.description}</span>
              </label>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
