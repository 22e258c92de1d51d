#!/usr/bin/env bash
# Installs what Papillon needs on a fresh Debian/Ubuntu machine, and nothing that is
# already there: the Rust toolchain, the WebKitGTK libraries the Tauri app builds on,
# Node.js and the front end's npm packages, and for the tests Xvfb, xauth,
# WebKitWebDriver and tauri-driver. Sourced by run.sh and test.sh; safe to run again.
set -euo pipefail

MIN_RUST_MINOR=95   # rust-version in Cargo.toml: 1.95

. scripts/apt.sh

rust_ok() {
  command -v cargo >/dev/null 2>&1 || return 1
  local minor
  minor=$(rustc --version | sed -E 's/^rustc 1\.([0-9]+).*/\1/')
  [ "${minor:-0}" -ge "$MIN_RUST_MINOR" ]
}

if command -v apt-get >/dev/null 2>&1; then
  # the CLI and store; the Tauri 2 app (WebKitGTK 4.1 and friends); the E2E tests (and
  # Chromium, the table link's guest page in a second browser engine)
  need_apt build-essential pkg-config ca-certificates curl file \
    libwebkit2gtk-4.1-dev libxdo-dev libssl-dev libayatana-appindicator3-dev librsvg2-dev \
    xvfb xauth webkit2gtk-driver \
    chromium chromium-driver
  # the accessibility tree's tests (scripts/atspi.sh): the AT-SPI bus and its Python
  # bindings, a D-Bus session, real key presses, and Orca with speech-dispatcher (whose
  # speech the English round records)
  need_apt at-spi2-core gir1.2-atspi-2.0 python3-gi python3-pyatspi dbus dbus-x11 xdotool \
    orca speech-dispatcher
  command -v npm >/dev/null 2>&1 || need_apt nodejs npm
fi
# Vite 8 needs Node.js 20.19 or newer; Debian 12's is 18. An older one is left alone and
# a current Node.js comes from the npm registry (package node@22) into .tools/node.
node_ok() {
  command -v node >/dev/null 2>&1 &&
    node -e 'const [a, b] = process.versions.node.split(".").map(Number); process.exit(a > 20 || (a === 20 && b >= 19) ? 0 : 1)'
}
if [ -x .tools/node/node_modules/.bin/node ]; then
  export PATH="$PWD/.tools/node/node_modules/.bin:$PATH"
fi
if ! node_ok; then
  echo "==> Node.js 20.19+ is needed (found $(node --version 2>/dev/null || true)): installing node@22 into .tools/node"
  npm install --no-audit --no-fund --loglevel=error --prefix "$PWD/.tools/node" node@22
  export PATH="$PWD/.tools/node/node_modules/.bin:$PATH"
fi

# The Rust toolchain (1.95 or newer, with rustfmt and clippy), through rustup when cargo
# is missing or too old.
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

# The front end's packages (npm ci when the lock file resolves here, else npm install).
if [ ! -x ui/node_modules/.bin/vite ] || [ ui/package-lock.json -nt ui/node_modules/.package-lock.json ]; then
  echo "==> installing the front end's npm packages"
  ci_log="$(mktemp)"
  if ! (cd ui && npm ci --no-audit --no-fund --loglevel=error >"$ci_log" 2>&1); then
    # a registry without every platform's optional CLI package refuses the lock file
    echo "    npm ci refused the lock file here ($(grep -m1 'Missing:' "$ci_log" || head -n1 "$ci_log")); npm install instead"
    (cd ui && npm install --no-audit --no-fund --loglevel=error)
  fi
  rm -f "$ci_log"
fi

# tauri-driver, the WebDriver server of the end-to-end tests (scripts/e2e.sh, the
# memory gauge), built once here rather than inside the timed test run.
if [ "${PAPILLON_SETUP_APP_ONLY:-0}" != "1" ] && ! command -v tauri-driver >/dev/null 2>&1 && [ ! -x "$HOME/.cargo/bin/tauri-driver" ]; then
  echo "==> installing tauri-driver 2.1.0 (cargo install)"
  cargo install --locked tauri-driver --version 2.1.0
fi

# cargo-nextest, which runs the end-to-end flows of every test binary from one queue
# (scripts/e2e.sh, .config/nextest.toml). Machines of this project's kind have it; it
# is built here where they do not.
if [ "${PAPILLON_SETUP_APP_ONLY:-0}" != "1" ] && ! cargo nextest --version >/dev/null 2>&1; then
  echo "==> installing cargo-nextest 0.9 (cargo install)"
  cargo install --locked cargo-nextest --version '^0.9'
fi

# The fuzz targets (scripts/fuzz.sh, docs/fuzzing.md) run through cargo fuzz and
# libFuzzer, which need nightly compiler flags (`-Z` options, sanitizer coverage). Only
# the machine's stable toolchain can be installed here; stable rustc takes those flags
# under RUSTC_BOOTSTRAP=1, which scripts/fuzz.sh sets for its own builds only (never
# for the app's). cargo-fuzz itself is a stable program from crates.io, installed by
# this function when missing; scripts/fuzz.sh calls it (the fuzz runs are not part of
# scripts/test.sh, which replays their corpus: docs/fuzzing.md).
install_cargo_fuzz() {
  if ! cargo fuzz --version >/dev/null 2>&1; then
    echo "==> installing cargo-fuzz 0.13 (cargo install)"
    cargo install --locked cargo-fuzz --version '^0.13'
  fi
}
