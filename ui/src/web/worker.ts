// The web build's dedicated worker: the app's commands in WebAssembly
// (crates/papillon-web, over papillon-app-core's `dispatch`), the store in SQLite on the
// browser's private file system (OPFS, which sqlite-wasm-rs's "SAH pool" VFS reaches
// only from a dedicated worker). The AI and the referee think here, so the page never
// freezes. Requests are answered one at a time, in the order they came (protocol.ts).
import init, { call, start } from "papillon-web-pkg";
import { commandError, isCommandErrorValue, type WorkerFailure, type WorkerReply, type WorkerRequest } from "./protocol";

/** The store's file in the origin's private file system. */
const DB_NAME = "papillon.db";

// the worker's own scope, typed without the WebWorker lib (which would clash with the
// page's DOM types in the one program tsc checks)
const scope = self as unknown as {
  postMessage(reply: WorkerReply): void;
  addEventListener(type: "message", listener: (event: MessageEvent<WorkerRequest>) => void): void;
};

const text = (e: unknown): string => (e instanceof Error ? `${e.name}: ${e.message}` : String(e));

/** Another tab (or window) of the app holds the store's access handles. */
const heldElsewhere = (e: unknown): boolean => /NoModificationAllowed|another open Access Handle/i.test(text(e));

/** The browser has a private file system but not the synchronous access the store's
 *  pool needs (WebKitGTK: "NotSupportedError: Backend does not support this operation",
 *  docs/app.md "In a WebKit engine"). */
const unsupported = (e: unknown): boolean => /NotSupportedError|does not support/i.test(text(e));

/** Whether this browser opens a sync access handle at all, asked of a scratch file of
 *  the worker's own when the store would not open (its pool's own words are the same,
 *  "An error occurred while creating sync access handle", whether another tab holds the
 *  files or the browser cannot): false when it cannot, true when it can (so the store's
 *  files are held elsewhere), null with no private file system to ask. */
async function syncAccessWorks(): Promise<boolean | null> {
  // a name of this worker's own: two tabs asking at once do not hold each other's file
  const name = `.papillon-probe-${crypto.randomUUID()}`;
  let root: FileSystemDirectoryHandle | null = null;
  try {
    root = await navigator.storage.getDirectory();
    const file = (await root.getFileHandle(name, { create: true })) as unknown as { createSyncAccessHandle(): Promise<{ close(): void }> };
    (await file.createSyncAccessHandle()).close();
    return true;
  } catch (e) {
    return unsupported(e) ? false : null;
  } finally {
    await root?.removeEntry(name).catch(() => undefined);
  }
}

/** Why the store did not open, as the page words it. */
async function storeFailure(e: unknown): Promise<WorkerFailure> {
  if (heldElsewhere(e)) return "busy";
  if (unsupported(e)) return "unsupported";
  const works = await syncAccessWorks();
  if (works === false) return "unsupported";
  return works === true && /access handle/i.test(text(e)) ? "busy" : "storage";
}

/** Why nothing can be served any more (the module, the store, a crash), once known. */
let broken: { failure: WorkerFailure; detail: string } | null = null;

const ready: Promise<void> = (async () => {
  try {
    await init();
  } catch (e) {
    broken = { failure: "wasm", detail: text(e) };
    return;
  }
  try {
    await start(DB_NAME);
  } catch (e) {
    // a typed error of the store (a migration refused...) keeps its words as detail
    const typed = typedError(e);
    broken = { failure: await storeFailure(e), detail: typed ? typed.message : text(e) };
  }
})();

/** A command's refusal as the module throws it: a JSON `CommandError` string (or the
 *  object itself). Anything else is the module breaking (a Rust panic traps). */
function typedError(e: unknown): ReturnType<typeof commandError> | null {
  if (isCommandErrorValue(e)) return e;
  if (typeof e !== "string") return null;
  try {
    const value: unknown = JSON.parse(e);
    return isCommandErrorValue(value) ? value : null;
  } catch {
    return null;
  }
}

function failed(id: number, failure: WorkerFailure, detail: string): WorkerReply {
  return { id, ok: false, error: commandError("store", "", [detail]), failure };
}

function answer({ id, name, args }: WorkerRequest): WorkerReply {
  if (broken) return failed(id, broken.failure, broken.detail);
  let out: string;
  try {
    out = call(name, JSON.stringify(args ?? {}));
  } catch (e) {
    const typed = typedError(e);
    if (typed) return { id, ok: false, error: typed };
    // a trap leaves the module's memory in an unknown state: nothing more is written
    // through it; a reload starts afresh (every entry answered before is saved)
    broken = { failure: "crashed", detail: text(e) };
    return failed(id, "crashed", broken.detail);
  }
  try {
    return { id, ok: true, value: JSON.parse(out) as unknown };
  } catch (e) {
    return failed(id, "crashed", `${name}: ${text(e)}`);
  }
}

scope.addEventListener("message", (event) => {
  const request = event.data;
  // every request waits for the module and the store; the awaits resume in order
  void ready.then(() => scope.postMessage(answer(request)));
});
