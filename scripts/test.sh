#!/usr/bin/env bash
# Installs what is needed and runs every check and test: formatting, clippy, the
# front end's type check and unit tests, the unit, property, integration and doc tests
# of every crate (the app's commands on Tauri's mock runtime among them), the long
# seeded simulations (100,000 games of each engine), the end-to-end tests of the real app under Xvfb
# (which also rewrite docs/screenshots), `cargo check` for an Android phone, and the
# web build's store tests on OPFS and flows in Chromium. (The fuzz targets' short form,
# their committed corpus replayed through their checks, is one of the workspace's tests:
# fuzz/tests/corpus.rs; scripts/fuzz.sh runs libFuzzer.)
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
# The machine's busy and idle time so far, in clock ticks (/proc/stat's first line:
# idle and waiting for the disk are idle), to say how busy each stage kept the cores.
cpu_ticks() { awk '/^cpu / { print $2 + $3 + $4 + $7 + $8 + $9, $5 + $6 }' /proc/stat 2>/dev/null || echo "0 0"; }
read -r stage_busy stage_idle < <(cpu_ticks)
stage() {
  if [ -n "$stage_name" ]; then
    # each stage's time, how busy the cores were, and the build folder's size after it
    # (disk is finite on CI)
    size=$(du -sh "$target_dir" 2>/dev/null | cut -f1 || true)
    read -r busy idle < <(cpu_ticks)
    ticks=$(( (busy - stage_busy) + (idle - stage_idle) ))
    [ "$ticks" -gt 0 ] && use="$(( 100 * (busy - stage_busy) / ticks ))%" || use="-"
    printf '%6ds  %4s  %6s  %s\n' "$((SECONDS - stage_start))" "$use" "${size:--}" "$stage_name" >>"$times"
  fi
  read -r stage_busy stage_idle < <(cpu_ticks)
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
# Beside the stages, at idle priority (scripts/background.sh): the browser's tools, the
# web app and the store's browser tests. In a session of its own (its scheduling group at the lowest weight, see
# background.sh; its processes idle within it): the kernel gives it only the time the
# stages in front leave (the tests' build's narrow stretches, the simulations' serial
# ends, the end-to-end flows waiting on the webview, the AT-SPI games waiting on the
# app and on speech), so their timings are theirs. It starts here, once the front end
# is built. Its process group is stopped if the run ends early. (ionice: its disk reads
# and writes too; `setsid --wait` keeps its exit status even where setsid has to fork,
# and the group to stop is the one background.sh writes down.)
# The desktop bundles are not built here: `bash scripts/shipped.sh` builds them and
# checks the .deb's size (docs/app.md). Their build in the dist profile was half the
# run's work (2,656 s at idle priority beside it, session 29), for no test.
background_pid=""
background_log=$(mktemp)
export PAPILLON_BACKGROUND_GROUP_FILE PAPILLON_WEB_TARGET
PAPILLON_BACKGROUND_GROUP_FILE=$(mktemp)
PAPILLON_WEB_TARGET="$target_dir/web"
# the AT-SPI games, run beside the last stages (below)
atspi_pid=""
atspi_log=$(mktemp)
# what is still running is stopped if the run ends early
trap '[ -z "$atspi_pid" ] || kill -- "-$atspi_pid" "$atspi_pid" 2>/dev/null || true; [ -z "$background_pid" ] || kill -- "-$(cat "$PAPILLON_BACKGROUND_GROUP_FILE")" 2>/dev/null || true; rm -f "$log" "$times" "$background_log" "$atspi_log" "$PAPILLON_BACKGROUND_GROUP_FILE"' EXIT
background_start=$SECONDS
setsid --wait chrt --idle 0 ionice -c 3 -t bash scripts/background.sh >"$background_log" 2>&1 &
background_pid=$!
# its process group written down before anything can end the run (the trap stops it)
until [ -s "$PAPILLON_BACKGROUND_GROUP_FILE" ] || ! kill -0 "$background_pid" 2>/dev/null; do sleep 0.05; done
echo "==> the web app and the store's browser tests: building in the background"
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
# the front end was built above: e2e.sh does not build it again
export PAPILLON_UI_BUILT=1
stage "end-to-end: the real app in its webview (tauri-driver, WebKitWebDriver, Xvfb)"
linted bash scripts/e2e.sh 2>&1 | tee -a "$log"
# The accessibility tree's games mostly wait, for the app and for Orca's speech, and
# their longest lane is serial (Orca runs once per user): the stages that need the cores
# run beside them, the long simulations and the browser's. The games run in a
# session of their own (setsid: a scheduling group of their own, so the simulations
# beside them, niced, cannot starve the app they drive) and print when they are done.
stage "accessibility tree (AT-SPI), started: whole games as a screen reader plays them (the modern game, the 1756 game and Farfalia; English with Orca, French), beside the stages below"
# (linted's variables set here, not through the function: a function run with & is a
# subshell of its own, and the trap must stop setsid's session itself)
RUSTC_WORKSPACE_WRAPPER="$clippy_driver" CLIPPY_ARGS="-D__CLIPPY_HACKERY__warnings__CLIPPY_HACKERY__" \
  setsid --wait bash scripts/atspi.sh >"$atspi_log" 2>&1 &
atspi_pid=$!
stage "the simulations (100,000 blue rounds; 5,000 orange rounds per player count; 100,000 games of the 18th-century Papillon; 100,000 games of Farfalia), in the tests' build, beside the AT-SPI games"
# In the tests' build, made above (the engines at opt-level 2, debug assertions and
# overflow checks on), not in a release build of their own: they run about as fast
# (100,000 blue rounds in 31 s alone, 44 s in release beside the AT-SPI games), and the
# release build was 247 s of the run (session 31). The same resolution of the
# workspace's features as the build above, so nothing is rebuilt.
PAPILLON_BLUE_ROUNDS=100000 PAPILLON_ORANGE_ROUNDS=5000 CLASSIC_GAMES=100000 FARFALIA_GAMES=100000 \
  linted nice -n 10 cargo test --workspace --locked --features papillon-app/custom-protocol \
  --test blue_simulation --test orange_engine --test simulation --test play_simulation 2>&1 | tee -a "$log"
# The browser (issue 51): the web app and the store's browser tests the background
# built (in $PAPILLON_WEB_TARGET), run on OPFS in headless Chromium, and the web flows
stage "the browser: the web app and the store's browser tests (built in the background)"
rc=0
wait "$background_pid" || rc=$?
background_pid=""
cat "$background_log"
echo "the background took $((SECONDS - background_start))s in all"
[ "$rc" -eq 0 ] || { echo "the background's builds failed"; exit 1; }
stage "the browser: papillon-store on OPFS in headless Chromium (wasm32, scripts/web-store-test.sh)"
CARGO_TARGET_DIR="$PAPILLON_WEB_TARGET" bash scripts/web-store-test.sh 2>&1 | tee -a "$log"
stage "end-to-end: the web build in Chromium at phone size (chromedriver, scripts/web-e2e.sh)"
linted bash scripts/web-e2e.sh 2>&1 | tee -a "$log"
stage "accessibility tree (AT-SPI): the rest of its games"
rc=0
wait "$atspi_pid" || rc=$?
atspi_pid=""
tee -a "$log" <"$atspi_log"
[ "$rc" -eq 0 ] || { echo "the accessibility tree's games failed"; exit 1; }
# vitest prints "Tests  N passed (N)"; cargo prints "test result: ok. N passed; M failed";
# nextest (the end-to-end flows) "Summary [ 312.0s] 41 tests run: 41 passed, 0 skipped"
summary=$(awk '
  /^test result:/ { for (i = 1; i <= NF; i++) { if ($(i+1) ~ /^passed/) p += $i; if ($(i+1) ~ /^failed/) f += $i } }
  /^ *Summary \[/ { for (i = 1; i <= NF; i++) { if ($(i+1) ~ /^passed/) p += $i; if ($(i+1) ~ /^failed/) f += $i } }
  /^ *Tests +[0-9]+ passed/ { for (i = 1; i <= NF; i++) if ($(i+1) ~ /^passed/) p += $i }
  /^ *Tests +.*[0-9]+ failed/ { for (i = 1; i <= NF; i++) if ($(i+1) ~ /^failed/) f += $i }
  END { printf "%d passed, %d failed", p, f }' "$log")
stage ""
echo
echo "stage times (how busy the cores were, and the build folder's size after each):"
cat "$times"
printf '%6ds  %4s  %6s  %s\n' "$((SECONDS - run_start))" "" "" "in all (after set-up)"
echo
echo "all tests: $summary"
