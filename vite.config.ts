import { fileURLToPath } from "node:url";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { firstPaint } from "./scripts/vite/first-paint";
import { minifyPageStart } from "./scripts/vite/minify-page-start";
import { strayAnnotations } from "./scripts/vite/stray-annotations";

const alias = {
  "@common": fileURLToPath(new URL("./src/common", import.meta.url)),
  "@client": fileURLToPath(new URL("./src/client", import.meta.url)),
};

export default defineConfig({
  root: "src/client",
  publicDir: fileURLToPath(new URL("./src/client/public", import.meta.url)),
  plugins: [
    strayAnnotations(),
    react(),
    tailwindcss(),
    firstPaint(fileURLToPath(new URL(".", import.meta.url))),
    minifyPageStart(),
  ],
  resolve: { alias },
  build: {
    outDir: fileURLToPath(new URL("./dist/client", import.meta.url)),
    emptyOutDir: true,
    // No source maps in the served build: the code a visitor downloads is all they need.
    sourcemap: false,
    // Every browser the app supports knows modulepreload; the polyfill would only add to the entry.
    modulePreload: { polyfill: false },
    rollupOptions: {
      treeshake: {
        // A zod schema is built without side effects: one the browser never uses is left out of the bundle.
        manualPureFunctions: ["z"],
      },
    },
  },
  server: {
    port: 5173,
    proxy: { "/api": { target: `http://127.0.0.1:${process.env.API_PORT ?? "5000"}`, changeOrigin: false } },
  },
});
