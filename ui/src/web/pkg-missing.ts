// Stands for crates/papillon-web's glue (ui/src/web/pkg/, made by scripts/build-web.sh)
// in every build but the web one (vite.config.ts): the desktop build and the tests need
// no WebAssembly. Nothing here is ever called in the desktop app, whose commands go
// through Tauri (transport.ts); the tests mock it.
const absent = () => new Error("the web build's engine (ui/src/web/pkg) is only in `npm run build:web`");

export default async function init(): Promise<unknown> {
  throw absent();
}

export async function start(_dbName: string): Promise<void> {
  throw absent();
}

export function call(_name: string, _argsJson: string): string {
  throw absent();
}
