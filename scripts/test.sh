#!/usr/bin/env bash
# Installs what is needed and runs every check and test: formatting, clippy, and the
# unit, property, integration and doc tests of every crate, and the long seeded
# simulation in release mode.
set -euo pipefail
cd "$(dirname "$0")/.."
. scripts/setup.sh
export CARGO_TERM_COLOR=never
echo "==> cargo fmt --check"
cargo fmt --all -- --check
echo "==> cargo clippy"
cargo clippy --workspace --all-targets --locked -- -D warnings
echo "==> cargo test"
log=$(mktemp)
trap 'rm -f "$log"' EXIT
cargo test --workspace --locked 2>&1 | tee "$log"
echo "==> store benchmark, quick run (the full figures: cargo bench -p papillon-store)"
cargo test --locked -p papillon-store --bench store 2>&1 | tee -a "$log"
echo "==> release-mode simulations (100,000 blue rounds; 5,000 orange rounds per player count)"
cargo test --release --locked -p papillon-core --test blue_simulation 2>&1 | tee -a "$log"
PAPILLON_ORANGE_ROUNDS=5000 cargo test --release --locked -p papillon-core --test orange_engine 2>&1 | tee -a "$log"
summary=$(awk '/^test result:/ { for (i = 1; i <= NF; i++) { if ($(i+1) ~ /^passed/) p += $i; if ($(i+1) ~ /^failed/) f += $i } } END { printf "%d passed, %d failed", p, f }' "$log")
echo
echo "all tests: $summary"
