#!/usr/bin/env bash
# What ships, built and checked: the desktop bundles (.deb and .rpm, profile dist,
# scripts/bundle.sh), the .deb at most 4.5 MiB (issue 38). Run it before a release:
#   bash scripts/shipped.sh
# Not a stage of scripts/test.sh any more: the dist profile shares nothing with the
# tests' build, and its build (whole-program optimisation in one unit) was half of the
# test run's work, 2,656 s at idle priority beside it (session 29), for no test; the
# run had to fit in 30 minutes (issue 51). (The front end is built by the bundler.)
set -euo pipefail
cd "$(dirname "$0")/.."
. scripts/setup.sh
target_dir="${CARGO_TARGET_DIR:-target}"
out=$(mktemp)
trap 'rm -f "$out"' EXIT
# runs a build, printing its last lines, or all of it when it fails
quiet() {
  "$@" >"$out" 2>&1 || { cat "$out"; echo "failed: $*"; exit 1; }
  tail -n 5 "$out"
}
echo "==> release bundles (scripts/bundle.sh: tauri build, profile dist, .deb and .rpm; the .deb packed with xz)"
start=$SECONDS
quiet bash scripts/bundle.sh
echo "the bundles were built in $((SECONDS - start))s"
ls -l "$target_dir"/dist/bundle/deb/*.deb "$target_dir"/dist/bundle/rpm/*.rpm
# the newest .deb built: at most 4.5 MiB (issue 38; 5 MiB in issue 16)
deb=$(ls -t "$target_dir"/dist/bundle/deb/*.deb | head -n 1)
deb_bytes=$(stat -c %s "$deb")
echo "$(basename "$deb") is $((deb_bytes / 1024)) KiB"
[ "$deb_bytes" -le $((9 * 512 * 1024)) ] || { echo "the .deb is larger than 4.5 MiB"; exit 1; }
