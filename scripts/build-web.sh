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
# the tools (clang 19, the wasm32 target, wasm-bindgen-cli at Cargo.lock's version)
. scripts/web-tools.sh
export CARGO_TERM_COLOR="${CARGO_TERM_COLOR:-never}"
target_dir="${CARGO_TARGET_DIR:-target}"
# The shipped profile (whole-program optimisation, size for the dependencies, speed for
# the engines: Cargo.toml's `dist`), as the desktop bundles are built.
cargo build --locked --profile dist --target wasm32-unknown-unknown -p papillon-web
rm -rf "$PKG"
wasm-bindgen --target web --out-dir "$PKG" --out-name papillon_web \
  "$target_dir/wasm32-unknown-unknown/dist/papillon_web.wasm"
echo "    $(du -h "$PKG/papillon_web_bg.wasm" | cut -f1) of WebAssembly ($(gzip -9c "$PKG/papillon_web_bg.wasm" | wc -c | awk '{printf "%.0f KiB", $1/1024}') compressed)"
if [ ! -f "$PKG/papillon_web.js" ]; then
  echo "error: wasm-bindgen wrote no $PKG/papillon_web.js" >&2
  exit 1
fi

echo "==> building the web app (ui/dist-web)"
(cd ui && npm run build:web --silent)
echo "==> ui/dist-web is ready: serve it over HTTPS (or from 127.0.0.1), as a plain folder"
