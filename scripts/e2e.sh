#!/usr/bin/env bash
# End-to-end tests of the real app in its real webview: builds the front end and the
# app (serving the built files), then runs tests/e2e under Xvfb with tauri-driver.
# Expects the system packages and tauri-driver that scripts/setup.sh installs.
set -euo pipefail
cd "$(dirname "$0")/.."

export PATH="$HOME/.cargo/bin:$PATH"
command -v tauri-driver >/dev/null 2>&1 || cargo install --locked tauri-driver --version 2.1.0
cargo nextest --version >/dev/null 2>&1 || cargo install --locked cargo-nextest --version '^0.9'
build_start=$SECONDS
# (not again when the caller built it: scripts/test.sh, whose bundler reads it meanwhile)
[ "${PAPILLON_UI_BUILT:-0}" = "1" ] || (cd ui && npm run build --silent)
# One build of the app, shared by every flow (each test starts its own process of it).
# The same command as the test stage of scripts/test.sh, so after it nothing is rebuilt
# (cargo test builds the app binary for the app's integration tests, and this crate's
# helpers).
cargo test --locked --workspace --features papillon-app/custom-protocol --no-run
# The flows, by name (tests/e2e/Cargo.toml: `cargo test --workspace` leaves them out),
# in the same resolution of the workspace's features as the build above.
flows=(--test e2e_flows --test e2e_play --test e2e_family --test e2e_referee)
export PAPILLON_APP="${CARGO_TARGET_DIR:-$PWD/target}/debug/papillon-app"
export TAURI_DRIVER="${TAURI_DRIVER:-$(command -v tauri-driver)}"
export NO_AT_BRIDGE=1
# WebKitGTK's sandbox needs user namespaces, which containers and CI runners often lack.
export WEBKIT_DISABLE_SANDBOX_THIS_IS_DANGEROUS=1
# export WEBKIT_DISABLE_COMPOSITING_MODE=1
# The flows are independent: each starts its own app, with its own database and driver
# ports, so several run at once (RUST_TEST_THREADS to change how many; on two cores 1
# took 143 s, 2 took 72 s, 3 took 53 s and 4 or 6 no less, for tests/e2e/tests/flows.rs).
# cargo-nextest runs the flows of every binary from one queue, the longest first
# (.config/nextest.toml, profile e2e), instead of one binary after another, each ending
# with a flow that runs alone. Arguments pick flows by name, as nextest's filters.
export RUST_TEST_THREADS="${RUST_TEST_THREADS:-3}"
cargo test --locked --workspace --features papillon-app/custom-protocol "${flows[@]}" --no-run
built=$((SECONDS - build_start))
start=$SECONDS
xvfb-run --auto-servernum --server-args="-screen 0 1400x1000x24" \
  cargo nextest run --locked --workspace --features papillon-app/custom-protocol "${flows[@]}" \
  --profile e2e --test-threads "$RUST_TEST_THREADS" "$@"
echo "e2e: front end, app and tests built in ${built}s; flows ran in $((SECONDS - start))s ($RUST_TEST_THREADS at a time)"
