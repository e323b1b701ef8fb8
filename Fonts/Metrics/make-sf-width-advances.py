#!/usr/bin/env python3
"""Builds sf-width-advances.json: SF Pro's horizontal advances and kerning (font units of its 2048-unit
em) at its Compressed, Condensed and Expanded widths, the widths SwiftUI's `Font.Width` names
(`.compressed`, `.condensed`, `.expanded`), for printable ASCII, per optical size (Text, opsz 17;
Display, opsz 28) and weight, so the bundled Inter glyphs can be set at SF's widths
(Sources/WidgetText/SFAdvances.swift).

    pip install uharfbuzz fonttools
    python3 Fonts/Metrics/make-sf-width-advances.py /tmp/sf-width/SF-Pro.ttf

The argument is Apple's variable SF-Pro.ttf with a `wdth` axis (version 17 or later; see SOURCE). The
font is read only: nothing from it but numbers is written, and it must never be copied into this
repository. Keep it outside it (e.g. under /tmp) and delete it afterwards.

Each width's weights are the font's own named instances ("Condensed Bold" and so on, `fvar`): at the
non-standard widths these sit at other `wght` values than the standard width's (Bold is 760, not 700).
Advances are HarfBuzz's horizontal advances at those coordinates (`hmtx` with `HVAR` applied); kerning
is what the `kern` feature adds to the first glyph of each ordered pair, shaped as a two-character
string (as make-sf-kerning.py does for the standard width). Before writing, the script checks its
method against sf-advances.json: the same font at wdth 100, opsz 17 and 28, Regular (wght 400) and
Bold (700), must give exactly the static SF Pro Text and Display advances stored there. It fails,
writing nothing, if the font lacks the axes, a named instance or a character, or if the check fails.

The font carries no `tnum` feature, so tabular digits are not in this file (SFAdvances estimates them
from the standard width's, scaled as the proportional digits are).
"""
import json
import os
import sys

import uharfbuzz as hb
from fontTools.ttLib import TTFont

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "sf-width-advances.json")

REPO = "sipt/tab-player"
COMMIT = "dc18690ebf35cfa03fdca7f84aa70a6f758fcd26"
SOURCE = (f"github.com/{REPO}@{COMMIT}, file src/assets/fonts/SF-Pro.ttf: Apple's variable SF Pro (version "
          "19.0d7e1, axes wdth 30-150, opsz 17-28, wght 1-1000), subset to printable ASCII by that project; "
          "developers get the whole font from Apple's download page https://developer.apple.com/fonts/ (SF Pro, "
          "SF-Pro.ttf).")

UNITS_PER_EM = 2048
WEIGHTS = ["Ultralight", "Thin", "Light", "Regular", "Medium", "Semibold", "Bold", "Heavy", "Black"]
# SwiftUI's Font.Width values and the font's width names.
WIDTHS = {"compressed": ("Compressed", -0.3), "condensed": ("Condensed", -0.2), "expanded": ("Expanded", 0.2)}
OPTICAL_SIZES = {"text": 17.0, "display": 28.0}
CHARACTERS = "".join(chr(c) for c in range(0x20, 0x7E))   # space to "}": what the subset holds


def named_instances(font):
    """{(width name, weight name): coordinates} from the fvar instances' subfamily names."""
    out = {}
    for instance in font["fvar"].instances:
        name = font["name"].getDebugName(instance.subfamilyNameID) or ""
        out[tuple(name.split(" ", 1)) if " " in name else ("Standard", name)] = dict(instance.coordinates)
    return out


def measurer(path):
    blob = hb.Blob.from_file_path(path)
    face = hb.Face(blob)
    font = hb.Font(face)
    return font


def advances(font, cmap, coordinates):
    font.set_variations(coordinates)
    return [font.get_glyph_h_advance(cmap[ord(c)]) for c in CHARACTERS]


def kerning(font, cmap, coordinates, nominal):
    """'i,j,value' triples joined by ';' for the non-zero kerning of every ordered pair."""
    font.set_variations(coordinates)
    pairs = []
    for i, left in enumerate(CHARACTERS):
        for j, right in enumerate(CHARACTERS):
            buf = hb.Buffer()
            buf.add_str(left + right)
            buf.direction, buf.script, buf.language = "ltr", "Latn", "und"
            hb.shape(font, buf, {"kern": True})
            infos, positions = buf.glyph_infos, buf.glyph_positions
            if len(infos) != 2 or infos[0].codepoint != cmap[ord(left)] or infos[1].codepoint != cmap[ord(right)]:
                continue   # a ligature or a contextual form: not a kerning pair
            if positions[0].x_offset or positions[0].y_offset or positions[1].x_offset or positions[1].y_offset:
                sys.exit(f"make-sf-width-advances: {left!r}{right!r} shapes with an offset")
            value = positions[0].x_advance - nominal[i]
            if value:
                pairs.append(f"{i},{j},{value}")
    return ";".join(pairs)


def main():
    if len(sys.argv) != 2:
        sys.exit(__doc__)
    path = sys.argv[1]
    font = TTFont(path)
    axes = {a.axisTag: (a.minValue, a.maxValue) for a in font["fvar"].axes}
    if not {"wdth", "opsz", "wght"} <= set(axes):
        sys.exit(f"make-sf-width-advances: {path} lacks a wdth, opsz or wght axis (has {sorted(axes)})")
    if font["head"].unitsPerEm != UNITS_PER_EM:
        sys.exit(f"make-sf-width-advances: units per em {font['head'].unitsPerEm}, expected {UNITS_PER_EM}")
    cmap = {code: font.getGlyphID(name) for code, name in font.getBestCmap().items()}   # character -> glyph id
    missing = [c for c in CHARACTERS if ord(c) not in cmap]
    if missing:
        sys.exit(f"make-sf-width-advances: the font lacks {missing!r}")
    instances = named_instances(font)
    hb_font = measurer(path)

    # The method, checked against the static fonts' numbers in sf-advances.json.
    static = json.load(open(os.path.join(HERE, "sf-advances.json")))
    static_index = {c: i for i, c in enumerate(static["characters"])}
    for design, opsz in OPTICAL_SIZES.items():
        for weight, wght in (("regular", 400.0), ("bold", 700.0)):
            ours = advances(hb_font, cmap, {"wdth": 100.0, "opsz": opsz, "wght": wght})
            stored = [int(v) for v in static["designs"][design][weight].split(",")]
            wrong = [(c, a, stored[static_index[c]]) for c, a in zip(CHARACTERS, ours) if a != stored[static_index[c]]]
            if wrong:
                sys.exit(f"make-sf-width-advances: at the standard width, {design} {weight} differs from "
                         f"sf-advances.json: {wrong[:5]}")

    designs, kerns, weights_used = {}, {}, {}
    for key, (width_name, _) in WIDTHS.items():
        for weight in WEIGHTS:
            coordinates = instances.get((width_name, weight))
            if coordinates is None:
                sys.exit(f"make-sf-width-advances: no named instance \"{width_name} {weight}\"")
            weights_used.setdefault(key, {})[weight.lower()] = round(coordinates["wght"], 3)
            for design, opsz in OPTICAL_SIZES.items():
                at = dict(coordinates, opsz=opsz)
                nominal = advances(hb_font, cmap, at)
                name = design + width_name
                designs.setdefault(name, {})[weight.lower()] = ",".join(str(a) for a in nominal)
                kerns.setdefault(name, {})[weight.lower()] = kerning(hb_font, cmap, at, nominal)

    out = {
        "about": ("Horizontal advance widths and kerning, in font units of SF Pro's 2048-unit em, of Apple's variable "
                  "SF Pro at its Compressed, Condensed and Expanded widths (SwiftUI Font.Width .compressed -0.3, "
                  ".condensed -0.2, .expanded 0.2), for the characters of 'characters'. 'designs' holds, per optical "
                  "size (text: opsz 17, display: opsz 28) and width, and per weight (the font's named instance of "
                  "that width and weight, at the wght in 'weights'), the advances joined by ',' in the order of "
                  "'characters'; 'kerning' the non-zero kern-feature adjustments as 'i,j,value' triples joined by "
                  "';' (i, j index 'characters'). Facts read from the font's hmtx/HVAR and GPOS through HarfBuzz, "
                  "kept for layout only: no outline or other font data is used or shipped, and no Apple font file is "
                  "part of this project. Method checked: the same font at wdth 100 gives exactly sf-advances.json's "
                  "static Text and Display advances (Regular, Bold). No tabular digits (the font has no tnum). "
                  "Built by make-sf-width-advances.py."),
        "source": SOURCE,
        "unitsPerEm": UNITS_PER_EM,
        "characters": CHARACTERS,
        "widths": {key: value for key, (_, value) in WIDTHS.items()},
        "weights": weights_used,
        "designs": designs,
        "kerning": kerns,
    }
    with open(OUT + ".tmp", "w") as f:
        json.dump(out, f, indent=1, ensure_ascii=False)
        f.write("\n")
    os.replace(OUT + ".tmp", OUT)
    print(f"wrote {OUT}: {len(designs)} designs x {len(WEIGHTS)} weights, {len(CHARACTERS)} characters")


if __name__ == "__main__":
    main()
