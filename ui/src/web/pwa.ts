// The web build's service worker (vite-plugin-pwa, Workbox): it precaches every file of
// the app, so that after one visit Papillon opens and plays offline. A new version is
// never taken in the middle of a page: it waits until the person chooses to reload
// (registerType "prompt"); the page then switches to it as a whole.
/// <reference types="vite-plugin-pwa/client" />
import { registerSW } from "virtual:pwa-register";

/** How often an open page looks for a new version (besides each opening). */
const CHECK_EVERY_MS = 60 * 60 * 1000;

export function registerServiceWorker(onNeedRefresh: (reload: () => void) => void): void {
  if (!("serviceWorker" in navigator)) return; // no secure context: nothing is cached
  const update = registerSW({
    onNeedRefresh: () => onNeedRefresh(() => void update(true)),
    onRegisteredSW: (_url, registration) => {
      if (registration) window.setInterval(() => void registration.update().catch(() => undefined), CHECK_EVERY_MS);
    },
  });
}
