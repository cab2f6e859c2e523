#!/bin/sh
# Renders build/icon.svg to build/icon.png (512x512, transparent corners) with headless Chromium.
# electron-builder derives the .ico (Windows), .icns (macOS) and Linux icon sizes from that PNG.
# Usage: sh build/render-icon.sh [path-to-chromium]
set -eu
here=$(cd "$(dirname "$0")" && pwd)
chromium=${1:-/usr/bin/chromium}
"$chromium" --headless --disable-gpu --no-sandbox --hide-scrollbars \
  --default-background-color=00000000 --window-size=512,512 \
  --screenshot="$here/icon.png" "file://$here/icon.svg"
