#!/usr/bin/env bash
# The peer scene drawn by WidgetRender, Takumi (takumi-py, PyPI) and Chromium (Debian) in one
# run on one core, with the ratios peer ÷ ours (Benchmarks/Peers/peers.py says how each is timed).
# Installs the peers when missing; the three PNGs land in out/peers to be compared by eye.
#
#   bash scripts/peers.sh            # 100 timed renders each (Chromium: 25)
#   RUNS=300 bash scripts/peers.sh
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
command -v chromium >/dev/null || {
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends chromium >/dev/null
}
python3 -c "import takumi_py, websocket" 2>/dev/null ||
  python3 -m pip install -q --disable-pip-version-check takumi-py websocket-client >&2

(cd Benchmarks && swift build -c release --product InstructionCounts >&2)
ours="$(cd Benchmarks && swift build -c release --show-bin-path)/InstructionCounts"
cli="$(bash scripts/release-build.sh widget-render | tail -1)/widget-render"
out=out/peers
mkdir -p "$out"
# The backdrop WidgetRender draws under the widget: the medium-top slot's crop of the wallpaper.
"$cli" crop --screenshot Examples/Wallpapers/wallpaper-1170x2532-light.png --family medium --slot top -o "$out/backdrop.png" >/dev/null
# Every process on one core, Chromium's whole tree included.
taskset -c 0 python3 Benchmarks/Peers/peers.py --ours "$ours" --backdrop "$out/backdrop.png" \
  --photo Examples/Widgets/Resources/mountains.png --fonts Fonts/Inter --out "$out" --runs "${RUNS:-100}"
