#!/usr/bin/env python3
"""Builds the bundled symbol fonts and symbols.json from sf-symbol-map.tsv, byte for byte.

    apt-get install -y fonts-materialdesignicons-webfont fonts-material-design-icons-iconfont python3-fonttools
    /usr/bin/python3 Fonts/Symbols/make-symbol-fonts.py

Sources (Debian 12 "bookworm"; also in Fonts/README.md):
- fonts-materialdesignicons-webfont 1.6.50-3: Material Design Icons 1.6.50 (Austin Andrews and
  contributors; font under the SIL OFL 1.1, icons under CC BY 4.0 as Debian states, some from
  Google under Apache 2.0). Glyph names are the icon names ("weather-sunny").
- fonts-material-design-icons-iconfont 6.7.0+dfsg-1: Google's Material Icons (filled style,
  Apache 2.0). Icons are reached by ligature ("wb_sunny" -> glyph); the names are read from
  the font's GSUB ligatures.

Writes, next to this script:
- MaterialDesignIcons-subset.ttf, MaterialIcons-subset.ttf: only the glyphs the map names,
  without hints or layout tables (WidgetRender draws them by glyph id, unhinted);
- symbols.json: for every SF Symbol name, the font file, glyph id, the glyph's ink box in ems
  (x0, y0, x1, y1; y up from the baseline) and the map's note. Also each font's design box: the
  24-unit grid the icons are drawn on (its vertical centre is where WidgetRender puts the
  cap-height midline of the text).
"""
import json
import os
import sys

from fontTools import subset
from fontTools.pens.boundsPen import BoundsPen
from fontTools.ttLib import TTFont

HERE = os.path.dirname(os.path.abspath(__file__))
MAP = os.path.join(HERE, "sf-symbol-map.tsv")

FONTS = {
    "mdi": {
        "source": "/usr/share/fonts/truetype/materialdesignicons-webfont/materialdesignicons-webfont.ttf",
        "file": "MaterialDesignIcons-subset.ttf",
        # The 24x24 design grid spans the em from the descender to the ascender: y -64…448 of 512.
        "grid": [-64, 448],
        # The OFL reserves the name "Material Design Icons": a subset (a Modified Version)
        # must not use it, so the subset is renamed.
        "rename": "WidgetRender Symbols MDI",
    },
    "mi": {
        "source": "/usr/share/fonts/truetype/material-design-icons-iconfont/MaterialIcons-Regular.ttf",
        "file": "MaterialIcons-subset.ttf",
        # The 24x24 design grid is the em: y 0…512 of 512.
        "grid": [0, 512],
    },
}


def read_map():
    rows = []
    for number, line in enumerate(open(MAP, encoding="utf-8"), 1):
        line = line.rstrip("\n")
        if not line.strip() or line.startswith("#"):
            continue
        parts = line.split("\t")
        if len(parts) not in (2, 3):
            sys.exit(f"{MAP}:{number}: expected 2 or 3 tab-separated columns")
        name, icon = parts[0], parts[1]
        note = parts[2] if len(parts) == 3 else ""
        prefix, _, icon_name = icon.partition(":")
        if prefix not in FONTS or not icon_name:
            sys.exit(f"{MAP}:{number}: icon must be mdi:<name> or mi:<name>, got {icon!r}")
        rows.append((number, name, prefix, icon_name, note))
    names = [r[1] for r in rows]
    dupes = sorted({n for n in names if names.count(n) > 1})
    if dupes:
        sys.exit(f"{MAP}: names mapped twice: {', '.join(dupes)}")
    return rows


def glyph_names(prefix, font):
    """Icon name -> glyph name in the source font."""
    if prefix == "mdi":
        return {g: g for g in font.getGlyphOrder()}
    ascii_glyph = {}
    for cp, g in font.getBestCmap().items():
        if cp < 128:
            ascii_glyph.setdefault(g, chr(cp))
    out = {}
    for lookup in font["GSUB"].table.LookupList.Lookup:
        for table in lookup.SubTable:
            for first, ligatures in getattr(table, "ligatures", {}).items():
                for lig in ligatures:
                    chars = [ascii_glyph.get(first)] + [ascii_glyph.get(c) for c in lig.Component]
                    if None not in chars:
                        out["".join(chars)] = lig.LigGlyph
    return out


def rename(font, family):
    names = {1: family, 3: family + " Regular", 4: family, 6: family.replace(" ", "") + "-Regular", 16: family}
    table = font["name"]
    for record in list(table.names):
        if record.nameID in (1, 3, 4, 6, 16, 17, 18, 21, 22):
            table.removeNames(nameID=record.nameID)
    for name_id, value in names.items():
        table.setName(value, name_id, 3, 1, 0x409)
        table.setName(value, name_id, 1, 0, 0)


def main():
    rows = read_map()
    result = {"fonts": {}, "symbols": {}}
    for prefix, spec in FONTS.items():
        source = TTFont(spec["source"])
        by_icon = glyph_names(prefix, source)
        used = [r for r in rows if r[2] == prefix]
        missing = [f"{MAP}:{r[0]}: {prefix}:{r[3]}" for r in used if r[3] not in by_icon]
        if missing:
            sys.exit("icons not in the font:\n" + "\n".join(missing))
        keep = sorted({by_icon[r[3]] for r in used})

        options = subset.Options()
        options.glyph_names = True
        options.hinting = False
        options.layout_features = []
        options.drop_tables += ["GSUB", "GPOS", "GDEF", "FFTM"]
        options.name_IDs = ["*"]
        options.notdef_outline = True
        font = TTFont(spec["source"])
        subsetter = subset.Subsetter(options)
        subsetter.populate(glyphs=keep)
        subsetter.subset(font)
        # A fixed timestamp keeps the file the same on every run.
        font["head"].created = font["head"].modified = 0
        font.recalcTimestamp = False
        if "rename" in spec:
            rename(font, spec["rename"])
        out_path = os.path.join(HERE, spec["file"])
        font.save(out_path)

        built = TTFont(out_path)
        upem = built["head"].unitsPerEm
        order = built.getGlyphOrder()
        glyphs = built.getGlyphSet()
        lo, hi = spec["grid"]
        result["fonts"][prefix] = {"file": spec["file"], "unitsPerEm": upem,
                                   "grid": [lo / upem, hi / upem]}
        for number, name, _, icon_name, note in used:
            glyph = by_icon[icon_name]
            pen = BoundsPen(glyphs)
            glyphs[glyph].draw(pen)
            box = pen.bounds or (0, lo, 0, lo)
            entry = {"font": prefix, "icon": icon_name, "glyph": order.index(glyph),
                     "ink": [round(v / upem, 5) for v in box]}
            if note:
                entry["note"] = note
            result["symbols"][name] = entry
    result["symbols"] = dict(sorted(result["symbols"].items()))
    # One symbol a line: reviewable diffs.
    with open(os.path.join(HERE, "symbols.json"), "w", encoding="utf-8") as f:
        f.write('{"fonts": ' + json.dumps(result["fonts"], sort_keys=True) + ',\n "symbols": {\n')
        lines = [f"  {json.dumps(k)}: {json.dumps(v, sort_keys=True, ensure_ascii=False)}"
                 for k, v in result["symbols"].items()]
        f.write(",\n".join(lines) + "\n}}\n")
    print(f"{len(result['symbols'])} symbols")


if __name__ == "__main__":
    main()
