#!/usr/bin/env python3
"""Generates Sources/WidgetText/UnicodeTables.swift from the Unicode Character Database.

    apt-get install -y unicode-data        # Debian 12: UCD 15.0.0 in /usr/share/unicode
    python3 scripts/generate-unicode-tables.py

Tables (each a sorted array of UInt32, `start << 8 | value`; a code point takes the value of
the last entry whose start is not above it):
- lineBreak: the Line_Break property (LineBreak.txt) with UAX #14 rule LB1 applied: AI, SG and XX
  become AL; SA becomes CM for marks (Mn, Mc) and AL otherwise; CJ becomes NS (strict Japanese
  line breaking, as on Apple platforms). Unlisted code points take the defaults that
  LineBreak.txt's header names (ID for CJK blocks, planes 2 and 3 and pictographic plane-1
  ranges; PR for the Currency Symbols block). OP and CP with East_Asian_Width F, W or H get the
  values OPEA and CPEA (rule LB30 needs them), and unassigned Extended_Pictographic code points
  get IDPICT (rule LB30b).
- bidiClass: the Bidi_Class property (extracted/DerivedBidiClass.txt, with its @missing
  defaults).
- eastAsianWide: 1 where East_Asian_Width is F, W or H (EastAsianWidth.txt), else 0: the
  "$EastAsian" set of the CJK quotation-mark rule (UAX #14 rule LB19a of Unicode 15.1).
"""
import os
import re

UCD = "/usr/share/unicode"
OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "Sources", "WidgetText", "UnicodeTables.swift")
MAX = 0x110000

LB_CLASSES = ["BK", "CR", "LF", "NL", "SP", "ZW", "ZWJ", "CM", "WJ", "GL", "BA", "BB", "B2", "HY", "CB",
              "CL", "CP", "EX", "IN", "NS", "OP", "QU", "IS", "NU", "PO", "PR", "SY", "AL", "HL", "ID",
              "EB", "EM", "H2", "H3", "JL", "JV", "JT", "RI", "OPEA", "CPEA", "IDPICT"]
BIDI_CLASSES = ["L", "R", "AL", "EN", "ES", "ET", "AN", "CS", "NSM", "BN", "B", "S", "WS", "ON",
                "LRE", "LRO", "RLE", "RLO", "PDF", "LRI", "RLI", "FSI", "PDI"]
BIDI_LONG = {"Left_To_Right": "L", "Right_To_Left": "R", "Arabic_Letter": "AL", "European_Number": "EN",
             "European_Separator": "ES", "European_Terminator": "ET", "Arabic_Number": "AN",
             "Common_Separator": "CS", "Nonspacing_Mark": "NSM", "Boundary_Neutral": "BN",
             "Paragraph_Separator": "B", "Segment_Separator": "S", "White_Space": "WS", "Other_Neutral": "ON",
             "Left_To_Right_Embedding": "LRE", "Left_To_Right_Override": "LRO", "Right_To_Left_Embedding": "RLE",
             "Right_To_Left_Override": "RLO", "Pop_Directional_Format": "PDF", "Left_To_Right_Isolate": "LRI",
             "Right_To_Left_Isolate": "RLI", "First_Strong_Isolate": "FSI", "Pop_Directional_Isolate": "PDI"}


def ranges(path):
    """(lo, hi, value) for every data line of a UCD file."""
    with open(path, encoding="utf-8") as f:
        for line in f:
            data = line.split("#", 1)[0].strip()
            if not data:
                continue
            cps, value = (x.strip() for x in data.split(";")[:2])
            lo, _, hi = cps.partition("..")
            yield int(lo, 16), int(hi or lo, 16), value


def missing_lines(path):
    with open(path, encoding="utf-8") as f:
        for line in f:
            m = re.match(r"# @missing: ([0-9A-F]+)\.\.([0-9A-F]+); (\w+)", line)
            if m:
                yield int(m.group(1), 16), int(m.group(2), 16), m.group(3)


def general_categories():
    gc = {}
    with open(os.path.join(UCD, "UnicodeData.txt"), encoding="utf-8") as f:
        rows = [line.split(";") for line in f]
    i = 0
    while i < len(rows):
        cp, name, cat = int(rows[i][0], 16), rows[i][1], rows[i][2]
        if name.endswith(", First>"):
            end = int(rows[i + 1][0], 16)
            for c in range(cp, end + 1):
                gc[c] = cat
            i += 2
            continue
        gc[cp] = cat
        i += 1
    return gc


def east_asian_wide():
    wide = set()
    for lo, hi, value in ranges(os.path.join(UCD, "EastAsianWidth.txt")):
        if value in ("F", "W", "H"):
            wide.update(range(lo, hi + 1))
    return wide


def extended_pictographic():
    out = set()
    for lo, hi, value in ranges(os.path.join(UCD, "emoji", "emoji-data.txt")):
        if value == "Extended_Pictographic":
            out.update(range(lo, hi + 1))
    return out


def line_break_table():
    gc = general_categories()
    table = ["XX"] * MAX
    for lo, hi in [(0x3400, 0x4DBF), (0x4E00, 0x9FFF), (0xF900, 0xFAFF), (0x20000, 0x2FFFD),
                   (0x30000, 0x3FFFD), (0x1F000, 0x1FAFF), (0x1FC00, 0x1FFFD)]:
        for c in range(lo, hi + 1):
            table[c] = "ID"
    for c in range(0x20A0, 0x20D0):
        table[c] = "PR"
    for lo, hi, value in ranges(os.path.join(UCD, "LineBreak.txt")):
        for c in range(lo, hi + 1):
            table[c] = value
    wide = east_asian_wide()
    pict = extended_pictographic()
    for c in range(MAX):
        v = table[c]
        if v in ("AI", "SG", "XX"):
            v = "AL"
        elif v == "SA":
            v = "CM" if gc.get(c) in ("Mn", "Mc") else "AL"
        elif v == "CJ":
            v = "NS"
        if v == "OP" and c in wide:
            v = "OPEA"
        elif v == "CP" and c in wide:
            v = "CPEA"
        if c in pict and c not in gc and v == "ID":
            v = "IDPICT"
        table[c] = v
    return table


def bidi_table():
    table = ["L"] * MAX
    path = os.path.join(UCD, "extracted", "DerivedBidiClass.txt")
    for lo, hi, value in missing_lines(path):
        for c in range(lo, hi + 1):
            table[c] = BIDI_LONG.get(value, value)
    for lo, hi, value in ranges(path):
        for c in range(lo, hi + 1):
            table[c] = value
    return table


def east_asian_table():
    wide = east_asian_wide()
    return [1 if c in wide else 0 for c in range(MAX)]


def packed(table, names):
    index = {n: i for i, n in enumerate(names)} if names else {0: 0, 1: 1}
    out = []
    previous = None
    for c, v in enumerate(table):
        if v != previous:
            out.append(c << 8 | index[v])
            previous = v
    return out


def swift_array(name, values, doc):
    lines = ["    /// " + d for d in doc]
    lines.append("    static let %s: [UInt32] = [" % name)
    for i in range(0, len(values), 8):
        lines.append("        " + ", ".join("0x%08X" % v for v in values[i:i + 8]) + ",")
    lines.append("    ]")
    return "\n".join(lines)


def main():
    lb = packed(line_break_table(), LB_CLASSES)
    bidi = packed(bidi_table(), BIDI_CLASSES)
    wide = packed(east_asian_table(), None)
    with open(os.path.join(UCD, "ReadMe.txt"), encoding="utf-8") as f:
        version = re.search(r"Version (\d+\.\d+\.\d+)", f.read())
    ucd = version.group(1) if version else "unknown"
    text = "\n".join([
        "// Generated by scripts/generate-unicode-tables.py from the Unicode Character Database %s." % ucd,
        "// Do not edit by hand: rerun the script.",
        "",
        "/// Unicode property tables: `start << 8 | value` entries sorted by start; a code point takes the",
        "/// value of the last entry whose start is not above it (see ``UnicodeTables/lookup(_:in:)``).",
        "enum UnicodeTables {",
        "    /// The Unicode version the tables come from.",
        "    static let version = \"%s\"" % ucd,
        "",
        swift_array("lineBreak", lb, ["Line_Break after rule LB1; values are ``LineBreakClass`` raw values."]),
        "",
        swift_array("bidiClass", bidi, ["Bidi_Class; values are ``BidiClass`` raw values."]),
        "",
        swift_array("eastAsianWide", wide, ["1 where East_Asian_Width is F, W or H."]),
        "",
        "    /// The value of `cp` in a table: binary search for the last entry starting at or before it.",
        "    static func lookup(_ cp: UInt32, in table: [UInt32]) -> UInt8 {",
        "        var lo = 0, hi = table.count - 1",
        "        guard hi >= 0 else { return 0 }",
        "        while lo < hi {",
        "            let mid = (lo + hi + 1) / 2",
        "            if table[mid] >> 8 <= cp { lo = mid } else { hi = mid - 1 }",
        "        }",
        "        return UInt8(truncatingIfNeeded: table[lo])",
        "    }",
        "}",
        "",
    ])
    with open(OUT, "w", encoding="utf-8") as f:
        f.write(text)
    print("lineBreak %d, bidiClass %d, eastAsianWide %d entries -> %s" % (len(lb), len(bidi), len(wide), os.path.normpath(OUT)))


if __name__ == "__main__":
    main()
