#!/usr/bin/env python3
"""Makes the user-font-folder fixtures: open DejaVu faces (Debian fonts-dejavu-core, Bitstream Vera
licence with DejaVu changes in the public domain, see LICENSE-DejaVu.txt) cut to Basic Latin and
renamed so that they stand in for Apple's SF Pro, SF Pro Rounded, SF Mono and New York files,
which are never committed. The Vera licence asks modified fonts to drop the "Bitstream"/"Vera"
names, which the renaming does. Reproduce: apt-get install fonts-dejavu-core; pip install
fonttools; python3 make-fixtures.py
"""
from fontTools import subset

SRC = "/usr/share/fonts/truetype/dejavu/"
FIXTURES = [
    # file, source, family, style, PostScript name, usWeightClass, usWidthClass
    ("StandIn-SFProText-Regular.ttf", "DejaVuSans.ttf", "SF Pro Text", "Regular", "SFProText-Regular", 400, 5),
    ("StandIn-SFProText-Bold.ttf", "DejaVuSans-Bold.ttf", "SF Pro Text", "Bold", "SFProText-Bold", 700, 5),
    ("StandIn-SFProText-CondensedRegular.ttf", "DejaVuSansCondensed.ttf", "SF Pro Text", "Condensed Regular",
     "SFProText-CondensedRegular", 400, 3),
    ("StandIn-SFProRounded-Regular.ttf", "DejaVuSans-ExtraLight.ttf", "SF Pro Rounded", "Regular", "SFProRounded-Regular", 400, 5),
    ("StandIn-SFMono-Regular.ttf", "DejaVuSansMono.ttf", "SF Mono", "Regular", "SFMono-Regular", 400, 5),
    ("StandIn-NewYorkSmall-Regular.ttf", "DejaVuSerif.ttf", "New York Small", "Regular", "NewYorkSmall-Regular", 400, 5),
]

for out, source, family, style, postscript, weight, width in FIXTURES:
    options = subset.Options()
    options.name_IDs = ["*"]
    options.recalc_timestamp = False
    font = subset.load_font(SRC + source, options)
    subsetter = subset.Subsetter(options)
    subsetter.populate(unicodes=range(0x20, 0x7F))
    subsetter.subset(font)
    name = font["name"]
    name.names = [n for n in name.names if n.nameID not in (1, 2, 3, 4, 6, 16, 17)]
    for nid, value in [(1, family), (2, style), (3, postscript), (4, f"{family} {style}"), (6, postscript),
                       (16, family), (17, style)]:
        name.setName(value, nid, 3, 1, 0x409)
    font["OS/2"].usWeightClass = weight
    font["OS/2"].usWidthClass = width
    subset.save_font(font, out, options)
