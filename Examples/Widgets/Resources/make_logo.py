"""Generates logo.png, the transparent-photo example's logo (run once; output committed).

A 360x360 RGBA badge on a transparent background: an orange-to-pink disc with a white ring and a
white five-pointed star, antialiased by 4x4 supersampling. Deterministic.
"""
import math, os, struct, zlib

N, SS = 360, 4
C = N / 2

def star_inside(x, y, r_out, r_in):
    a = math.atan2(x, -y) % (2 * math.pi)
    sector = 2 * math.pi / 10
    k = int(a // sector)
    t = (a - k * sector) / sector
    r0, r1 = (r_out, r_in) if k % 2 == 0 else (r_in, r_out)
    a0, a1 = k * sector, (k + 1) * sector
    p0 = (r0 * math.sin(a0), -r0 * math.cos(a0))
    p1 = (r1 * math.sin(a1), -r1 * math.cos(a1))
    # inside if on the origin's side of the edge p0-p1
    cross = (p1[0] - p0[0]) * (y - p0[1]) - (p1[1] - p0[1]) * (x - p0[0])
    cross0 = (p1[0] - p0[0]) * (0 - p0[1]) - (p1[1] - p0[1]) * (0 - p0[0])
    return cross * cross0 >= 0

def sample(x, y):
    dx, dy = x - C, y - C
    r = math.hypot(dx, dy)
    if r > 170: return (0, 0, 0, 0)
    if r > 150: return (255, 255, 255, 255)
    if star_inside(dx, dy, 110, 45): return (255, 255, 255, 255)
    t = (dy + 150) / 300
    return (int(255 * (1 - t) + 236 * t), int(160 * (1 - t) + 72 * t), int(40 * (1 - t) + 140 * t), 255)

rows = bytearray()
for py in range(N):
    rows.append(0)
    for px in range(N):
        acc = [0, 0, 0, 0]
        for sy in range(SS):
            for sx in range(SS):
                r, g, b, a = sample(px + (sx + 0.5) / SS, py + (sy + 0.5) / SS)
                acc[0] += r * a; acc[1] += g * a; acc[2] += b * a; acc[3] += a
        a = acc[3] / (SS * SS)
        if acc[3] == 0:
            rows += bytes(4)
        else:
            rows += bytes([round(acc[0] / acc[3]), round(acc[1] / acc[3]), round(acc[2] / acc[3]), round(a)])

def chunk(kind, data):
    c = kind + data
    return struct.pack(">I", len(data)) + c + struct.pack(">I", zlib.crc32(c) & 0xFFFFFFFF)

out = os.path.join(os.path.dirname(os.path.abspath(__file__)), "logo.png")
with open(out, "wb") as f:
    f.write(b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", N, N, 8, 6, 0, 0, 0))
            + chunk(b"sRGB", b"\x00") + chunk(b"IDAT", zlib.compress(bytes(rows), 9)) + chunk(b"IEND", b""))
print(out, os.path.getsize(out), "bytes")
