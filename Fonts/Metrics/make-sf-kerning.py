#!/usr/bin/env python3
"""Builds sf-kerning.json: the horizontal kerning SF Pro's GPOS `kern` feature applies between two
characters (font units of its 2048-unit em), per design (Text, Display, Rounded) and weight, for every
ordered pair of a fixed set of common characters, so a line of the bundled Inter glyphs set with SF Pro's
advances (sf-advances.json) is as wide as iOS sets it.

    pip install uharfbuzz fonttools
    python3 Fonts/Metrics/make-sf-kerning.py /tmp/sfpro-otf

The argument is a folder holding Apple's static SF Pro fonts, SF-Pro-{Text,Display,Rounded}-<Weight>.otf
(see SOURCE). The fonts are read only: nothing from them but the kerning numbers is written, and they must
never be copied into this repository. Keep them outside it (e.g. under /tmp) and delete them afterwards.

Each pair (L, R) is shaped as the two-character string L+R with HarfBuzz (left to right, script Latin,
language "und", HarfBuzz's default features only). Its kerning is the advance HarfBuzz gives the first
glyph minus that glyph's nominal hmtx advance (the glyph the cmap maps L to). Only non-zero values are
kept, keyed by the two-character string. Pairs that do not shape to exactly two glyphs (ligatures) are left
out and counted. The script fails, writing nothing, if a file or character is missing, if the fonts disagree
on version or units per em, or if shaping does anything other than adjust the first glyph's advance: a
substituted glyph, a non-zero x/y offset, a changed second advance, or a first advance that differs from
hmtx when `kern` is turned off.
"""
import json
import os
import importlib.util
import sys

import uharfbuzz as hb
from fontTools.ttLib import TTFont

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "sf-kerning.json")

# The fonts, their source and weights are make-sf-advances.py's (one owner).
_spec = importlib.util.spec_from_file_location("make_sf_advances", os.path.join(HERE, "make-sf-advances.py"))
_advances = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(_advances)
REPO, COMMIT, UNITS_PER_EM, WEIGHTS = _advances.REPO, _advances.COMMIT, _advances.UNITS_PER_EM, _advances.WEIGHTS
SOURCE = (f"github.com/{REPO}@{COMMIT}, files SF-Pro-{{Text,Display,Rounded}}-<Weight>.otf (Weight: Ultralight, "
          "Thin, Light, Regular, Medium, Semibold, Bold, Heavy, Black), Apple's static SF Pro fonts; developers get "
          "the same fonts from Apple's download page https://developer.apple.com/fonts/ (SF Pro).")

DESIGNS = {"text": "Text", "display": "Display", "rounded": "Rounded"}

CHARACTERS = (
    " "
    + "".join(chr(c) for c in range(0x21, 0x7F))
    + "\u2019\u2018\u201C\u201D"    # ’ ‘ “ ”
    + "\u2013\u2014"                # – —
    + "\u2026"                      # …
    + "\u00B0"                      # °
)
assert len(set(CHARACTERS)) == len(CHARACTERS), "duplicate character in CHARACTERS"


def fail(message):
    sys.exit(f"make-sf-kerning: {message}")


def shape(font, text, features=None):
    buf = hb.Buffer()
    buf.add_str(text)
    buf.direction = "ltr"
    buf.script = "Latn"
    buf.language = "und"
    hb.shape(font, buf, features or {})
    return buf.glyph_infos, buf.glyph_positions


def read_face(path):
    name = os.path.basename(path)
    tt = TTFont(path, lazy=True)
    upem = tt["head"].unitsPerEm
    if upem != UNITS_PER_EM:
        fail(f"{name}: unitsPerEm {upem}, expected {UNITS_PER_EM}")
    version = tt["name"].getDebugName(5)
    cmap = tt.getBestCmap()
    missing = [f"U+{ord(c):04X}" for c in CHARACTERS if ord(c) not in cmap]
    if missing:
        fail(f"{name} lacks {', '.join(missing)}")
    glyph_order = tt.getGlyphOrder()
    gid = {c: glyph_order.index(cmap[ord(c)]) for c in CHARACTERS}
    advance = {c: tt["hmtx"][cmap[ord(c)]][0] for c in CHARACTERS}

    with open(path, "rb") as f:
        face = hb.Face(hb.Blob(f.read()))
    font = hb.Font(face)
    if face.upem != UNITS_PER_EM or font.scale != (UNITS_PER_EM, UNITS_PER_EM):
        fail(f"{name}: HarfBuzz upem {face.upem}, scale {font.scale}")

    pairs, ligatures = {}, []
    for left in CHARACTERS:
        for right in CHARACTERS:
            text = left + right
            infos, positions = shape(font, text)
            if len(infos) != 2:
                ligatures.append(text)
                continue
            a, b = positions
            if [i.codepoint for i in infos] != [gid[left], gid[right]]:
                fail(f"{name}: {text!r} shapes to substituted glyphs {[i.codepoint for i in infos]}")
            if a.x_offset or a.y_offset or b.x_offset or b.y_offset or a.y_advance or b.y_advance:
                fail(f"{name}: {text!r} has offsets ({a.x_offset},{a.y_offset}) ({b.x_offset},{b.y_offset})")
            if b.x_advance != advance[right]:
                fail(f"{name}: {text!r} second advance {b.x_advance} != hmtx {advance[right]}")
            plain, plain_positions = shape(font, text, {"kern": False})
            if len(plain) != 2 or plain_positions[0].x_advance != advance[left]:
                fail(f"{name}: {text!r} without kern: first advance differs from hmtx")
            kern = a.x_advance - advance[left]
            if kern:
                pairs[text] = kern
    return version, pairs, ligatures


def encode(pairs):
    """One face's pairs as a compact string the renderer splits without a JSON parser per pair:
    "i,j,value" triples joined by ";", i and j the two characters' indices in CHARACTERS, in
    sorted pair order."""
    return ";".join(f"{CHARACTERS.index(k[0])},{CHARACTERS.index(k[1])},{v}" for k, v in sorted(pairs.items()))


def main():
    if len(sys.argv) != 2:
        fail("usage: make-sf-kerning.py <folder with SF-Pro-*.otf>")
    folder = sys.argv[1]
    present = set(os.listdir(folder))

    designs, versions, skipped = {}, set(), {}
    for key, family in DESIGNS.items():
        names = [f"SF-Pro-{family}-{w}.otf" for w in WEIGHTS]
        absent = [n for n in names if n not in present]
        if absent:
            fail(f"{key}: missing {', '.join(absent)}")
        designs[key] = {}
        for weight, name in zip(WEIGHTS, names):
            version, pairs, ligatures = read_face(os.path.join(folder, name))
            versions.add(version)
            designs[key][weight.lower()] = encode(pairs)
            skipped[f"{key} {weight.lower()}"] = ligatures
            print(f"{key:8s} {weight.lower():10s} {len(pairs):5d} non-zero pairs, "
                  f"{len(ligatures)} ligature pairs skipped {' '.join(ligatures)}")
    if len(versions) != 1:
        fail(f"fonts disagree on version: {sorted(versions)}")
    version = versions.pop().removeprefix("Version ").strip()

    doc = {
        "about": "Horizontal kerning, in font units of SF Pro's 2048-unit em, that the GPOS 'kern' feature of Apple's "
                 f"static SF Pro fonts version {version} applies between two characters, for the Text, Display and "
                 "Rounded designs in nine weights (ultralight to black). For every ordered pair of 'characters' the "
                 "two-character string was shaped with HarfBuzz (left to right, script Latin, language und, only "
                 "HarfBuzz's default features); the value is the first glyph's shaped advance minus its nominal hmtx "
                 "advance (as in sf-advances.json), to be added after the first character. Only non-zero values are "
                 "listed, each face as one string of 'i,j,value' triples joined by ';' (i and j index 'characters'); absent pairs kern by 0, and pairs that form a ligature are left out. "
                 "Tracking is not included. These are facts read from the fonts, kept for layout only, so the bundled "
                 "Inter glyphs can be set as wide as iOS sets SF Pro; no outline or other font data is used or "
                 "shipped, and no Apple font file is part of this project. Built by make-sf-kerning.py.",
        "source": SOURCE,
        "unitsPerEm": UNITS_PER_EM,
        "characters": CHARACTERS,
        "designs": designs,
    }
    lines = ["{"]
    top_keys = sorted(doc)
    for ti, k in enumerate(top_keys):
        comma = "," if ti < len(top_keys) - 1 else ""
        if k != "designs":
            lines.append(f" {json.dumps(k)}: {json.dumps(doc[k], ensure_ascii=False)}{comma}")
            continue
        lines.append(f" {json.dumps(k)}: {{")
        design_keys = sorted(designs)
        for di, key in enumerate(design_keys):
            lines.append(f"  {json.dumps(key)}: {{")
            weight_keys = sorted(designs[key])
            for wi, weight in enumerate(weight_keys):
                wcomma = "," if wi < len(weight_keys) - 1 else ""
                lines.append(f"   {json.dumps(weight)}: {json.dumps(designs[key][weight], ensure_ascii=False)}{wcomma}")
            lines.append("  }" + ("," if di < len(design_keys) - 1 else ""))
        lines.append(" }" + comma)
    lines.append("}")
    text = "\n".join(lines) + "\n"
    if json.loads(text) != doc:
        fail("internal error: written JSON does not round-trip")
    with open(OUT, "w", encoding="utf-8", newline="\n") as f:
        f.write(text)
    total = sum(len(v) for v in skipped.values())
    print(f"wrote {OUT}: {len(CHARACTERS)} characters, {len(CHARACTERS) ** 2} pairs per face, "
          f"{total} ligature pairs skipped in all")


if __name__ == "__main__":
    main()
