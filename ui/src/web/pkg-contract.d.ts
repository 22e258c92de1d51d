// What the web build's worker expects of crates/papillon-web's wasm-bindgen glue
// (`wasm-bindgen --target web`, written to ui/src/web/pkg/papillon_web.js by
// scripts/build-web.sh). When the pkg folder exists, TypeScript reads its own generated
// papillon_web.d.ts instead (tsconfig.json "paths"), so a glue that drifts from this
// contract fails the type check.

/** Fetches and instantiates papillon_web_bg.wasm (found next to the glue). */
export default function init(): Promise<unknown>;

/** Opens (or creates) the store on OPFS, in this dedicated worker (sqlite-wasm-rs's
 *  "SAH pool" VFS), and runs its migrations. Rejects when the browser refuses. */
export function start(dbName: string): Promise<void>;

/** Runs one of the app's commands by name, its arguments as JSON with the names the
 *  front end sends (camelCase); returns the result as JSON, or throws a JSON
 *  `CommandError` string. */
export function call(name: string, argsJson: string): string;
