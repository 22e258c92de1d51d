// How the front end reaches the app's commands, picked once when the page loads:
// - inside the Tauri app (desktop, phone): Tauri's `invoke`, to the Rust commands;
// - in the web build (`npm run build:web`) opened in a browser: a dedicated Web Worker
//   running the same commands in WebAssembly (web/client.ts, web/worker.ts).
// Both give the same typed results and the same `CommandError`s; no screen knows which
// one it talks to (api.ts is the only caller). The desktop build (`npm run build`) holds
// no trace of the worker: `WEB_BUILD` is a constant there, and the branch that loads the
// worker is dropped.
import { invoke as tauriInvoke, isTauri } from "@tauri-apps/api/core";

/** Whether this is the web build (Vite's mode `web`); a constant of each build. */
export const WEB_BUILD: boolean = import.meta.env.MODE === "web";

export type TransportKind = "tauri" | "worker";

/** The transport for a build: the worker only in the web build outside Tauri
 *  (`isTauri()`, Tauri's documented test). */
export function transportKind(webBuild: boolean, inTauri: () => boolean): TransportKind {
  return webBuild && !inTauri() ? "worker" : "tauri";
}

/** The transport this page uses, for its whole life (Tauri is asked only in the web
 *  build: the desktop build needs no asking, and its tests mock `invoke` alone). */
export const TRANSPORT: TransportKind = transportKind(WEB_BUILD, () => isTauri());

export type Invoke = <T>(name: string, args?: Record<string, unknown>) => Promise<T>;

// the worker is started at once in the web build (the first command is app_start)
const worker = WEB_BUILD && TRANSPORT === "worker"
  ? import("./web/client").then((m) => m.workerTransport())
  : null;

/** Runs one of the app's commands by name (the names and arguments of api.ts). */
export const invoke: Invoke = worker
  ? (name, args) => worker.then((w) => w.invoke(name, args))
  : (name, args) => tauriInvoke(name, args);

// The web build's commands reachable from the page, as `papillon.invoke(name, args)`:
// what scripts/web-bench.sh times (a tap saved on OPFS, the computer's moves) through
// the very worker the screens use, and a way in from the browser's console.
if (worker) (globalThis as { papillon?: { invoke: Invoke } }).papillon = { invoke };
