/*
 * Rows of a PNG before compression: premultiplied ARGB32 turned into straight-alpha RGB(A)
 * bytes, and the five PNG filters (ISO 15948 / W3C PNG, section 9). Plain integer C that
 * compilers vectorize, built portable, for AVX2 and for AVX-512 (x86-64): the results are defined
 * by the format, so every build gives the same bytes and only the speed differs.
 */
#pragma once
#include <stddef.h>
#include <stdint.h>

enum { WR_FILTER_NONE = 0, WR_FILTER_SUB = 1, WR_FILTER_UP = 2, WR_FILTER_AVERAGE = 3, WR_FILTER_PAETH = 4 };

/* ceil(2^24 / a) for a in 1...255, 0 for a = 0: floor(n * f[a] / 2^24) = floor(n / a) for every
 * n <= 255 * a + a / 2 (a channel at most its alpha, plus the rounding half), and the product
 * fits 32 bits. With e = f[a] * a - 2^24 < a, the quotient is n / a + n * e / (a * 2^24), which
 * stays below the next integer while n * e < 2^24: n < 65,280 and e < 255 give at most
 * 16,548,608. Every (a, c) pair is checked against the division (FastPNGEncoderTests). */
extern const uint32_t wr_unpremultiply_factors[256];

/* Filters `row` (n bytes, bpp bytes a pixel) against `prev` (the row above; zeros for the
 * first row) into `out`, without the filter-type byte. */
void wr_filter_row(int type, const uint8_t *row, const uint8_t *prev, size_t n, size_t bpp, uint8_t *out);

/* The sum of the residuals' magnitudes read as signed bytes: libpng's measure for choosing a
 * filter (the smaller, the better the row usually compresses). */
uint64_t wr_residual_cost(const uint8_t *residuals, size_t n);

/* The row functions of one build. */
typedef struct wr_row_ops {
    /* Straight-alpha RGB (with_alpha 0, every pixel opaque) or RGBA bytes for one row
     * (wr_png_straight_row in CImageCodecs.h says what each byte is). */
    void (*unpremultiply_row)(const uint32_t *src, uint8_t *dst, uint32_t width, int with_alpha);
    void (*filter_row)(int type, const uint8_t *row, const uint8_t *prev, size_t n, size_t bpp, uint8_t *out);
    uint64_t (*residual_cost)(const uint8_t *residuals, size_t n);
    /* Bit x of the bitmap `same` (bit x & 63 of word x >> 6) is set when pixel x of the row
     * (width pixels, bpp bytes each) equals pixel x - 1. Writes width / 64 + 2 words; every bit
     * from pixel `width` on is 0. */
    void (*same_as_left)(const uint8_t *row, size_t width, size_t bpp, uint64_t *same);
} wr_row_ops;

/* The fastest build this CPU runs within the limits of `flags` (WR_PNG_PORTABLE,
 * WR_PNG_AT_MOST_AVX2). */
const wr_row_ops *wr_row_ops_for(int flags);
