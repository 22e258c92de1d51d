// What the app does differently in a browser (the web build) and in the Tauri app, behind
// one small object: the screens ask `platform`, never which transport runs (transport.ts).
// - a backup: the desktop writes a file into Downloads (its path is shown); the browser
//   downloads the same JSON as papillon-backup-YYYY-MM-DD.json. Import reads a chosen file
//   the same way in both.
// - the data kept: the browser is asked once at start to keep the store for good
//   (navigator.storage.persist()); the settings screen says whether it agreed.
// - the table link needs the desktop app's server: the browser offers none.
// - a new version (web build): the service worker has one waiting; the page offers to
//   reload onto it (update-notice.tsx).
import { api } from "./api";
import { TRANSPORT, WEB_BUILD } from "./transport";

/** A backup made: the file the desktop wrote, or the file the browser downloaded. */
export type BackupMade = { kind: "written"; path: string } | { kind: "downloaded"; file: string };

/** Whether the browser agreed to keep the data for good (null: not a browser's store). */
export type Persistence = "kept" | "not_kept" | "unknown";

export interface Platform {
  readonly kind: "desktop" | "web";
  /** The table link ("Share this table") can be offered. */
  readonly tableLink: boolean;
  /** Makes a backup of every game. */
  exportBackup(): Promise<BackupMade>;
  /** What the browser answered when asked to keep the data (desktop: null). */
  persistence(): Promise<Persistence | null>;
  /** Calls `listener` with a reload once a new version is ready (at once if it is
   *  already); returns the unsubscribe. */
  onUpdateReady(listener: (reload: () => void) => void): () => void;
}

/** The backup file's name for a day: papillon-backup-2026-05-01.json (local date). */
export function backupFileName(day: Date): string {
  const two = (n: number) => String(n).padStart(2, "0");
  return `papillon-backup-${day.getFullYear()}-${two(day.getMonth() + 1)}-${two(day.getDate())}.json`;
}

/** Saves `text` as a downloaded file: an <a download> on a Blob URL, clicked. */
export function downloadText(text: string, file: string, doc: Document = document): void {
  const url = URL.createObjectURL(new Blob([text], { type: "application/json" }));
  const a = doc.createElement("a");
  a.href = url;
  a.download = file;
  a.rel = "noopener";
  a.hidden = true;
  doc.body.appendChild(a);
  a.click();
  a.remove();
  // some browsers (Safari) read the URL after the click returns
  window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** The browser's storage manager, as far as it exists (older browsers have none). */
export type StorageLike = { persisted?: () => Promise<boolean>; persist?: () => Promise<boolean> } | undefined;

/** Asks the browser once to keep the data: already kept, agreed, refused, or no way to ask. */
export async function askPersistence(storage: StorageLike): Promise<Persistence> {
  if (!storage?.persist) return "unknown";
  try {
    if (storage.persisted && (await storage.persisted())) return "kept";
    return (await storage.persist()) ? "kept" : "not_kept";
  } catch {
    return "unknown";
  }
}

/** A one-value signal: the reload of a new version, once there is one. */
export function updateSignal() {
  let ready: (() => void) | null = null;
  const listeners = new Set<(reload: () => void) => void>();
  return {
    ready(reload: () => void) { ready = reload; listeners.forEach((l) => l(reload)); },
    listen(listener: (reload: () => void) => void): () => void {
      listeners.add(listener);
      if (ready) listener(ready);
      return () => { listeners.delete(listener); };
    },
  };
}

export function desktopPlatform(exportBackup: () => Promise<string> = api.exportBackup): Platform {
  return {
    kind: "desktop",
    tableLink: true,
    exportBackup: async () => ({ kind: "written", path: await exportBackup() }),
    persistence: async () => null,
    onUpdateReady: () => () => undefined,
  };
}

export function webPlatform(
  exportText: () => Promise<string> = api.exportBackupText,
  storage: StorageLike = typeof navigator === "undefined" ? undefined : navigator.storage,
  save: (text: string, file: string) => void = downloadText,
  today: () => Date = () => new Date(),
): Platform & { updates: ReturnType<typeof updateSignal> } {
  let asked: Promise<Persistence> | null = null;
  const updates = updateSignal();
  return {
    kind: "web",
    tableLink: false,
    exportBackup: async () => {
      const file = backupFileName(today());
      save(await exportText(), file);
      return { kind: "downloaded", file };
    },
    // asked once: the first question is the answer for the page's life
    persistence: () => (asked ??= askPersistence(storage)),
    onUpdateReady: (listener) => updates.listen(listener),
    updates,
  };
}

function choose(): Platform {
  // MODE is written out here (not WEB_BUILD) so that the desktop build drops the branch
  // and never looks for the web build's service worker module
  if (!(import.meta.env.MODE === "web" && WEB_BUILD && TRANSPORT === "worker")) return desktopPlatform();
  const web = webPlatform();
  void web.persistence(); // asked at start
  // the service worker: the app's files cached for offline, a new version offered
  void import("./web/pwa").then((m) => m.registerServiceWorker((reload) => web.updates.ready(reload)));
  return web;
}

/** The platform this page runs on, chosen once with the transport. */
export const platform: Platform = choose();
