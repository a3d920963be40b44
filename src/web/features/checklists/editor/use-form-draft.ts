import { useEffect, useState } from "react";

const PREFIX = "checkcraft:draft:";

function read<T>(key: string): T | null {
  try {
    const text = localStorage.getItem(PREFIX + key);
    return text ? (JSON.parse(text) as T) : null;
  } catch {
    return null;
  }
}

function write(key: string, value: unknown) {
  try {
    localStorage.setItem(PREFIX + key, JSON.stringify(value));
  } catch {
    // Storage full or refused (private mode): the form still works, only without a draft.
  }
}

export function forgetDraft(key: string) {
  try {
    localStorage.removeItem(PREFIX + key);
  } catch {
    // Nothing was stored.
  }
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * D40: what is typed into a form is kept on this device until it is published or discarded.
 * Coming back restores it (`restored` is true until dismissed); `dirty` says whether the
 * values differ from where the form started. `revive` makes a stored draft fit this page (its
 * rows' keys, issue 35).
 */
export function useFormDraft<T>(key: string, initial: T, revive: (stored: T) => T = (stored) => stored) {
  const [draft] = useState(() => {
    const stored = read<T>(key);
    return stored === null ? null : revive(stored);
  });
  const [values, setValues] = useState<T>(() => draft ?? initial);
  const [restored, setRestored] = useState(() => draft !== null && !same(draft, initial));
  const dirty = !same(values, initial);
  useEffect(() => {
    if (dirty) write(key, values);
    else forgetDraft(key);
  }, [key, values, dirty]);
  return {
    values,
    setValues,
    dirty,
    restored,
    discard() {
      forgetDraft(key);
      setValues(initial);
      setRestored(false);
    },
  };
}
