#!/usr/bin/env bash
# Installs what is needed, builds the release binary and runs `papillon`.
# Without arguments it scores the example sheet; with arguments it passes them on:
#   bash scripts/run.sh dice start --players Ana,Ben,Cleo --round blue
set -euo pipefail
cd "$(dirname "$0")/.."
. scripts/setup.sh
cargo build --release --bin papillon
if [ $# -eq 0 ]; then
  echo "==> papillon score examples/four-players.json"
  exec ./target/release/papillon score examples/four-players.json
fi
exec ./target/release/papillon "$@"
