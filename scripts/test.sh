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
# clippy's driver (the tests' stage below), found before the background build starts
clippy_driver=$(rustup which clippy-driver 2>/dev/null || command -v clippy-driver || true)
[ -n "$clippy_driver" ] || { echo "clippy-driver not found: install clippy (rustup component add clippy)"; exit 1; }
linted() {
  RUSTC_WORKSPACE_WRAPPER="$clippy_driver" CLIPPY_ARGS="-D__CLIPPY_HACKERY__warnings__CLIPPY_HACKERY__" "$@"
}
# What ships is built and checked in the background from here (scripts/shipped.sh: the
# .deb and .rpm of profile dist), at idle priority (its own
# session's scheduling group at the lowest weight, see shipped.sh; its processes idle
# within it): the kernel gives it only the time the stages in front leave (the tests'
# build's narrow stretches, the simulations' serial ends, the end-to-end flows waiting
# on the webview, the AT-SPI games waiting on the app and on speech), so their timings
# are theirs. It starts here, once the front end it embeds is built, and not after the
# tests' stage: its last two steps take one core each for about 220 s (the app's crate,
# then the whole program's link-time optimisation), and started later they ended
# after the AT-SPI stage, with the other core idle (session 23). It has its own
# process group, stopped if the run ends early.
# (ionice: its disk reads and writes too; `setsid --wait` keeps its exit status even
# where setsid has to fork, and the group to stop is the one shipped.sh writes down)
background_pid=""
background_log=$(mktemp)
export PAPILLON_SHIPPED_GROUP_FILE PAPILLON_WEB_READY_FILE PAPILLON_WEB_TARGET
PAPILLON_SHIPPED_GROUP_FILE=$(mktemp)
# the web app is built first, in a build folder of its own, and said ready in this file
# ("ok" or "failed"): the browser's stages below run while the bundles build
PAPILLON_WEB_READY_FILE=$(mktemp)
PAPILLON_WEB_TARGET="$target_dir/web"
trap '[ -z "$background_pid" ] || kill -- "-$(cat "$PAPILLON_SHIPPED_GROUP_FILE")" 2>/dev/null || true; rm -f "$log" "$times" "$background_log" "$PAPILLON_SHIPPED_GROUP_FILE" "$PAPILLON_WEB_READY_FILE"' EXIT
background_start=$SECONDS
setsid --wait chrt --idle 0 ionice -c 3 -t bash scripts/shipped.sh >"$background_log" 2>&1 &
background_pid=$!
# its process group written down before anything can end the run (the trap stops it)
until [ -s "$PAPILLON_SHIPPED_GROUP_FILE" ] || ! kill -0 "$background_pid" 2>/dev/null; do sleep 0.05; done
echo "==> what ships (the bundles): building in the background"
stage "cargo clippy and cargo test (one build)"
# Clippy lints every target as the tests build it: its driver is the compiler of our
# own crates (RUSTC_WORKSPACE_WRAPPER, as `cargo clippy` sets it), warnings are errors,
# and the dependencies are built once, for the tests, instead of once more in clippy's
# check mode. The end-to-end and AT-SPI stages build the same way, so they find this
# build. Built with the feature the real app is built with, so the E2E stage reuses
# this build of the app binary instead of compiling Tauri again.
linted cargo test --workspace --locked --features papillon-app/custom-protocol 2>&1 | tee -a "$log"
# the benchmarks, built (and so linted) as tests; the store's run once each (a quick
# run; the full figures: cargo bench -p papillon-store)
linted cargo test --workspace --locked --features papillon-app/custom-protocol --benches --no-run
linted cargo test --workspace --locked --features papillon-app/custom-protocol --bench store 2>&1 | tee -a "$log"
# The phone's check in this build folder: the host's build scripts and macros (syn, serde's
# derives, tauri-build and the HTML and TOML parsers under it) are the tests' build's, so
# only the phone's own crates are checked (107 CPU-seconds instead of 186 in a folder of
# its own in the background, session 23). In the foreground: the end-to-end stage's cargo
# would wait for this build folder's lock.
stage "the phone: cargo check for Android (aarch64-linux-android, scripts/check-android.sh)"
phone_log=$(mktemp)
if bash scripts/check-android.sh >"$phone_log" 2>&1; then tail -n 2 "$phone_log"; else cat "$phone_log"; rm -f "$phone_log"; echo "the phone's check failed"; exit 1; fi
rm -f "$phone_log"
# its metadata is not needed again (disk is finite on CI)
rm -rf "${target_dir:?}/aarch64-linux-android"
stage "release-mode simulations (100,000 blue rounds; 5,000 orange rounds per player count; 100,000 games of the 18th-century Papillon; 100,000 games of Farfalia)"
cargo test --release --locked -p papillon-core --test blue_simulation 2>&1 | tee -a "$log"
PAPILLON_ORANGE_ROUNDS=5000 cargo test --release --locked -p papillon-core --test orange_engine 2>&1 | tee -a "$log"
CLASSIC_GAMES=100000 cargo test --release --locked -p classic-papillon --test simulation 2>&1 | tee -a "$log"
FARFALIA_GAMES=100000 cargo test --release --locked -p farfalia --test play_simulation 2>&1 | tee -a "$log"
# the front end was built above: e2e.sh does not build it again while the bundler reads it
export PAPILLON_UI_BUILT=1
stage "end-to-end: the real app in its webview (tauri-driver, WebKitWebDriver, Xvfb)"
linted bash scripts/e2e.sh 2>&1 | tee -a "$log"
stage "accessibility tree (AT-SPI): whole games as a screen reader plays them (the modern game, the 1756 game and Farfalia; English with Orca, French)"
linted bash scripts/atspi.sh 2>&1 | tee -a "$log"
# The browser (issue 51), while the bundles build: the web app the background build made
# first (in $PAPILLON_WEB_TARGET), then the store's tests on OPFS in headless Chromium,
# built in the dist profile in that same folder (its dependencies, SQLite's C among them,
# built once for both), and the web flows
stage "the browser: the web app (built in the background first)"
until [ -s "$PAPILLON_WEB_READY_FILE" ] || ! kill -0 "$background_pid" 2>/dev/null; do sleep 1; done
if [ "$(cat "$PAPILLON_WEB_READY_FILE" 2>/dev/null)" != ok ]; then
  wait "$background_pid" || true
  cat "$background_log"
  echo "the web app failed to build"; exit 1
fi
stage "the browser: papillon-store on OPFS in headless Chromium (wasm32, scripts/web-store-test.sh)"
CARGO_TARGET_DIR="$PAPILLON_WEB_TARGET" bash scripts/web-store-test.sh 2>&1 | tee -a "$log"
stage "end-to-end: the web build in Chromium at phone size (chromedriver, scripts/web-e2e.sh)"
linted bash scripts/web-e2e.sh 2>&1 | tee -a "$log"
stage "what ships (the bundles): the rest of the background build"
rc=0
wait "$background_pid" || rc=$?
background_pid=""
cat "$background_log"
echo "the background build took $((SECONDS - background_start))s in all"
[ "$rc" -eq 0 ] || { echo "what ships failed to build or check"; exit 1; }
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
