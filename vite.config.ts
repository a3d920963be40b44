import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

const apiPort = Number(process.env.API_PORT ?? 3000);
const backend = { target: `http://localhost:${apiPort}`, changeOrigin: false };

export default defineConfig({
  plugins: [react(), tailwindcss()],
  build: { outDir: "dist", emptyOutDir: true, sourcemap: false },
  server: {
    port: 5173,
    strictPort: true,
    proxy: { "/api": backend, "/auth": backend, "/oidc": backend, "/local-sign-in.css": backend },
  },
});
