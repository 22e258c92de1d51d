// The page's side of the web build's worker (protocol.ts): each command call is one
// request with a fresh id, answered by the reply with that id. The results and the typed
// errors are exactly what Tauri's `invoke` gives the desktop app; what the worker itself
// could not do (the wasm module did not load, the browser refused its storage, the worker
// died) comes back as a `CommandError` worded here from the catalogue, in the page's
// language.
import type { CommandError } from "../bindings";
import { pickLanguage, translator } from "../i18n";
import type { Key } from "../keys";
import { commandError, type WorkerFailure, type WorkerReply, type WorkerRequest } from "./protocol";

/** What the transport needs of a Worker (a fake one in the tests). */
export interface WorkerPort {
  postMessage(request: WorkerRequest): void;
  addEventListener(type: "message", listener: (event: MessageEvent<WorkerReply>) => void): void;
  addEventListener(type: "error" | "messageerror", listener: (event: Event) => void): void;
}

/** Words a failure of the worker as a typed error; `details` keeps the technical cause. */
export type WordFailure = (failure: WorkerFailure, details: string[]) => CommandError;

const FAILURE_KEYS: Record<WorkerFailure, Key> = {
  wasm: "webFailWasm",
  storage: "webFailStorage",
  unsupported: "webFailUnsupported",
  busy: "webFailBusy",
  crashed: "webFailCrashed",
};

/** The page's language: the one the app set on <html> (app.tsx), else the system's. */
function pageLanguage() {
  const lang = document.documentElement.lang;
  return lang === "fr" || lang === "en" ? lang : pickLanguage(null, navigator.languages ?? [navigator.language]);
}

export const wordFailure: WordFailure = (failure, details) =>
  commandError("store", translator(pageLanguage())(FAILURE_KEYS[failure]), details);

type Pending = { resolve: (value: unknown) => void; reject: (error: CommandError) => void };

export class WorkerTransport {
  private nextId = 1;
  private readonly pending = new Map<number, Pending>();
  private answered = false;
  private dead: CommandError | null = null;

  constructor(private readonly port: WorkerPort, private readonly word: WordFailure = wordFailure) {
    port.addEventListener("message", (event) => this.receive(event.data));
    // the worker's script did not load (or died): every call waiting, and every later
    // one, gets the reason instead of waiting for ever
    port.addEventListener("error", (event) => {
      const detail = event instanceof ErrorEvent && event.message ? event.message : "the worker stopped";
      this.stop(this.word(this.answered ? "crashed" : "wasm", [detail]));
    });
    port.addEventListener("messageerror", () => this.stop(this.word("crashed", ["a reply could not be read"])));
  }

  /** Runs one command: its result, or its typed error as the rejection. */
  invoke<T>(name: string, args: Record<string, unknown> = {}): Promise<T> {
    if (this.dead) return Promise.reject(this.dead);
    const id = this.nextId++;
    return new Promise<T>((resolve, reject) => {
      this.pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      try {
        this.port.postMessage({ id, name, args });
      } catch (e) {
        // arguments that cannot be sent (not plain data) are the caller's mistake
        this.pending.delete(id);
        reject(commandError("invalid", `${name}: ${e instanceof Error ? e.message : String(e)}`));
      }
    });
  }

  private receive(reply: WorkerReply) {
    const waiting = this.pending.get(reply?.id);
    if (!waiting) return; // not ours, or answered already
    this.pending.delete(reply.id);
    this.answered = true;
    if (reply.ok) waiting.resolve(reply.value);
    else waiting.reject(reply.failure ? this.word(reply.failure, reply.error?.details ?? []) : reply.error);
  }

  private stop(error: CommandError) {
    this.dead = error;
    for (const waiting of this.pending.values()) waiting.reject(error);
    this.pending.clear();
  }
}

/** The web build's transport: one dedicated module worker for the page's life. */
export function workerTransport(): WorkerTransport {
  const worker = new Worker(new URL("./worker.ts", import.meta.url), { type: "module", name: "papillon" });
  return new WorkerTransport(worker);
}
