import { DEFAULT_SITE_CONFIG, SITE_CONFIG_ELEMENT_ID, type SiteConfig } from "#shared/site-defaults.ts";

let cached: SiteConfig | null = null;

function withDefaults(embedded: Partial<SiteConfig>): SiteConfig {
  return { ...DEFAULT_SITE_CONFIG, ...embedded, links: { ...DEFAULT_SITE_CONFIG.links, ...embedded.links } };
}

/** On the server, which renders pages with the operator's configuration it read at start (D29). */
export function provideSiteConfig(config: SiteConfig) {
  cached = withDefaults(config);
}

/** The operator's site configuration (D22), embedded by the server into index.html as JSON data. */
export function getSiteConfig(): SiteConfig {
  if (cached) return cached;
  let embedded: Partial<SiteConfig> = {};
  try {
    const text = document.getElementById(SITE_CONFIG_ELEMENT_ID)?.textContent;
    if (text) embedded = JSON.parse(text) as Partial<SiteConfig>;
  } catch {
    embedded = {};
  }
  cached = withDefaults(embedded);
  return cached;
}

export function useSiteConfig(): SiteConfig {
  return getSiteConfig();
}
