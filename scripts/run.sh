#!/usr/bin/env bash
# Installs what is needed, builds the Papillon app (release, with the built front end)
# and opens it. With arguments, runs the `papillon` command instead:
#   bash scripts/run.sh score examples/four-players.json
# `web` builds the app for the browser (scripts/build-web.sh) and serves ui/dist-web on
# 127.0.0.1 (a secure context, so its storage and offline cache work):
#   bash scripts/run.sh web
set -euo pipefail
cd "$(dirname "$0")/.."
# the app only: the tests' tools (tauri-driver) are left to scripts/test.sh
PAPILLON_SETUP_APP_ONLY=1 . scripts/setup.sh
if [ "${1:-}" = "web" ]; then
  bash scripts/build-web.sh
  port="${PAPILLON_WEB_PORT:-4173}"
  echo "==> Papillon in the browser: http://127.0.0.1:$port/ (Ctrl-C stops the server)"
  cd ui
  exec ./node_modules/.bin/vite preview --mode web --outDir dist-web --host 127.0.0.1 --port "$port" --strictPort
fi
if [ $# -gt 0 ]; then
  cargo build --release --locked --bin papillon
  exec ./target/release/papillon "$@"
fi
echo "==> building the front end"
(cd ui && npm run build --silent)
echo "==> building the app"
cargo build --release --locked -p papillon-app --no-default-features --features custom-protocol
if [ -z "${DISPLAY:-}" ] && [ -z "${WAYLAND_DISPLAY:-}" ]; then
  echo "==> no display found: opening the app in a virtual display (Xvfb); stop it with Ctrl-C"
  exec xvfb-run --auto-servernum --server-args="-screen 0 1280x900x24" ./target/release/papillon-app
fi
exec ./target/release/papillon-app
