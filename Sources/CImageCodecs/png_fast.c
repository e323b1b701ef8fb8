/*
 * The fast PNG writer: our own deflate stream, shaped for widget images.
 *
 * Widget frames are flat colour, gradients, anti-aliased text and shapes, and sometimes a
 * photo. After a PNG filter, flat areas become runs of one repeated pixel (usually zero) and
 * photos become small residuals with no long repeats. So instead of a general LZ77 match
 * finder (libdeflate level 1 spends most of its time probing for matches a photo does not
 * have) the writer looks first for one kind of match: a run of pixels equal to the pixel on
 * their left, sent as a deflate match at distance bpp (3 or 4 bytes). In rows that are mostly
 * such runs (flat widgets: text and shapes on flat colour) each stretch between runs is looked
 * up in a hash table of the band's earlier bytes, a few probes at its start, for a repeat (the
 * same letter's edge further along the line, or a line above); rows that are mostly literals
 * (photos) are not searched, so they cost what they did. Everything else is a literal. Each band of rows becomes one dynamic-Huffman block whose codes come from that
 * band's own counts, so a photo band and a flat band each get fitting codes; a band that would
 * not shrink is stored. In a photo band only a sample of the rows is counted (see
 * WR_FAST_EXACT_ROWS); since the block's size is then an estimate, a block that comes out
 * larger than stored is written again as stored, so the output never exceeds the stored size.
 *
 * Per band, the filter is the one of Sub, Up and Paeth with the smallest sum of residual
 * magnitudes (libpng's heuristic) on the band's first row: choosing again on every row cost
 * 12 % of the encode on a photo (peer scene: 5.1 → 4.5 ms) for 1 % of size. The output is a
 * complete zlib stream in one IDAT. Every step is integer arithmetic with fixed tie-breaking,
 * so the bytes depend only on the pixels, never on which of the row and literal builds
 * (portable, AVX2, AVX-512: png_rows.c, deflate_literals.c) the CPU runs.
 */
#include "CImageCodecs.h"
#include "deflate_bits.h"
#include "deflate_huffman.h"
#include "deflate_literals.h"
#include "encode_scratch.h"
#include "internal.h"
#include "png_container.h"
#include "png_rows.h"
#include <libdeflate.h>
#include <string.h>

enum {
    /* Rows per deflate block: up to 128, and no more than 512 KiB of filtered rows, so the band
     * stays in cache (a 1014-pixel RGBA band of 128 rows is 519 KB). Planning codes and writing
     * a header costs about the same for any band, so fewer, larger bands are faster: for the
     * peer scene 128 rows against 32 took 14 % off the encode, and the codes follow the
     * content about as well (see WR_FAST_EXACT_ROWS). */
    WR_FAST_BAND_ROWS = 128,
    WR_FAST_BAND_BYTES = 512 * 1024,
    /* Rows per filter choice (tried on the first row of each such stretch). */
    WR_FAST_FILTER_ROWS = 32,
    /* The shortest run sent as a match, in pixels. Shorter repeats cost about as much as
     * literals (a length and a distance code against bpp short literal codes), and each match
     * splits the literal stream, which the vector writer pays for; 4 against 2 costs 0.7 % in
     * size on a photo and saves a tenth of the encode. */
    WR_FAST_MIN_RUN_PIXELS = 4,
    /* Where the filter is chosen: this many stretches of this many pixels a row. */
    WR_FAST_SAMPLES = 6,
    WR_FAST_SAMPLE_PIXELS = 64,
    /* Literal counts: a band's literals are all counted until this many rows' worth of them
     * have been; after that only every WR_FAST_SAMPLE_EVERY-th row is, standing for the rows
     * it skips. Flat bands (few literals) get exact codes; photo bands, where counting was a
     * third of the encode, get codes from a sample that costs about 1 % in size. With 128-row
     * bands, eight rows' worth would make the README's gallery 0.4 % larger than 32-row bands
     * do, against 1.8 % with two, but cost the peer scene 4-6 % of its encode. */
    WR_FAST_EXACT_ROWS = 2,
    WR_FAST_SAMPLE_EVERY = 16,
    /* Stored blocks hold at most 65535 bytes. */
    WR_STORED_MAX = 65535,
    /* Repeats between runs: the shortest sent as a match (shorter ones save little and split the
     * literals, which costs the writer; on 66 flat widget images 8 bytes gave the smallest files,
     * 10 cost 1 % in size for 6 % less time), the hash table's size, and deflate's window. */
    WR_REPEAT_MIN = 8,
    WR_REPEAT_HASH_BITS = 12,
    WR_REPEAT_WINDOW = 32768,
};

/* One step of a band: `literals` bytes sent as they are, then a match of `match` bytes (0: none)
 * at `distance` bytes back (bpp for a run). */
typedef struct wr_token {
    uint32_t literals;
    uint32_t match;
    uint32_t distance;
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
    uint32_t exact[4][256];   /* literal counts of fully counted rows, four tables for speed */
    uint32_t sampled[4][256]; /* literal counts of sampled rows */
    size_t exact_literals;    /* literals in `exact` */
    unsigned sampled_rows;    /* rows since sampling began */
    uint64_t dist_extra_bits; /* the extra bits of every match's distance */
    /* Where each hashed 4-byte sequence was last seen in `bytes`, plus one (0: never). */
    uint32_t heads[1u << WR_REPEAT_HASH_BITS];
} wr_band;

static void wr_count_literals(uint32_t (*counts)[256], const uint8_t *bytes, size_t n) {
    if (counts == NULL) return;
    /* Four tables, so that consecutive equal bytes do not wait on each other's increments. */
    size_t i = 0;
    for (; i + 4 <= n; i += 4) {
        counts[0][bytes[i]]++;
        counts[1][bytes[i + 1]]++;
        counts[2][bytes[i + 2]]++;
        counts[3][bytes[i + 3]]++;
    }
    for (; i < n; i++) counts[0][bytes[i]]++;
}

/* Where the next row's literals are counted: exactly, in the sample, or not at all. */
static uint32_t (*wr_row_counts(wr_band *band, size_t stride))[256] {
    if (band->exact_literals < WR_FAST_EXACT_ROWS * stride) return band->exact;
    return band->sampled_rows++ % WR_FAST_SAMPLE_EVERY == 0 ? band->sampled : NULL;
}

/* Splits a match into deflate lengths (3-258) and counts their symbols and distance extra bits. */
static void wr_count_match(wr_band *band, uint32_t length, unsigned dist_symbol, unsigned dist_extra_bits) {
    while (length > 0) {
        uint32_t piece = length > 258 ? (length - 258 < 3 ? length - 3 : 258) : length;
        band->litlen[wr_length_code_of(piece).symbol]++;
        band->dist[dist_symbol]++;
        band->dist_extra_bits += dist_extra_bits;
        length -= piece;
    }
}

/* Ends the literals pending at a match of `length` bytes `distance` back. */
static void wr_add_match(wr_band *band, size_t literals, uint32_t length, uint32_t distance) {
    band->tokens[band->token_count++] = (wr_token){(uint32_t)(band->pending + literals), length, distance};
    wr_distance d = wr_distance_code(distance);
    wr_count_match(band, length, d.symbol, d.extra_bits);
    band->pending = 0;
}

static inline uint32_t wr_load32(const uint8_t *p) {
    uint32_t v;
    memcpy(&v, p, 4);
    return v;
}

static inline uint64_t wr_load64(const uint8_t *p) {
    uint64_t v;
    memcpy(&v, p, 8);
    return v;
}

/* How many bytes from `a` and `b` on are equal, up to `limit`. */
static inline size_t wr_common_length(const uint8_t *a, const uint8_t *b, size_t limit) {
    size_t n = 0;
    while (n + 8 <= limit) {
        uint64_t diff = wr_load64(a + n) ^ wr_load64(b + n);
        if (diff != 0) return n + (size_t)(__builtin_ctzll(diff) >> 3); /* little-endian loads */
        n += 8;
    }
    while (n < limit && a[n] == b[n]) n++;
    return n;
}

/* The bytes [from, to) of the row at `row` (inside the band's bytes), between runs: with `search`,
 * the stretch's first pixels probe the hash table once each for an earlier occurrence of the
 * bytes that follow and take one of at least WR_REPEAT_MIN bytes (reaching no further than `to`);
 * after a match the search starts again, after three misses in a row it stops (a stretch of
 * text edge repeats from its start or not at all, and each probe and each split of the literals
 * costs time). The rest are literals, counted into `counts`. Returns how many there were. */
static size_t wr_between_runs(wr_band *band, uint32_t (*counts)[256], const uint8_t *row, size_t from, size_t to,
                              size_t bpp, int search) {
    size_t literals = 0, start = from;
    if (search && to - from >= WR_REPEAT_MIN) {
        size_t base = (size_t)(row - band->bytes), misses = 0;
        for (size_t p = from; p + WR_REPEAT_MIN <= to;) {
            uint32_t *head = &band->heads[(wr_load32(row + p) * 2654435761u) >> (32 - WR_REPEAT_HASH_BITS)];
            size_t here = base + p, seen = *head;
            *head = (uint32_t)(here + 1);
            size_t length = seen == 0 || here - (seen - 1) > WR_REPEAT_WINDOW ? 0
                : wr_common_length(band->bytes + (seen - 1), row + p, to - p);
            if (length < WR_REPEAT_MIN) {
                if (++misses > 2) break;
                p += bpp;
                continue;
            }
            misses = 0;
            wr_count_literals(counts, row + start, p - start);
            literals += p - start;
            wr_add_match(band, p - start, (uint32_t)length, (uint32_t)(here - (seen - 1)));
            p += length;
            start = p;
        }
    }
    wr_count_literals(counts, row + start, to - start);
    literals += to - start;
    band->pending += to - start;
    return literals;
}

/* The 64 flags of `same` from pixel x on (flags past the row's end are 0). */
static inline uint64_t wr_flags_at(const uint64_t *same, size_t x) {
    size_t word = x >> 6, bit = x & 63;
    return bit == 0 ? same[word] : (same[word] >> bit) | (same[word + 1] << (64 - bit));
}

/* Finds the runs in the row just appended at `row` (its filter-type byte before it), from the
 * bitmap `same` (bit x set where pixel x equals the one on its left). A run is a stretch of at
 * least WR_FAST_MIN_RUN_PIXELS such pixels, taken whole. */
static void wr_tokenize_row(wr_band *band, const uint8_t *row, const uint64_t *same, size_t width, size_t bpp) {
    _Static_assert(WR_FAST_MIN_RUN_PIXELS == 4, "the search below looks for four set flags in a row");
    uint32_t (*counts)[256] = wr_row_counts(band, width * bpp);
    size_t literals = 0;
    size_t stride = width * bpp, literal_start = 0; /* first byte of the row not yet counted */
    band->pending += 1;                            /* the filter-type byte */
    band->litlen[row[-1]]++;
    /* Mostly runs (at least three pixels in four repeat their left neighbour): flat content,
     * worth searching for repeats between the runs. */
    size_t repeating = 0;
    for (size_t i = 0; i <= width / 64; i++) repeating += (size_t)__builtin_popcountll(same[i]);
    int search = repeating * 4 >= width * 3;
    for (size_t x = 1; x < width;) {
        /* Bit k of `starts`: pixels x + k ... x + k + 3 all repeat their left neighbour. */
        uint64_t flags = wr_flags_at(same, x), starts = flags & (flags >> 1) & (flags >> 2) & (flags >> 3);
        if (starts == 0) {
            x += 61; /* the window's last three positions could not be judged */
            continue;
        }
        x += (size_t)__builtin_ctzll(starts);
        size_t end = x + 4;
        for (;;) {
            uint64_t unset = ~wr_flags_at(same, end);
            if (unset == 0) { end += 64; continue; }
            end += (size_t)__builtin_ctzll(unset);
            break;
        }
        size_t from = x * bpp, to = end * bpp;
        literals += wr_between_runs(band, counts, row, literal_start, from, bpp, search);
        wr_add_match(band, 0, (uint32_t)(to - from), (uint32_t)bpp);
        literal_start = to;
        x = end;
    }
    literals += wr_between_runs(band, counts, row, literal_start, stride, bpp, search);
    if (counts == band->exact) band->exact_literals += literals;
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

static void wr_write_match(wr_bits *w, uint32_t length, wr_distance d, const wr_deflate_codes *c) {
    wr_bits_flush(w);
    while (length > 0) {
        uint32_t piece = length > 258 ? (length - 258 < 3 ? length - 3 : 258) : length;
        wr_length_code lc = wr_length_code_of(piece);
        /* At most 15 + 5 + 15 + 13 bits after a flush's 7. */
        wr_bits_put(w, c->litlen_code[lc.symbol], c->litlen_len[lc.symbol]);
        wr_bits_put(w, lc.extra_value, lc.extra_bits);
        wr_bits_put(w, c->dist_code[d.symbol], c->dist_len[d.symbol]);
        wr_bits_put(w, d.extra_value, d.extra_bits);
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
static void wr_write_band(wr_bits *w, wr_band *band, int final, wr_literal_writer write_literals) {
    /* A literal seen only in rows left out of the sample still needs a code: once sampling
     * began, every literal counts at least once. */
    uint32_t floor = band->sampled_rows > 0 ? 1 : 0;
    for (unsigned b = 0; b < 256; b++) {
        uint32_t exact = band->exact[0][b] + band->exact[1][b] + band->exact[2][b] + band->exact[3][b];
        uint32_t sampled = band->sampled[0][b] + band->sampled[1][b] + band->sampled[2][b] + band->sampled[3][b];
        band->litlen[b] += exact + sampled * WR_FAST_SAMPLE_EVERY + floor;
    }
    band->litlen[WR_END_OF_BLOCK] = 1;
    wr_deflate_codes codes;
    wr_deflate_plan(band->litlen, band->dist, &codes);
    uint64_t bits = wr_deflate_header_bits(&codes) + band->dist_extra_bits;
    for (unsigned s = 0; s < WR_LITLEN_SYMBOLS; s++) bits += (uint64_t)band->litlen[s] * codes.litlen_len[s];
    for (unsigned s = 0; s < WR_DIST_SYMBOLS; s++) bits += (uint64_t)band->dist[s] * codes.dist_len[s];
    for (unsigned len = 3; len <= 258; len++) {
        /* Extra bits are per length symbol; each symbol's lengths share one extra-bit count. */
        wr_length_code lc = wr_length_code_of(len);
        if (lc.extra_value == 0) bits += (uint64_t)band->litlen[lc.symbol] * lc.extra_bits;
    }
    uint64_t stored_bits = wr_stored_bits(band->size, w->count);
    if (bits >= stored_bits) {
        wr_write_stored(w, band->bytes, band->size, final);
        return;
    }
    /* With sampled counts `bits` is an estimate; if the block came out larger than stored,
     * it is written again as stored (the output buffer has room for the overshoot). */
    wr_bits start = *w;
    wr_deflate_write_header(w, &codes, final);
    wr_literal_table table;
    wr_literal_table_fill(&table, codes.litlen_code, codes.litlen_len);
    const uint8_t *cursor = band->bytes;
    for (size_t t = 0; t < band->token_count; t++) {
        const wr_token *token = &band->tokens[t];
        write_literals(w, cursor, token->literals, &table);
        cursor += token->literals;
        wr_write_match(w, token->match, wr_distance_code(token->distance), &codes);
        cursor += token->match;
    }
    write_literals(w, cursor, (size_t)(band->bytes + band->size - cursor), &table);
    wr_bits_put_flush(w, codes.litlen_code[WR_END_OF_BLOCK], codes.litlen_len[WR_END_OF_BLOCK]);
    uint64_t written = (uint64_t)(w->out - start.out) * 8 + w->count - start.count;
    if (written > stored_bits) {
        *w = start;
        wr_write_stored(w, band->bytes, band->size, final);
    }
}

wr_status wr_png_encode_fast(const uint32_t *pixels, uint32_t width, uint32_t height, int flags,
                             const uint8_t **out, size_t *out_size, char *message, size_t message_size) {
    const wr_row_ops *ops = wr_row_ops_for(flags);
    wr_literal_writer write_literals = wr_literal_writer_for(flags);
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
    size_t band_rows = WR_FAST_BAND_BYTES / (stride + 1);
    band_rows = band_rows > WR_FAST_BAND_ROWS ? WR_FAST_BAND_ROWS : band_rows < WR_FAST_FILTER_ROWS ? WR_FAST_FILTER_ROWS : band_rows;
    size_t bands = (height + band_rows - 1) / band_rows;
    size_t band_bytes = (stride + 1) * band_rows;
    /* Worst case: every band stored (5 bytes per 64 KiB piece, one padding byte), plus the
     * overshoot of one dynamic block written before it turns out larger than stored (literal
     * codes are at most 14 bits, so 1.75 bytes a byte, and a header under 1 KiB), plus the
     * 16 bytes the writers store past their position. */
    size_t overshoot = band_bytes - band_bytes / 4 + 1024;
    size_t bound = WR_PNG_PREFIX + 2 + raw_size + bands * (5 * (band_bytes / WR_STORED_MAX + 1) + 1) + 4 +
                   WR_PNG_SUFFIX + overshoot + 16;
    if (bound > 0xFFFFFFF0u) {
        wr_set_message(message, message_size, "image too large to encode");
        return WR_ERR_ARGUMENT;
    }
    uint8_t *rows = wr_scratch(WR_SCRATCH_ROWS, 3 * stride);
    /* Candidate rows, then the row's same-as-left bitmap with two zero words past its end. */
    size_t same_words = (size_t)width / 64 + 3;
    uint8_t *trials = wr_scratch(WR_SCRATCH_TRIALS, ((stride + 7) & ~(size_t)7) + 8 * same_words);
    uint8_t *band_buffer = wr_scratch(WR_SCRATCH_FILTERED, band_bytes);
    wr_token *tokens = (wr_token *)wr_scratch(WR_SCRATCH_TOKENS, sizeof(wr_token) * (band_bytes / 2 + 1));
    uint8_t *png = wr_scratch(WR_SCRATCH_OUTPUT, bound);
    if (rows == NULL || trials == NULL || band_buffer == NULL || tokens == NULL || png == NULL) {
        wr_set_message(message, message_size, "out of memory");
        return WR_ERR_NO_MEMORY;
    }
    uint8_t *zero = rows + 2 * stride;
    uint64_t *same = (uint64_t *)(void *)(trials + ((stride + 7) & ~(size_t)7));
    memset(zero, 0, stride);

    wr_png_start(png, width, height, opaque);
    uint8_t *zlib = png + WR_PNG_PREFIX;
    zlib[0] = 0x78; /* deflate, 32 KiB window */
    zlib[1] = 0x01; /* fastest; (0x78 * 256 + 0x01) % 31 == 0 */
    wr_bits w = {zlib + 2, 0, 0};
    uint32_t adler = 1;
    wr_band band;
    int filter = WR_FILTER_UP;

    for (uint32_t y0 = 0; y0 < height; y0 += (uint32_t)band_rows) {
        uint32_t y1 = y0 + band_rows < height ? y0 + (uint32_t)band_rows : height;
        memset(&band, 0, sizeof band);
        band.bytes = band_buffer;
        band.tokens = tokens;
        for (uint32_t y = y0; y < y1; y++) {
            uint8_t *cur = rows + (y & 1) * stride;
            const uint8_t *prev = y > 0 ? rows + ((y + 1) & 1) * stride : zero;
            ops->unpremultiply_row(pixels + (size_t)y * width, cur, width, !opaque);
            uint8_t *dst = band.bytes + band.size;
            if ((y - y0) % WR_FAST_FILTER_ROWS == 0) filter = wr_choose_filter(ops, cur, prev, stride, bpp, trials);
            ops->filter_row(filter, cur, prev, stride, bpp, dst + 1);
            ops->same_as_left(dst + 1, width, bpp, same);
            dst[0] = (uint8_t)filter;
            wr_tokenize_row(&band, dst + 1, same, width, bpp);
            band.size += stride + 1;
        }
        adler = libdeflate_adler32(adler, band.bytes, band.size);
        wr_write_band(&w, &band, y1 == height, write_literals);
    }
    wr_bits_align(&w);
    uint8_t *end = w.out;
    wr_put32be(end, adler);
    size_t idat_size = (size_t)(end + 4 - zlib);
    *out = png;
    *out_size = wr_png_finish(png, idat_size);
    return WR_OK;
}
