#!/usr/bin/env bash
# What ships, built and checked: the desktop bundles build (.deb and .rpm, profile dist,
# scripts/bundle.sh) and the .deb is at most 4.5 MiB (issue 38). scripts/test.sh runs
# this in the background, at idle priority, from the front end's build on: the dist profile
# shares nothing with the tests' build, and it only takes the cores the stages in front
# of it leave idle. (The phone's check is a stage of test.sh: it shares the host's build
# scripts and macros with the tests' build, session 23.) Expects ui/dist built (the
# bundler does not build it again).
set -euo pipefail
cd "$(dirname "$0")/.."
target_dir="${CARGO_TARGET_DIR:-target}"
# the process group scripts/test.sh stops if its run ends first
[ -z "${PAPILLON_SHIPPED_GROUP_FILE:-}" ] || ps -o pgid= -p $$ | tr -d ' ' >"$PAPILLON_SHIPPED_GROUP_FILE"
# Started in a session of its own (setsid), this runs in a scheduling group of its own
# where the kernel groups sessions (autogroup, on in Debian's and Ubuntu's kernels): the
# group would get as much of the cores as the whole test run, whatever the priority of
# its processes (measured: the simulations of the run beside it took 2.7 times as long).
# At the group's lowest weight it gets the cores only when the run leaves them idle.
echo 19 2>/dev/null >/proc/self/autogroup || true

out=$(mktemp)
trap 'rm -f "$out"' EXIT
# runs a build, printing its last lines, or all of it when it fails
quiet() {
  "$@" >"$out" 2>&1 || { cat "$out"; echo "failed: $*"; exit 1; }
  tail -n 5 "$out"
}

# The browser's tools first (clang 19, the wasm32 target, wasm-bindgen-cli), so that the
# web build below and the store's browser tests after the run find them.
echo "==> the browser's tools (scripts/web-tools.sh)"
tools_start=$SECONDS
quiet bash -c '. scripts/web-tools.sh'
echo "the browser's tools were ready in $((SECONDS - tools_start))s"

# The web app next, in a build folder of its own (PAPILLON_WEB_TARGET: the bundles' dist
# build below holds the main folder's lock), so that test.sh runs the browser's stages
# while the bundles build: it is told through PAPILLON_WEB_READY_FILE ("ok" or
# "failed"), and the store's browser tests build in the same folder.
echo "==> the web app (scripts/build-web.sh: WebAssembly, profile dist, and the PWA)"
web_start=$SECONDS
web_status=ok
CARGO_TARGET_DIR="${PAPILLON_WEB_TARGET:-$target_dir}" bash scripts/build-web.sh >"$out" 2>&1 || web_status=failed
[ "$web_status" = ok ] && tail -n 5 "$out" || cat "$out"
echo "the web app was built in $((SECONDS - web_start))s ($web_status)"
[ -z "${PAPILLON_WEB_READY_FILE:-}" ] || echo "$web_status" >"$PAPILLON_WEB_READY_FILE"
[ "$web_status" = ok ] || exit 1

if [ "${PAPILLON_SKIP_BUNDLE:-0}" = "1" ]; then
  echo "the bundles were not built (PAPILLON_SKIP_BUNDLE=1)"
else
  echo "==> release bundles (scripts/bundle.sh: tauri build, profile dist, .deb and .rpm; the .deb packed with xz)"
  bundle_start=$SECONDS
  PAPILLON_UI_BUILT=1 quiet bash scripts/bundle.sh
  echo "the bundles were built in $((SECONDS - bundle_start))s"
  ls -l "$target_dir"/dist/bundle/deb/*.deb "$target_dir"/dist/bundle/rpm/*.rpm
  # the newest .deb built: at most 4.5 MiB (issue 38; 5 MiB in issue 16)
  deb=$(ls -t "$target_dir"/dist/bundle/deb/*.deb | head -n 1)
  deb_bytes=$(stat -c %s "$deb")
  echo "$(basename "$deb") is $((deb_bytes / 1024)) KiB"
  [ "$deb_bytes" -le $((9 * 512 * 1024)) ] || { echo "the .deb is larger than 4.5 MiB"; exit 1; }
fi
