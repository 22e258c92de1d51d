#!/usr/bin/env bash
# What scripts/test.sh builds beside its stages, at idle priority, for the stages at its
# end: the browser's tools, the web app (scripts/build-web.sh, profile dist, in a build
# folder of its own) and the store's browser tests (built in that folder, run later by
# test.sh), which waits for it to end.
# Expects ui/dist built (test.sh's front-end stage).
set -euo pipefail
cd "$(dirname "$0")/.."
target_dir="${CARGO_TARGET_DIR:-target}"
# the process group scripts/test.sh stops if its run ends first
[ -z "${PAPILLON_BACKGROUND_GROUP_FILE:-}" ] || ps -o pgid= -p $$ | tr -d ' ' >"$PAPILLON_BACKGROUND_GROUP_FILE"
# Started in a session of its own (setsid), this runs in a scheduling group of its own
# where the kernel groups sessions (autogroup, on in Debian's and Ubuntu's kernels): the
# group would get as much of the cores as the whole test run, whatever the priority of
# its processes (measured: the simulations of the run beside it took 2.7 times as long).
# At the group's lowest weight it gets the cores only when the run leaves them idle.
echo 19 2>/dev/null >/proc/self/autogroup || true

out=$(mktemp)
trap 'rm -f "$out"' EXIT

# The browser's tools first (clang 19, the wasm32 target, wasm-bindgen-cli)
echo "==> the browser's tools (scripts/web-tools.sh)"
start=$SECONDS
if ! bash -c '. scripts/web-tools.sh' >"$out" 2>&1; then
  cat "$out"; exit 1
fi
echo "the browser's tools were ready in $((SECONDS - start))s"

web_target="${PAPILLON_WEB_TARGET:-$target_dir}"
echo "==> the web app (scripts/build-web.sh: WebAssembly, profile dist, and the PWA)"
start=$SECONDS
web_status=ok
CARGO_TARGET_DIR="$web_target" bash scripts/build-web.sh >"$out" 2>&1 || web_status=failed
[ "$web_status" = ok ] && tail -n 5 "$out" || cat "$out"
echo "the web app was built in $((SECONDS - start))s ($web_status)"
if [ "$web_status" = ok ]; then
  echo "==> the store's browser tests, built (scripts/web-store-test.sh build)"
  start=$SECONDS
  CARGO_TARGET_DIR="$web_target" bash scripts/web-store-test.sh build >"$out" 2>&1 || web_status=failed
  [ "$web_status" = ok ] && tail -n 2 "$out" || cat "$out"
  echo "the store's browser tests were built in $((SECONDS - start))s ($web_status)"
fi
[ "$web_status" = ok ]
