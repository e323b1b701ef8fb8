/* Un-premultiplying and PNG row filters, built portable and (on x86-64) for AVX2. */
#include "png_rows.h"
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
#endif

static const wr_row_ops wr_portable_ops = {
    wr_unpremultiply_row_portable, wr_filter_row_portable, wr_residual_cost_portable, wr_same_as_left_portable,
};

#ifdef WR_ROWS_HAVE_AVX2
static const wr_row_ops wr_avx2_ops = {
    wr_unpremultiply_row_avx2, wr_filter_row_avx2, wr_residual_cost_avx2, wr_same_as_left_avx2,
};
#endif

const wr_row_ops *wr_row_ops_for(int portable) {
#ifdef WR_ROWS_HAVE_AVX2
    if (!portable && __builtin_cpu_supports("avx2")) return &wr_avx2_ops;
#endif
    (void)portable;
    return &wr_portable_ops;
}

void wr_unpremultiply_row(const uint32_t *src, uint8_t *dst, uint32_t width, int with_alpha) {
    wr_unpremultiply_row_portable(src, dst, width, with_alpha);
}

void wr_filter_row(int type, const uint8_t *row, const uint8_t *prev, size_t n, size_t bpp, uint8_t *out) {
    wr_filter_row_portable(type, row, prev, n, bpp, out);
}

uint64_t wr_residual_cost(const uint8_t *residuals, size_t n) { return wr_residual_cost_portable(residuals, n); }
