#!/usr/bin/env python3
"""Writes the tiny PNG and JPEG fixtures used by WidgetImageIOTests (standard library only).

Run once from this folder: `python3 make_fixtures.py`. The output is deterministic, and the
tests assert the exact pixel values chosen here, so change both together.

PNGs are assembled chunk by chunk (zlib + struct) so that every color type and bit depth can be
produced. JPEGs use a minimal baseline encoder for images made of flat 8x8 blocks: with a
quantization table of all ones only the DC coefficient (8 * (sample - 128)) is non-zero, so
the decoder reproduces each block's sample exactly and no DCT code is needed here.
"""
import struct
import zlib

# --- PNG ---------------------------------------------------------------------------------

def chunk(kind, data):
    body = kind + data
    return struct.pack(">I", len(data)) + body + struct.pack(">I", zlib.crc32(body) & 0xFFFFFFFF)


def pack_row(samples, depth):
    """Packs one row of integer samples at `depth` bits (big-endian, MSB first)."""
    if depth == 8:
        return bytes(samples)
    if depth == 16:
        return b"".join(struct.pack(">H", s) for s in samples)
    out, acc, bits = bytearray(), 0, 0
    for s in samples:
        acc = (acc << depth) | s
        bits += depth
        if bits == 8:
            out.append(acc)
            acc, bits = 0, 0
    if bits:
        out.append(acc << (8 - bits))
    return bytes(out)


def png(width, height, depth, color_type, rows, extra=b"", interlaced=False):
    """rows: height lists of samples (channels interleaved) for width pixels each."""
    channels = {0: 1, 2: 3, 3: 1, 4: 2, 6: 4}[color_type]
    if interlaced:
        raw = b""
        for x0, y0, dx, dy in [(0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4),
                               (0, 2, 2, 4), (1, 0, 2, 2), (0, 1, 1, 2)]:
            for y in range(y0, height, dy):
                samples = []
                for x in range(x0, width, dx):
                    samples += rows[y][x * channels:(x + 1) * channels]
                if samples:
                    raw += b"\x00" + pack_row(samples, depth)
    else:
        raw = b"".join(b"\x00" + pack_row(r, depth) for r in rows)
    ihdr = struct.pack(">IIBBBBB", width, height, depth, color_type, 0, 0, 1 if interlaced else 0)
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", ihdr) + extra
            + chunk(b"IDAT", zlib.compress(raw, 9)) + chunk(b"IEND", b""))


def palette(colors):
    return chunk(b"PLTE", bytes(c for rgb in colors for c in rgb))


def write(name, data):
    with open(name, "wb") as f:
        f.write(data)


def make_pngs():
    # Palette, 8-bit: red opaque, green alpha 128, blue alpha 0, white (no tRNS entry: opaque).
    write("palette_trns.png", png(4, 1, 8, 3, [[0, 1, 2, 3]],
          palette([(255, 0, 0), (0, 255, 0), (0, 0, 255), (255, 255, 255)]) + chunk(b"tRNS", bytes([255, 128, 0]))))
    # Palette, 2-bit, 5x1 (row not a whole byte): indices 3, 2, 1, 0, 3.
    write("palette_2bit.png", png(5, 1, 2, 3, [[3, 2, 1, 0, 3]],
          palette([(10, 20, 30), (40, 50, 60), (70, 80, 90), (100, 110, 120)])))
    # Gray, 1-bit, 10x2: row 0 alternates starting with white, row 1 is white then black.
    write("gray_1bit.png", png(10, 2, 1, 0, [[1, 0] * 5, [1] * 5 + [0] * 5]))
    # Gray, 4-bit, 16x1: sample x, which expands to x * 17.
    write("gray_4bit.png", png(16, 1, 4, 0, [list(range(16))]))
    # Gray, 8-bit, with tRNS: gray 64 is transparent.
    write("gray_trns.png", png(3, 1, 8, 0, [[0, 64, 255]], chunk(b"tRNS", struct.pack(">H", 64))))
    # Gray + alpha, 8-bit: (200, 255), (200, 100), (50, 0).
    write("gray_alpha.png", png(3, 1, 8, 4, [[200, 255, 200, 100, 50, 0]]))
    # Gray + alpha, 16-bit: (0x8080, 0xFFFF), (0xFFFF, 0x8080).
    write("gray_alpha_16bit.png", png(2, 1, 16, 4, [[0x8080, 0xFFFF, 0xFFFF, 0x8080]]))
    # RGB, 8-bit, 2x2: red, green / blue, (1, 2, 3).
    write("rgb.png", png(2, 2, 8, 2, [[255, 0, 0, 0, 255, 0], [0, 0, 255, 1, 2, 3]]))
    # RGB, 8-bit, with tRNS color key (1, 2, 3).
    write("rgb_trns.png", png(2, 1, 8, 2, [[255, 0, 0, 1, 2, 3]], chunk(b"tRNS", struct.pack(">HHH", 1, 2, 3))))
    # RGB, 16-bit: (0x0000, 0x8080, 0xFFFF), (0x1212, 0x3434, 0x5656) -> 8-bit high bytes.
    write("rgb_16bit.png", png(2, 1, 16, 2, [[0x0000, 0x8080, 0xFFFF, 0x1212, 0x3434, 0x5656]]))
    # RGBA, 8-bit: opaque orange (255, 128, 0, 255), half-transparent blue (0, 0, 255, 128).
    write("rgba.png", png(2, 1, 8, 6, [[255, 128, 0, 255, 0, 0, 255, 128]]))
    # RGBA, 16-bit: (0xFFFF, 0, 0, 0x8080).
    write("rgba_16bit.png", png(1, 1, 16, 6, [[0xFFFF, 0, 0, 0x8080]]))
    # Adam7 interlaced RGB, 9x9 (every pass non-empty): pixel (x, y) = (x*28, y*28, (x+y)*14).
    rows = [[v for x in range(9) for v in (x * 28, y * 28, (x + y) * 14)] for y in range(9)]
    write("interlaced.png", png(9, 9, 8, 2, rows, interlaced=True))
    # Decompression-bomb header: claims 100000x100000 RGBA; the IDAT holds one tiny row.
    ihdr = struct.pack(">IIBBBBB", 100000, 100000, 8, 6, 0, 0, 0)
    write("bomb_100000x100000.png", b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", ihdr)
          + chunk(b"IDAT", zlib.compress(b"\x00" * 16)) + chunk(b"IEND", b""))
    # Valid chunk structure and CRCs, but the IDAT payload is not a zlib stream.
    ihdr = struct.pack(">IIBBBBB", 4, 4, 8, 2, 0, 0, 0)
    write("corrupt_idat.png", b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", ihdr)
          + chunk(b"IDAT", bytes(range(7, 47))) + chunk(b"IEND", b""))

# --- JPEG --------------------------------------------------------------------------------

# The standard luminance DC table (JPEG Annex K.3): code lengths and symbols (categories).
DC_BITS = [0, 1, 5, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 0, 0, 0]
DC_VALUES = list(range(12))
# An AC table with one symbol, EOB (0x00), coded as the single bit 0.
AC_BITS = [1] + [0] * 15
AC_VALUES = [0]


def huffman_codes(bits, values):
    codes, code, k = {}, 0, 0
    for length in range(1, 17):
        for _ in range(bits[length - 1]):
            codes[values[k]] = (code, length)
            code += 1
            k += 1
        code <<= 1
    return codes


def marker(code, payload):
    return bytes([0xFF, code]) + struct.pack(">H", len(payload) + 2) + payload


class BitWriter:
    def __init__(self):
        self.out, self.acc, self.count = bytearray(), 0, 0

    def put(self, value, length):
        for i in range(length - 1, -1, -1):
            self.acc = (self.acc << 1) | ((value >> i) & 1)
            self.count += 1
            if self.count == 8:
                self.out.append(self.acc)
                if self.acc == 0xFF:
                    self.out.append(0)  # byte stuffing
                self.acc, self.count = 0, 0

    def finish(self):
        if self.count:
            self.put((1 << (8 - self.count)) - 1, 8 - self.count)  # pad with 1 bits
        return bytes(self.out)


def jpeg(blocks_wide, blocks_high, blocks, app):
    """blocks[row][col] = tuple of per-component samples of that flat 8x8 block."""
    components = len(blocks[0][0])
    dc_codes, ac_codes = huffman_codes(DC_BITS, DC_VALUES), huffman_codes(AC_BITS, AC_VALUES)
    data = marker(0xDB, bytes([0]) + bytes([1] * 64))  # quantization table 0: all ones
    data += marker(0xC0, struct.pack(">BHHB", 8, blocks_high * 8, blocks_wide * 8, components)
                   + b"".join(bytes([i + 1, 0x11, 0]) for i in range(components)))
    data += marker(0xC4, bytes([0x00]) + bytes(DC_BITS) + bytes(DC_VALUES)
                   + bytes([0x10]) + bytes(AC_BITS) + bytes(AC_VALUES))
    data += marker(0xDA, bytes([components]) + b"".join(bytes([i + 1, 0x00]) for i in range(components))
                   + bytes([0, 63, 0]))
    bits, predictions = BitWriter(), [0] * components
    for row in blocks:
        for block in row:  # one MCU: one block per component (all sampled 1x1)
            for c, sample in enumerate(block):
                dc = 8 * (sample - 128)
                diff, predictions[c] = dc - predictions[c], dc
                size = abs(diff).bit_length()
                bits.put(*dc_codes[size])
                if size:
                    bits.put(diff if diff >= 0 else diff + (1 << size) - 1, size)
                bits.put(*ac_codes[0])  # end of block
    return b"\xff\xd8" + app + data + bits.finish() + b"\xff\xd9"


JFIF = marker(0xE0, b"JFIF\x00" + bytes([1, 1, 0]) + struct.pack(">HH", 1, 1) + bytes([0, 0]))
ADOBE_CMYK = marker(0xEE, b"Adobe" + struct.pack(">HHHB", 100, 0, 0, 0))  # transform 0: no YCC


def ycbcr(r, g, b):
    clamp = lambda v: max(0, min(255, int(round(v))))
    return (clamp(0.299 * r + 0.587 * g + 0.114 * b),
            clamp(-0.168736 * r - 0.331264 * g + 0.5 * b + 128),
            clamp(0.5 * r - 0.418688 * g - 0.081312 * b + 128))


def make_jpegs():
    # 16x8 grayscale: left block 30, right block 200.
    write("gray.jpg", jpeg(2, 1, [[(30,), (200,)]], JFIF))
    # 16x16 YCbCr quadrants: red, green / blue, white.
    quadrants = [[ycbcr(255, 0, 0), ycbcr(0, 255, 0)], [ycbcr(0, 0, 255), ycbcr(255, 255, 255)]]
    write("color.jpg", jpeg(2, 2, quadrants, JFIF))
    # 24x8 Adobe CMYK, stored inverted (255 - ink): no ink, full cyan, half black (K = 128).
    write("cmyk_adobe.jpg", jpeg(3, 1, [[(255, 255, 255, 255), (0, 255, 255, 255), (255, 255, 255, 127)]], ADOBE_CMYK))


if __name__ == "__main__":
    make_pngs()
    make_jpegs()
