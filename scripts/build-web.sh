#!/usr/bin/env bash
# Builds Papillon for the browser into ui/dist-web/: a plain static folder (the page, its
# worker, the engine in WebAssembly, a web app manifest and a service worker) that any
# HTTPS host can serve (docs/app.md, "In the browser"). `bash scripts/run.sh web` builds
# it with this script and serves it on 127.0.0.1.
#   1. the WebAssembly crate crates/papillon-web and its wasm-bindgen glue, written to
#      ui/src/web/pkg/ (papillon_web.js, papillon_web_bg.wasm, papillon_web.d.ts);
#   2. the front end, in Vite's mode `web` (npm run build:web), which bundles that glue
#      into the worker and precaches every file.
set -euo pipefail
cd "$(dirname "$0")/.."
PKG=ui/src/web/pkg

echo "==> building the engine for the browser (crates/papillon-web, wasm32)"
# ---------------------------------------------------------------------------------------
# THE WASM STEP (to be written with crates/papillon-web). It must leave in $PKG, from
# `wasm-bindgen --target web --out-name papillon_web` (or wasm-pack --target web):
#   papillon_web.js       export default init(); start(dbName: string): Promise<void>;
#                         call(name: string, argsJson: string): string (throws a JSON
#                         CommandError string)
#   papillon_web_bg.wasm  found by the glue with new URL(..., import.meta.url)
#   papillon_web.d.ts     read by tsc instead of ui/src/web/pkg-contract.d.ts
# For example:
#   rustup target add wasm32-unknown-unknown
#   CC_wasm32_unknown_unknown=clang-19 AR_wasm32_unknown_unknown=llvm-ar-19 \
#     cargo build --release --locked --target wasm32-unknown-unknown -p papillon-web
#   wasm-bindgen --target web --out-dir "$PKG" --out-name papillon_web \
#     target/wasm32-unknown-unknown/release/papillon_web.wasm
# ---------------------------------------------------------------------------------------
if [ ! -f "$PKG/papillon_web.js" ]; then
  echo "error: $PKG/papillon_web.js is missing: the WebAssembly step above has not been written yet" >&2
  exit 1
fi

echo "==> building the web app (ui/dist-web)"
(cd ui && npm run build:web --silent)
echo "==> ui/dist-web is ready: serve it over HTTPS (or from 127.0.0.1), as a plain folder"
