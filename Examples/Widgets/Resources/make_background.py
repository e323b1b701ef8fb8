"""Generates mountains.png, the countdown example's background photo (run once; output committed).

A dusk landscape: a vertical sky gradient, a sun, three mountain ridges from layered sine
waves, and light grain so it compresses and scales like a photo. Deterministic (fixed seed).
"""
import math, random, struct, zlib

W, H = 600, 600
random.seed(20200927)

def lerp(a, b, t):
    return tuple(int(round(a[i] + (b[i] - a[i]) * t)) for i in range(3))

sky_top, sky_mid, sky_low = (32, 40, 96), (148, 86, 140), (250, 170, 110)
ridges = [  # (base height fraction, amplitude, frequencies, color)
    (0.58, 0.06, (2.1, 5.3, 11.0), (96, 62, 110)),
    (0.68, 0.05, (3.3, 7.1, 13.0), (58, 40, 84)),
    (0.80, 0.04, (1.7, 4.9, 17.0), (28, 22, 52)),
]
phase = [[random.uniform(0, 6.28) for _ in range(3)] for _ in ridges]

def ridge_y(i, x):
    base, amp, freqs, _ = ridges[i]
    u = x / W
    y = base
    for k, f in enumerate(freqs):
        y -= amp / (k + 1) * math.sin(u * f * math.pi + phase[i][k])
    return y * H

rows = []
sun = (W * 0.68, H * 0.47, H * 0.075)
for y in range(H):
    row = bytearray([0])  # filter: none
    t = y / H
    base = lerp(sky_top, sky_mid, t / 0.45) if t < 0.45 else lerp(sky_mid, sky_low, min(1, (t - 0.45) / 0.25))
    for x in range(W):
        c = base
        d = math.hypot(x - sun[0], y - sun[1])
        if d < sun[2] * 3:
            glow = max(0.0, 1 - d / (sun[2] * 3)) ** 2 * 0.6
            c = lerp(c, (255, 236, 190), glow)
        if d < sun[2] + 0.5:
            c = lerp(c, (255, 240, 205), min(1.0, sun[2] + 0.5 - d))
        for i in range(len(ridges)):
            coverage = y + 0.5 - ridge_y(i, x)  # anti-aliased edge: partial coverage blends
            if coverage > 0:
                c = lerp(c, ridges[i][3], min(1.0, coverage))
        g = random.randint(-3, 3)
        row += bytes(max(0, min(255, v + g)) for v in c)
    rows.append(bytes(row))

raw = b"".join(rows)
def chunk(tag, data):
    return struct.pack(">I", len(data)) + tag + data + struct.pack(">I", zlib.crc32(tag + data) & 0xFFFFFFFF)
png = b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", W, H, 8, 2, 0, 0, 0)) + chunk(b"IDAT", zlib.compress(raw, 9)) + chunk(b"IEND", b"")
open("mountains.png", "wb").write(png)
print(len(png), "bytes")
