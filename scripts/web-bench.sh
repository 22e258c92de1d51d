#!/usr/bin/env bash
# The web build's budgets (issue 51), measured and printed: a benchmark, kept out of
# scripts/test.sh (its figures are the machine's, not pass or fail). Builds the web app
# if ui/dist-web is missing, and the app core's native command runner (release), then
# runs ui/bench/budgets.mjs: the first visit and a visit from the cache under 4x CPU and
# fast 3G, the computer's moves at hard and expert natively and in the browser, and a
# score-keeping tap saved natively and on OPFS. Writes the figures to the file given
# (default: target/web-bench.json). Expects Debian's chromium (scripts/setup.sh).
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$HOME/.cargo/bin:$PATH"
[ -f ui/dist-web/index.html ] || bash scripts/build-web.sh
cargo build --release --locked -p papillon-app-core --example commands
out=$(realpath -m "${1:-target/web-bench.json}")
(cd ui && node bench/budgets.mjs dist-web ../target/release/examples/commands "$out")
echo "figures written to $out"
