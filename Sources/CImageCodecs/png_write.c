/*
 * The compact PNG writer: PNG filters chosen per row, then libdeflate at any level.
 *
 * libdeflate compresses a whole buffer about twice as fast as zlib at the same level, and its
 * high levels give the smallest files of the libraries Debian ships; the fast writer
 * (png_fast.c) is the default, this one is for files kept or shipped. Buffers and compressors
 * come from this thread's scratch (encode_scratch.h), so a warm encode allocates nothing.
 */
#include "CImageCodecs.h"
#include "encode_scratch.h"
#include "internal.h"
#include "png_container.h"
#include "png_rows.h"
#include <libdeflate.h>
#include <string.h>

/*
 * The level that is fastest for "level 1" on this image. libdeflate's level 1 match finder is
 * faster than level 2 on photo-like rows (1014x474 RGBA: 6.3 ms against 10.3 ms) but about half
 * as fast on flat, repetitive rows (5.0-5.8 ms against 2.5-3.1 ms for widgets over gradients or
 * plain backgrounds). In flat images most residuals are zero (0.86-0.96 of the bytes of every
 * 16th row in the shipped templates) and in photos about half (0.5). Above 0.8, level 2 is used.
 */
static int wr_level_one_or_two(const uint8_t *filtered, size_t row_bytes, uint32_t height) {
    size_t zeros = 0, total = 0;
    for (uint32_t y = 0; y < height; y += 16) {
        const uint8_t *row = filtered + (size_t)y * row_bytes + 1; /* skip the filter-type byte */
        for (size_t i = 0; i + 1 < row_bytes; i++) zeros += row[i] == 0;
        total += row_bytes - 1;
    }
    return (total > 0 && zeros * 5 > total * 4) ? 2 : 1;
}

wr_status wr_png_encode(const uint32_t *pixels, uint32_t width, uint32_t height, int compression_level,
                        int filters, int flags, const uint8_t **out, size_t *out_size, char *message,
                        size_t message_size) {
    if (pixels == NULL || out == NULL || out_size == NULL || width == 0 || height == 0 ||
        width > 0x7FFFFFFFu || height > 0x7FFFFFFFu) {
        wr_set_message(message, message_size, "invalid image size or buffer");
        return WR_ERR_ARGUMENT;
    }
    if (compression_level < 0 || compression_level > 9) {
        wr_set_message(message, message_size, "compression level must be 0...9");
        return WR_ERR_ARGUMENT;
    }
    if ((filters & WR_PNG_FILTER_ALL) == 0 || (filters & ~WR_PNG_FILTER_ALL) != 0) {
        wr_set_message(message, message_size, "filters must be a non-empty mask of WR_PNG_FILTER_*");
        return WR_ERR_ARGUMENT;
    }
    *out = NULL;
    *out_size = 0;
    const wr_row_ops *ops = wr_row_ops_for(flags);

    size_t count = (size_t)width * height;
    int opaque = 1;
    for (size_t i = 0; i < count; i++) {
        if ((pixels[i] >> 24) != 0xFF) { opaque = 0; break; }
    }
    size_t bpp = opaque ? 3 : 4, stride = (size_t)width * bpp;
    if (stride + 1 > SIZE_MAX / 2 / height) {
        wr_set_message(message, message_size, "image too large to encode");
        return WR_ERR_ARGUMENT;
    }
    size_t raw_size = (stride + 1) * height;

    /* The allowed filter types, in PNG numbering. */
    int allowed[5], n_allowed = 0;
    const int masks[5] = {WR_PNG_FILTER_NONE, WR_PNG_FILTER_SUB, WR_PNG_FILTER_UP, WR_PNG_FILTER_AVG, WR_PNG_FILTER_PAETH};
    for (int t = 0; t < 5; t++) if (filters & masks[t]) allowed[n_allowed++] = t;

    uint8_t *rows = wr_scratch(WR_SCRATCH_ROWS, 3 * stride);   /* current, previous, zeros */
    uint8_t *trial = wr_scratch(WR_SCRATCH_TRIALS, stride);
    uint8_t *filtered = wr_scratch(WR_SCRATCH_FILTERED, raw_size);
    if (rows == NULL || trial == NULL || filtered == NULL) {
        wr_set_message(message, message_size, "out of memory");
        return WR_ERR_NO_MEMORY;
    }
    uint8_t *zero = rows + 2 * stride;
    memset(zero, 0, stride);
    for (uint32_t y = 0; y < height; y++) {
        uint8_t *cur = rows + (y & 1) * stride;
        const uint8_t *prev = y > 0 ? rows + ((y + 1) & 1) * stride : zero;
        ops->unpremultiply_row(pixels + (size_t)y * width, cur, width, !opaque);
        uint8_t *dst = filtered + (size_t)y * (stride + 1);
        int best = allowed[0];
        if (n_allowed > 1) {
            /* libpng's adaptive heuristic: the smallest sum of residual magnitudes. */
            uint64_t best_cost = UINT64_MAX;
            for (int k = 0; k < n_allowed; k++) {
                ops->filter_row(allowed[k], cur, prev, stride, bpp, trial);
                uint64_t cost = ops->residual_cost(trial, stride);
                if (cost < best_cost) { best_cost = cost; best = allowed[k]; }
            }
        }
        dst[0] = (uint8_t)best;
        ops->filter_row(best, cur, prev, stride, bpp, dst + 1);
    }

    /* Level 0 writes stored blocks; 1-9 are libdeflate's zlib-like levels. */
    int level = compression_level == 1 ? wr_level_one_or_two(filtered, stride + 1, height) : compression_level;
    struct libdeflate_compressor *compressor = wr_scratch_compressor(level);
    if (compressor == NULL) {
        wr_set_message(message, message_size, "out of memory");
        return WR_ERR_NO_MEMORY;
    }
    size_t bound = libdeflate_zlib_compress_bound(compressor, raw_size);
    if (bound > UINT32_MAX - 12 || bound > SIZE_MAX - WR_PNG_PREFIX - WR_PNG_SUFFIX) {
        wr_set_message(message, message_size, "image too large to encode");
        return WR_ERR_ARGUMENT;
    }
    uint8_t *png = wr_scratch(WR_SCRATCH_OUTPUT, WR_PNG_PREFIX + bound + WR_PNG_SUFFIX);
    if (png == NULL) {
        wr_set_message(message, message_size, "out of memory");
        return WR_ERR_NO_MEMORY;
    }
    size_t compressed = libdeflate_zlib_compress(compressor, filtered, raw_size, png + WR_PNG_PREFIX, bound);
    if (compressed == 0) {
        wr_set_message(message, message_size, "deflate failed");
        return WR_ERR_CORRUPT;
    }
    wr_png_start(png, width, height, opaque);
    *out = png;
    *out_size = wr_png_finish(png, compressed);
    return WR_OK;
}
