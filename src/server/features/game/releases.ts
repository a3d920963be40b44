/** Java release names in order: '1.21.4' < '1.21.11' < '26.1' (each part compared as a number). */
function parts(release: string): number[] {
  return release.split(".").map((part) => Number.parseInt(part, 10) || 0);
}

/** Whether `version` is `release` or newer. */
export function releaseAtLeast(version: string, release: string): boolean {
  const a = parts(version);
  const b = parts(release);
  for (let at = 0; at < Math.max(a.length, b.length); at++) {
    const difference = (a[at] ?? 0) - (b[at] ?? 0);
    if (difference !== 0) return difference > 0;
  }
  return true;
}
