#!/usr/bin/env bash
# What the browser build needs, installed only when missing (sourced by
# scripts/build-web.sh and scripts/web-store-test.sh): clang 19 (SQLite's C for wasm32:
# Debian 12's clang 14 is too old for sqlite-wasm-rs's shim) with its archiver and
# linker, Chromium and its driver (the browser tests), the Rust target, and
# wasm-bindgen-cli at exactly the version of the wasm-bindgen crate in Cargo.lock (the
# glue, the test runner and the crate must match).
. scripts/apt.sh
export PATH="$HOME/.cargo/bin:$PATH"
# clang-19 compiles SQLite, llvm-19 has its archiver (llvm-ar-19), lld-19 its linker
need_apt clang-19 lld-19 llvm-19 chromium chromium-driver

if ! rustup target list --installed | grep -qx wasm32-unknown-unknown; then
  echo "==> rustup target add wasm32-unknown-unknown"
  rustup target add wasm32-unknown-unknown
fi

# wasm-bindgen-cli at exactly the wasm-bindgen of Cargo.lock
version=$(awk '/^name = "wasm-bindgen"$/ { getline; gsub(/version = |"/, ""); print; exit }' Cargo.lock)
[ -n "$version" ] || { echo "no wasm-bindgen in Cargo.lock"; exit 1; }
if [ "$(wasm-bindgen-test-runner --version 2>/dev/null || true)" != "wasm-bindgen-test-runner $version" ]; then
  echo "==> cargo install wasm-bindgen-cli $version"
  # Without its default TLS (rustls and ring: it downloads nothing here, and its test
  # runner talks to chromedriver on 127.0.0.1 in plain HTTP), at opt-level 0: what it
  # does takes seconds even so, and its build is on the test command's critical path (the
  # whole run took 3230 s here with it at opt-level 1, its build starved at idle priority
  # until 1797 s). Resolved anew at the
  # pinned version: its own lock file names a webpki-roots this registry lacks.
  CARGO_PROFILE_RELEASE_OPT_LEVEL=0 CARGO_PROFILE_RELEASE_DEBUG=false CARGO_PROFILE_RELEASE_LTO=false \
    CARGO_PROFILE_RELEASE_CODEGEN_UNITS=256 CARGO_PROFILE_RELEASE_DEBUG_ASSERTIONS=false CARGO_PROFILE_RELEASE_OVERFLOW_CHECKS=false \
    cargo install wasm-bindgen-cli --version "=$version" --no-default-features
fi

export CC_wasm32_unknown_unknown=clang-19
export AR_wasm32_unknown_unknown=llvm-ar-19
