"""The peer scene drawn by WidgetRender, Takumi and Chromium in one run, on one core, and the
ratios peer ÷ ours (issue 31). Run through scripts/peers.sh, which installs the peers and
builds what this needs.

    python3 peers.py --ours INSTRUCTION_COUNTS --backdrop crop.png --photo mountains.png \
                     --fonts Fonts/Inter --out DIR [--runs N]

Each renderer draws the same scene (peer-scene.html; WidgetRender from its Swift view) to a PNG
in memory, warmed up first. Ours and Takumi are timed in CPU time of their own process; Chromium,
whose work spreads over several processes, in wall time per screenshot of a loaded page (the
whole process tree is pinned to the same core by the script). The PNG of each is written to
DIR so the scenes can be compared by eye.
"""
import argparse
import base64
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
import urllib.request

HERE = os.path.dirname(os.path.abspath(__file__))


def ours(binary, runs):
    """CPU ms per warm view → PNG: the difference between 1 + runs renders and 1, over runs."""
    def cpu(count):
        start = os.times()
        subprocess.run([binary, "peer-view-to-png", str(count)], check=True)
        end = os.times()
        return (end.children_user + end.children_system) - (start.children_user + start.children_system)
    samples = []
    for _ in range(3):
        one, many = cpu(1), cpu(1 + runs)
        samples.append((many - one) / runs * 1000)
    return statistics.median(samples)


def takumi(html, backdrop, photo, fonts, runs, out):
    import takumi_py
    regular = open(os.path.join(fonts, "Inter-Regular.otf"), "rb").read()
    bold = open(os.path.join(fonts, "Inter-Bold.otf"), "rb").read()
    renderer = takumi_py.Renderer(load_default_fonts=False, fonts=[
        takumi_py.FontResource(regular, name="Inter", weight=400),
        takumi_py.FontResource(bold, name="Inter", weight=700),
    ])
    # Its best case: the images stored on the renderer (decoded once and cached), the markup
    # and the stylesheet compiled once; each render lays out and draws the compiled node.
    for src, path in (("backdrop.png", backdrop), ("photo.png", photo)):
        renderer.put_persistent_image(src, open(path, "rb").read())
    css = html.split("<style>", 1)[1].split("</style>", 1)[0]
    body = html.split("<body>", 1)[1].split("</body>", 1)[0]
    node = renderer.compile_html(body).node
    sheet = renderer.compile_stylesheet(css)

    def render():
        return renderer.render_compiled(node, stylesheets=[sheet], width=1014, height=474, format="png")

    for _ in range(5):
        png = render()
    samples = []
    for _ in range(runs):
        start = time.process_time()
        png = render()
        samples.append((time.process_time() - start) * 1000)
    with open(os.path.join(out, "takumi.png"), "wb") as f:
        f.write(png)
    return statistics.median(samples), len(png)


class DevTools:
    """The smallest Chrome DevTools Protocol client: one page, commands answered in order."""

    def __init__(self, port):
        import websocket
        deadline = time.time() + 30
        while True:
            try:
                targets = json.load(urllib.request.urlopen(f"http://127.0.0.1:{port}/json"))
                page = next(t for t in targets if t["type"] == "page")
                break
            except Exception:
                if time.time() > deadline:
                    raise
                time.sleep(0.2)
        self.socket = websocket.create_connection(page["webSocketDebuggerUrl"], timeout=60)
        self.next_id = 0

    def call(self, method, **params):
        self.next_id += 1
        self.socket.send(json.dumps({"id": self.next_id, "method": method, "params": params}))
        while True:
            message = json.loads(self.socket.recv())
            if message.get("id") == self.next_id:
                if "error" in message:
                    raise RuntimeError(f"{method}: {message['error']}")
                return message.get("result", {})


def chromium(html, backdrop, photo, fonts, runs, out):
    folder = tempfile.mkdtemp(prefix="peer-scene-")
    try:
        shutil.copy(backdrop, os.path.join(folder, "backdrop.png"))
        shutil.copy(photo, os.path.join(folder, "photo.png"))
        faces = "".join(
            f"@font-face {{ font-family: Inter; font-weight: {w}; src: url('file://{os.path.join(fonts, name)}'); }}\n"
            for w, name in [(400, "Inter-Regular.otf"), (700, "Inter-Bold.otf")])
        with open(os.path.join(folder, "scene.html"), "w") as f:
            f.write(html.replace("<style>", "<style>\n" + faces, 1))
        port = 9300 + os.getpid() % 500
        browser = subprocess.Popen(
            [shutil.which("chromium") or "chromium", "--headless=new", "--no-sandbox", "--disable-gpu",
             f"--remote-debugging-port={port}", f"--user-data-dir={folder}/profile", "--hide-scrollbars",
             "--allow-file-access-from-files", "about:blank"],
            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        try:
            tools = DevTools(port)
            tools.call("Emulation.setDeviceMetricsOverride", width=1014, height=474, deviceScaleFactor=1, mobile=False)
            tools.call("Page.enable")
            tools.call("Page.navigate", url=f"file://{folder}/scene.html")
            time.sleep(1.5)

            def shot():
                return tools.call("Page.captureScreenshot", format="png", optimizeForSpeed=True)["data"]

            for _ in range(5):
                data = shot()
            samples = []
            for _ in range(runs):
                start = time.perf_counter()
                data = shot()
                samples.append((time.perf_counter() - start) * 1000)
            png = base64.b64decode(data)
            with open(os.path.join(out, "chromium.png"), "wb") as f:
                f.write(png)
            return statistics.median(samples), len(png)
        finally:
            browser.terminate()
            browser.wait(timeout=30)
    finally:
        shutil.rmtree(folder, ignore_errors=True)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--ours", required=True, help="the release InstructionCounts tool (Benchmarks/Tools)")
    parser.add_argument("--backdrop", required=True)
    parser.add_argument("--photo", required=True)
    parser.add_argument("--fonts", required=True, help="the folder of Inter-Regular.otf and Inter-Bold.otf")
    parser.add_argument("--out", required=True)
    parser.add_argument("--runs", type=int, default=100)
    args = parser.parse_args()
    for name in ("ours", "backdrop", "photo", "fonts", "out"):
        setattr(args, name, os.path.abspath(getattr(args, name)))
    os.makedirs(args.out, exist_ok=True)
    html = open(os.path.join(HERE, "peer-scene.html")).read()

    mine = ours(args.ours, args.runs)
    rows = [("WidgetRender (view → PNG, CPU)", mine, None)]
    try:
        ms, size = takumi(html, args.backdrop, args.photo, args.fonts, args.runs, args.out)
        rows.append(("Takumi (HTML → PNG, CPU)", ms, size))
    except ImportError:
        print("takumi-py is not installed: pip install takumi-py", file=sys.stderr)
    if shutil.which("chromium"):
        ms, size = chromium(html, args.backdrop, args.photo, args.fonts, max(20, args.runs // 4), args.out)
        rows.append(("Chromium, warm (screenshot → PNG, wall)", ms, size))
    else:
        print("chromium is not installed: apt-get install chromium", file=sys.stderr)

    print(f"{'renderer':<42} {'ms':>9} {'× ours':>8} {'PNG bytes':>10}")
    for name, ms, size in rows:
        print(f"{name:<42} {ms:9.2f} {ms / mine:8.1f} {size if size else '':>10}")


if __name__ == "__main__":
    main()
