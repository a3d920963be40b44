import type { SignInProvider } from "./sign-in-providers.ts";

/** Default operator settings (D22), plain data so the browser bundle needs no schema library. */
export const DEFAULT_SITE_CONFIG = {
  siteName: "Checkcraft",
  tagline: "Minecraft checklists for goals, builds and modpacks",
  contactEmail: "hello@checkcraft.example",
  links: { chat: null, donations: null, video: null, shortVideo: null },
} as const;

export const SITE_CONFIG_ELEMENT_ID = "site-config";

export interface SiteConfig {
  siteName: string;
  /** Not from the operator's file: the server adds the providers it offers (D55), in order. */
  signInProviders?: SignInProvider[];
  tagline: string;
  contactEmail: string;
  links: { chat: string | null; donations: string | null; video: string | null; shortVideo: string | null };
}
