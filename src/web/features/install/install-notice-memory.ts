/** The device remembers that the install notice was shown, so it shows once (issue 23). */
const KEY = "checkcraft.install-notice";

export function alreadyTold(): boolean {
  try {
    return window.localStorage.getItem(KEY) !== null;
  } catch {
    // Storage refused (a private mode, a policy): better never than on every page.
    return true;
  }
}

export function rememberTold() {
  try {
    window.localStorage.setItem(KEY, new Date().toISOString());
  } catch {
    // Nothing to keep it in; the notice goes with this page.
  }
}
