#!/usr/bin/env bash
# need_apt PKG…: installs the Debian packages that are missing, and only those (apt-get
# update once, the first time one is missing). Sourced by setup.sh and web-tools.sh.
as_root() {
  if [ "$(id -u)" -eq 0 ]; then "$@"; else sudo "$@"; fi
}

apt_updated=${apt_updated:-0}
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
