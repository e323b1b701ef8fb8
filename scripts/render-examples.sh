#!/usr/bin/env bash
# The main job: renders the examples for small, medium and large, light and dark, into
# out/examples (or the folder given as the first argument).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
out="${1:-out/examples}"
swift build -c release --product CountdownExample >/dev/null
swift build -c release --product FamilySwitchExample >/dev/null
bin="$(swift build -c release --show-bin-path)"
"$bin/CountdownExample" "$out"
"$bin/FamilySwitchExample" "$out"
echo "Rendered $(ls "$out"/*.png | wc -l) images into $out"
