#!/usr/bin/env bash
# CPU per distinct render request against the same render in process (issue 31: "a distinct
# weather-medium request costing ≤ 1.3x the in-process render, and that render ≤ 3 ms CPU").
#
#   bash scripts/request-cost.sh              # 300 requests per round, 5 rounds
#   REQUESTS=600 ROUNDS=3 bash scripts/request-cost.sh
#
# Server: the release `widget-render serve Templates`, pinned to core 1, one render slot; a
# client on core 0 sends POST /v1/render of the medium weather template over one keep-alive
# connection, one request at a time, each with a new "now" (so none is answered from the
# cache). The server's CPU (user + system, /proc/PID/stat) over a round ÷ requests is the cost
# of a request. In process: Benchmarks' InstructionCounts `weather-template-to-png` (the same
# template, data and PNG), 1 and 1 + REQUESTS renders on core 1 with the allocator set as the
# server sets it; the difference ÷ REQUESTS. Medians of the rounds; a benchmark, not a test.
set -euo pipefail
cd "$(dirname "$0")/.."
REQUESTS=${REQUESTS:-300}
ROUNDS=${ROUNDS:-5}
PORT=${PORT:-18190}
[ "$(nproc)" -ge 2 ] || { echo "request-cost: needs 2 cores (server and client apart)" >&2; exit 1; }

bash scripts/setup.sh
BIN="$(bash scripts/release-build.sh widget-render | tail -1)/widget-render"
(cd Benchmarks && swift build -c release --product InstructionCounts >&2)
COUNTS="$(cd Benchmarks && swift build -c release --show-bin-path)/InstructionCounts"

log=$(mktemp)
taskset -c 1 "$BIN" serve Templates --host 127.0.0.1 --port "$PORT" --no-preview --render-slots 1 >"$log" 2>&1 &
server=$!
trap 'kill $server 2>/dev/null || true; wait 2>/dev/null || true; rm -f "$log"' EXIT
for _ in $(seq 1 100); do curl -sf "http://127.0.0.1:$PORT/healthz" >/dev/null && break; sleep 0.1; done

taskset -c 0 python3 - "$PORT" "$server" "$REQUESTS" "$ROUNDS" "$COUNTS" <<'PY'
import http.client, json, os, resource, statistics, subprocess, sys

port, pid, requests, rounds, counts = int(sys.argv[1]), sys.argv[2], int(sys.argv[3]), int(sys.argv[4]), sys.argv[5]
tick = os.sysconf("SC_CLK_TCK")

def server_cpu():
    fields = open(f"/proc/{pid}/stat").read().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / tick   # utime, stime

connection = http.client.HTTPConnection("127.0.0.1", port)
serial = 0
def send(n):
    global serial
    for _ in range(n):
        serial += 1
        s = serial
        body = json.dumps({"template": "weather", "family": "medium", "scheme": "light",
                           "now": f"2026-03-{1 + s // 86400 % 28:02d}T{s // 3600 % 24:02d}:{s // 60 % 60:02d}:{s % 60:02d}Z"})
        connection.request("POST", "/v1/render", body, {"Content-Type": "application/json"})
        response = connection.getresponse()
        data = response.read()
        if response.status != 200 or not data.startswith(b"\x89PNG"):
            sys.exit(f"request-cost: request {s} answered {response.status}: {data[:200]!r}")

def in_process(n):
    env = dict(os.environ, MALLOC_MMAP_THRESHOLD_="33554432", MALLOC_TRIM_THRESHOLD_="8388608")
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    subprocess.run(["taskset", "-c", "1", counts, "weather-template-to-png", str(n)], check=True, env=env)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)

send(50)   # warm up: fonts, the template, caches
served, local = [], []
for _ in range(rounds):
    start = server_cpu()
    send(requests)
    served.append((server_cpu() - start) / requests * 1000)
    local.append((in_process(1 + requests) - in_process(1)) / requests * 1000)
s, l = statistics.median(served), statistics.median(local)
print(f"distinct POST /v1/render (weather, medium), server CPU per request: {s:.2f} ms  (rounds: {', '.join(f'{x:.2f}' for x in served)})")
print(f"the same render in process (InstructionCounts weather-template-to-png):  {l:.2f} ms  (rounds: {', '.join(f'{x:.2f}' for x in local)})")
print(f"server ÷ in process: {s / l:.2f}   ({requests} requests per round, {rounds} rounds, medians)")
PY
