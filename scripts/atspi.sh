#!/usr/bin/env bash
# The accessibility tree's tests (issue 39): the real app under Xvfb, with a D-Bus
# session and the AT-SPI bus, read and driven the way a screen reader does (Python and
# libatspi through GObject introspection: tests/atspi). A whole blue round against the
# computer in English, then in French. Uses the app binary the E2E stage built
# (PAPILLON_APP, else target/debug/papillon-app); builds it when it is missing.
# Expects the packages scripts/setup.sh installs (at-spi2-core, gir1.2-atspi-2.0,
# python3-gi, dbus, xvfb, xdotool).
set -euo pipefail
cd "$(dirname "$0")/.."

if [ "${1:-}" = "--inside" ]; then
  # one language, inside its own X display and D-Bus session: the AT-SPI bus, the app
  # with its accessibility bridge on, and the test
  lang="$2"
  /usr/libexec/at-spi-bus-launcher --launch-immediately >/dev/null 2>&1 &
  bus=$!
  work="$(mktemp -d)"
  sleep 1
  unset NO_AT_BRIDGE GTK_MODULES
  # WebKitGTK's sandbox needs user namespaces, which containers and CI runners often lack
  # its own data and cache folders too: the webview keeps the last set-up (seats, levels)
  # in its local storage, which must not leak from one run, or from the user, to another
  env PAPILLON_DB="$work/papillon.db" PAPILLON_BACKUP_DIR="$work" PAPILLON_DICE_SEED=7 \
    XDG_DATA_HOME="$work/data" XDG_CACHE_HOME="$work/cache" XDG_CONFIG_HOME="$work/config" \
    PAPILLON_SHARE_BIND=127.0.0.1:0 PAPILLON_WINDOW_SIZE=1200x900 \
    LANG=en_US.UTF-8 LANGUAGE=en WEBKIT_DISABLE_SANDBOX_THIS_IS_DANGEROUS=1 \
    "$PAPILLON_APP" >"$work/app.log" 2>&1 &
  app=$!
  orca_pid=""
  if [ "${3:-}" = "orca" ]; then
    # Orca, started once the app is up, in a home of its own (its default settings),
    # speaking through a speech-dispatcher whose only voice writes each utterance to a
    # file (tests/atspi/speechd)
    home="$work/home"
    mkdir -p "$home/.config"
    cp -r tests/atspi/speechd "$home/.config/speech-dispatcher"
    sed -i "s|SPOKEN_FILE|$work/spoken.txt|" "$home/.config/speech-dispatcher/modules/record.conf"
    echo "default_driver=null" >"$home/.libao"
    : >"$work/spoken.txt"
    sleep 4
    env HOME="$home" XDG_DATA_HOME= XDG_CONFIG_HOME= orca >"$work/orca.log" 2>&1 &
    orca_pid=$!
    for _ in $(seq 1 50); do grep -q . "$work/spoken.txt" && break; sleep 0.2; done
    export ATSPI_ORCA_SPOKEN="$work/spoken.txt"
  fi
  status=0
  (cd tests/atspi && /usr/bin/python3 blue_round.py "$lang") || status=$?
  if [ -n "$orca_pid" ]; then
    echo "--- what Orca said (the last 40 lines of $(wc -l <"$work/spoken.txt")):"
    tail -n 40 "$work/spoken.txt"
    [ -n "${ATSPI_KEEP_SPOKEN:-}" ] && cp "$work/spoken.txt" "$ATSPI_KEEP_SPOKEN"
    kill "$orca_pid" 2>/dev/null || true
    # the speech-dispatcher Orca started, found by its socket in this run's own home
    for pid in $(pgrep -f "$home/" || true); do kill "$pid" 2>/dev/null || true; done
  fi
  kill "$app" "$bus" 2>/dev/null || true
  wait "$app" 2>/dev/null || true
  if [ "$status" -ne 0 ]; then echo "--- the app's output:"; tail -n 20 "$work/app.log"; fi
  rm -rf "$work"
  exit "$status"
fi

export PAPILLON_APP="${PAPILLON_APP:-${CARGO_TARGET_DIR:-$PWD/target}/debug/papillon-app}"
if [ ! -x "$PAPILLON_APP" ]; then
  (cd ui && npm run build --silent)
  cargo test --locked --workspace --exclude papillon-e2e --features papillon-app/custom-protocol --no-run
fi
start=$SECONDS
# The English round runs with Orca listening (when it is installed) and records what it
# says; the French one without a screen reader, with the bare game keys too.
orca_langs="${ATSPI_ORCA_LANGS-en}"
command -v orca >/dev/null 2>&1 || { echo "atspi: Orca is not installed: its speech is not recorded"; orca_langs=""; }
for lang in ${ATSPI_LANGS:-en fr}; do
  with=""
  case " $orca_langs " in *" $lang "*) with=orca ;; esac
  # dbus-daemon says it cannot raise its file limit in a container, and the app finds no
  # sound device: neither is a failure
  xvfb-run --auto-servernum --server-args="-screen 0 1400x1000x24" \
    dbus-run-session -- "$0" --inside "$lang" $with 2> >(grep -v -e 'dbus-daemon' -e 'portal' -e 'pw.conf' -e 'RealtimeKit' -e 'PipeWire' -e 'max threads' -e 'SpiRegistry' -e 'ALSA' -e 'AL lib' -e '^$' >&2)
done
echo "atspi: the accessibility tree's rounds ran in $((SECONDS - start))s"
