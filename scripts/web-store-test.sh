#!/usr/bin/env bash
# The store in a browser (issue 51): builds papillon-store for wasm32-unknown-unknown and
# runs its browser tests (crates/papillon-store/tests/web.rs: SQLite on OPFS, in a
# dedicated worker) in headless Chromium through chromedriver and wasm-bindgen-test-runner,
# linted as they build (clippy's driver, warnings are errors). Installs what is missing:
# clang 19 (SQLite's C for wasm32: Debian 12's clang 14 is too old for sqlite-wasm-rs's
# shim), the Rust target, Chromium and its driver, and wasm-bindgen-cli at the version of
# the wasm-bindgen crate in Cargo.lock (the runner and the crate must match exactly).
# Exits non-zero when a test fails; prints cargo test's "test result:" line. With the
# argument `build`, builds them and runs nothing.
set -euo pipefail
cd "$(dirname "$0")/.."
[ -f "$HOME/.cargo/env" ] && . "$HOME/.cargo/env"
export PATH="$HOME/.cargo/bin:$PATH"
export CARGO_TERM_COLOR=never
target_dir="${CARGO_TARGET_DIR:-target}"
start=$SECONDS

. scripts/web-tools.sh

clippy_driver=$(rustup which clippy-driver 2>/dev/null || command -v clippy-driver || true)
[ -n "$clippy_driver" ] || { echo "clippy-driver not found: install clippy (rustup component add clippy)"; exit 1; }

# Chromium as chromedriver starts it: headless, as root without its sandbox, and with no
# host but 127.0.0.1 (the runner's own server) reachable: no update, sync, first-run or
# component traffic, and every other name resolved to nothing.
mkdir -p "$target_dir/web-store-test"
webdriver_json="$(cd "$target_dir/web-store-test" && pwd)/webdriver.json"
cat >"$webdriver_json" <<'EOF'
{
  "goog:chromeOptions": {
    "binary": "/usr/bin/chromium",
    "args": [
      "--headless", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
      "--disable-background-networking", "--disable-component-update", "--disable-sync",
      "--no-first-run", "--no-default-browser-check", "--disable-default-apps",
      "--disable-extensions", "--host-resolver-rules=MAP * ~NOTFOUND , EXCLUDE 127.0.0.1"
    ]
  }
}
EOF

export CARGO_TARGET_WASM32_UNKNOWN_UNKNOWN_RUNNER=wasm-bindgen-test-runner
export CHROMEDRIVER=/usr/bin/chromedriver
export WASM_BINDGEN_TEST_WEBDRIVER_JSON="$webdriver_json"
# the whole file's tests, on a slow shared machine
export WASM_BINDGEN_TEST_TIMEOUT="${WASM_BINDGEN_TEST_TIMEOUT:-300}"
lint() {
  RUSTC_WORKSPACE_WRAPPER="$clippy_driver" CLIPPY_ARGS="-D__CLIPPY_HACKERY__warnings__CLIPPY_HACKERY__" "$@"
}

# In the shipped profile, as scripts/build-web.sh builds the app for the browser: the
# dependencies (SQLite's C among them) are built once for both (wasm32 aborts on a panic
# in any profile, so the tests run the same).
echo "==> papillon-store for wasm32-unknown-unknown: build (linted)"
lint cargo test --locked --profile dist --target wasm32-unknown-unknown -p papillon-store --test web --no-run
built=$SECONDS
# `build`: built only (scripts/background.sh builds them beside test.sh's stages)
if [ "${1:-}" = build ]; then
  echo "web store tests: built in $((built - start)) s"
  exit 0
fi
echo "==> papillon-store's tests on OPFS in headless Chromium ($(chromium --version 2>/dev/null | head -1))"
lint cargo test --locked --profile dist --target wasm32-unknown-unknown -p papillon-store --test web -- --nocapture
echo "web store tests: $((SECONDS - start)) s in all (build and installs $((built - start)) s, tests $((SECONDS - built)) s)"
