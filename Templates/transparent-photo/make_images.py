"""Generates logo.png and wallpaper.png for the transparent-photo template (run once; output committed).

logo.png: 360x360, transparent outside a round badge: a warm gradient disc with a white aperture ring.
wallpaper.png: 600x600, a stand-in for a home-screen crop: a soft teal-to-violet wallpaper with glows.
Deterministic: no randomness. Pure Python (zlib), no imaging library needed.
"""
import math, struct, zlib, os

HERE = os.path.dirname(os.path.abspath(__file__))

def write_png(path, w, h, rgba):
    raw = b''.join(b'\x00' + bytes(rgba[y * w * 4:(y + 1) * w * 4]) for y in range(h))
    def chunk(t, b): return struct.pack('>I', len(b)) + t + b + struct.pack('>I', zlib.crc32(t + b) & 0xffffffff)
    with open(path, 'wb') as f:
        f.write(b'\x89PNG\r\n\x1a\n' + chunk(b'IHDR', struct.pack('>IIBBBBB', w, h, 8, 6, 0, 0, 0))
                + chunk(b'IDAT', zlib.compress(raw, 9)) + chunk(b'IEND', b''))

def clamp(v): return max(0.0, min(1.0, v))
def mix(a, b, t): return tuple(a[i] + (b[i] - a[i]) * t for i in range(len(a)))

def logo():
    n = 360; c = n / 2; px = bytearray(n * n * 4)
    for y in range(n):
        for x in range(n):
            dx, dy = x + 0.5 - c, y + 0.5 - c; d = math.hypot(dx, dy)
            cover = clamp(170 - d + 0.5)                       # the disc, antialiased
            if cover <= 0: continue
            t = clamp((x + y) / (2 * n))
            col = mix((255, 159, 10), (255, 55, 95), t)        # orange to pink
            ring = clamp(1 - abs(d - 96) + 12) * clamp(d - 40)  # white ring, 24 px wide
            ang = math.atan2(dy, dx)
            blades = 0.5 + 0.5 * math.cos(6 * ang + d / 18)      # an aperture-like swirl inside the ring
            inner = clamp(84 - d) * (0.18 + 0.22 * blades)
            white = clamp(ring + inner)
            col = mix(col, (255, 255, 255), white)
            # a soft shade toward the bottom right
            col = mix(col, (0, 0, 0), 0.12 * clamp((dx + dy) / n))
            k = (y * n + x) * 4
            px[k:k + 4] = bytes([int(col[0]), int(col[1]), int(col[2]), int(255 * cover)])
    write_png(os.path.join(HERE, 'logo.png'), n, n, px)

def wallpaper():
    n = 600; px = bytearray(n * n * 4)
    glows = [(150, 120, 220, (120, 240, 220)), (480, 430, 260, (200, 120, 255)), (420, 90, 180, (255, 200, 150))]
    for y in range(n):
        for x in range(n):
            t = clamp((x * 0.4 + y) / (1.4 * n))
            col = mix((34, 120, 140), (70, 40, 120), t)
            for gx, gy, r, gc in glows:
                g = math.exp(-((x - gx) ** 2 + (y - gy) ** 2) / (2 * r * r)) * 0.55
                col = mix(col, gc, g)
            k = (y * n + x) * 4
            px[k:k + 4] = bytes([int(col[0]), int(col[1]), int(col[2]), 255])
    write_png(os.path.join(HERE, 'wallpaper.png'), n, n, px)

logo(); wallpaper()
