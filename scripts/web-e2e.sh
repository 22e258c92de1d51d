#!/usr/bin/env bash
# End-to-end tests of the web build (issue 51): ui/dist-web served on 127.0.0.1 by Vite's
# preview server, driven in Chromium with a phone's emulation (390x844, touch, device
# scale 3) through chromedriver (tests/e2e/tests/web.rs, the test binary e2e_web).
# Builds the web app first if ui/dist-web is missing (scripts/build-web.sh). The tests are
# built with the same features as scripts/e2e.sh, so the two share one build; call it the
# way scripts/test.sh calls e2e.sh (under clippy's driver) to share it with that stage too.
# Arguments pick flows by name, as with cargo test. Expects Debian's chromium and
# chromium-driver (scripts/setup.sh).
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$HOME/.cargo/bin:$PATH"
cargo nextest --version >/dev/null 2>&1 || cargo install --locked cargo-nextest --version '^0.9'

build_start=$SECONDS
[ -f ui/dist-web/index.html ] || bash scripts/build-web.sh
cargo test --locked --workspace --features papillon-app/custom-protocol --test e2e_web --no-run
built=$((SECONDS - build_start))

# a free port on 127.0.0.1 (the kernel's pick), for the preview server alone
port=$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
(cd ui && exec ./node_modules/.bin/vite preview --mode web --outDir dist-web \
  --host 127.0.0.1 --port "$port" --strictPort) >/dev/null 2>&1 &
server=$!
trap 'kill "$server" 2>/dev/null || true; wait "$server" 2>/dev/null || true' EXIT
for _ in $(seq 1 300); do
  curl -fs "http://127.0.0.1:$port/" >/dev/null 2>&1 && break
  kill -0 "$server" 2>/dev/null || { echo "the preview server did not start"; exit 1; }
  sleep 0.1
done
curl -fs "http://127.0.0.1:$port/" >/dev/null || { echo "the preview server does not answer on $port"; exit 1; }

export PAPILLON_WEB_URL="http://127.0.0.1:$port/"
# Each flow has its own browser profile (its own OPFS store): they may run at once.
export RUST_TEST_THREADS="${RUST_TEST_THREADS:-2}"
start=$SECONDS
rc=0
# nextest (.config/nextest.toml, profile web): each flow in a process of its own, and a
# flow that fails is run again from a fresh browser profile, twice at most
cargo nextest run --locked --workspace --features papillon-app/custom-protocol --test e2e_web \
  --profile web --test-threads "$RUST_TEST_THREADS" "$@" || rc=$?
echo "web e2e: built in ${built}s; flows ran in $((SECONDS - start))s ($RUST_TEST_THREADS at a time) against $PAPILLON_WEB_URL"
exit "$rc"
