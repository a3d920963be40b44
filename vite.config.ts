import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { VitePWA } from "vite-plugin-pwa";
import { bundleStats } from "./scripts/bundle-stats-plugin.ts";
import { compileHints } from "./scripts/compile-hints-plugin.ts";
import { scriptsAfterContent } from "./scripts/scripts-after-content-plugin.ts";

const apiPort = Number(process.env.API_PORT ?? 3000);
const backend = { target: `http://localhost:${apiPort}`, changeOrigin: false };

// `vite build --ssr src/web/entry-server.tsx` builds the server's renderer of the same pages
// (D29, docs/decisions/013) into dist-ssr/; it needs neither styles nor the service worker.
export default defineConfig(({ isSsrBuild }) => ({
  plugins: isSsrBuild
    ? [react()]
    : [
        react(),
        tailwindcss(),
        bundleStats(),
        scriptsAfterContent(),
        compileHints([
          "index",
          "react",
          "checklist-page",
          "query",
          "send-queue",
          "offline-state",
          "queue-storage",
          "connection-bar",
        ]),
        // D31: the service worker, with this build's scripts, styles and images precached. The
        // manifest is the server's (made from the operator's site name), registration our own.
        VitePWA({
          strategies: "injectManifest",
          srcDir: "src/web/features/offline",
          filename: "service-worker.ts",
          manifest: false,
          injectRegister: false,
          injectManifest: {
            globPatterns: ["assets/**/*.{js,css,woff2}", "*.svg", "icon-192.png"],
          },
        }),
      ],
  // The renderer carries its own copy of React and the libraries it renders with, built for
  // production: left in node_modules they would pick their development builds whenever the
  // server runs in local mode (NODE_ENV unset, as `npm start`), which renders a page up to 3 times
  // slower (docs/decisions/017).
  ...(isSsrBuild && {
    ssr: { noExternal: true },
    define: { "process.env.NODE_ENV": JSON.stringify("production") },
  }),
  build: isSsrBuild
    ? { outDir: "dist-ssr", emptyOutDir: true, sourcemap: false, copyPublicDir: false }
    : {
        outDir: "dist",
        emptyOutDir: true,
        sourcemap: false,
        // The server reads which file is the landing page's first script (docs/decisions/015).
        manifest: true,
        modulePreload: {
          // Every browser we serve preloads modules itself (Safari since 17); the polyfill cost 0.5 KB.
          polyfill: false,
          // The HTML names the first files; a page's code loaded by import() brings its own
          // imports. Vite would add a <link rel="modulepreload"> per file before each import():
          // 23 for a checklist page, a quarter of a second of a slow phone's main thread while
          // it starts (docs/decisions/016).
          resolveDependencies: (_file, deps, { hostType }) => (hostType === "html" ? deps : []),
        },
        rolldownOptions: {
          input: { index: "index.html", "start-on-use": "src/web/start-on-use.ts" },
          // What every page's first script and the landing page's starter both use, in one small
          // file rather than a few (each file costs a request and its own compression).
          output: {
            codeSplitting: {
              groups: [
                {
                  name: "first",
                  test: /\/(page-render|api-client|page-views|page-answers|install-after-load|install-prompt)\.ts$|preload-helper/,
                },
                // A step's description and materials (shown by the checklist, play and shared-run
                // pages, and by the moderation review since issue 35) stay in one file with the run
                // controls, as before the review used them: a file of their own would cost the
                // checklist page a request and 0.3 KB it has no room for (its hydration ceiling).
                // What a checklist shows of itself on its page and in lists (likes and steps, badges,
                // category icons): one file, not three, for the checklist page's hydration ceiling.
                {
                  name: "checklist-basics",
                  test: /\/(checklist-stats|badges|category-icon|language-badge|language-detail|official-in-english)\.tsx$|\/checklists\/labels\.ts$|lucide-react\/dist\/esm\/icons\/(hammer|puzzle|sword|book-open|compass|heart|list-checks)\.mjs$/,
                  includeDependenciesRecursively: false,
                },
                // The small pieces a signed-in page evaluates before it hydrates (dates, avatars,
                // progress, the dialogs' frame): one file, not fourteen of 0.1 to 0.5 KB each, each
                // a request and a compression of its own (the checklist page's hydration ceiling).
                {
                  name: "page-parts",
                  test: /\/(date-time\.tsx|dates\.ts|progress\.ts|progress-bar\.tsx|field-styles\.ts|use-media-query\.ts|lazy-dialog\.tsx|modal\.tsx|based-on\.tsx|avatar\.tsx|default-avatar\.ts|unread-count\.ts)$|lucide-react\/dist\/esm\/icons\/(chevron-down|plus|pencil)\.mjs$/,
                  includeDependenciesRecursively: false,
                },
                {
                  name: "run-controls",
                  test: /\/(step-details\.tsx|rich-text\.tsx|safe-href\.ts|run-controls\.tsx)$/,
                  includeDependenciesRecursively: false,
                },
              ],
            },
          },
        },
      },
  server: {
    port: 5173,
    strictPort: true,
    proxy: { "/api": backend, "/auth": backend, "/oidc": backend, "/local-sign-in.css": backend },
  },
}));
