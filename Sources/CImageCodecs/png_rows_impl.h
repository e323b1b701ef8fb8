/*
 * The bodies of the row functions, included by png_rows.c once for every instruction set it
 * builds them for (WR_ROWS_NAME adds a suffix, WR_ROWS_TARGET the target attribute). The same
 * C source, integer arithmetic only, so every build computes the same bytes; only the speed
 * differs. No include guard, on purpose.
 */

/* One straight-alpha pixel as RGBA bytes in a little-endian word; the inverse of premultiplying
 * (Cairo's rounding), min(255, (c * 255 + a / 2) / a), for every pixel: a channel above its
 * alpha (invalid) is taken as the alpha, which gives the same clamped 255. The division is a
 * multiplication by wr_unpremultiply_factors[a] (png_rows.h says why it is exact), so vector
 * units do it lane by lane. */
WR_ROWS_TARGET static inline uint32_t WR_ROWS_NAME(straight)(uint32_t p) {
    uint32_t a = p >> 24, r = (p >> 16) & 0xFF, g = (p >> 8) & 0xFF, b = p & 0xFF;
    uint32_t m = wr_unpremultiply_factors[a], half = a >> 1;
    r = ((r < a ? r : a) * 255 + half) * m >> 24;
    g = ((g < a ? g : a) * 255 + half) * m >> 24;
    b = ((b < a ? b : a) * 255 + half) * m >> 24;
    return r | (g << 8) | (b << 16) | (a << 24);
}

WR_ROWS_TARGET static void WR_ROWS_NAME(unpremultiply_row)(const uint32_t *src, uint8_t *dst, uint32_t width, int with_alpha) {
    if (!with_alpha) {
        for (uint32_t x = 0; x < width; x++) {
            uint32_t p = src[x];
            dst[3 * x] = (uint8_t)(p >> 16);
            dst[3 * x + 1] = (uint8_t)(p >> 8);
            dst[3 * x + 2] = (uint8_t)p;
        }
        return;
    }
    uint32_t x = 0;
    for (; x + 8 <= width; x += 8) {
        uint32_t all = 0xFFFFFFFFu;
        for (int k = 0; k < 8; k++) all &= src[x + k];
        if ((all >> 24) == 0xFF) {
            /* Eight opaque pixels: only the byte order changes. The ARGB word holds the bytes
             * B, G, R, A in memory; swapping R and B within the word gives R, G, B, A. Whole
             * words, so the compiler can do eight at once. */
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
            uint32_t words[8];
            for (int k = 0; k < 8; k++) {
                uint32_t p = src[x + k];
                words[k] = (p & 0xFF00FF00u) | ((p >> 16) & 0xFFu) | ((p & 0xFFu) << 16);
            }
            memcpy(dst + 4 * x, words, sizeof words);
#else
            for (int k = 0; k < 8; k++) {
                uint32_t p = src[x + k];
                dst[4 * (x + k)] = (uint8_t)(p >> 16);
                dst[4 * (x + k) + 1] = (uint8_t)(p >> 8);
                dst[4 * (x + k) + 2] = (uint8_t)p;
                dst[4 * (x + k) + 3] = 0xFF;
            }
#endif
        } else {
            for (int k = 0; k < 8; k++) {
                uint32_t s = WR_ROWS_NAME(straight)(src[x + k]);
                for (int c = 0; c < 4; c++) dst[4 * (x + k) + c] = (uint8_t)(s >> (8 * c));
            }
        }
    }
    for (; x < width; x++) {
        uint32_t s = WR_ROWS_NAME(straight)(src[x]);
        for (int c = 0; c < 4; c++) dst[4 * x + c] = (uint8_t)(s >> (8 * c));
    }
}

WR_ROWS_TARGET static inline uint8_t WR_ROWS_NAME(paeth)(uint8_t a, uint8_t b, uint8_t c) {
    /* 16-bit arithmetic and selects without branches, so a vector unit does 16 at once. */
    int16_t pa = (int16_t)((int16_t)b - (int16_t)c), pb = (int16_t)((int16_t)a - (int16_t)c);
    int16_t pc = (int16_t)(pa + pb);
    pa = pa < 0 ? (int16_t)-pa : pa;              /* |p - a| with p = a + b - c */
    pb = pb < 0 ? (int16_t)-pb : pb;              /* |p - b| */
    pc = pc < 0 ? (int16_t)-pc : pc;              /* |p - c| */
    uint8_t bc = pb <= pc ? b : c;
    return (pa <= pb && pa <= pc) ? a : bc;
}

WR_ROWS_TARGET static void WR_ROWS_NAME(filter_row)(int type, const uint8_t *row, const uint8_t *prev, size_t n, size_t bpp, uint8_t *out) {
    size_t head = bpp < n ? bpp : n; /* the first pixel has no left neighbour (0) */
    switch (type) {
    case WR_FILTER_NONE:
        memcpy(out, row, n);
        break;
    case WR_FILTER_SUB:
        for (size_t i = 0; i < head; i++) out[i] = row[i];
        for (size_t i = head; i < n; i++) out[i] = (uint8_t)(row[i] - row[i - bpp]);
        break;
    case WR_FILTER_UP:
        for (size_t i = 0; i < n; i++) out[i] = (uint8_t)(row[i] - prev[i]);
        break;
    case WR_FILTER_AVERAGE:
        for (size_t i = 0; i < head; i++) out[i] = (uint8_t)(row[i] - (prev[i] >> 1));
        for (size_t i = head; i < n; i++) out[i] = (uint8_t)(row[i] - ((row[i - bpp] + prev[i]) >> 1));
        break;
    default:
        for (size_t i = 0; i < head; i++) out[i] = (uint8_t)(row[i] - prev[i]); /* Paeth(0, b, 0) = b */
        for (size_t i = head; i < n; i++) out[i] = (uint8_t)(row[i] - WR_ROWS_NAME(paeth)(row[i - bpp], prev[i], prev[i - bpp]));
    }
}

WR_ROWS_TARGET static uint64_t WR_ROWS_NAME(residual_cost)(const uint8_t *residuals, size_t n) {
    uint64_t total = 0;
    /* 32-bit partial sums (at most 128 per byte) vectorize better than one 64-bit sum. */
    for (size_t start = 0; start < n; start += 1u << 20) {
        size_t end = n - start > (1u << 20) ? start + (1u << 20) : n;
        uint32_t cost = 0;
        for (size_t i = start; i < end; i++) {
            uint32_t v = residuals[i];
            cost += v < 128 ? v : 256 - v;
        }
        total += cost;
    }
    return total;
}

WR_ROWS_TARGET static void WR_ROWS_NAME(same_as_left)(const uint8_t *row, size_t width, size_t bpp, uint64_t *same) {
    same[width / 64 + 1] = 0;
    for (size_t base = 0; base <= width; base += 64) {
        size_t first = base == 0 ? 1 : base, end = width - base < 64 ? width : base + 64;
        uint64_t word = 0;
        if (bpp == 4) {
            for (size_t x = first; x < end; x++) {
                uint32_t p, q;
                memcpy(&p, row + 4 * x, 4);
                memcpy(&q, row + 4 * x - 4, 4);
                word |= (uint64_t)(p == q) << (x - base);
            }
        } else {
            for (size_t x = first; x < end; x++) {
                const uint8_t *p = row + 3 * x;
                word |= (uint64_t)((p[0] == p[-3]) & (p[1] == p[-2]) & (p[2] == p[-1])) << (x - base);
            }
        }
        same[base >> 6] = word;
    }
}
