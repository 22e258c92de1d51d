#!/usr/bin/env bash
# Checks that the engine, the store and the app compile for an Android phone
# (aarch64-linux-android): `cargo check`, which type-checks and runs the build scripts
# but links nothing, so neither the Android SDK nor the NDK is needed. The only C in the
# phone's build is SQLite (rusqlite's bundled copy); a check cannot compile it without
# the NDK's compiler, so it is pointed at the system's SQLite instead
# (LIBSQLITE3_SYS_USE_PKG_CONFIG), which skips the C build — the real APK build, on a
# machine with the NDK, compiles the bundled copy as usual (README, "On the phone").
# Skips with a clear message when the Rust target cannot be installed.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$HOME/.cargo/bin:$PATH"
target=aarch64-linux-android
installed=$(rustup target list --installed 2>/dev/null || true)
if ! grep -qx "$target" <<<"$installed"; then
  if ! rustup target add "$target"; then
    echo "SKIPPED: the Rust target $target could not be installed here (rustup target add $target failed); the phone build was not checked"
    exit 0
  fi
fi
# (without the app's default feature, `bindings`: the TypeScript bindings are the
# tests' work, as in the desktop bundles)
LIBSQLITE3_SYS_USE_PKG_CONFIG=1 cargo check --locked --target "$target" --no-default-features \
  -p papillon-core -p papillon-store -p papillon-app
echo "the phone build ($target) type-checks: papillon-core, papillon-store, papillon-app"
