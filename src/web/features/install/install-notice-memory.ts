import { createContext } from "react";
import { INSTALL_NOTICE_COOKIE } from "#shared/page-render.ts";

/**
 * The device remembers that it was told of installing and offline play (issue 23), in a cookie
 * so that the server knows it too and renders the notice in the page's flow, high up, with
 * nothing moving once the page has loaded (issue 35). Only the page reads it; no API does.
 */
const MAX_AGE_S = 400 * 24 * 60 * 60;

/** For the server's render: whether the request's device was told (its cookie). */
export const ToldOnServer = createContext(true);

/**
 * Devices told before issue 35 kept it in localStorage, where the server cannot see it; many of
 * them never had the notice in view (it then counted as seen once rendered), so they are told
 * once more.
 */
export function alreadyTold(): boolean {
  return document.cookie.split("; ").some((pair) => pair.startsWith(`${INSTALL_NOTICE_COOKIE}=`));
}

export function rememberTold() {
  const secure = window.location.protocol === "https:" ? "; Secure" : "";
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from Firefox and older Safari on phones
  document.cookie = `${INSTALL_NOTICE_COOKIE}=1; Path=/; Max-Age=${MAX_AGE_S}; SameSite=Lax${secure}`;
}
