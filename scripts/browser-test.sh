#!/usr/bin/env bash
# The preview page in headless Chromium (scripts/browser_test.py): installs Chromium and the
# websocket-client package when missing, builds widget-render and PreviewsExample (debug, with the
# trait PreviewServer) and runs
# the checks.
# Screenshots go to $SCREENSHOTS (default out/browser).
set -euo pipefail
cd "$(dirname "$0")/.."
if ! command -v chromium >/dev/null && ! command -v chromium-browser >/dev/null; then
  echo "browser-test: installing chromium" >&2
  sudo_cmd=""; [ "$(id -u)" -ne 0 ] && sudo_cmd="sudo"
  export DEBIAN_FRONTEND=noninteractive
  $sudo_cmd apt-get update -qq
  $sudo_cmd apt-get install -y -qq --no-install-recommends chromium fonts-dejavu-core >/dev/null
fi
python3 -c "import websocket" 2>/dev/null || python3 -m pip install -q websocket-client
# `PreviewServer` gives PreviewsExample its `serve` (the test suite builds without it).
traits=(--traits Previews,PreviewServer)
swift build "${traits[@]}" --product widget-render
swift build "${traits[@]}" --product widget-render-server  # what `widget-render serve` runs
swift build "${traits[@]}" --product PreviewsExample
bin="$(swift build "${traits[@]}" --show-bin-path)"
python3 scripts/browser_test.py "$bin/widget-render" "$bin/PreviewsExample"
