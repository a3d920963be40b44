import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { VitePWA } from "vite-plugin-pwa";

const apiPort = Number(process.env.API_PORT ?? 3000);
const backend = { target: `http://localhost:${apiPort}`, changeOrigin: false };

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
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
  build: { outDir: "dist", emptyOutDir: true, sourcemap: false },
  server: {
    port: 5173,
    strictPort: true,
    proxy: { "/api": backend, "/auth": backend, "/oidc": backend, "/local-sign-in.css": backend },
  },
});
