#!/usr/bin/env python3
"""Soak test of the render service (scripts/soak.sh starts the server and calls this).

Mixed traffic for DURATION seconds at a fixed share of the measured capacity: distinct renders
(a real render each), repeated ones (the response cache), hostile bodies (refused with a 4xx),
abandoned renders (the client hangs up mid-render) and /healthz probes. Every INTERVAL seconds it
samples the server's RSS, open descriptors and the window's latencies, and at the end it checks:
RSS grew at most 10 % over the last two thirds, descriptors did not grow, no 5xx, and the
/healthz p99 stayed under 50 ms. Standard library only.
"""
import http.client, json, os, random, socket, sys, threading, time

port, pid = int(sys.argv[1]), int(sys.argv[2])
DURATION = float(os.environ.get("DURATION", 1800))
INTERVAL = float(os.environ.get("INTERVAL", 30))
SHARE = float(os.environ.get("SHARE", 0.8))
WORKERS = int(os.environ.get("WORKERS", 4))
TEMPLATE = os.environ.get("TEMPLATE", "weather")

def rss_mb():
    with open(f"/proc/{pid}/status") as f:
        for line in f:
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) / 1024
    return 0.0

def fds():
    return len(os.listdir(f"/proc/{pid}/fd"))

def post(body, timeout=30):
    c = http.client.HTTPConnection("127.0.0.1", port, timeout=timeout)
    start = time.monotonic()
    c.request("POST", "/v1/render", body=body, headers={"Content-Type": "application/json"})
    r = c.getresponse(); r.read(); c.close()
    return r.status, time.monotonic() - start

def get(path):
    c = http.client.HTTPConnection("127.0.0.1", port, timeout=10)
    start = time.monotonic()
    c.request("GET", path); r = c.getresponse(); r.read(); c.close()
    return r.status, time.monotonic() - start

counter = [0]
lock = threading.Lock()
def distinct():
    with lock:
        counter[0] += 1; n = counter[0]
    day, minute = 1 + n // 1440 % 28, n % 1440
    return json.dumps({"template": TEMPLATE, "family": "medium",
                       "now": f"2026-03-{day:02d}T{minute // 60:02d}:{minute % 60:02d}:00Z"})

repeated = [json.dumps({"template": TEMPLATE, "family": f, "scheme": s}) for f in ("small", "medium", "large") for s in ("light", "dark")]
hostile = ['{"template": "countdown", "family": ', '[1, 2]', '{"template": "../../etc"}', '{"template": "countdown", "now": "2026-02-30T00:00:00Z"}',
           '{"template": "countdown", "entry": 99}', '{"template": "countdown", "parameters": {"acent": 1}}',
           '{"template": "countdown", "data": ' + "[" * 200 + "]" * 200 + "}"]
abandon = json.dumps({"template": "countdown", "family": "large", "scheme": "dark"})

def abandoned():
    """Sends a render and hangs up before the answer."""
    s = socket.create_connection(("127.0.0.1", port), timeout=5)
    body = json.dumps({"template": "countdown", "family": "large", "now": f"2026-04-01T00:00:{random.randrange(60):02d}Z",
                       "dynamicType": random.choice(["xSmall", "large", "xxxLarge", "ax1"])}).encode()
    s.sendall(b"POST /v1/render HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: "
              + str(len(body)).encode() + b"\r\n\r\n" + body)
    time.sleep(0.002)
    s.close()
    return 499, 0.0

# Capacity: distinct renders from WORKERS clients as fast as they go, for 10 s.
def calibrate():
    done = [0]; stop = time.monotonic() + 10
    def run():
        while time.monotonic() < stop:
            status, _ = post(distinct())
            if status == 200:
                with lock: done[0] += 1
    ts = [threading.Thread(target=run) for _ in range(WORKERS)]
    [t.start() for t in ts]; [t.join() for t in ts]
    return done[0] / 10

capacity = calibrate()
rate = capacity * SHARE
print(f"capacity {capacity:.1f} distinct renders/s; soaking at {rate:.1f} requests/s ({SHARE:.0%}) for {DURATION:.0f} s", flush=True)
# Mix, by request: 50 % distinct, 30 % repeated, 10 % hostile, 5 % abandoned, 5 % /healthz.
kinds = ["distinct"] * 10 + ["repeated"] * 6 + ["hostile"] * 2 + ["abandoned", "health"]

window = {"lat": [], "health": [], "codes": {}}
totals = {"codes": {}, "health": []}
samples = []
end = time.monotonic() + DURATION
tick = [time.monotonic()]

def worker():
    interval = WORKERS / rate
    next_at = time.monotonic()
    while time.monotonic() < end:
        next_at += interval
        kind = random.choice(kinds)
        try:
            if kind == "distinct": status, t = post(distinct())
            elif kind == "repeated": status, t = post(random.choice(repeated))
            elif kind == "hostile": status, t = post(random.choice(hostile))
            elif kind == "abandoned": status, t = abandoned()
            else: status, t = get("/healthz")
        except Exception as e:
            status, t = f"error {type(e).__name__}", 0.0
        with lock:
            window["codes"][status] = window["codes"].get(status, 0) + 1
            totals["codes"][status] = totals["codes"].get(status, 0) + 1
            if kind == "health": window["health"].append(t); totals["health"].append(t)
            elif kind in ("distinct", "repeated"): window["lat"].append(t)
        delay = next_at - time.monotonic()
        if delay > 0: time.sleep(delay)

def p99(xs):
    return sorted(xs)[int(len(xs) * 0.99)] * 1000 if xs else 0.0

threads = [threading.Thread(target=worker) for _ in range(WORKERS)]
[t.start() for t in threads]
print(f"{'t (s)':>6} {'RSS MB':>8} {'fds':>5} {'render p99 ms':>14} {'healthz p99 ms':>15}  answers", flush=True)
start = time.monotonic()
while any(t.is_alive() for t in threads):
    time.sleep(INTERVAL)
    with lock:
        lat, health, codes = window["lat"], window["health"], window["codes"]
        window.update(lat=[], health=[], codes={})
    sample = (time.monotonic() - start, rss_mb(), fds(), p99(lat), p99(health))
    samples.append(sample)
    print(f"{sample[0]:6.0f} {sample[1]:8.1f} {sample[2]:5d} {sample[3]:14.1f} {sample[4]:15.1f}  {dict(sorted(codes.items(), key=str))}", flush=True)

failures = []
tail = [s for s in samples if s[0] >= DURATION / 3]
if tail:
    growth = (tail[-1][1] - tail[0][1]) / tail[0][1]
    print(f"RSS over the last two thirds: {tail[0][1]:.1f} → {tail[-1][1]:.1f} MB ({growth:+.1%}); peak {max(s[1] for s in samples):.1f} MB")
    if growth > 0.10: failures.append(f"RSS grew {growth:.1%} over the last two thirds")
    if tail[-1][2] > tail[0][2] + 8: failures.append(f"descriptors grew from {tail[0][2]} to {tail[-1][2]}")
server_errors = {k: v for k, v in totals["codes"].items() if isinstance(k, int) and k >= 500 and k != 503}
client_errors = {k: v for k, v in totals["codes"].items() if not isinstance(k, int)}
if server_errors: failures.append(f"5xx answers: {server_errors}")
if client_errors: failures.append(f"requests that failed: {client_errors}")
hp99 = p99(totals["health"])
print(f"/healthz p99 over the whole run: {hp99:.1f} ms; answers: {dict(sorted(totals['codes'].items(), key=str))}")
if hp99 > 50: failures.append(f"/healthz p99 {hp99:.1f} ms > 50 ms")
for f in failures: print("FAIL:", f)
sys.exit(1 if failures else 0)
