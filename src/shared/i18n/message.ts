/**
 * The words src/shared and the server write for people (issue 38, docs/decisions/061): each is a
 * message of the catalogs, declared where it is written with its English text, which stays the
 * value code and tests read (`RUN_NOT_FOUND === "Run not found"`). Whoever shows it to a reader
 * (the API's error handler, a form) asks `messageOf(text)` for its id and values, and renders
 * that in the reader's language; English renders the same text (catalogs.test.ts checks it).
 */
export type MessageValues = Record<string, string | number>;

export interface Message {
  id: string;
  values?: MessageValues;
}

const declared = new Map<string, Message>();
/** Texts with a reader's input in them (a name, a line): kept only until shown, a few hundred at most. */
const recent = new Map<string, Message>();
const RECENT_MAX = 500;

/**
 * `english("validation.runFull", …, { max: RUN_MEMBERS_MAX })`: the English text,
 * known from now on as the catalogs' message `id` with `values`. Texts of constants are kept for
 * good; a text made per call (`withInput`) only among the last few hundred.
 */
export function english(id: string, text: string, values?: MessageValues, withInput = false): string {
  const message = values ? { id, values } : { id };
  if (!withInput) {
    if (!declared.has(text)) declared.set(text, message);
    return text;
  }
  recent.delete(text);
  recent.set(text, message);
  if (recent.size > RECENT_MAX) recent.delete(recent.keys().next().value as string);
  return text;
}

/** The message an English text was declared as; none for text that is no message (user content). */
export function messageOf(text: string): Message | undefined {
  return declared.get(text) ?? recent.get(text);
}

/** Every text declared so far with its message, for the test that English renders each one alike. */
export function declaredMessages(): [string, Message][] {
  return [...declared, ...recent];
}

/** A text rendered in the reader's language by `t`: a declared message, else the text as it is. */
export function inLanguage(t: (id: string, values?: MessageValues) => string, text: string): string {
  const message = messageOf(text);
  if (!message) return text;
  // A message about a line or a field (`Line 3: {problem}`) holds another message.
  const problem = message.values?.problem;
  const values =
    typeof problem === "string" ? { ...message.values, problem: inLanguage(t, problem) } : message.values;
  return t(message.id, values);
}
