#!/usr/bin/env bash
# The fuzz targets (fuzz/, docs/fuzzing.md): coverage-guided, by cargo fuzz and libFuzzer.
#   bash scripts/fuzz.sh short [SECONDS]   every target on its committed corpus, then
#                                          SECONDS more each (default 10)
#   bash scripts/fuzz.sh long [SECONDS] [TARGET...]
#                                          SECONDS each (default 1800), its corpus kept in
#                                          target/fuzz/corpus/TARGET between runs
# Prints, for each target, the executions, the coverage reached (libFuzzer's `cov`: edges
# of the instrumented code), the corpus, the slowest input's time and any crash; exits
# non-zero when a target found a crash (its input is under target/fuzz/artifacts/TARGET,
# to be kept as a regression test beside the code it broke, and fixed).
# (scripts/test.sh replays the committed corpus through the same checks in the
# workspace's tests, fuzz/tests/corpus.rs, without this build.)
#
# Only the machine's stable Rust toolchain can be installed here. cargo fuzz needs
# nightly flags (`-Z` options, the `fuzzing` cfg with sanitizer coverage): stable rustc
# takes them under RUSTC_BOOTSTRAP=1, which this script sets for its own builds only.
# No sanitizer (`--sanitizer none`): the code under test is safe Rust, and the C it
# links (SQLite) is not instrumented by rustc's sanitizer flags anyway; the targets check
# properties instead (docs/fuzzing.md).
set -euo pipefail
cd "$(dirname "$0")/.."
export CARGO_TERM_COLOR=never
mode="${1:-short}"
shift || true
case "$mode" in
  short) seconds="${1:-10}"; [ "$#" -gt 0 ] && shift ;;
  long) seconds="${1:-1800}"; [ "$#" -gt 0 ] && shift ;;
  *) echo "usage: bash scripts/fuzz.sh short|long [SECONDS] [TARGET...]"; exit 2 ;;
esac
[[ "$seconds" =~ ^[0-9]+$ ]] || { echo "SECONDS must be a whole number, not $seconds"; exit 2; }

# what is missing, cargo-fuzz among it (scripts/setup.sh: how fuzzing runs on stable)
. scripts/setup.sh
install_cargo_fuzz
export RUSTC_BOOTSTRAP=1

root="$PWD"
work="${CARGO_TARGET_DIR:-$root/target}/fuzz"
mkdir -p "$work"
# the fuzz crate's own build folder (its flags differ from every other build's)
export CARGO_TARGET_DIR="$work/build"
targets=("$@")
[ "${#targets[@]}" -gt 0 ] || mapfile -t targets < <(cd fuzz && cargo fuzz list)
dict_of() {
  case "$1" in
    notation|referee_blue) echo fuzz/dict/notation.dict ;;
    table_link) echo fuzz/dict/http.dict ;;
    *) echo fuzz/dict/json.dict ;;
  esac
}

# (the targets build only with the feature `libfuzzer`: fuzz/Cargo.toml)
build=(cargo fuzz build -O --sanitizer none --features libfuzzer)
echo "==> building ${#targets[@]} fuzz targets (${build[*]})"
build_start=$SECONDS
if [ "$#" -eq 0 ]; then
  (cd fuzz && "${build[@]}")
else
  for t in "${targets[@]}"; do (cd fuzz && "${build[@]}" "$t"); done
fi
echo "built in $((SECONDS - build_start))s"

failed=0
report=$(mktemp)
trap 'rm -f "$report"' EXIT
printf '%-16s %12s %8s %8s %9s  %s\n' target executions cov corpus slowest crash >"$report"
for t in "${targets[@]}"; do
  bin="$CARGO_TARGET_DIR/x86_64-unknown-linux-gnu/release/$t"
  artifacts="$work/artifacts/$t/"
  mkdir -p "$artifacts"
  if [ "$mode" = long ]; then
    corpus="$work/corpus/$t"
  else
    corpus="$work/short/$t"
    rm -rf "$corpus"
  fi
  mkdir -p "$corpus"
  log="$work/$t.log"
  # the committed seeds are read, never written to (new inputs go to the scratch corpus)
  rc=0
  "$bin" "$corpus" "fuzz/corpus/$t" -dict="$(dict_of "$t")" -max_total_time="$seconds" \
    -timeout=10 -rss_limit_mb=2048 -max_len=65536 -report_slow_units=1 \
    -artifact_prefix="$artifacts" -print_final_stats=1 >"$log" 2>&1 || rc=$?
  # (from libFuzzer's final stats and its last status line; absent when it crashed early)
  stat() { grep -o "$1" "$log" | grep -o '[0-9]*$' | tail -n1 || true; }
  execs=$(stat 'stat::number_of_executed_units: *[0-9]*')
  cov=$(stat 'cov: [0-9]*')
  corp=$(stat 'corp: [0-9]*')
  slowest=$(stat 'stat::slowest_unit_time_sec: *[0-9]*')
  crash="-"
  if [ "$rc" -ne 0 ]; then
    failed=1
    crash=$(grep -o "Test unit written to .*" "$log" | tail -n1 | sed 's/Test unit written to //' || true)
    [ -n "$crash" ] || crash="exit $rc"
    echo "---- $t failed; the end of its log ($log):"
    grep -v '^#[0-9]' "$log" | tail -n 40
  fi
  printf '%-16s %12s %8s %8s %9s  %s\n' "$t" "${execs:-?}" "${cov:-?}" "${corp:-?}" "${slowest:+${slowest}s}" "$crash" >>"$report"
done
echo "==> fuzzing ($mode, ${seconds}s a target):"
cat "$report"
exit "$failed"
