#!/usr/bin/env python3
"""The preview page in a real browser: headless Chromium driven over the DevTools protocol.

Starts `widget-render serve` on a copy of Templates/ and Chromium, then checks what a person
would: every template renders, link regions toggle on for every widget, editing a template's
data on disk changes its image without reloading the page (scroll kept), a broken template shows
its located error in place, clicking a link region answers what `hit` says, and the timeline
stepper moves, Check lists the findings and each image says what VoiceOver reads. Screenshots go to $SCREENSHOTS (default out/browser).

    python3 scripts/browser_test.py .build/debug/widget-render [.build/debug/PreviewsExample]

With the second argument it also checks the Swift previews of `PreviewsExample` (WidgetPreviews)
on the same page, and that the page reloads when that program is run again.
"""
import base64
import json
import os
import re
import shutil
import socket
import subprocess
import sys
import tempfile
import time
import urllib.request

import websocket  # websocket-client

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SHOTS = os.environ.get("SCREENSHOTS", os.path.join(ROOT, "out", "browser"))
results = []


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def wait_http(url, seconds=30):
    deadline = time.time() + seconds
    while time.time() < deadline:
        try:
            with urllib.request.urlopen(url, timeout=2) as r:
                return r.read()
        except Exception:
            time.sleep(0.2)
    raise RuntimeError(f"{url} did not answer within {seconds} s")


class Page:
    """One tab, spoken to over the DevTools websocket."""

    def __init__(self, ws_url):
        self.ws = websocket.create_connection(ws_url, timeout=30, suppress_origin=True)
        self.next_id = 0

    def call(self, method, **params):
        self.next_id += 1
        self.ws.send(json.dumps({"id": self.next_id, "method": method, "params": params}))
        while True:
            message = json.loads(self.ws.recv())
            if message.get("id") == self.next_id:
                if "error" in message:
                    raise RuntimeError(f"{method}: {message['error']}")
                return message.get("result", {})

    def eval(self, expression):
        result = self.call("Runtime.evaluate", expression=expression, returnByValue=True, awaitPromise=True)
        if "exceptionDetails" in result:
            raise RuntimeError(f"{expression}: {result['exceptionDetails']}")
        return result["result"].get("value")

    def wait(self, expression, seconds=30, what=None):
        deadline = time.time() + seconds
        while time.time() < deadline:
            if self.eval(expression):
                return True
            time.sleep(0.2)
        raise AssertionError(f"timed out waiting for {what or expression}")

    def screenshot(self, name, full=False):
        params = {"format": "png"}
        if full:
            metrics = self.call("Page.getLayoutMetrics")
            size = metrics["cssContentSize"]
            params.update(captureBeyondViewport=True,
                          clip={"x": 0, "y": 0, "width": size["width"], "height": min(size["height"], 6000), "scale": 1})
        data = self.call("Page.captureScreenshot", **params)["data"]
        path = os.path.join(SHOTS, name)
        with open(path, "wb") as f:
            f.write(base64.b64decode(data))
        print(f"screenshot {path}")

    def click(self, x, y):
        for kind in ("mousePressed", "mouseReleased"):
            self.call("Input.dispatchMouseEvent", type=kind, x=x, y=y, button="left", clickCount=1)


def check(name, fn):
    try:
        fn()
        results.append((name, True))
        print(f"ok   {name}")
    except Exception as e:  # a failed check is reported, the others still run
        results.append((name, False))
        print(f"FAIL {name}: {e}")


def main():
    binary = sys.argv[1] if len(sys.argv) > 1 else os.path.join(ROOT, ".build/debug/widget-render")
    previews_binary = sys.argv[2] if len(sys.argv) > 2 else None  # PreviewsExample, for the Swift previews check
    extra = []
    chromium = shutil.which("chromium") or shutil.which("chromium-browser")
    if not chromium:
        sys.exit("chromium is not installed (apt-get install chromium)")
    os.makedirs(SHOTS, exist_ok=True)
    work = tempfile.mkdtemp(prefix="widget-preview-")
    templates = os.path.join(work, "Templates")
    shutil.copytree(os.path.join(ROOT, "Templates"), templates)
    port, debug_port = free_port(), free_port()
    server = subprocess.Popen([binary, "serve", templates, "--port", str(port),
                               "--wallpapers", os.path.join(ROOT, "Examples", "Wallpapers")],
                              stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    browser = subprocess.Popen([chromium, "--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                                "--hide-scrollbars", f"--remote-debugging-port={debug_port}", "--remote-allow-origins=*",
                                f"--user-data-dir={os.path.join(work, 'profile')}", "--window-size=1280,1000", "about:blank"],
                               stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        base = f"http://127.0.0.1:{port}"
        wait_http(base + "/healthz")
        wait_http(f"http://127.0.0.1:{debug_port}/json/version")
        targets = json.loads(wait_http(f"http://127.0.0.1:{debug_port}/json/list"))
        page = Page(next(t for t in targets if t["type"] == "page")["webSocketDebuggerUrl"])
        page.call("Page.enable")
        page.call("Runtime.enable")
        page.call("Emulation.setDeviceMetricsOverride", width=1280, height=1000, deviceScaleFactor=1, mobile=False)
        page.call("Page.navigate", url=base + "/")

        def everything_renders():
            page.wait("document.querySelectorAll('main section').length >= 10", what="a section per template")
            page.wait("[...document.querySelectorAll('figure')].length >= 50 && "
                      "[...document.querySelectorAll('figure')].every(f => f.dataset.etag) && "
                      "[...document.querySelectorAll('.widget img')].every(i => i.complete && i.naturalWidth > 0)",
                      seconds=120, what="every image loaded")
            errors = page.eval("document.querySelectorAll('pre.error').length")
            assert errors == 0, f"{errors} errors on the page"
            # The Live Activity template: the Lock Screen view light and dark, the island's three
            # forms once (dark), on an iPhone with a Dynamic Island; the control in four presentations.
            live = page.eval("[...document.querySelectorAll('#tpl-match figure')].map(f => f.id.split('-').slice(2).join('-')).join(',')")
            assert live == "activityLockScreen-light,activityLockScreen-dark,islandCompact-dark,islandMinimal-dark,islandMinimalPair-dark,islandExpanded-dark", live
            assert page.eval("document.querySelectorAll('#tpl-front-door figure').length") == 4
            page.wait("document.getElementById('status').className === 'live'", what="the live-reload stream")
            count = page.eval("document.querySelectorAll('.widget img').length")
            print(f"     {count} images on the page")
            page.screenshot("1-page.png")
            page.screenshot("1-page-full.png", full=True)
        check("every template × family × scheme renders", everything_renders)

        def first_paint_without_javascript():
            # The page's HTML already holds every image: with its script removed, a plain
            # `chromium --headless --screenshot` (no DevTools, no waiting) shows every widget.
            html = urllib.request.urlopen(base + "/").read().decode()
            sources = re.findall(r'srcset="([^" ]+) 3x"', html)
            assert len(sources) >= 50, f"{len(sources)} images in the page's HTML"
            assert 'class="widget lock"' in html, "no Lock Screen backdrop"
            for src in sources:
                with urllib.request.urlopen(base + src.replace("&amp;", "&")) as r:
                    assert r.status == 200 and r.headers["Content-Type"] == "image/png", src
            static = re.sub(r"<script>.*?</script>", "", html, flags=re.S).replace("<head>", f'<head><base href="{base}/">')
            path = os.path.join(work, "no-script.html")
            with open(path, "w") as f:
                f.write(static)
            shot = os.path.join(SHOTS, "0-first-paint-no-script.png")
            subprocess.run([chromium, "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
                            f"--user-data-dir={os.path.join(work, 'plain')}", "--window-size=1280,2400",
                            f"--screenshot={shot}", "file://" + path],
                           stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, timeout=120, check=True)
            assert os.path.getsize(shot) > 50_000, "the screenshot is blank"
            print(f"screenshot {shot}")
        check("the first paint is in the HTML: every image without JavaScript, Lock Screen ones on a dark backdrop",
              first_paint_without_javascript)

        def links_toggle():
            page.eval("document.getElementById('tpl-link-demo').scrollIntoView()")
            page.eval("document.getElementById('links').click()")
            page.wait("document.body.classList.contains('links')")
            shown = page.eval("[...document.querySelectorAll('.region')].filter(r => getComputedStyle(r).borderTopColor === 'rgb(255, 59, 48)').length")
            total = page.eval("document.querySelectorAll('.region').length")
            assert shown > 0 and shown == total, f"{shown} of {total} regions outlined"
            urls = page.eval("[...document.querySelectorAll('#tpl-link-demo .region .url')].filter(u => getComputedStyle(u).display !== 'none').length")
            assert urls > 0, "no URL labels shown"
            time.sleep(0.3)
            page.screenshot("2-links.png")
        check("link regions toggle on for every widget, with their URLs", links_toggle)

        def click_region():
            region = page.eval("""(() => {
                const w = document.querySelector('#fig-link-demo-medium-light .widget');
                const r = [...w.querySelectorAll('.region')].find(r => !r.classList.contains('inert'));
                const b = r.getBoundingClientRect();
                return {x: b.left + b.width / 2, y: b.top + b.height / 2, url: r.querySelector('.url').textContent};
            })()""")
            page.click(region["x"], region["y"])
            page.wait("document.getElementById('hit').style.display === 'block' && document.getElementById('hit').dataset.result", what="the hit panel")
            result = page.eval("document.getElementById('hit').dataset.result")
            url = page.eval("document.getElementById('hit').dataset.url")
            assert result == "link" and url == region["url"], f"hit said {result} {url}, the region is {region['url']}"
            time.sleep(0.2)
            page.screenshot("3-hit.png")
        check("clicking a link region shows what hit says", click_region)

        def live_edit():
            page.eval("document.getElementById('links').click()")
            page.eval("document.getElementById('tpl-countdown').scrollIntoView()")
            page.eval("window.scrollBy(0, -40)")
            before = page.eval("document.getElementById('fig-countdown-medium-light').dataset.etag")
            scroll = page.eval("window.scrollY")
            sample = os.path.join(templates, "countdown", "sample.json")
            with open(sample) as f:
                data = json.load(f)
            data["title"] = "Edited live"
            with open(sample, "w") as f:
                json.dump(data, f)
            assert before, "the countdown image has no ETag"
            page.wait(f"['small', 'medium', 'large'].every(f => ['light', 'dark'].every(s => {{"
                      f"  const e = document.getElementById(`fig-countdown-${{f}}-${{s}}`).dataset.etag; return e && e !== {json.dumps(before)}; }}))"
                      f" && document.getElementById('fig-countdown-medium-light').dataset.etag !== {json.dumps(before)}",
                      seconds=20, what="the countdown images to change")
            page.wait("[...document.querySelectorAll('#tpl-countdown img')].every(i => i.complete && i.naturalWidth > 0)")
            assert abs(page.eval("window.scrollY") - scroll) < 2, "the scroll position moved"
            assert page.eval("document.querySelectorAll('#tpl-countdown .widget img').length") == 6, "countdown lost images"
            time.sleep(0.3)
            page.screenshot("4-edited.png")
        check("editing a template's data on disk updates its images, keeping the scroll", live_edit)

        def broken_in_place():
            path = os.path.join(templates, "todo", "template.json")
            with open(path) as f:
                text = f.read()
            with open(path, "w") as f:
                f.write(text.replace('"padding"', '"paddng"', 1))
            page.wait("!!document.querySelector('#tpl-todo pre.error')", seconds=20, what="the todo error")
            message = page.eval("document.querySelector('#tpl-todo pre.error').textContent")
            assert "paddng" in message and "template.json:" in message, message
            page.eval("document.getElementById('tpl-todo').scrollIntoView()")
            time.sleep(0.3)
            page.screenshot("5-broken.png")
            with open(path, "w") as f:
                f.write(text)
            page.wait("!document.querySelector('#tpl-todo pre.error') && document.querySelectorAll('#tpl-todo .widget img').length > 0",
                      seconds=20, what="todo to render again")
        check("a broken template shows its located error in place, and recovers", broken_in_place)

        def step_timeline():
            page.eval("document.getElementById('tpl-clock').scrollIntoView()")
            before = page.eval("document.getElementById('fig-clock-small-light').dataset.etag")
            page.eval("document.querySelector('#tpl-clock button[data-step=\"1\"]').click()")
            page.wait(f"document.getElementById('fig-clock-small-light').dataset.etag && "
                      f"document.getElementById('fig-clock-small-light').dataset.etag !== {json.dumps(before)} && "
                      "[...document.querySelectorAll('#tpl-clock figcaption')].every(c => /-1 ·/.test(c.textContent))", what="the next entry")
            label = page.eval("document.querySelector('#tpl-clock .stepper span').textContent")
            assert label.startswith("entry 2 of"), label
            time.sleep(0.3)
            page.screenshot("6-timeline.png")
        check("a timeline's entries can be stepped", step_timeline)

        def check_and_voiceover():
            page.eval("document.getElementById('tpl-weather').scrollIntoView()")
            page.wait("!!document.querySelector('#fig-weather-small-light details.voiceover')", what="the VoiceOver list")
            summary = page.eval("document.querySelector('#fig-weather-small-light details.voiceover summary').textContent")
            assert summary.startswith("VoiceOver reads "), summary
            alt = page.eval("document.querySelector('#fig-weather-small-light img').alt")
            assert "Partly Cloudy" in alt, f"the image's alt text is {alt!r}"
            page.eval("document.querySelector('#fig-weather-small-light details.voiceover').open = true")
            page.eval("document.querySelector('#tpl-weather button[data-check]').click()")
            page.wait("document.getElementById('findings-weather').textContent.includes('renders:')", seconds=90, what="the check's findings")
            text = page.eval("document.getElementById('findings-weather').textContent")
            assert "contentClippedAtDynamicTypeSize" in text and "template.json:" in text, text[:300]
            time.sleep(0.3)
            page.screenshot("6b-check.png")
        check("Check lists what widget-render check finds, and each image says what VoiceOver reads (also as its alt text)", check_and_voiceover)

        def modes():
            page.eval("document.getElementById('mode').value = 'tinted'; document.getElementById('mode').dispatchEvent(new Event('change'))")
            page.wait("[...document.querySelectorAll('#tpl-weather figcaption')].every(c => c.textContent.includes('-tinted'))",
                      seconds=60, what="tinted renders")
            page.eval("document.getElementById('tpl-weather').scrollIntoView()")
            page.wait("[...document.querySelectorAll('#tpl-weather img')].every(i => i.complete && i.naturalWidth > 0)")
            time.sleep(0.3)
            page.screenshot("7-tinted.png")
        check("the rendering mode switch re-renders every widget", modes)

        def wallpaper_slot():
            select = ("(id, value) => { const e = document.getElementById(id); e.value = value; "
                      "e.dispatchEvent(new Event('change')); }")
            page.eval(f"({select})('mode', '')")
            page.wait("[...document.getElementById('wallpaper').options].some(o => o.value === 'wallpaper-1290x2796')",
                      what="the wallpapers in the menu")
            page.eval(f"({select})('wallpaper', 'wallpaper-1290x2796')")
            assert page.eval("document.getElementById('device').value") == "1290x2796", "the device follows the wallpaper"
            page.eval(f"({select})('slot', 'bottom')")
            # iPhone 14/15 Pro Max: a medium widget is 364 x 170 pt at 3x, cut from the screenshot's bottom row.
            page.wait("[...document.querySelectorAll('#tpl-weather figcaption')].some(c => c.textContent.includes('1092×510 px'))",
                      seconds=60, what="weather medium on the wallpaper")
            # A transparent template shows the screenshot's crop through it.
            page.wait("[...document.querySelectorAll('#tpl-transparent-photo figcaption')].some(c => c.textContent.includes('1092×510 px'))",
                      seconds=60, what="the transparent template on the wallpaper")
            page.wait("[...document.querySelectorAll('#tpl-transparent-photo img')].every(i => i.complete && i.naturalWidth > 0)")
            page.eval("document.getElementById('tpl-transparent-photo').scrollIntoView()")
            time.sleep(0.3)
            page.screenshot("9-wallpaper.png")
            page.eval(f"({select})('wallpaper', '')")
        check("a wallpaper and slot draw each widget over its home-screen crop, on the wallpaper's device", wallpaper_slot)

        # Swift previews (WidgetPreviews): the same page from a previews program, which
        # reloads by itself when the program is run again after a rebuild.
        if previews_binary:
            previews_port = free_port()
            def start_previews():
                extra.append(subprocess.Popen([previews_binary, "serve", "--port", str(previews_port)],
                                              stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL))
                wait_http(f"http://127.0.0.1:{previews_port}/healthz")

            def swift_previews():
                start_previews()
                page.call("Page.navigate", url=f"http://127.0.0.1:{previews_port}/")
                page.wait("document.querySelectorAll('main section').length === 4", what="a section per preview")
                page.wait("[...document.querySelectorAll('figure')].length === 20 && "
                          "[...document.querySelectorAll('figure')].every(f => f.dataset.etag)", seconds=120, what="every image")
                assert page.eval("document.querySelectorAll('pre.error').length") == 0
                page.wait("document.getElementById('status').className === 'live'")
                page.screenshot("8-swift-previews.png")
                first = page.eval("document.getElementById('fig-countdown-small-light').dataset.etag")
                page.eval("document.querySelector('#tpl-countdown button[data-step=\"1\"]').click()")
                page.wait(f"document.getElementById('fig-countdown-small-light').dataset.etag !== '{first}'", what="the second entry")
                assert page.eval("document.querySelector('#tpl-countdown .stepper span').textContent").startswith("entry 2 of 2")
                # A rebuild: the program stops and runs again; the page reconnects and reloads.
                extra[-1].terminate()
                extra[-1].wait(timeout=10)
                page.wait("document.getElementById('status').textContent.startsWith('reconnecting')", what="the lost stream")
                page.eval("document.getElementById('fig-weather-small-dark').dataset.etag = 'before-restart'")
                start_previews()
                page.wait("document.getElementById('status').textContent.startsWith('live · reloaded')", what="the reload")
                page.wait("document.getElementById('fig-weather-small-dark').dataset.etag !== 'before-restart'", what="images rendered again")
            check("Swift previews render, step, and reload after the program restarts", swift_previews)
    finally:
        for p in [browser, server] + extra:
            p.terminate()
            try:
                p.wait(timeout=10)
            except subprocess.TimeoutExpired:
                p.kill()
        shutil.rmtree(work, ignore_errors=True)
    passed = sum(1 for _, ok in results if ok)
    failed = len(results) - passed
    print(f"browser: {passed} passed, {failed} failed")
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
