#!/usr/bin/env python3
"""Builds display-digits.json: the advance each bundled Inter face gives a proportional digit at
SF Pro's Display sizes (20 pt and more), so numbers set as wide as iOS sets them.

    apt-get install -y python3-fonttools
    /usr/bin/python3 Fonts/Metrics/make-display-digits.py

Rule: SF Pro Display Regular's published digit advances (SOURCE below), times the face's own
weight progression: the face's mean digit advance over the mean of the Regular face of its cut
(InterDisplay-Regular for InterDisplay faces, Inter-Regular for the text and italic faces).
Only Regular is published for SF; that other weights widen their digits as Inter's do is this
project's assumption (see "about" in the output).
"""
import json
import os

from fontTools.ttLib import TTFont

HERE = os.path.dirname(os.path.abspath(__file__))
INTER = os.path.join(HERE, "..", "Inter")
SOURCE = ("Apple Developer Forums thread 715797 (2022), https://forums.developer.apple.com/forums/thread/715797: "
          "UIFont.systemFont(ofSize: 64, weight: .regular) through CTFontGetAdvancesForGlyphs on iOS, digit advances in points "
          "0 39.03125, 1 28.59375, 2 36.4375, 3 38.09375, 4 38.90625, 5 37.65625, 6 39.71875, 7 35.21875, 8 38.59375, 9 39.71875 "
          "(exact multiples of 64/2048: 1249, 915, 1166, 1219, 1245, 1205, 1271, 1127, 1235, 1271 units of SF Pro's 2048 per em; "
          "Core Text applies the font's size-specific tracking inside these advances).")
SF_DISPLAY_REGULAR = [1249, 915, 1166, 1219, 1245, 1205, 1271, 1127, 1235, 1271]


def digits(path):
    font = TTFont(path)
    cmap, hmtx, upem = font.getBestCmap(), font["hmtx"], font["head"].unitsPerEm
    return [hmtx[cmap[ord(str(d))]][0] / upem for d in range(10)]


def main():
    files = sorted(f for f in os.listdir(INTER) if f.endswith(".otf"))
    regular = {"display": digits(os.path.join(INTER, "InterDisplay-Regular.otf")),
               "text": digits(os.path.join(INTER, "Inter-Regular.otf"))}
    faces = {}
    for name in files:
        own = digits(os.path.join(INTER, name))
        base = regular["display" if name.startswith("InterDisplay") else "text"]
        ratio = sum(own) / sum(base)
        faces[name] = [round(a / 2048 * ratio, 5) for a in SF_DISPLAY_REGULAR]
    doc = {
        "about": "Advances, in ems, that the bundled Inter faces give the digits 0-9 of the system font at 20 pt and more "
                 "(SF Pro's Display sizes), proportional figures only (monospacedDigit keeps Inter's tabular figures), "
                 "upright and italic. The glyphs keep their shapes and are centred in these advances; the face's default "
                 "tracking is not added to them (the published advances include iOS's). Regular is SF Pro Display Regular as "
                 "measured on iOS; every other weight is that advance times the face's own mean digit width over its Regular's "
                 "(an assumption: SF's other weights are not published). Built by make-display-digits.py.",
        "source": SOURCE,
        "minimumSize": 20,
        "faces": faces,
    }
    with open(os.path.join(HERE, "display-digits.json"), "w") as f:
        json.dump(doc, f, indent=1)
        f.write("\n")


if __name__ == "__main__":
    main()
