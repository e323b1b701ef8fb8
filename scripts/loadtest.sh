#!/usr/bin/env bash
# Load test of the render service on loopback: a release build, 1 and then 2 replicas of
# `widget-render serve` behind nginx, wrk for a bounded time against POST /v1/render.
# Prints renders/s, latency percentiles, errors and each replica's RSS before and after.
#
#   bash scripts/loadtest.sh                 # 60 s per run, medium weather widget
#   DURATION=20 CONNECTIONS=16 TEMPLATE=countdown bash scripts/loadtest.sh
#   SLOTS=2 bash scripts/loadtest.sh         # render slots per replica (default: cores / replicas)
#   PIN=1 bash scripts/loadtest.sh           # each replica on a core of its own (1 replica: 1 core)
#
# Last, "1 direct": one replica alone on the last core and wrk on the others, without nginx: one
# core's capacity when the clients are elsewhere (on a 2-core machine the runs above share their
# cores with wrk and nginx).
#
# Each replica gets its share of the machine's cores as render slots, as a pod gets its CPU
# limit as --render-slots (deploy/kubernetes/deployment.yaml): more renders drawing at once than
# cores only lengthens the tail.
#
# Two workloads per replica count: "distinct" (every request different: a real render each)
# and "repeat" (32 requests over and over: answered from the response cache after the first).
# A benchmark, not a test: it prints figures and exits 0 unless something fails to start.
set -euo pipefail
cd "$(dirname "$0")/.."
DURATION=${DURATION:-60}
CONNECTIONS=${CONNECTIONS:-16}
TEMPLATE=${TEMPLATE:-weather}
FAMILY=${FAMILY:-medium}
BASE_PORT=${BASE_PORT:-18100}
WORKLOADS=${WORKLOADS:-"distinct repeat"}

missing=()
command -v nginx >/dev/null || [ -x /usr/sbin/nginx ] || missing+=(nginx-light)
command -v wrk >/dev/null || missing+=(wrk)
command -v curl >/dev/null || missing+=(curl)
if [ ${#missing[@]} -gt 0 ]; then
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq && apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi
NGINX=$(command -v nginx || echo /usr/sbin/nginx)

bash scripts/setup.sh
BIN="$(bash scripts/release-build.sh widget-render widget-render-server | tail -1)/widget-render"

tmp=$(mktemp -d)
pids=()
cleanup() {
  [ -f "$tmp/nginx.pid" ] && kill "$(cat "$tmp/nginx.pid")" 2>/dev/null || true
  for p in "${pids[@]}"; do kill "$p" 2>/dev/null || true; done
  wait 2>/dev/null || true
  rm -rf "$tmp"
}
trap cleanup EXIT

cat > "$tmp/render.lua" <<LUA
-- Each wrk thread numbers its requests; "distinct" puts the number into the render's date so
-- no two requests are alike, "repeat" cycles over 32 bodies.
local counter = 0
local threads = 0
function setup(thread) threads = threads + 1; thread:set("id", threads) end
function init(args) mode = args[1] end
function request()
  counter = counter + 1
  local n = counter
  if mode == "repeat" then n = counter % 32 end
  local body = string.format('{"template":"$TEMPLATE","family":"$FAMILY","scheme":"%s","now":"2026-%02d-%02dT%02d:%02d:%02dZ"}',
    (n % 2 == 0) and "light" or "dark", id, 1 + math.floor(n / 86400) % 28, math.floor(n / 3600) % 24, math.floor(n / 60) % 60, n % 60)
  return wrk.format("POST", "/v1/render", {["Content-Type"] = "application/json"}, body)
end
LUA

rss() { local total=0; for p in "${pids[@]}"; do total=$((total + $(ps -o rss= -p "$p"))); done; echo "$total"; }

start_replicas() {
  local count=$1
  pids=()
  for i in $(seq 1 "$count"); do
    local slots=${SLOTS:-$(( $(nproc) / count > 0 ? $(nproc) / count : 1 ))}
    local pin=()
    if [ -n "${PIN:-}" ]; then
      # One core per replica, as a pod with a 1-CPU limit: replica i renders on core i-1 only.
      slots=1
      pin=(taskset -c $(( (i - 1) % $(nproc) )))
    fi
    "${pin[@]}" "$BIN" serve Templates --host 127.0.0.1 --port $((BASE_PORT + i)) --no-preview --queue 256 --render-slots "$slots" \
      >"$tmp/replica-$i.log" 2>&1 &
    pids+=($!)
  done
  for i in $(seq 1 "$count"); do
    for _ in $(seq 1 100); do curl -sf "http://127.0.0.1:$((BASE_PORT + i))/healthz" >/dev/null && break; sleep 0.1; done
  done
  {
    echo "worker_processes 1; pid $tmp/nginx.pid; error_log $tmp/nginx-error.log;"
    echo "events { worker_connections 1024; }"
    echo "http { access_log off; client_body_temp_path $tmp; proxy_temp_path $tmp; fastcgi_temp_path $tmp; uwsgi_temp_path $tmp; scgi_temp_path $tmp;"
    echo "  upstream replicas { least_conn; keepalive 64;"
    for i in $(seq 1 "$count"); do echo "    server 127.0.0.1:$((BASE_PORT + i));"; done
    echo "  }"
    echo "  server { listen 127.0.0.1:$BASE_PORT; location / { proxy_pass http://replicas; proxy_http_version 1.1; proxy_set_header Connection \"\"; } }"
    echo "}"
  } > "$tmp/nginx.conf"
  "$NGINX" -p "$tmp" -c "$tmp/nginx.conf" -g "daemon off;" &
  for _ in $(seq 1 50); do curl -sf "http://127.0.0.1:$BASE_PORT/healthz" >/dev/null && break; sleep 0.1; done
}

stop_replicas() {
  kill "$(cat "$tmp/nginx.pid")" 2>/dev/null || true
  for p in "${pids[@]}"; do kill "$p" 2>/dev/null || true; done
  wait 2>/dev/null || true
  rm -f "$tmp/nginx.pid"
  pids=()
}

printf '%-9s %-9s %10s %9s %9s %9s %8s %12s %12s %12s\n' replicas workload renders/s p50 p90 p99 errors "RSS before" "RSS at 1/2" "RSS after"

# Runs each workload against $1 (a URL) with wrk under the command prefix in `client`, and
# prints one line per workload labelled $2.
client=()
run_workloads() {
  local url=$1 label=$2
  # Warm up: fonts, templates and caches.
  "${client[@]}" wrk -t2 -c4 -d3s -s "$tmp/render.lua" "$url" -- repeat >/dev/null
  for workload in $WORKLOADS; do
    before=$(rss)
    # RSS halfway and at the end: bounded caches fill early, then memory should stay flat.
    "${client[@]}" wrk -t2 -c"$CONNECTIONS" -d"${DURATION}s" --latency -s "$tmp/render.lua" "$url" -- "$workload" > "$tmp/wrk.txt" &
    wrk_pid=$!
    sleep $((DURATION / 2))
    middle=$(rss)
    wait "$wrk_pid"
    after=$(rss)
    rps=$(awk '/Requests\/sec/ {print $2}' "$tmp/wrk.txt")
    p50=$(awk '$1 == "50%" {print $2}' "$tmp/wrk.txt")
    p90=$(awk '$1 == "90%" {print $2}' "$tmp/wrk.txt")
    p99=$(awk '$1 == "99%" {print $2}' "$tmp/wrk.txt")
    non2xx=$(awk '/Non-2xx/ {print $NF}' "$tmp/wrk.txt"); non2xx=${non2xx:-0}
    socket=$(awk -F'[ ,]+' '/Socket errors/ {print $4 + $6 + $8 + $10}' "$tmp/wrk.txt"); socket=${socket:-0}
    printf '%-9s %-9s %10s %9s %9s %9s %8s %9s KiB %9s KiB %9s KiB\n' "$label" "$workload" "$rps" "$p50" "$p90" "$p99" "$((non2xx + socket))" "$before" "$middle" "$after"
    if [ -n "${VERBOSE:-}" ]; then cat "$tmp/wrk.txt"; fi
  done
}

for count in 1 2; do
  start_replicas "$count"
  run_workloads "http://127.0.0.1:$BASE_PORT" "$count"
  stop_replicas
done
echo "template $TEMPLATE, family $FAMILY, $CONNECTIONS connections, ${DURATION}s per run, $(nproc) cores (wrk, nginx and the replicas share them)"

# One core's capacity, with the load generator off that core: one replica (one render slot)
# on the last core, wrk straight to it on the others, no nginx. What a replica with a 1-CPU
# limit answers when the clients are other machines.
if [ "$(nproc)" -ge 2 ]; then
  last=$(( $(nproc) - 1 ))
  pids=()
  taskset -c "$last" "$BIN" serve Templates --host 127.0.0.1 --port $((BASE_PORT + 1)) --no-preview --queue 256 --render-slots 1 \
    >"$tmp/replica-direct.log" 2>&1 &
  pids+=($!)
  for _ in $(seq 1 100); do curl -sf "http://127.0.0.1:$((BASE_PORT + 1))/healthz" >/dev/null && break; sleep 0.1; done
  client=(taskset -c "0-$((last - 1))")
  run_workloads "http://127.0.0.1:$((BASE_PORT + 1))" "1 direct"
  for p in "${pids[@]}"; do kill "$p" 2>/dev/null || true; done
  wait 2>/dev/null || true
  pids=()
  echo "1 direct: one replica alone on core $last, wrk on cores 0-$((last - 1)), no nginx"
fi
echo "load average at the end (other work on the machine competes for the same cores): $(cut -d' ' -f1-3 /proc/loadavg)"
