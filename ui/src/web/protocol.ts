// The little protocol between the page and the web build's worker (ui/src/web/worker.ts),
// which runs the app's commands in WebAssembly (crates/papillon-web) over SQLite on OPFS.
// One request per command call, answered once, matched by its id:
//   page → worker  { id, name, args }
//   worker → page  { id, ok: true, value }                  the command's result
//                  { id, ok: false, error }                 the command's typed error
//                  { id, ok: false, error, failure }        the worker itself could not serve
// `failure` names what went wrong around the commands (the wasm module did not load, the
// browser refused the private file system...): the page words it in the person's
// language (web/client.ts), since the worker carries no catalogue.
import type { CommandError } from "../bindings";

export type WorkerRequest = { id: number; name: string; args: Record<string, unknown> };

/** What the worker could not do, in the order it tries: load the module, open the store
 *  (refused, or held by another tab), run a command without the module breaking. */
export type WorkerFailure = "wasm" | "storage" | "unsupported" | "busy" | "crashed";

export type WorkerReply =
  | { id: number; ok: true; value: unknown }
  | { id: number; ok: false; error: CommandError; failure?: WorkerFailure };

/** A command's typed error, or a failure's technical detail kept in `details`. */
export function commandError(code: CommandError["code"], message: string, details: string[] = []): CommandError {
  return { code, message, details, problems: null };
}

/** Whether a value is one of the commands' typed errors (as api.ts's `isCommandError`). */
export function isCommandErrorValue(value: unknown): value is CommandError {
  return typeof value === "object" && value !== null && "code" in value && "message" in value
    && typeof (value as { message: unknown }).message === "string";
}
