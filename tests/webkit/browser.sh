#!/bin/sh
# WebKitWebDriver starts this: Debian's Python, which has GObject introspection
exec /usr/bin/python3 "$(dirname "$0")/browser.py" "$@"
