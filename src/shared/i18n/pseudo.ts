/**
 * Pseudo-localisation (issue 38): English with every letter accented and each text about 40 %
 * longer, so a browser test sees at 320 px what a longer language does to the layout, and any
 * text that skipped the catalogs stands out as plain English. Only placeholders' surrounding
 * text changes; `{name}`, plurals and `<link>` tags keep working.
 */
const ACCENTED: Record<string, string> = {
  a: "á",
  b: "ƀ",
  c: "ç",
  d: "ð",
  e: "é",
  f: "ƒ",
  g: "ĝ",
  h: "ĥ",
  i: "í",
  j: "ĵ",
  k: "ķ",
  l: "ĺ",
  m: "ɱ",
  n: "ñ",
  o: "ó",
  p: "þ",
  q: "ǫ",
  r: "ŕ",
  s: "š",
  t: "ţ",
  u: "ú",
  v: "ṽ",
  w: "ŵ",
  x: "ẋ",
  y: "ý",
  z: "ž",
  A: "Á",
  B: "Ɓ",
  C: "Ç",
  D: "Ð",
  E: "É",
  F: "Ƒ",
  G: "Ĝ",
  H: "Ĥ",
  I: "Í",
  J: "Ĵ",
  K: "Ķ",
  L: "Ĺ",
  M: "Ṁ",
  N: "Ñ",
  O: "Ó",
  P: "Þ",
  Q: "Ǫ",
  R: "Ŕ",
  S: "Š",
  T: "Ţ",
  U: "Ú",
  V: "Ṽ",
  W: "Ŵ",
  X: "Ẋ",
  Y: "Ý",
  Z: "Ž",
};
const TAG = /(<\/?[a-z][a-z0-9]*>)/i;

export function pseudoText(text: string): string {
  return text
    .split(TAG)
    .map((part) => (TAG.test(part) ? part : lengthen(part)))
    .join("");
}

function lengthen(text: string): string {
  // Each word grows by 40 % of its length (a copy of its first letters): "Save" → "Šáṽéšá".
  return text.replace(/[A-Za-z]+/g, (word) => {
    const accented = [...word].map((char) => ACCENTED[char] ?? char).join("");
    return accented + accented.slice(0, Math.ceil(word.length * 0.4)).toLowerCase();
  });
}
