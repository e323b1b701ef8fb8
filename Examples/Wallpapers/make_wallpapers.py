"""Generates the example home-screen screenshots: wallpaper-<width>x<height>-<light|dark>.png.

Each is a stand-in for a screenshot of an empty home-screen page at a real iPhone screenshot
size: a two-axis gradient of flat 10 pt cells crossed by a 1 px grid every 10 pt (heavier every 50 pt) and
diagonal hairlines every 40 pt, with page dots and a dock. Any crop that is off by a pixel
shows as a broken line where the widget meets the wallpaper. Deterministic; run once,
outputs committed:

    python3 Examples/Wallpapers/make_wallpapers.py
"""
import os, struct, zlib

HERE = os.path.dirname(os.path.abspath(__file__))
DEVICES = [(1170, 2532, 3), (1290, 2796, 3)]
SCHEMES = {
    "light": dict(tl=(150, 190, 240), tr=(200, 170, 235), bl=(250, 215, 170), br=(240, 170, 180),
                  minor=0.88, major=0.72, diag=0.80, dock=(255, 255, 255), dock_alpha=0.35),
    "dark": dict(tl=(16, 22, 58), tr=(48, 20, 70), bl=(60, 34, 40), br=(20, 48, 64),
                 minor=1.35, major=1.9, diag=1.6, dock=(255, 255, 255), dock_alpha=0.12),
}

def png(path, w, h, rows):
    def chunk(kind, data):
        c = kind + data
        return struct.pack(">I", len(data)) + c + struct.pack(">I", zlib.crc32(c) & 0xFFFFFFFF)
    raw = bytearray()
    prev = bytes(w * 3)
    for row in rows:
        raw.append(2)  # Up filter: the gradient changes little from row to row
        raw += bytes((row[i] - prev[i]) & 0xFF for i in range(len(row)))
        prev = row
    with open(path, "wb") as f:
        f.write(b"\x89PNG\r\n\x1a\n")
        f.write(chunk(b"IHDR", struct.pack(">IIBBBBB", w, h, 8, 2, 0, 0, 0)))
        f.write(chunk(b"sRGB", b"\x00"))
        f.write(chunk(b"IDAT", zlib.compress(bytes(raw), 9)))
        f.write(chunk(b"IEND", b""))

def clamp(v):
    return 0 if v < 0 else 255 if v > 255 else int(v + 0.5)

def make(w, h, scale, scheme):
    s = SCHEMES[scheme]
    minor, major, diag = 10 * scale, 50 * scale, 40 * scale
    dock_top, dock_bottom = h - 34 * scale - 96 * scale, h - 34 * scale
    dock_left, dock_right = 12 * scale, w - 12 * scale
    dots_y, dot_r = dock_top - 22 * scale, 3.5 * scale
    for y in range(h):
        # Each 10 pt cell is flat (the gradient at its center): flat cells compress well.
        v = min(1.0, (y // minor * minor + minor / 2) / (h - 1))
        left = [s["tl"][c] * (1 - v) + s["bl"][c] * v for c in range(3)]
        right = [s["tr"][c] * (1 - v) + s["br"][c] * v for c in range(3)]
        row = bytearray(w * 3)
        major_row, minor_row = y % major == 0, y % minor == 0
        in_dock = dock_top <= y < dock_bottom
        for x in range(w):
            u = min(1.0, (x // minor * minor + minor / 2) / (w - 1))
            col = [left[c] * (1 - u) + right[c] * u for c in range(3)]
            f = 1.0
            if major_row or x % major == 0:
                f = s["major"]
            elif minor_row or x % minor == 0:
                f = s["minor"]
            elif (x + y) % diag == 0:
                f = s["diag"]
            col = [c * f for c in col]
            if in_dock and dock_left <= x < dock_right:
                a = s["dock_alpha"]
                col = [c * (1 - a) + s["dock"][i] * a for i, c in enumerate(col)]
            dx, dy = x - (w / 2 - 8 * scale), y - dots_y
            dx2 = x - (w / 2 + 8 * scale)
            if dx * dx + dy * dy <= dot_r * dot_r or dx2 * dx2 + dy * dy <= dot_r * dot_r:
                col = [255, 255, 255] if dx * dx + dy * dy <= dot_r * dot_r else [c * 0.6 + 100 for c in col]
            i = x * 3
            row[i], row[i + 1], row[i + 2] = clamp(col[0]), clamp(col[1]), clamp(col[2])
        yield bytes(row)

if __name__ == "__main__":
    for w, h, scale in DEVICES:
        for scheme in SCHEMES:
            path = os.path.join(HERE, f"wallpaper-{w}x{h}-{scheme}.png")
            png(path, w, h, make(w, h, scale, scheme))
            print(path, os.path.getsize(path), "bytes")
