/* Un-premultiplying and PNG row filters, built portable and (on x86-64) for AVX2 and AVX-512,
 * where byte-wise Paeth, un-premultiplying and the same-as-left bitmap are written by hand. */
#include "png_rows.h"
#include "CImageCodecs.h"
#include <string.h>

#define WR_ROWS_NAME(name) wr_##name##_portable
#define WR_ROWS_TARGET
#include "png_rows_impl.h"
#undef WR_ROWS_NAME
#undef WR_ROWS_TARGET

#if defined(__x86_64__) && (defined(__clang__) || defined(__GNUC__))
#define WR_ROWS_HAVE_AVX2 1
#define WR_ROWS_NAME(name) wr_##name##_avx2
#define WR_ROWS_TARGET __attribute__((target("avx2")))
#include "png_rows_impl.h"
#undef WR_ROWS_NAME
#undef WR_ROWS_TARGET
#define WR_ROWS_NAME(name) wr_##name##_avx512
#define WR_ROWS_TARGET __attribute__((target("avx512f,avx512bw,avx512vl,avx512vbmi,bmi2")))
#include "png_rows_impl.h"
#include <immintrin.h>

/* The same bitmap as the portable same_as_left, sixteen pixels a compare. */
WR_ROWS_TARGET static void wr_same_as_left_bits_avx512(const uint8_t *row, size_t width, size_t bpp, uint64_t *same) {
    for (size_t i = 0; i < width / 64 + 2; i++) same[i] = 0;
    for (size_t x = 1; x < width; x += 16) {
        size_t count = width - x < 16 ? width - x : 16;
        uint64_t bits;
        if (bpp == 4) {
            __mmask16 lanes = (__mmask16)_bzhi_u32(0xFFFFu, (unsigned)count);
            __m512i here = _mm512_maskz_loadu_epi32(lanes, row + 4 * x);
            __m512i left = _mm512_maskz_loadu_epi32(lanes, row + 4 * x - 4);
            bits = _mm512_mask_cmpeq_epi32_mask(lanes, here, left);
        } else {
            __mmask64 lanes = _bzhi_u64(~0ull, (unsigned)(3 * count));
            __m512i here = _mm512_maskz_loadu_epi8(lanes, row + 3 * x);
            __m512i left = _mm512_maskz_loadu_epi8(lanes, row + 3 * x - 3);
            uint64_t equal = _mm512_mask_cmpeq_epi8_mask(lanes, here, left);
            /* A pixel is equal when its three bytes are: gather every third bit. */
            bits = _pext_u64(equal & (equal >> 1) & (equal >> 2), 0x249249249249ull);
        }
        same[x >> 6] |= bits << (x & 63);
        if ((x & 63) > 48) same[(x >> 6) + 1] |= bits >> (64 - (x & 63));
    }
}
/*
 * Paeth on whole bytes, 64 at a time. With p = a + b - c: |p - a| = |b - c| and |p - b| = |a - c|
 * exactly; |p - c| = |(a - c) + (b - c)| is their sum when a - c and b - c have the same sign
 * (saturating at 255 changes no comparison, since each of the two is at most 255) and their
 * difference otherwise. So the predictor is the 16-bit one's, byte for byte.
 */
WR_ROWS_TARGET static void wr_filter_row_paeth_avx512(const uint8_t *row, const uint8_t *prev, size_t n, size_t bpp, uint8_t *out) {
    size_t head = bpp < n ? bpp : n;
    for (size_t i = 0; i < head; i++) out[i] = (uint8_t)(row[i] - prev[i]); /* Paeth(0, b, 0) = b */
    for (size_t i = head; i < n; i += 64) {
        __mmask64 lanes = _bzhi_u64(~0ull, (unsigned)(n - i < 64 ? n - i : 64));
        __m512i x = _mm512_maskz_loadu_epi8(lanes, row + i);
        __m512i a = _mm512_maskz_loadu_epi8(lanes, row + i - bpp);
        __m512i b = _mm512_maskz_loadu_epi8(lanes, prev + i);
        __m512i c = _mm512_maskz_loadu_epi8(lanes, prev + i - bpp);
        __m512i pa = _mm512_sub_epi8(_mm512_max_epu8(b, c), _mm512_min_epu8(b, c));
        __m512i pb = _mm512_sub_epi8(_mm512_max_epu8(a, c), _mm512_min_epu8(a, c));
        __mmask64 same_sign = _kxnor_mask64(_mm512_cmpgt_epu8_mask(a, c), _mm512_cmpgt_epu8_mask(b, c));
        __m512i difference = _mm512_sub_epi8(_mm512_max_epu8(pa, pb), _mm512_min_epu8(pa, pb));
        __m512i pc = _mm512_mask_blend_epi8(same_sign, difference, _mm512_adds_epu8(pa, pb));
        __mmask64 take_a = _mm512_cmple_epu8_mask(pa, pb) & _mm512_cmple_epu8_mask(pa, pc);
        __mmask64 take_b = _mm512_cmple_epu8_mask(pb, pc);
        __m512i predictor = _mm512_mask_blend_epi8(take_a, _mm512_mask_blend_epi8(take_b, c, b), a);
        _mm512_mask_storeu_epi8(out + i, lanes, _mm512_sub_epi8(x, predictor));
    }
}

/* Sixteen pixels at a time when all are opaque (only the byte order changes) or all are clear
 * (straight alpha 0 is all zeros); otherwise the pixel-by-pixel division. */
WR_ROWS_TARGET static void wr_unpremultiply_row_fast_avx512(const uint32_t *src, uint8_t *dst, uint32_t width, int with_alpha) {
    /* ARGB words hold B, G, R, A in memory; PNG wants R, G, B(, A). */
    const __m512i rgba = _mm512_set4_epi32(0x0F0C0D0E, 0x0B08090A, 0x07040506, 0x03000102);
    const __m512i rgb = _mm512_set_epi8(0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 60, 61, 62, 56, 57, 58, 52, 53, 54,
                                        48, 49, 50, 44, 45, 46, 40, 41, 42, 36, 37, 38, 32, 33, 34, 28, 29, 30, 24, 25,
                                        26, 20, 21, 22, 16, 17, 18, 12, 13, 14, 8, 9, 10, 4, 5, 6, 0, 1, 2);
    const __m512i alpha = _mm512_set1_epi32((int)0xFF000000u);
    uint32_t x = 0;
    for (; x + 16 <= width; x += 16) {
        __m512i pixels = _mm512_loadu_si512(src + x);
        __m512i a = _mm512_and_si512(pixels, alpha);
        __mmask16 opaque = _mm512_cmpeq_epi32_mask(a, alpha);
        if (!with_alpha) {
            /* Every pixel is opaque (the caller checked). */
            _mm512_mask_storeu_epi8(dst + 3 * (size_t)x, 0xFFFFFFFFFFFFull, _mm512_permutexvar_epi8(rgb, pixels));
        } else if (opaque == 0xFFFF) {
            _mm512_storeu_si512(dst + 4 * (size_t)x, _mm512_shuffle_epi8(pixels, rgba));
        } else if (_mm512_test_epi32_mask(a, a) == 0) {
            _mm512_storeu_si512(dst + 4 * (size_t)x, _mm512_setzero_si512());
        } else {
            wr_unpremultiply_row_avx512(src + x, dst + 4 * (size_t)x, 16, 1);
        }
    }
    if (x < width) wr_unpremultiply_row_avx512(src + x, dst + (with_alpha ? 4 : 3) * (size_t)x, width - x, with_alpha);
}

WR_ROWS_TARGET static void wr_filter_row_fast_avx512(int type, const uint8_t *row, const uint8_t *prev, size_t n, size_t bpp, uint8_t *out) {
    if (type == WR_FILTER_PAETH) {
        wr_filter_row_paeth_avx512(row, prev, n, bpp, out);
    } else {
        wr_filter_row_avx512(type, row, prev, n, bpp, out);
    }
}
#undef WR_ROWS_NAME
#undef WR_ROWS_TARGET
#endif

static const wr_row_ops wr_portable_ops = {
    wr_unpremultiply_row_portable, wr_filter_row_portable, wr_residual_cost_portable, wr_same_as_left_portable,
};

#ifdef WR_ROWS_HAVE_AVX2
static const wr_row_ops wr_avx2_ops = {
    wr_unpremultiply_row_avx2, wr_filter_row_avx2, wr_residual_cost_avx2, wr_same_as_left_avx2,
};
static const wr_row_ops wr_avx512_ops = {
    wr_unpremultiply_row_fast_avx512, wr_filter_row_fast_avx512, wr_residual_cost_avx512, wr_same_as_left_bits_avx512,
};
#endif

const wr_row_ops *wr_row_ops_for(int flags) {
    int portable = flags & WR_PNG_PORTABLE, avx512 = !(flags & (WR_PNG_PORTABLE | WR_PNG_AT_MOST_AVX2));
#ifdef WR_ROWS_HAVE_AVX2
    if (avx512 && __builtin_cpu_supports("avx512bw") && __builtin_cpu_supports("avx512vl") &&
        __builtin_cpu_supports("avx512vbmi") && __builtin_cpu_supports("bmi2")) {
        return &wr_avx512_ops;
    }
    if (!portable && __builtin_cpu_supports("avx2")) return &wr_avx2_ops;
#endif
    (void)portable;
    (void)avx512;
    return &wr_portable_ops;
}

void wr_unpremultiply_row(const uint32_t *src, uint8_t *dst, uint32_t width, int with_alpha) {
    wr_unpremultiply_row_portable(src, dst, width, with_alpha);
}

void wr_filter_row(int type, const uint8_t *row, const uint8_t *prev, size_t n, size_t bpp, uint8_t *out) {
    wr_filter_row_portable(type, row, prev, n, bpp, out);
}

uint64_t wr_residual_cost(const uint8_t *residuals, size_t n) { return wr_residual_cost_portable(residuals, n); }
