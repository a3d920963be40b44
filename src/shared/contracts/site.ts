import { z } from "zod";
import { DEFAULT_SITE_CONFIG, type SiteConfig } from "../site-defaults.ts";

export { SITE_CONFIG_ELEMENT_ID, type SiteConfig } from "../site-defaults.ts";

const d = DEFAULT_SITE_CONFIG;

/** Validates the operator's site config file (D22); missing values take the defaults. */
export const siteConfigSchema: z.ZodType<SiteConfig, unknown> = z.object({
  siteName: z.string().min(1).max(40).default(d.siteName),
  tagline: z.string().min(1).max(120).default(d.tagline),
  contactEmail: z.email().default(d.contactEmail),
  links: z
    .object({
      chat: z.url().nullable().default(null),
      donations: z.url().nullable().default(null),
      video: z.url().nullable().default(null),
      shortVideo: z.url().nullable().default(null),
    })
    .default({ ...d.links }),
});
