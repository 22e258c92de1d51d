#!/usr/bin/env bash
# Installs what is needed and runs every check and test: formatting, clippy, the
# front end's type check and unit tests, the unit, property, integration and doc tests
# of every crate (the app's commands on Tauri's mock runtime among them), the long
# seeded simulations in release mode, the end-to-end tests of the real app under Xvfb
# (which also rewrite docs/screenshots), `cargo check` for an Android phone, and the
# shipped bundles (.deb and .rpm, profile dist).
set -euo pipefail
cd "$(dirname "$0")/.."
. scripts/setup.sh
export CARGO_TERM_COLOR=never
# One build from scratch: incremental compilation's caches would only cost disk (they
# grew larger than the builds themselves and filled CI's disk once) and time.
export CARGO_INCREMENTAL=0
target_dir="${CARGO_TARGET_DIR:-target}"
log=$(mktemp)
times=$(mktemp)
trap 'rm -f "$log" "$times"' EXIT
# Each stage's time, printed at the end: "stage NAME" starts a stage.
stage_name=""
stage_start=$SECONDS
run_start=$SECONDS
stage() {
  if [ -n "$stage_name" ]; then
    # each stage's time and the build folder's size after it (disk is finite on CI)
    size=$(du -sh "$target_dir" 2>/dev/null | cut -f1 || true)
    printf '%6ds  %6s  %s\n' "$((SECONDS - stage_start))" "${size:--}" "$stage_name" >>"$times"
  fi
  stage_name="$1"
  stage_start=$SECONDS
  echo "==> $1"
}
stage "cargo fmt --check"
cargo fmt --all -- --check
stage "front end: type check, build, unit tests"
(cd ui && npm run build --silent && NO_COLOR=1 npx vitest run 2>&1) | tee -a "$log"
stage "cargo clippy and cargo test (one build)"
# Clippy lints every target as the tests build it: its driver is the compiler of our
# own crates (RUSTC_WORKSPACE_WRAPPER, as `cargo clippy` sets it), warnings are errors,
# and the dependencies are built once, for the tests, instead of once more in clippy's
# check mode. The end-to-end and AT-SPI stages build the same way, so they find this
# build. Built with the feature the real app is built with, so the E2E stage reuses
# this build of the app binary instead of compiling Tauri again.
clippy_driver=$(rustup which clippy-driver 2>/dev/null || command -v clippy-driver || true)
[ -n "$clippy_driver" ] || { echo "clippy-driver not found: install clippy (rustup component add clippy)"; exit 1; }
linted() {
  RUSTC_WORKSPACE_WRAPPER="$clippy_driver" CLIPPY_ARGS="-D__CLIPPY_HACKERY__warnings__CLIPPY_HACKERY__" "$@"
}
linted cargo test --workspace --locked --exclude papillon-e2e --features papillon-app/custom-protocol 2>&1 | tee -a "$log"
# the benchmarks, built (and so linted) as tests; the store's run once each (a quick
# run; the full figures: cargo bench -p papillon-store)
linted cargo test --workspace --locked --exclude papillon-e2e --features papillon-app/custom-protocol --benches --no-run
linted cargo test --workspace --locked --exclude papillon-e2e --features papillon-app/custom-protocol --bench store 2>&1 | tee -a "$log"
stage "release-mode simulations (100,000 blue rounds; 5,000 orange rounds per player count; 100,000 games of the 18th-century Papillon; 100,000 games of Farfalia)"
cargo test --release --locked -p papillon-core --test blue_simulation 2>&1 | tee -a "$log"
PAPILLON_ORANGE_ROUNDS=5000 cargo test --release --locked -p papillon-core --test orange_engine 2>&1 | tee -a "$log"
CLASSIC_GAMES=100000 cargo test --release --locked -p classic-papillon --test simulation 2>&1 | tee -a "$log"
FARFALIA_GAMES=100000 cargo test --release --locked -p farfalia --test play_simulation 2>&1 | tee -a "$log"
# The shipped bundles build in the background from here, at a lower priority, while
# the end-to-end flows mostly wait on the webview and the WebDriver (a third of both
# cores idle); the AT-SPI stage waits for them, as Orca's speech misses its time under
# a build. The front end was built above; neither the bundler nor e2e.sh builds it
# again while the other reads it. The build has its own process group, stopped if the
# run ends early.
bundle_pid=""
if [ "${PAPILLON_SKIP_BUNDLE:-0}" != "1" ]; then
  bundle_log=$(mktemp)
  trap '[ -z "$bundle_pid" ] || kill -- "-$bundle_pid" 2>/dev/null || true; rm -f "$log" "$times" "$bundle_log"' EXIT
  bundle_start=$(date +%s)
  # from the top folder: the Tauri CLI looks for src-tauri/tauri.conf.json below it
  setsid nice -n 10 ui/node_modules/.bin/tauri build --ci --bundles deb,rpm \
    --config '{"build":{"beforeBuildCommand":""}}' -- --profile dist >"$bundle_log" 2>&1 &
  bundle_pid=$!
  echo "==> release bundles (tauri build, profile dist: .deb and .rpm): building in the background"
fi
# Waits for the background bundles and checks them (the .deb at most 5 MiB, issue 16).
finish_bundles() {
  local rc=0
  wait "$bundle_pid" || rc=$?
  bundle_pid=""
  tail -n 5 "$bundle_log"
  echo "the bundles were built in $(($(date +%s) - bundle_start))s, in the background from the end-to-end stage on"
  [ "$rc" -eq 0 ] || { cat "$bundle_log"; echo "the bundles failed to build"; exit 1; }
  ls -l "$target_dir"/dist/bundle/deb/*.deb "$target_dir"/dist/bundle/rpm/*.rpm
  # the newest .deb built
  deb=$(ls -t "$target_dir"/dist/bundle/deb/*.deb | head -n 1)
  deb_bytes=$(stat -c %s "$deb")
  echo "$(basename "$deb") is $((deb_bytes / 1024)) KiB"
  [ "$deb_bytes" -le $((5 * 1024 * 1024)) ] || { echo "the .deb is larger than 5 MiB"; exit 1; }
}
export PAPILLON_UI_BUILT=1
stage "end-to-end: the real app in its webview (tauri-driver, WebKitWebDriver, Xvfb)"
linted bash scripts/e2e.sh 2>&1 | tee -a "$log"
if [ -n "$bundle_pid" ]; then
  stage "release bundles (tauri build, profile dist: .deb and .rpm): the rest of the background build"
  finish_bundles
fi
stage "accessibility tree (AT-SPI): whole games as a screen reader plays them (the modern game, the 1756 game and Farfalia; English with Orca, French)"
linted bash scripts/atspi.sh 2>&1 | tee -a "$log"
stage "the phone: cargo check for Android (aarch64-linux-android)"
bash scripts/check-android.sh 2>&1 | tee -a "$log" | tail -n 5
# the check's metadata is not needed again (disk is finite on CI)
rm -rf "$target_dir/aarch64-linux-android"
# vitest prints "Tests  N passed (N)"; cargo prints "test result: ok. N passed; M failed"
summary=$(awk '
  /^test result:/ { for (i = 1; i <= NF; i++) { if ($(i+1) ~ /^passed/) p += $i; if ($(i+1) ~ /^failed/) f += $i } }
  /^ *Tests +[0-9]+ passed/ { for (i = 1; i <= NF; i++) if ($(i+1) ~ /^passed/) p += $i }
  /^ *Tests +.*[0-9]+ failed/ { for (i = 1; i <= NF; i++) if ($(i+1) ~ /^failed/) f += $i }
  END { printf "%d passed, %d failed", p, f }' "$log")
stage ""
echo
echo "stage times (and the build folder's size after each):"
cat "$times"
printf '%6ds  %6s  %s\n' "$((SECONDS - run_start))" "" "in all (after set-up)"
echo
echo "all tests: $summary"
