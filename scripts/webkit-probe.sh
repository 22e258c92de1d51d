#!/usr/bin/env bash
# The web build in a WebKit engine (issue 51): what of the Origin Private File System
# works in WebKitGTK, step by step, and what the web app shows there
# (tests/webkit/probe.py, under Xvfb). Prints its findings; kept out of scripts/test.sh:
# WebKitGTK refuses the sync access handles the store's OPFS pool needs (docs/app.md,
# "In a WebKit engine"), so there is no flow to run there yet. Expects what
# scripts/setup.sh installs (webkit2gtk-driver, xvfb, python3-gi) and ui/dist-web.
set -euo pipefail
cd "$(dirname "$0")/.."
exec xvfb-run -a python3 tests/webkit/probe.py "${1:-ui/dist-web}"
