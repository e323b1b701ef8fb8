#!/usr/bin/env python3
"""Builds symbol-boxes.json: the layout numbers of Apple's SF Symbols templates for every name in
sf-symbol-map.tsv. Reads only guide positions and path bounding boxes; no outline is kept.

    pip install svgpathtools
    git clone https://github.com/marcprux/symbols && git -C symbols checkout 7d75966a48e50c27b8ffa9c3aa4933da80b6e99a
    python3 Fonts/Symbols/make-symbol-boxes.py symbols/<folder of .svg templates>

For each symbol and variant (Ultralight-S, Regular-S, Black-S), in 100 pt template units: the
advance (right minus left margin guide), the ink's left and right edges from the left guide and
its top and bottom above the baseline (up positive). See the file's "sources" for the rest.
"""
import json
import os
import re
import sys

from svgpathtools import parse_path

HERE = os.path.dirname(os.path.abspath(__file__))
GUIDE = re.compile(r'<line id="(left|right)-margin-([A-Za-z]+)-([SML])"[^>]*?x1="([-0-9.]+)"')
GROUP = re.compile(r'<g id="([A-Za-z]+)-([SML])" transform="matrix\(1 0 0 1 ([-0-9.e]+) ([-0-9.e]+)\)">(.*?)</g>', re.S)
PATHD = re.compile(r'<path[^>]*?\sd="([^"]+)"')
# SF Symbols 5 renamed these; iOS keeps the old names as aliases.
ALIASES = {"battery.100": "battery.100percent", "battery.75": "battery.75percent", "battery.50": "battery.50percent",
           "battery.25": "battery.25percent", "battery.0": "battery.0percent",
           "battery.100.bolt": "battery.100percent.bolt", "thermometer": "thermometer.medium"}
VARIANTS = {"U": "Ultralight-S", "R": "Regular-S", "B": "Black-S"}


def bbox(ds):
    boxes = []
    for d in ds:
        try:
            p = parse_path(d)
            if len(p):
                boxes.append(p.bbox())
        except Exception:
            pass
    if not boxes:
        return None
    return min(b[0] for b in boxes), max(b[1] for b in boxes), min(b[2] for b in boxes), max(b[3] for b in boxes)


def template_numbers(folder):
    out = {}
    for fn in sorted(os.listdir(folder)):
        if not fn.endswith(".svg"):
            continue
        txt = open(os.path.join(folder, fn), encoding="utf-8", errors="replace").read()
        m = re.search(r"Generated from ([^<]+)<", txt)
        name = m.group(1).strip() if m else fn[:-4]
        base = {mm.group(1): float(mm.group(2)) for mm in re.finditer(r'<line id="Baseline-([SML])"[^>]*?y1="([-0-9.]+)"', txt)}
        guides = {}
        for mm in GUIDE.finditer(txt):
            guides.setdefault(mm.group(2) + "-" + mm.group(3), {})[mm.group(1)] = float(mm.group(4))
        variants = {}
        for mm in GROUP.finditer(txt):
            vid = mm.group(1) + "-" + mm.group(2)
            tx, ty = float(mm.group(3)), float(mm.group(4))
            bb, g, b = bbox(PATHD.findall(mm.group(5))), guides.get(vid, {}), base.get(mm.group(2))
            if bb is None or "left" not in g or "right" not in g or b is None:
                continue
            x0, x1, y0, y1 = bb
            variants[vid] = [round(g["right"] - g["left"], 2), round(tx + x0 - g["left"], 2), round(tx + x1 - g["left"], 2),
                             round(b - (ty + y0), 2), round(b - (ty + y1), 2)]
        out[name] = variants
    return out


def main(folder):
    numbers = template_numbers(folder)
    path = os.path.join(HERE, "symbol-boxes.json")
    doc = json.load(open(path))
    names = [l.split("\t")[0] for l in open(os.path.join(HERE, "sf-symbol-map.tsv")) if l.strip() and not l.startswith("#")]
    symbols = {}
    for n in names:
        v = numbers.get(n) or numbers.get(ALIASES.get(n, ""))
        if v and all(k in v for k in VARIANTS.values()):
            symbols[n] = {short: v[long] for short, long in VARIANTS.items()}
    doc["aliases"] = {k: a for k, a in ALIASES.items() if k in symbols}
    doc["symbols"] = symbols
    text = json.dumps(doc, separators=(",", ":"), ensure_ascii=False)
    text = text.replace(',"symbols":{"', '\n,"symbols":{\n"')
    text = re.sub(r'\]\},"', ']},\n"', text)
    open(path, "w").write(text + "\n")


if __name__ == "__main__":
    main(sys.argv[1])
