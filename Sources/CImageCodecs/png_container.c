/* PNG signature and chunks around the IDAT data. */
#include "png_container.h"
#include <libdeflate.h>
#include <string.h>

void wr_put32be(uint8_t *p, uint32_t v) {
    p[0] = (uint8_t)(v >> 24); p[1] = (uint8_t)(v >> 16); p[2] = (uint8_t)(v >> 8); p[3] = (uint8_t)v;
}

/* Writes the chunk's length and type at p, and its CRC after `length` data bytes already at p + 8. */
static size_t wr_chunk_around(uint8_t *p, const char type[4], uint32_t length) {
    wr_put32be(p, length);
    memcpy(p + 4, type, 4);
    wr_put32be(p + 8 + length, libdeflate_crc32(0, p + 4, 4 + (size_t)length));
    return 12 + (size_t)length;
}

void wr_png_start(uint8_t *png, uint32_t width, uint32_t height, int opaque) {
    static const uint8_t signature[8] = {0x89, 'P', 'N', 'G', '\r', '\n', 0x1A, '\n'};
    memcpy(png, signature, 8);
    uint8_t *ihdr = png + 8 + 8;
    wr_put32be(ihdr, width);
    wr_put32be(ihdr + 4, height);
    ihdr[8] = 8;                    /* bit depth */
    ihdr[9] = opaque ? 2 : 6;       /* RGB or RGBA */
    ihdr[10] = ihdr[11] = ihdr[12] = 0;
    size_t pos = 8 + wr_chunk_around(png + 8, "IHDR", 13);
    png[pos + 8] = 0;               /* sRGB rendering intent: perceptual */
    pos += wr_chunk_around(png + pos, "sRGB", 1);
    memcpy(png + pos + 4, "IDAT", 4);
}

size_t wr_png_finish(uint8_t *png, size_t idat_size) {
    size_t pos = WR_PNG_PREFIX - 8;
    pos += wr_chunk_around(png + pos, "IDAT", (uint32_t)idat_size);
    pos += wr_chunk_around(png + pos, "IEND", 0);
    return pos;
}
