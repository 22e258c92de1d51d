import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { defineConfig, type Plugin } from "vite";
import { VitePWA } from "vite-plugin-pwa";

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

// The web build's icons, from the repository's icons/ folder (the app's own), as they
// are: no resizing (the manifest lists the sizes there are). The 192 px icon and the
// maskable ones (the background to the edges, the butterfly inside the safe zone, from
// icons/papillon-maskable.svg) were drawn from the SVGs by headless Chromium.
const WEB_ICONS = [
  { from: "../icons/ios/AppIcon-60x60@3x.png", to: "icons/apple-touch-icon.png", sizes: "180x180", manifest: false },
  { from: "../icons/icon-192.png", to: "icons/icon-192.png", sizes: "192x192", manifest: true },
  { from: "../icons/maskable-192.png", to: "icons/maskable-192.png", sizes: "192x192", manifest: true, purpose: "maskable" },
  { from: "../icons/maskable-512.png", to: "icons/maskable-512.png", sizes: "512x512", manifest: true, purpose: "maskable" },
  { from: "../icons/128x128@2x.png", to: "icons/icon-256.png", sizes: "256x256", manifest: true },
  { from: "../icons/icon.png", to: "icons/icon-512.png", sizes: "512x512", manifest: true },
  { from: "../icons/papillon.svg", to: "icons/icon.svg", sizes: "any", manifest: true },
];
// the page's colours in each theme (style.css: --bg)
const LIGHT_BG = "#fbf7ef";
const DARK_BG = "#12151c";

// The web build's page: its icons, theme colours, and a content security policy as
// strict as the desktop app's (src-tauri/tauri.conf.json), plus what a browser build
// needs: WebAssembly compiled from the app's own files, its worker and service worker.
const CSP = [
  "default-src 'self'", "script-src 'self' 'wasm-unsafe-eval'", "style-src 'self'", "img-src 'self' data: blob:",
  "font-src 'self'", "media-src 'self' data:", "connect-src 'self'", "worker-src 'self'", "manifest-src 'self'",
  "object-src 'none'", "base-uri 'none'", "form-action 'none'", "frame-src 'none'",
].join("; ");

function webPage(): Plugin {
  return {
    name: "papillon-web-page",
    apply: "build",
    generateBundle() {
      for (const icon of WEB_ICONS) this.emitFile({ type: "asset", fileName: icon.to, source: readFileSync(here(icon.from)) });
    },
    transformIndexHtml: () => [
      { tag: "meta", attrs: { "http-equiv": "Content-Security-Policy", content: CSP }, injectTo: "head-prepend" },
      { tag: "meta", attrs: { name: "theme-color", content: LIGHT_BG, media: "(prefers-color-scheme: light)" }, injectTo: "head" },
      { tag: "meta", attrs: { name: "theme-color", content: DARK_BG, media: "(prefers-color-scheme: dark)" }, injectTo: "head" },
      { tag: "link", attrs: { rel: "apple-touch-icon", href: "icons/apple-touch-icon.png" }, injectTo: "head" },
    ],
  };
}

// Two builds of one front end:
// - `vite build` (mode production): the desktop app's files in dist/, loaded by Tauri;
// - `vite build --mode web` (npm run build:web): the browser's app in dist-web/, a plain
//   static folder with its worker (the commands in WebAssembly, ui/src/web/), a web app
//   manifest and a service worker (vite-plugin-pwa, Workbox) that precaches every file,
//   so that after one visit it opens and plays offline. A new version waits until the
//   person reloads (registerType "prompt", ui/src/update-notice.tsx): never two versions
//   in one page.
// Preact through the automatic JSX runtime; no dev server host beyond localhost. Vitest
// runs the UI logic in happy-dom.
export default defineConfig(({ mode }) => {
  const web = mode === "web";
  return {
    clearScreen: false,
    // the web build's files refer to each other relatively: any folder of any host
    base: web ? "./" : "/",
    // the catalogue lives at the repository root (locales/), shared with the Rust side
    server: { port: 5173, strictPort: true, host: "127.0.0.1", fs: { allow: [".."] } },
    preview: { port: 4173, strictPort: true, host: "127.0.0.1" },
    oxc: { jsx: { runtime: "automatic", importSource: "preact" } },
    build: {
      target: "es2021", outDir: web ? "dist-web" : "dist", emptyOutDir: true, sourcemap: false,
      // the engine's wasm is always its own file (cached once, compiled as it streams)
      assetsInlineLimit: (file: string) => (file.endsWith(".wasm") ? false : undefined),
    },
    // the worker loads the wasm-bindgen glue (code split: an ES module worker)
    worker: { format: "es" },
    resolve: {
      alias: {
        react: "preact/compat", "react-dom": "preact/compat",
        // crates/papillon-web's glue, written by scripts/build-web.sh: in the web build
        // only (the desktop build and the tests have a stand-in that throws)
        "papillon-web-pkg": here(web ? "./src/web/pkg/papillon_web.js" : "./src/web/pkg-missing.ts"),
      },
    },
    plugins: web ? [
      webPage(),
      VitePWA({
        registerType: "prompt",
        injectRegister: null, // registered from ui/src/web/pwa.ts, no inline script
        manifest: {
          name: "Papillon",
          short_name: "Papillon",
          description: "Score keeper, dice, referee and practice partner for the card game Papillon and its neighbours.",
          // relative: the folder can be served from any path of any host
          start_url: ".",
          scope: ".",
          display: "standalone",
          orientation: "any",
          theme_color: LIGHT_BG,
          background_color: LIGHT_BG,
          icons: WEB_ICONS.filter((i) => i.manifest).map((i) => ({
            src: i.to, sizes: i.sizes, type: i.to.endsWith(".svg") ? "image/svg+xml" : "image/png", purpose: "purpose" in i ? i.purpose : "any",
          })),
        },
        workbox: {
          // everything the app needs, the engine's wasm among it
          // (the manifest is added by the plugin itself)
          globPatterns: ["**/*.{js,css,html,wasm,png,svg,ico,woff,woff2}"],
          maximumFileSizeToCacheInBytes: 16 * 1024 * 1024,
          navigateFallback: "index.html",
          cleanupOutdatedCaches: true,
        },
      }),
    ] : [],
    test: { environment: "happy-dom", globals: true, include: ["src/**/*.test.ts", "src/**/*.test.tsx"] },
  };
}) as never;
