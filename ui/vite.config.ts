import { defineConfig } from "vite";

// Preact through the automatic JSX runtime; no dev server host beyond localhost (Tauri
// loads the built files in production). Vitest runs the UI logic in happy-dom.
export default defineConfig({
  clearScreen: false,
  // the catalogue lives at the repository root (locales/), shared with the Rust side
  server: { port: 5173, strictPort: true, host: "127.0.0.1", fs: { allow: [".."] } },
  oxc: { jsx: { runtime: "automatic", importSource: "preact" } },
  build: { target: "es2021", outDir: "dist", emptyOutDir: true, sourcemap: false },
  resolve: { alias: { react: "preact/compat", "react-dom": "preact/compat" } },
  test: { environment: "happy-dom", globals: true, include: ["src/**/*.test.ts", "src/**/*.test.tsx"] },
} as never);
