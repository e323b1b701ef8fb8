/* Un-premultiplying and PNG row filters, built portable and (on x86-64) for AVX2 and AVX-512,
 * where byte-wise Paeth, un-premultiplying and the same-as-left bitmap are written by hand. */
#include "png_rows.h"
#include "CImageCodecs.h"
#include <string.h>

#define WR_FACTOR(a) ((a) == 0 ? 0u : (uint32_t)((0x1000000u + (a) - 1) / (a)))
#define WR_FACTORS4(a) WR_FACTOR(a), WR_FACTOR((a) + 1), WR_FACTOR((a) + 2), WR_FACTOR((a) + 3)
#define WR_FACTORS16(a) WR_FACTORS4(a), WR_FACTORS4((a) + 4), WR_FACTORS4((a) + 8), WR_FACTORS4((a) + 12)
#define WR_FACTORS64(a) WR_FACTORS16(a), WR_FACTORS16((a) + 16), WR_FACTORS16((a) + 32), WR_FACTORS16((a) + 48)
const uint32_t wr_unpremultiply_factors[256] = {WR_FACTORS64(0), WR_FACTORS64(64), WR_FACTORS64(128), WR_FACTORS64(192)};
#undef WR_FACTORS64
#undef WR_FACTORS16
#undef WR_FACTORS4
#undef WR_FACTOR

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
#include <immintrin.h>

/* straight() for eight pixels: the same integer steps, lane by lane, the factors gathered by alpha. */
__attribute__((target("avx2"))) static inline __m256i wr_straight8_avx2(__m256i p) {
    const __m256i byte = _mm256_set1_epi32(0xFF);
    __m256i a = _mm256_srli_epi32(p, 24);
    __m256i m = _mm256_i32gather_epi32((const int *)wr_unpremultiply_factors, a, 4);
    __m256i half = _mm256_srli_epi32(a, 1);
    __m256i channel[3];
    for (int k = 0; k < 3; k++) {
        __m256i c = _mm256_min_epu32(_mm256_and_si256(_mm256_srli_epi32(p, 16 - 8 * k), byte), a);
        __m256i n = _mm256_add_epi32(_mm256_sub_epi32(_mm256_slli_epi32(c, 8), c), half); /* c * 255 + a / 2 */
        channel[k] = _mm256_srli_epi32(_mm256_mullo_epi32(n, m), 24);
    }
    return _mm256_or_si256(_mm256_or_si256(channel[0], _mm256_slli_epi32(channel[1], 8)),
                           _mm256_or_si256(_mm256_slli_epi32(channel[2], 16), _mm256_slli_epi32(a, 24)));
}

/* Eight pixels at a time: opaque ones only change byte order, others go through wr_straight8_avx2. */
__attribute__((target("avx2"))) static void wr_unpremultiply_row_fast_avx2(const uint32_t *src, uint8_t *dst, uint32_t width, int with_alpha) {
    if (!with_alpha) {
        wr_unpremultiply_row_avx2(src, dst, width, 0);
        return;
    }
    const __m256i rgba = _mm256_set_epi8(15, 12, 13, 14, 11, 8, 9, 10, 7, 4, 5, 6, 3, 0, 1, 2,
                                         15, 12, 13, 14, 11, 8, 9, 10, 7, 4, 5, 6, 3, 0, 1, 2);
    const __m256i alpha = _mm256_set1_epi32((int)0xFF000000u);
    uint32_t x = 0;
    for (; x + 8 <= width; x += 8) {
        __m256i pixels = _mm256_loadu_si256((const __m256i *)(src + x));
        __m256i opaque = _mm256_cmpeq_epi32(_mm256_and_si256(pixels, alpha), alpha);
        __m256i out = _mm256_movemask_ps(_mm256_castsi256_ps(opaque)) == 0xFF ? _mm256_shuffle_epi8(pixels, rgba)
                                                                               : wr_straight8_avx2(pixels);
        _mm256_storeu_si256((__m256i *)(dst + 4 * (size_t)x), out);
    }
    if (x < width) wr_unpremultiply_row_avx2(src + x, dst + 4 * (size_t)x, width - x, 1);
}

#define WR_ROWS_NAME(name) wr_##name##_avx512
#define WR_ROWS_TARGET __attribute__((target("avx512f,avx512bw,avx512vl,avx512vbmi,bmi2")))
#include "png_rows_impl.h"

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
            _mm256_storeu_si256((__m256i *)(dst + 4 * (size_t)x), wr_straight8_avx2(_mm512_castsi512_si256(pixels)));
            _mm256_storeu_si256((__m256i *)(dst + 4 * (size_t)x + 32), wr_straight8_avx2(_mm512_extracti64x4_epi64(pixels, 1)));
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
    wr_unpremultiply_row_fast_avx2, wr_filter_row_avx2, wr_residual_cost_avx2, wr_same_as_left_avx2,
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

void wr_png_straight_row(const uint32_t *pixels, uint8_t *rgba, uint32_t width, int flags) {
    wr_row_ops_for(flags)->unpremultiply_row(pixels, rgba, width, 1);
}

void wr_filter_row(int type, const uint8_t *row, const uint8_t *prev, size_t n, size_t bpp, uint8_t *out) {
    wr_filter_row_portable(type, row, prev, n, bpp, out);
}

uint64_t wr_residual_cost(const uint8_t *residuals, size_t n) { return wr_residual_cost_portable(residuals, n); }
