import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { VitePWA } from "vite-plugin-pwa";
import { bundleStats } from "./scripts/bundle-stats-plugin.ts";
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
  build: isSsrBuild
    ? { outDir: "dist-ssr", emptyOutDir: true, sourcemap: false, copyPublicDir: false }
    : { outDir: "dist", emptyOutDir: true, sourcemap: false },
  server: {
    port: 5173,
    strictPort: true,
    proxy: { "/api": backend, "/auth": backend, "/oidc": backend, "/local-sign-in.css": backend },
  },
}));
