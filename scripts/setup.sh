#!/usr/bin/env bash
# Installs what Papillon needs on a fresh Debian/Ubuntu machine, and nothing that is
# already there. Sourced by run.sh and test.sh; safe to run again.
set -euo pipefail

MIN_RUST_MINOR=95   # rust-version in Cargo.toml: 1.95

as_root() {
  if [ "$(id -u)" -eq 0 ]; then "$@"; else sudo "$@"; fi
}

apt_updated=0
need_apt() {
  local missing=()
  for pkg in "$@"; do
    dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep -q "install ok installed" || missing+=("$pkg")
  done
  if [ ${#missing[@]} -gt 0 ]; then
    echo "==> installing Debian packages: ${missing[*]}"
    if [ "$apt_updated" -eq 0 ]; then
      as_root apt-get update -qq
      apt_updated=1
    fi
    as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" </dev/null
  fi
}

rust_ok() {
  command -v cargo >/dev/null 2>&1 || return 1
  local minor
  minor=$(rustc --version | sed -E 's/^rustc 1\.([0-9]+).*/\1/')
  [ "${minor:-0}" -ge "$MIN_RUST_MINOR" ]
}

if command -v apt-get >/dev/null 2>&1; then
  need_apt build-essential pkg-config ca-certificates
fi

[ -f "$HOME/.cargo/env" ] && . "$HOME/.cargo/env"
if ! rust_ok; then
  echo "==> installing the Rust toolchain with rustup (Rust 1.$MIN_RUST_MINOR or newer is needed)"
  need_apt curl
  curl --proto '=https' --tlsv1.2 -sSf https://sh.rustup.rs | sh -s -- -y --profile minimal -c rustfmt -c clippy
  . "$HOME/.cargo/env"
fi
for component in rustfmt clippy; do
  if ! cargo "${component/rustfmt/fmt}" --version >/dev/null 2>&1; then
    if command -v rustup >/dev/null 2>&1; then rustup component add "$component"; fi
  fi
done
