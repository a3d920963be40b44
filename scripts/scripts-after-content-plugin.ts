import type { Plugin } from "vite";

/**
 * Pages arrive rendered (D29): their scripts make them interactive but show nothing, so they
 * are fetched at low priority and the stylesheet, which holds the first paint, gets the bandwidth
 * first on a weak connection (issue 12).
 */
export function scriptsAfterContent(): Plugin {
  return {
    name: "checkcraft-scripts-after-content",
    apply: "build",
    transformIndexHtml: {
      order: "post",
      handler: (html) =>
        html
          .replaceAll(
            '<script type="module" crossorigin src=',
            '<script type="module" crossorigin fetchpriority="low" src=',
          )
          .replaceAll(
            '<link rel="modulepreload" crossorigin href=',
            '<link rel="modulepreload" crossorigin fetchpriority="low" href=',
          ),
    },
  };
}
