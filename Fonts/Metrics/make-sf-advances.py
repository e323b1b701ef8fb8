#!/usr/bin/env python3
"""Builds sf-advances.json: SF Pro's horizontal advance widths (font units of its 2048-unit em) for a
fixed set of characters, per design (Text, Display, Rounded, and the Text/Display italics when present)
and weight, plus the advance of the tabular digits (`tnum`), so the bundled Inter glyphs can be laid
out with SF's advances.

    apt-get install -y python3-fonttools      # or: pip install fonttools
    python3 Fonts/Metrics/make-sf-advances.py /tmp/sfpro-otf

The argument is a folder holding Apple's static SF Pro fonts, SF-Pro-{Text,Display,Rounded}-<Weight>.otf
and SF-Pro-{Text,Display}-<Weight>Italic.otf (see SOURCE). The fonts are read only: nothing from them but
the advance numbers is written, and they must never be copied into this repository. Keep them outside it
(e.g. under /tmp) and delete them afterwards.

Every value is the hmtx advance of the glyph the font's cmap maps the character to (default forms, no
OpenType features, no kerning, no tracking). The script fails, writing nothing, if a file, a weight or a
character is missing, if the fonts disagree on version or units per em, or if the tabular digits are not
all one width.
"""
import json
import os
import sys

from fontTools.ttLib import TTFont

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "sf-advances.json")

REPO = "sahibjotsaggu/San-Francisco-Pro-Fonts"
COMMIT = "8bfea09aa6f1139479f80358b2e1e5c6dc991a58"
SOURCE = (f"github.com/{REPO}@{COMMIT}, files SF-Pro-{{Text,Display,Rounded}}-<Weight>.otf and "
          "SF-Pro-{Text,Display}-<Weight>Italic.otf (Weight: Ultralight, Thin, Light, Regular, Medium, Semibold, "
          "Bold, Heavy, Black), Apple's static SF Pro fonts; developers get the same fonts from Apple's download page "
          "https://developer.apple.com/fonts/ (SF Pro).")

UNITS_PER_EM = 2048
WEIGHTS = ["Ultralight", "Thin", "Light", "Regular", "Medium", "Semibold", "Bold", "Heavy", "Black"]
# design key -> (file family, italic)
DESIGNS = {
    "text": ("Text", False),
    "display": ("Display", False),
    "rounded": ("Rounded", False),
    "textItalic": ("Text", True),
    "displayItalic": ("Display", True),
}
TABULAR_DESIGNS = ["text", "display", "rounded"]

CHARACTERS = (
    "".join(chr(c) for c in range(0x20, 0x7F))
    + "\u00A0"                      # no-break space
    + "\u202F\u2009\u200A"          # narrow no-break space (iOS 17+ times: "4:00\u202FPM"), thin, hair space
    + "\u2002\u2003\u2007\u2008"    # en, em, figure and punctuation space
    + "\u00B0\u00B7\u00D7\u00F7"    # ° · × ÷
    + "\u2013\u2014"                # – —
    + "\u2018\u2019\u201C\u201D"    # ‘ ’ “ ”
    + "\u2022\u2026"                # • …
    + "\u20AC\u00A3\u00A5\u00B1"    # € £ ¥ ±
    + "\u2032\u2033\u2212"          # ′ ″ −
    + "".join(chr(c) for c in range(0xC0, 0x100) if c not in (0xD7, 0xF7))
)
assert len(set(CHARACTERS)) == len(CHARACTERS), "duplicate character in CHARACTERS"


def fail(message):
    sys.exit(f"make-sf-advances: {message}")


def file_name(family, weight, italic):
    return f"SF-Pro-{family}-{weight}{'Italic' if italic else ''}.otf"


def tnum_mapping(font):
    """glyph -> glyph single substitutions of every `tnum` feature record in GSUB."""
    if "GSUB" not in font:
        return {}
    gsub = font["GSUB"].table
    mapping = {}
    for record in gsub.FeatureList.FeatureRecord:
        if record.FeatureTag != "tnum":
            continue
        for index in record.Feature.LookupListIndex:
            for sub in gsub.LookupList.Lookup[index].SubTable:
                sub = getattr(sub, "ExtSubTable", sub)
                for source, target in getattr(sub, "mapping", {}).items():
                    if mapping.get(source, target) != target:
                        fail(f"conflicting tnum substitutions for {source}: {mapping[source]} / {target}")
                    mapping[source] = target
    return mapping


def read_face(path):
    font = TTFont(path, lazy=True)
    upem = font["head"].unitsPerEm
    if upem != UNITS_PER_EM:
        fail(f"{path}: unitsPerEm {upem}, expected {UNITS_PER_EM}")
    version = font["name"].getDebugName(5)
    cmap = font.getBestCmap()
    hmtx = font["hmtx"]
    missing = [f"U+{ord(c):04X}" for c in CHARACTERS if ord(c) not in cmap]
    if missing:
        fail(f"{os.path.basename(path)} lacks {', '.join(missing)}")
    advances = [hmtx[cmap[ord(c)]][0] for c in CHARACTERS]

    tnum = tnum_mapping(font)
    digit_glyphs = [cmap[ord(str(d))] for d in range(10)]
    unmapped = [g for g in digit_glyphs if g not in tnum]
    if unmapped:
        fail(f"{os.path.basename(path)}: tnum does not substitute {', '.join(unmapped)}")
    tabular = {hmtx[tnum[g]][0] for g in digit_glyphs}
    if len(tabular) != 1:
        fail(f"{os.path.basename(path)}: tabular digits differ in width: {sorted(tabular)}")
    return version, advances, tabular.pop()


def main():
    if len(sys.argv) != 2:
        fail("usage: make-sf-advances.py <folder with SF-Pro-*.otf>")
    folder = sys.argv[1]
    present = set(os.listdir(folder))

    designs, tabular, versions = {}, {}, set()
    for key, (family, italic) in DESIGNS.items():
        names = [file_name(family, w, italic) for w in WEIGHTS]
        found = [n for n in names if n in present]
        if italic and not found:
            print(f"no {family} italic files: {key} left out")
            continue
        if len(found) != len(names):
            fail(f"{key}: missing {', '.join(sorted(set(names) - set(found)))}")
        designs[key] = {}
        for weight, name in zip(WEIGHTS, names):
            version, advances, tnum = read_face(os.path.join(folder, name))
            versions.add(version)
            designs[key][weight.lower()] = ",".join(str(a) for a in advances)
            if key in TABULAR_DESIGNS:
                tabular.setdefault(key, {})[weight.lower()] = tnum
            else:
                print(f"{key:13s} {weight:10s} tabular digit advance {tnum} (not written)")
    if len(versions) != 1:
        fail(f"fonts disagree on version: {sorted(versions)}")
    version = versions.pop().removeprefix("Version ").strip()

    italic_note = ("the Text and Display italics" if "textItalic" in designs and "displayItalic" in designs
                   else "no italics (their files were not in the source)")
    doc = {
        "about": "Horizontal advance widths, in font units of SF Pro's 2048-unit em, of Apple's static SF Pro fonts "
                 f"version {version}: the Text, Display and Rounded designs and {italic_note}, in nine weights "
                 "(ultralight to black). Each face is a string of advances joined by ',', one per character of 'characters', in that order: the "
                 "advance of the glyph the font's cmap maps the character to (default forms, no OpenType features), "
                 "without tracking (iOS adds its size-specific tracking on top) and without kerning. 'tabularDigits' is "
                 "the single advance every digit takes under the tnum feature. These are facts read from the fonts' hmtx "
                 "(and cmap/GSUB) tables, kept for layout only, so the bundled Inter glyphs can be set with SF Pro's "
                 "advances; no outline or other font data is used or shipped, and no Apple font file is part of this "
                 "project. Built by make-sf-advances.py.",
        "source": SOURCE,
        "unitsPerEm": UNITS_PER_EM,
        "characters": CHARACTERS,
        "designs": designs,
        "tabularDigits": tabular,
    }
    text = json.dumps(doc, sort_keys=True, indent=1, ensure_ascii=False) + "\n"
    with open(OUT, "w", encoding="utf-8", newline="\n") as f:
        f.write(text)
    print(f"wrote {OUT}: {len(CHARACTERS)} characters, designs {', '.join(sorted(designs))}")


if __name__ == "__main__":
    main()
