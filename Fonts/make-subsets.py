#!/usr/bin/env python3
"""Reproduces the bundled CJK and emoji fonts from the Debian packages they come from.

    apt-get install -y fonts-noto-cjk fonts-noto-color-emoji unicode-data
    pip install fonttools
    python3 Fonts/make-subsets.py            # writes Fonts/NotoSansCJK/*.otf, Fonts/NotoColorEmoji/*.ttf

Sources (Debian 12 "bookworm"; also recorded in Fonts/README.md and each folder's OFL.txt):
- fonts-noto-cjk 1:20220127+repack1-1: /usr/share/fonts/opentype/noto/NotoSansCJK-{Regular,Bold}.ttc,
  face 2 of each collection is "Noto Sans CJK SC" (Simplified Chinese glyph forms).
- fonts-noto-color-emoji 2.042-0+deb12u1: /usr/share/fonts/truetype/noto/NotoColorEmoji.ttf (CBDT).
- fonts-noto-ui-core 20201225-1: /usr/share/fonts/truetype/noto/NotoSansArabicUI-{Regular,Bold}.ttf
  (the UI cut: vertical metrics that fit a UI line, unlike Noto Sans Arabic's 2.1 em).
- fonts-noto-core 20201225-1: /usr/share/fonts/truetype/noto/NotoSansHebrew-{Regular,Bold}.ttf.
- unicode-data 15.0.0-1: /usr/share/unicode/emoji/emoji-test.txt (the RGI emoji list).
- fonts-noto-core 20201225-1: NotoSerif-{Regular,Bold,Italic,BoldItalic}.ttf and fonts-noto-mono
  20201225-1: NotoSansMono-{Regular,Bold}.ttf (/usr/share/fonts/truetype/noto/), the bundled
  stand-ins for New York (`.serif`) and SF Mono (`.monospaced`), cut to DESIGN_UNICODES (Latin,
  Greek, Cyrillic, punctuation, currency, arrows), hints dropped. `python3 Fonts/make-subsets.py
  designs` rebuilds only these (apt-get install fonts-noto-core fonts-noto-mono).

CJK character set (what a widget in Chinese or Japanese needs, nothing more):
- every character of GB 2312 (6,763 hanzi plus its symbols, full-width ASCII, kana, Greek, Cyrillic,
  box drawing), enumerated with Python's gb2312 codec;
- the kanji of JIS X 0208 levels 1 and 2 (Japanese), the level-1 hanzi of Big5 (common
  Traditional Chinese) and the 2,350 Hangul syllables of KS X 1001 (common Korean), enumerated
  with the euc_jp, big5 and euc_kr codecs; Japanese and Traditional Chinese are drawn with the
  Simplified Chinese glyph forms of the SC face (a fallback, not a Japanese or TC typeface);
- hiragana, katakana and their extensions (U+3040–30FF, U+31F0–31FF), CJK symbols and punctuation
  (U+3000–303F), bopomofo as far as GB 2312 has it, half- and full-width forms (U+FF00–FFEF), CJK compatibility forms and vertical
  forms (U+FE10–FE1F, U+FE30–FE4F), general punctuation (U+2000–206F) and Latin-1 punctuation.
Hints are dropped (WidgetRender renders unhinted), as are vertical metrics and the vertical and
`locl` layout features with the glyphs only they reach (WidgetRender sets text horizontally and
shapes with the undetermined language, so Simplified Chinese forms are the only ones drawn).

Arabic and Hebrew: every glyph kept, TrueType hints dropped (WidgetRender renders unhinted).

Emoji: the glyphs reachable from the fully-qualified RGI emoji sequences of emoji-test.txt (plus
the components they are built from, through the font's GSUB ligatures). Bitmaps are kept as they
are (CBDT, 136x128 strike at 109 ppem).
"""
import os
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
CJK_SOURCE = "/usr/share/fonts/opentype/noto/NotoSansCJK-{weight}.ttc"
CJK_FACE_SC = 2
RTL_SOURCES = [("/usr/share/fonts/truetype/noto/NotoSansArabicUI-%s.ttf", "NotoSansArabicUI"),
               ("/usr/share/fonts/truetype/noto/NotoSansHebrew-%s.ttf", "NotoSansHebrew")]
EMOJI_SOURCE = "/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf"
EMOJI_TEST = "/usr/share/unicode/emoji/emoji-test.txt"
DESIGN_SOURCES = [("NotoSerif", ["Regular", "Bold", "Italic", "BoldItalic"]), ("NotoSansMono", ["Regular", "Bold"])]
DESIGN_UNICODES = "0020-007E,00A0-024F,0370-03FF,0400-04FF,2000-206F,20A0-20CF,2100-214F,2190-21FF,2212,25CC"


def gb2312_characters():
    out = set()
    for hi in range(0xA1, 0xF8):
        for lo in range(0xA1, 0xFF):
            try:
                out.add(ord(bytes([hi, lo]).decode("gb2312")))
            except UnicodeDecodeError:
                pass
    return out


def decode_all(codec, leads, trails):
    out = set()
    for hi in leads:
        for lo in trails:
            try:
                text = bytes([hi, lo]).decode(codec)
            except UnicodeDecodeError:
                continue
            if len(text) == 1:
                out.add(ord(text))
    return out


def jis_kanji():
    """JIS X 0208 kanji, levels 1 and 2 (rows 16–84, EUC-JP lead bytes 0xB0–0xF4)."""
    return decode_all("euc_jp", range(0xB0, 0xF5), range(0xA1, 0xFF))


def big5_level1():
    """Big5 level-1 hanzi (frequently used, 0xA440–0xC67E): common Traditional Chinese."""
    chars = decode_all("big5", range(0xA4, 0xC7), list(range(0x40, 0x7F)) + list(range(0xA1, 0xFF)))
    return {c for c in chars if 0x4E00 <= c <= 0x9FFF}


def ksx1001_hangul():
    """The 2,350 Hangul syllables of KS X 1001 (EUC-KR 0xB0A1–0xC8FE): common Korean."""
    return {c for c in decode_all("euc_kr", range(0xB0, 0xC9), range(0xA1, 0xFF)) if 0xAC00 <= c <= 0xD7A3}


def cjk_codepoints():
    cps = gb2312_characters() | jis_kanji() | big5_level1() | ksx1001_hangul()
    ranges = [(0x3000, 0x303F), (0x3040, 0x30FF), (0x31F0, 0x31FF), (0xFF00, 0xFFEF),
              (0xFE10, 0xFE1F), (0xFE30, 0xFE4F), (0x2000, 0x206F), (0x00A0, 0x00BF)]
    for lo, hi in ranges:
        cps.update(range(lo, hi + 1))
    return sorted(cps)


def rgi_emoji_sequences():
    seqs = []
    with open(EMOJI_TEST, encoding="utf-8") as f:
        for line in f:
            line = line.split("#", 1)[0].strip()
            if not line or ";" not in line:
                continue
            points, status = (part.strip() for part in line.split(";", 1))
            if status == "fully-qualified":
                seqs.append("".join(chr(int(p, 16)) for p in points.split()))
    return seqs


def run(args):
    shown = [a if len(a) < 120 else a[:60] + "…(%d chars)" % len(a) for a in args]
    print("+", " ".join(shown), file=sys.stderr)
    subprocess.run(args, check=True)


def designs():
    for family, styles in DESIGN_SOURCES:
        for style in styles:
            run([sys.executable, "-m", "fontTools.subset", "/usr/share/fonts/truetype/noto/%s-%s.ttf" % (family, style),
                 "--unicodes=" + DESIGN_UNICODES, "--layout-features=*", "--no-hinting", "--name-IDs=*",
                 "--notdef-outline", "--output-file=" + os.path.join(HERE, family, "%s-%s.ttf" % (family, style))])


def main():
    designs()
    if sys.argv[1:] == ["designs"]:
        return
    unicodes = ",".join("%04X" % c for c in cjk_codepoints())
    for weight in ("Regular", "Bold"):
        run([sys.executable, "-m", "fontTools.subset", CJK_SOURCE.format(weight=weight),
             "--font-number=%d" % CJK_FACE_SC, "--unicodes=" + unicodes,
             "--no-hinting", "--drop-tables+=vhea,vmtx,VORG,BASE,DSIG", "--name-IDs=*",
             "--layout-features-=locl,vert,vrt2,vkrn,vhal,valt,vpal",
             "--notdef-outline", "--recommended-glyphs",
             "--output-file=" + os.path.join(HERE, "NotoSansCJK", "NotoSansCJKsc-%s-subset.otf" % weight)])

    for pattern, folder in RTL_SOURCES:
        for weight in ("Regular", "Bold"):
            run([sys.executable, "-m", "fontTools.subset", pattern % weight, "--unicodes=*",
                 "--glyphs=*", "--layout-features=*", "--no-hinting", "--name-IDs=*", "--notdef-outline",
                 "--output-file=" + os.path.join(HERE, folder, "%s-%s.ttf" % (folder, weight))])

    with tempfile.NamedTemporaryFile("w", suffix=".txt", delete=False, encoding="utf-8") as text:
        text.write("\n".join(rgi_emoji_sequences()))
    try:
        run([sys.executable, "-m", "fontTools.subset", EMOJI_SOURCE, "--text-file=" + text.name,
             "--name-IDs=*", "--notdef-outline", "--recommended-glyphs",
             "--output-file=" + os.path.join(HERE, "NotoColorEmoji", "NotoColorEmoji-RGI.ttf")])
    finally:
        os.unlink(text.name)


if __name__ == "__main__":
    main()
