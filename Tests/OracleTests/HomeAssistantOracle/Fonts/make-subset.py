#!/usr/bin/env python3
"""Makes MaterialDesignIcons-abtesting.ttf: the Material Design Icons webfont cut down to the one
icon the home-assistant tile previews draw (mdi "ab-testing", U+F01C9), as a user font folder for
the oracle comparison (the app draws its icons with Font.custom("Material Design Icons", size:)).

Source: PyPI package fonticon-materialdesignicons7 7.2.96, file
fonticon_mdi7/fonts/materialdesignicons-webfont.ttf (Pictogrammers; fonts Apache-2.0, see
LICENSE-MaterialDesignIcons.md). Reproduce:

    pip download --no-deps fonticon-materialdesignicons7==7.2.96 && unzip fonticon_materialdesignicons7-*.whl
    pip install fonttools
    python3 make-subset.py fonticon_mdi7/fonts/materialdesignicons-webfont.ttf
"""
import sys
from fontTools import subset

source = sys.argv[1]
options = subset.Options()
options.name_IDs = ["*"]          # keep the family and PostScript names Font.custom matches
options.notdef_outline = True
options.recalc_timestamp = False  # same bytes every run
font = subset.load_font(source, options)
subsetter = subset.Subsetter(options)
subsetter.populate(unicodes=[0xF01C9])
subsetter.subset(font)
subset.save_font(font, "MaterialDesignIcons-abtesting.ttf", options)
