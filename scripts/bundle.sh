#!/usr/bin/env bash
# The shipped app for Linux: the .deb and the .rpm of profile dist (`tauri build`), then
# the .deb's files packed again with xz, as Debian's own packages are. Tauri's bundler
# writes the .deb's files as gzip: the same files took 4.83 MiB so, 3.37 MiB with xz
# (issue 38); dpkg reads xz since 2010 (Debian 6, Ubuntu 10.04). The files, their
# modes, owners and sizes are checked to be the same before the new .deb replaces the
# first. With PAPILLON_UI_BUILT=1 the front end is not built again (ui/dist is read).
set -euo pipefail
cd "$(dirname "$0")/.."
target_dir="${CARGO_TARGET_DIR:-target}"
config='{}'
[ "${PAPILLON_UI_BUILT:-0}" = "1" ] && config='{"build":{"beforeBuildCommand":""}}'
# from the top folder: the Tauri CLI looks for src-tauri/tauri.conf.json below it
# Without the app's default feature, `bindings`: the TypeScript bindings' derives (ts-rs,
# on every type the commands exchange) are for the test that writes ui/src/bindings.ts,
# not for the app. Without them ts-rs is not built, and game-kit with the three engines
# took 28 CPU-seconds to build instead of 33 (session 22).
ui/node_modules/.bin/tauri build --ci --bundles deb,rpm --config "$config" -- --profile dist --no-default-features
deb=$(ls -t "$target_dir"/dist/bundle/deb/*.deb | head -n 1)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
dpkg-deb --raw-extract "$deb" "$work/files"
dpkg-deb --root-owner-group -Zxz -z9 --build "$work/files" "$work/xz.deb" >/dev/null
# each file's mode, owner and group (as numbers: Tauri's archive names none), size, path
# and link target, without the dates, sorted (the two archives list them in different
# orders, and one has a "./" entry for the top)
listing() {
  dpkg-deb --fsys-tarfile "$1" | tar -tv --numeric-owner | tr -s ' ' |
    sed -E 's#^([^ ]+ [^ ]+ [0-9]+) [0-9-]+ [0-9:]+ (\./)?#\1 #; s#/$##' | grep -v ' \.\?$' | sort -k4
}
if ! diff <(listing "$deb") <(listing "$work/xz.deb") >"$work/diff"; then
  cat "$work/diff"
  echo "the .deb packed with xz does not hold the same files"
  exit 1
fi
cmp <(dpkg-deb --info "$deb" control) <(dpkg-deb --info "$work/xz.deb" control) ||
  { echo "the .deb packed with xz does not hold the same control file"; exit 1; }
echo "$(basename "$deb"): $(($(stat -c %s "$deb") / 1024)) KiB with gzip (Tauri's bundler), $(($(stat -c %s "$work/xz.deb") / 1024)) KiB with xz"
mv "$work/xz.deb" "$deb"
