/*
 * The fast PNG writer: our own deflate stream, shaped for widget images.
 *
 * Widget frames are flat colour, gradients, anti-aliased text and shapes, and sometimes a
 * photo. After a PNG filter, flat areas become runs of one repeated pixel (usually zero) and
 * photos become small residuals with no long repeats. So instead of a general LZ77 match
 * finder (libdeflate level 1 spends most of its time probing for matches a photo does not
 * have) the writer looks for one kind of match only: a run of pixels equal to the pixel on
 * their left, sent as a deflate match at distance bpp (3 or 4 bytes). Everything else is a
 * literal. Each band of rows becomes one dynamic-Huffman block whose codes come from that
 * band's own counts, so a photo band and a flat band each get fitting codes; a band that would
 * not shrink is stored.
 *
 * Per band, the filter is the one of Sub, Up and Paeth with the smallest sum of residual
 * magnitudes (libpng's heuristic) on the band's first row: choosing again on every row cost
 * 12 % of the encode on a photo (peer scene: 5.1 → 4.5 ms) for 1 % of size. The output is a complete zlib stream in one IDAT. Every
 * step is integer arithmetic with fixed tie-breaking, so the bytes depend only on the pixels.
 */
#include "CImageCodecs.h"
#include "deflate_bits.h"
#include "deflate_huffman.h"
#include "encode_scratch.h"
#include "internal.h"
#include "png_container.h"
#include "png_rows.h"
#include <libdeflate.h>
#include <string.h>

enum {
    /* Rows per deflate block: enough symbols to pay for a header of 50-100 bytes, few enough
     * that the codes follow the content and the band stays in cache. */
    WR_FAST_BAND_ROWS = 16,
    /* The shortest run sent as a match, in pixels: one repeated pixel costs more as a match
     * (length and distance codes) than as bpp literals in busy areas. */
    WR_FAST_MIN_RUN_PIXELS = 2,
    /* Where the filter is chosen: this many stretches of this many pixels a row. */
    WR_FAST_SAMPLES = 6,
    WR_FAST_SAMPLE_PIXELS = 64,
    /* Stored blocks hold at most 65535 bytes. */
    WR_STORED_MAX = 65535,
};

/* One step of a band: `literals` bytes sent as they are, then a match of `match` bytes (0: none)
 * at distance bpp. */
typedef struct wr_token {
    uint32_t literals;
    uint32_t match;
} wr_token;

/* A band being collected: its filtered bytes, tokens and symbol counts. */
typedef struct wr_band {
    uint8_t *bytes;
    size_t size;
    wr_token *tokens;
    size_t token_count;
    size_t pending;      /* literals since the last match */
    uint32_t litlen[WR_LITLEN_SYMBOLS];
    uint32_t dist[WR_DIST_SYMBOLS];
    uint32_t spread[4][256]; /* literal counts, summed into litlen before coding */
} wr_band;

static inline uint64_t wr_load64le(const uint8_t *p) {
    uint64_t v = 0;
    for (int i = 0; i < 8; i++) v |= (uint64_t)p[i] << (8 * i);
    return v;
}

static void wr_count_literals(wr_band *band, const uint8_t *bytes, size_t n) {
    /* Four tables, so that consecutive equal bytes do not wait on each other's increments. */
    size_t i = 0;
    for (; i + 4 <= n; i += 4) {
        band->spread[0][bytes[i]]++;
        band->spread[1][bytes[i + 1]]++;
        band->spread[2][bytes[i + 2]]++;
        band->spread[3][bytes[i + 3]]++;
    }
    for (; i < n; i++) band->spread[0][bytes[i]]++;
}

/* Splits a match into deflate lengths (3-258) and counts their symbols. */
static void wr_count_match(wr_band *band, uint32_t length, unsigned dist_symbol) {
    const wr_length_code *codes = wr_length_codes();
    while (length > 0) {
        uint32_t piece = length > 258 ? (length - 258 < 3 ? length - 3 : 258) : length;
        band->litlen[codes[piece].symbol]++;
        band->dist[dist_symbol]++;
        length -= piece;
    }
}

/* Finds the runs in the row just appended at `row` (its filter-type byte before it), from
 * `same` (1 where a pixel equals the one on its left; a zero word skips eight pixels). */
static void wr_tokenize_row(wr_band *band, const uint8_t *row, const uint8_t *same, size_t width, size_t bpp,
                            unsigned dist_symbol) {
    size_t stride = width * bpp, literal_start = 0; /* first byte of the row not yet counted */
    band->pending += 1;                            /* the filter-type byte */
    band->litlen[row[-1]]++;
    const uint64_t ones = 0x0101010101010101ull;
    for (size_t x = 1; x < width;) {
        /* Eight flags at a time: skip to the first pixel that starts a run of two. */
        if (x + 9 <= width) {
            uint64_t word = wr_load64le(same + x), pairs = word & (word >> 8);
            if (pairs == 0) { x += 7; continue; }
            x += (size_t)__builtin_ctzll(pairs) / 8;
        } else if (!(same[x] && x + 1 < width && same[x + 1])) {
            x++;
            continue;
        }
        size_t end = x + 2;
        for (;;) {
            if (end + 8 <= width) {
                uint64_t word = wr_load64le(same + end);
                if (word == ones) { end += 8; continue; }
                end += (size_t)__builtin_ctzll(~word & ones) / 8;
                break;
            }
            while (end < width && same[end]) end++;
            break;
        }
        if (end - x >= WR_FAST_MIN_RUN_PIXELS) {
            size_t from = x * bpp, to = end * bpp;
            wr_count_literals(band, row + literal_start, from - literal_start);
            band->tokens[band->token_count++] = (wr_token){(uint32_t)(band->pending + from - literal_start), (uint32_t)(to - from)};
            wr_count_match(band, (uint32_t)(to - from), dist_symbol);
            band->pending = 0;
            literal_start = to;
        }
        x = end;
    }
    wr_count_literals(band, row + literal_start, stride - literal_start);
    band->pending += stride - literal_start;
}

static void wr_write_stored(wr_bits *w, const uint8_t *bytes, size_t size, int final) {
    do {
        size_t piece = size > WR_STORED_MAX ? WR_STORED_MAX : size;
        int last = piece == size;
        wr_bits_put(w, final && last ? 1 : 0, 1);
        wr_bits_put(w, 0, 2);
        wr_bits_align(w);
        uint8_t lengths[4] = {(uint8_t)piece, (uint8_t)(piece >> 8), (uint8_t)~piece, (uint8_t)(~piece >> 8)};
        memcpy(w->out, lengths, 4);
        memcpy(w->out + 4, bytes, piece);
        w->out += 4 + piece;
        bytes += piece;
        size -= piece;
    } while (size > 0);
}

static uint64_t wr_stored_bits(size_t size, unsigned pending_bits) {
    size_t pieces = size / WR_STORED_MAX + (size % WR_STORED_MAX != 0 || size == 0);
    /* The first header may sit anywhere in a byte; padding rounds it up to a byte boundary. */
    return (uint64_t)pieces * 40 + (uint64_t)size * 8 + 3 + ((8 - ((pending_bits + 3) & 7)) & 7);
}

/* Sends `count` literals starting at `bytes`; `table` holds each literal's code in the low 16
 * bits and its length above. The writer's state lives in locals here: stores through the
 * output pointer could otherwise alias it and force reloads on every code. */
static void wr_write_literals(wr_bits *w, const uint8_t *bytes, size_t count, const uint32_t *table) {
    wr_bits_flush(w);
    wr_bits local = *w;
    size_t i = 0;
    /* Four codes of at most 14 bits (WR_LITLEN_MAX_BITS) fit after a flush (at most 7 bits
     * left): 7 + 4 * 14 = 63. */
    for (; i + 4 <= count; i += 4) {
        /* Join the codes first: their shifts do not wait on the pending count. */
        uint32_t a = table[bytes[i]], b = table[bytes[i + 1]], c = table[bytes[i + 2]], d = table[bytes[i + 3]];
        unsigned la = a >> 16, lb = b >> 16, lc = c >> 16;
        uint64_t joined = (uint64_t)(a & 0xFFFF) | ((uint64_t)(b & 0xFFFF) << la) | ((uint64_t)(c & 0xFFFF) << (la + lb)) |
                          ((uint64_t)(d & 0xFFFF) << (la + lb + lc));
        wr_bits_put(&local, joined, la + lb + lc + (d >> 16));
        wr_bits_flush(&local);
    }
    for (; i < count; i++) {
        uint32_t a = table[bytes[i]];
        wr_bits_put(&local, a & 0xFFFF, a >> 16);
        wr_bits_flush(&local);
    }
    *w = local;
}

static void wr_write_match(wr_bits *w, uint32_t length, unsigned dist_symbol, const wr_deflate_codes *c) {
    const wr_length_code *codes = wr_length_codes();
    wr_bits_flush(w);
    while (length > 0) {
        uint32_t piece = length > 258 ? (length - 258 < 3 ? length - 3 : 258) : length;
        const wr_length_code *lc = &codes[piece];
        wr_bits_put(w, c->litlen_code[lc->symbol], c->litlen_len[lc->symbol]);
        wr_bits_put(w, lc->extra_value, lc->extra_bits);
        wr_bits_put(w, c->dist_code[dist_symbol], c->dist_len[dist_symbol]);
        wr_bits_flush(w);
        length -= piece;
    }
}

/*
 * The row's filter: the cheapest of Up, Sub and Paeth by the sum of residual magnitudes
 * (libpng's heuristic), measured on WR_FAST_SAMPLES evenly spaced stretches of the row rather
 * than all of it, which costs a fraction of filtering the row three times and chooses nearly as
 * well. A stretch's first pixel is filtered as if it had no left neighbour: an estimate only.
 */
static int wr_choose_filter(const wr_row_ops *ops, const uint8_t *cur, const uint8_t *prev, size_t stride,
                            size_t bpp, uint8_t *scratch) {
    static const int candidates[3] = {WR_FILTER_UP, WR_FILTER_SUB, WR_FILTER_PAETH};
    size_t piece = WR_FAST_SAMPLE_PIXELS * bpp;
    size_t samples = stride <= piece * WR_FAST_SAMPLES ? 1 : WR_FAST_SAMPLES;
    size_t length = samples == 1 ? stride : piece, step = samples == 1 ? 0 : (stride - piece) / (samples - 1);
    step -= step % bpp;
    uint64_t best_cost = UINT64_MAX;
    int best = WR_FILTER_UP;
    for (int k = 0; k < 3; k++) {
        uint64_t cost = 0;
        for (size_t i = 0; i < samples; i++) {
            ops->filter_row(candidates[k], cur + i * step, prev + i * step, length, bpp, scratch);
            cost += ops->residual_cost(scratch, length);
        }
        if (cost < best_cost) { best_cost = cost; best = candidates[k]; }
    }
    return best;
}

/* Writes the band as one dynamic block, or stored when that is not smaller. */
static void wr_write_band(wr_bits *w, wr_band *band, int final) {
    for (unsigned b = 0; b < 256; b++) {
        band->litlen[b] += band->spread[0][b] + band->spread[1][b] + band->spread[2][b] + band->spread[3][b];
    }
    band->litlen[WR_END_OF_BLOCK] = 1;
    wr_deflate_codes codes;
    wr_deflate_plan(band->litlen, band->dist, &codes);
    const wr_length_code *lengths = wr_length_codes();
    uint64_t bits = wr_deflate_header_bits(&codes);
    for (unsigned s = 0; s < WR_LITLEN_SYMBOLS; s++) bits += (uint64_t)band->litlen[s] * codes.litlen_len[s];
    for (unsigned s = 0; s < WR_DIST_SYMBOLS; s++) bits += (uint64_t)band->dist[s] * codes.dist_len[s];
    for (unsigned len = 3; len <= 258; len++) {
        /* Extra bits are per length symbol; each symbol's lengths share one extra-bit count. */
        if (lengths[len].extra_value == 0) bits += (uint64_t)band->litlen[lengths[len].symbol] * lengths[len].extra_bits;
    }
    if (bits >= wr_stored_bits(band->size, w->count)) {
        wr_write_stored(w, band->bytes, band->size, final);
        return;
    }
    wr_deflate_write_header(w, &codes, final);
    uint32_t table[256];
    for (unsigned b = 0; b < 256; b++) table[b] = codes.litlen_code[b] | ((uint32_t)codes.litlen_len[b] << 16);
    const uint8_t *cursor = band->bytes;
    unsigned dist_symbol = 0;
    for (unsigned s = 0; s < WR_DIST_SYMBOLS; s++) if (band->dist[s] > 0) dist_symbol = s;
    for (size_t t = 0; t < band->token_count; t++) {
        wr_write_literals(w, cursor, band->tokens[t].literals, table);
        cursor += band->tokens[t].literals;
        wr_write_match(w, band->tokens[t].match, dist_symbol, &codes);
        cursor += band->tokens[t].match;
    }
    wr_write_literals(w, cursor, (size_t)(band->bytes + band->size - cursor), table);
    wr_bits_put_flush(w, codes.litlen_code[WR_END_OF_BLOCK], codes.litlen_len[WR_END_OF_BLOCK]);
}

wr_status wr_png_encode_fast(const uint32_t *pixels, uint32_t width, uint32_t height, int flags,
                             const uint8_t **out, size_t *out_size, char *message, size_t message_size) {
    const wr_row_ops *ops = wr_row_ops_for(flags & WR_PNG_PORTABLE);
    if (pixels == NULL || out == NULL || out_size == NULL || width == 0 || height == 0 ||
        width > 0x7FFFFFFFu || height > 0x7FFFFFFFu) {
        wr_set_message(message, message_size, "invalid image size or buffer");
        return WR_ERR_ARGUMENT;
    }
    *out = NULL;
    *out_size = 0;
    size_t count = (size_t)width * height;
    int opaque = 1;
    for (size_t i = 0; i < count; i++) {
        if ((pixels[i] >> 24) != 0xFF) { opaque = 0; break; }
    }
    size_t bpp = opaque ? 3 : 4, stride = (size_t)width * bpp;
    if (stride > (SIZE_MAX / 4) / height) {
        wr_set_message(message, message_size, "image too large to encode");
        return WR_ERR_ARGUMENT;
    }
    size_t raw_size = (stride + 1) * height;
    size_t bands = (height + WR_FAST_BAND_ROWS - 1) / WR_FAST_BAND_ROWS;
    size_t band_bytes = (stride + 1) * WR_FAST_BAND_ROWS;
    /* Worst case: every band stored (5 bytes per 64 KiB piece, one padding byte). */
    size_t bound = WR_PNG_PREFIX + 2 + raw_size + bands * (5 * (band_bytes / WR_STORED_MAX + 1) + 1) + 4 +
                   WR_PNG_SUFFIX + 16;
    if (bound > 0xFFFFFFF0u) {
        wr_set_message(message, message_size, "image too large to encode");
        return WR_ERR_ARGUMENT;
    }
    uint8_t *rows = wr_scratch(WR_SCRATCH_ROWS, 3 * stride);
    uint8_t *trials = wr_scratch(WR_SCRATCH_TRIALS, stride + width + 8);
    uint8_t *band_buffer = wr_scratch(WR_SCRATCH_FILTERED, band_bytes);
    wr_token *tokens = (wr_token *)wr_scratch(WR_SCRATCH_TOKENS, sizeof(wr_token) * (band_bytes / 2 + 1));
    uint8_t *png = wr_scratch(WR_SCRATCH_OUTPUT, bound);
    if (rows == NULL || trials == NULL || band_buffer == NULL || tokens == NULL || png == NULL) {
        wr_set_message(message, message_size, "out of memory");
        return WR_ERR_NO_MEMORY;
    }
    uint8_t *zero = rows + 2 * stride, *same = trials + stride;
    memset(zero, 0, stride);

    wr_png_start(png, width, height, opaque);
    uint8_t *zlib = png + WR_PNG_PREFIX;
    zlib[0] = 0x78; /* deflate, 32 KiB window */
    zlib[1] = 0x01; /* fastest; (0x78 * 256 + 0x01) % 31 == 0 */
    wr_bits w = {zlib + 2, 0, 0};
    unsigned dist_symbol, extra_bits, extra_value;
    wr_distance_code((unsigned)bpp, &dist_symbol, &extra_bits, &extra_value);
    uint32_t adler = 1;
    wr_band band;
    int filter = WR_FILTER_UP;

    for (uint32_t y0 = 0; y0 < height; y0 += WR_FAST_BAND_ROWS) {
        uint32_t y1 = y0 + WR_FAST_BAND_ROWS < height ? y0 + WR_FAST_BAND_ROWS : height;
        memset(&band, 0, sizeof band);
        band.bytes = band_buffer;
        band.tokens = tokens;
        for (uint32_t y = y0; y < y1; y++) {
            uint8_t *cur = rows + (y & 1) * stride;
            const uint8_t *prev = y > 0 ? rows + ((y + 1) & 1) * stride : zero;
            ops->unpremultiply_row(pixels + (size_t)y * width, cur, width, !opaque);
            uint8_t *dst = band.bytes + band.size;
            if (y == y0) filter = wr_choose_filter(ops, cur, prev, stride, bpp, trials);
            ops->filter_row(filter, cur, prev, stride, bpp, dst + 1);
            ops->same_as_left(dst + 1, width, bpp, same);
            dst[0] = (uint8_t)filter;
            wr_tokenize_row(&band, dst + 1, same, width, bpp, dist_symbol);
            band.size += stride + 1;
        }
        adler = libdeflate_adler32(adler, band.bytes, band.size);
        wr_write_band(&w, &band, y1 == height);
    }
    wr_bits_align(&w);
    uint8_t *end = w.out;
    wr_put32be(end, adler);
    size_t idat_size = (size_t)(end + 4 - zlib);
    *out = png;
    *out_size = wr_png_finish(png, idat_size);
    return WR_OK;
}
