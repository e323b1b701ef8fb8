#!/usr/bin/env bash
# Soak test of the render service: a release build of `widget-render serve Templates`, mixed
# traffic (distinct, repeated, hostile and abandoned renders, /healthz) at 80 % of its measured
# capacity for 30 minutes, with RSS, descriptors and p99 latencies printed every 30 s. Fails if
# RSS grows more than 10 % over the last 20 minutes, descriptors grow, any 5xx is answered, or
# /healthz's p99 passes 50 ms. A soak, not a test: CI does not run it (30 minutes).
#
#   bash scripts/soak.sh                       # 30 min
#   DURATION=300 INTERVAL=10 bash scripts/soak.sh
#   BIN=.build/release/widget-render-server bash scripts/soak.sh   # an existing build
set -euo pipefail
cd "$(dirname "$0")/.."
if [ -z "${BIN:-}" ]; then
  bash scripts/setup.sh
  BIN="$(bash scripts/release-build.sh widget-render-server | tail -1)/widget-render-server"
fi
port=$((20000 + RANDOM % 20000))
log=$(mktemp)
"$BIN" Templates --port "$port" --no-preview --idle-timeout 5 >"$log" 2>&1 &
pid=$!
trap 'kill $pid 2>/dev/null; wait $pid 2>/dev/null || true; rm -f "$log"' EXIT
for _ in $(seq 1 100); do
  curl -sf "http://127.0.0.1:$port/healthz" >/dev/null && break
  sleep 0.2
done
python3 scripts/soak.py "$port" "$pid"
