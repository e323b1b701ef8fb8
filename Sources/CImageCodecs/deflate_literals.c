#include "deflate_literals.h"
#include "CImageCodecs.h"
#include <string.h>

void wr_literal_table_fill(wr_literal_table *table, const uint16_t *litlen_code, const uint8_t *litlen_len) {
    for (unsigned b = 0; b < 256; b++) {
        table->code_low[b] = (uint8_t)litlen_code[b];
        table->code_high[b] = (uint8_t)(litlen_code[b] >> 8);
        table->length[b] = litlen_len[b];
        table->packed[b] = litlen_code[b] | ((uint32_t)litlen_len[b] << 16);
    }
}

/* The writer's state lives in locals: stores through the output pointer could otherwise alias
 * it and force reloads on every code. */
static void wr_write_literals_portable(wr_bits *w, const uint8_t *bytes, size_t count, const wr_literal_table *t) {
    const uint32_t *table = t->packed;
    wr_bits_flush(w);
    wr_bits local = *w;
    size_t i = 0;
    /* Four codes of at most 14 bits fit after a flush (at most 7 bits left): 7 + 4 * 14 = 63. */
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

#if defined(__x86_64__) && (defined(__clang__) || defined(__GNUC__))
#include <immintrin.h>
#define WR_LITERALS_HAVE_AVX512 1
#define WR_AVX512 __attribute__((target("avx512f,avx512bw,avx512vbmi,bmi2")))

/* A 256-entry byte table looked up for 64 bytes: two 128-entry permutes, picked by bit 7. */
WR_AVX512 static inline __m512i wr_lookup256(__m512i index, __mmask64 upper, const __m512i table[4]) {
    __m512i below = _mm512_permutex2var_epi8(table[0], index, table[1]);
    __m512i above = _mm512_permutex2var_epi8(table[2], index, table[3]);
    return _mm512_mask_blend_epi8(upper, below, above);
}

/* Joins neighbouring codes: each 32-bit lane becomes its low half's code followed by its high
 * half's, and the lengths add up. wr_join64 does the same for 64-bit lanes. */
WR_AVX512 static inline void wr_join32(__m512i *codes, __m512i *lengths) {
    __m512i low_mask = _mm512_set1_epi32(0xFFFF);
    __m512i first_length = _mm512_and_si512(*lengths, low_mask);
    __m512i second = _mm512_srli_epi32(*codes, 16);
    *codes = _mm512_or_si512(_mm512_and_si512(*codes, low_mask), _mm512_sllv_epi32(second, first_length));
    *lengths = _mm512_add_epi32(first_length, _mm512_srli_epi32(*lengths, 16));
}

WR_AVX512 static inline void wr_join64(__m512i *codes, __m512i *lengths) {
    __m512i low_mask = _mm512_set1_epi64(0xFFFFFFFF);
    __m512i first_length = _mm512_and_si512(*lengths, low_mask);
    __m512i second = _mm512_srli_epi64(*codes, 32);
    *codes = _mm512_or_si512(_mm512_and_si512(*codes, low_mask), _mm512_sllv_epi64(second, first_length));
    *lengths = _mm512_add_epi64(first_length, _mm512_srli_epi64(*lengths, 32));
}

/* A chunk of 64 literals as eight values, each the codes of eight literals in order: the low and
 * high 64-bit words of each value and its length in bits, in the chunk's order. */
typedef struct wr_chunk_codes {
    __m512i low, high, length; /* eight 128-bit values (low and high words), at most 112 bits */
} wr_chunk_codes;

WR_AVX512 static inline wr_chunk_codes wr_chunk_lookup(__m512i index, __mmask64 present, const __m512i low[4],
                                                       const __m512i high[4], const __m512i length[4]) {
    /* After unpacking, the first vector's 64-bit lanes hold bytes 16k..16k+3 and 16k+4..16k+7
     * (k = 0...3), the second's 16k+8..16k+11 and 16k+12..16k+15. In byte order, lanes 2j and
     * 2j+1 of the sequence pair up as one 128-bit value: these pick the first and second of
     * each pair. */
    const __m512i first_of_pair = _mm512_set_epi64(14, 6, 12, 4, 10, 2, 8, 0);
    const __m512i second_of_pair = _mm512_set_epi64(15, 7, 13, 5, 11, 3, 9, 1);
    const __m512i zero = _mm512_setzero_si512();
    __mmask64 upper = _mm512_movepi8_mask(index);
    /* Past the end, every lane is a zero-length code of no bits. */
    __m512i code_low = _mm512_maskz_mov_epi8(present, wr_lookup256(index, upper, low));
    __m512i code_high = _mm512_maskz_mov_epi8(present, wr_lookup256(index, upper, high));
    __m512i bits = _mm512_maskz_mov_epi8(present, wr_lookup256(index, upper, length));
    __m512i c0 = _mm512_unpacklo_epi8(code_low, code_high), c1 = _mm512_unpackhi_epi8(code_low, code_high);
    __m512i l0 = _mm512_unpacklo_epi8(bits, zero), l1 = _mm512_unpackhi_epi8(bits, zero);
    wr_join32(&c0, &l0);
    wr_join32(&c1, &l1);
    wr_join64(&c0, &l0);
    wr_join64(&c1, &l1);
    /* Four codes are at most 56 bits; a pair of them is a 128-bit value of at most 112. */
    __m512i first = _mm512_permutex2var_epi64(c0, first_of_pair, c1);
    __m512i second = _mm512_permutex2var_epi64(c0, second_of_pair, c1);
    __m512i first_length = _mm512_permutex2var_epi64(l0, first_of_pair, l1);
    __m512i second_length = _mm512_permutex2var_epi64(l0, second_of_pair, l1);
    wr_chunk_codes c;
    c.low = _mm512_or_si512(first, _mm512_sllv_epi64(second, first_length));
    c.high = _mm512_srlv_epi64(second, _mm512_sub_epi64(_mm512_set1_epi64(64), first_length));
    c.length = _mm512_add_epi64(first_length, second_length);
    return c;
}

/* The low word of value >> shift, for 128-bit values in (low, high) lanes; a shift of 128 or more
 * gives 0 (the variable shifts give 0 for counts of 64 and above, "negative" ones included). */
WR_AVX512 static inline __m512i wr_shift_right_128_low(__m512i low, __m512i high, __m512i shift) {
    __m512i sixty_four = _mm512_set1_epi64(64);
    return _mm512_or_si512(_mm512_or_si512(_mm512_srlv_epi64(low, shift), _mm512_sllv_epi64(high, _mm512_sub_epi64(sixty_four, shift))),
                           _mm512_srlv_epi64(high, _mm512_sub_epi64(shift, sixty_four)));
}

/* Stores the eight 16-byte values (0, 2, 4, 6 in `even`, 1, 3, 5, 7 in `odd`) at `places`, in
 * order: where they overlap, each rewrites the partial byte the one before left. */
WR_AVX512 static inline void wr_store_values(__m512i even, __m512i odd, uint8_t *const places[8]) {
    _mm_storeu_si128((__m128i *)places[0], _mm512_castsi512_si128(even));
    _mm_storeu_si128((__m128i *)places[1], _mm512_castsi512_si128(odd));
    _mm_storeu_si128((__m128i *)places[2], _mm512_extracti32x4_epi32(even, 1));
    _mm_storeu_si128((__m128i *)places[3], _mm512_extracti32x4_epi32(odd, 1));
    _mm_storeu_si128((__m128i *)places[4], _mm512_extracti32x4_epi32(even, 2));
    _mm_storeu_si128((__m128i *)places[5], _mm512_extracti32x4_epi32(odd, 2));
    _mm_storeu_si128((__m128i *)places[6], _mm512_extracti32x4_epi32(even, 3));
    _mm_storeu_si128((__m128i *)places[7], _mm512_extracti32x4_epi32(odd, 3));
}

/*
 * A chunk of 64 literals is eight 128-bit values of 8 to 112 bits. Their bit positions are a
 * prefix sum, so each value is shifted into place and joined with the bits of the byte it
 * starts in (the top bits of the value before it, which is at least 8 bits long) without
 * waiting for the others; the eight 16-byte stores then go out in order, each rewriting the
 * partial byte the one before left. Only the position carries from chunk to chunk.
 */
WR_AVX512 static void wr_write_literals_avx512(wr_bits *w, const uint8_t *bytes, size_t count, const wr_literal_table *t) {
    if (count < 32) { /* setting up the tables would cost more than it saves */
        wr_write_literals_portable(w, bytes, count, t);
        return;
    }
    __m512i low[4], high[4], length[4];
    for (int k = 0; k < 4; k++) {
        low[k] = _mm512_loadu_si512(t->code_low + 64 * k);
        high[k] = _mm512_loadu_si512(t->code_high + 64 * k);
        length[k] = _mm512_loadu_si512(t->length + 64 * k);
    }
    const __m512i zero = _mm512_setzero_si512();
    const __m512i seven = _mm512_set1_epi64(7);
    const __m512i sixty_four = _mm512_set1_epi64(64);
    wr_bits_flush(w);
    uint64_t word = w->word; /* the pending bits, also already in memory at `out` */
    unsigned pending = w->count;
    uint8_t *out = w->out;
    for (size_t i = 0; i < count; i += 64) {
        size_t n = count - i < 64 ? count - i : 64;
        __mmask64 present = _bzhi_u64(~0ull, (unsigned)n);
        wr_chunk_codes c = wr_chunk_lookup(_mm512_maskz_loadu_epi8(present, bytes + i), present, low, high, length);
        /* Inclusive prefix sum of the lengths, in three steps of lane shifts. */
        __m512i sum = _mm512_add_epi64(c.length, _mm512_alignr_epi64(c.length, zero, 7));
        sum = _mm512_add_epi64(sum, _mm512_alignr_epi64(sum, zero, 6));
        sum = _mm512_add_epi64(sum, _mm512_alignr_epi64(sum, zero, 4));
        __m512i pending_v = _mm512_set1_epi64(pending);
        __m512i start = _mm512_add_epi64(_mm512_sub_epi64(sum, c.length), pending_v);
        __m512i shift = _mm512_and_si512(start, seven);
        __m512i offset = _mm512_srli_epi64(start, 3);
        /* The bits already in each value's first byte: the top `shift` bits of the value before
         * (for the first, the pending word, read as a value of `pending` bits). Every value but
         * a chunk's last is at least 8 bits, so they all come from that one value. */
        __m512i before_low = _mm512_alignr_epi64(c.low, _mm512_set1_epi64((long long)word), 7);
        __m512i before_high = _mm512_alignr_epi64(c.high, zero, 7);
        __m512i before_length = _mm512_alignr_epi64(c.length, pending_v, 7);
        __m512i carried = wr_shift_right_128_low(before_low, before_high, _mm512_sub_epi64(before_length, shift));
        __m512i word_low = _mm512_or_si512(_mm512_sllv_epi64(c.low, shift), carried);
        __m512i word_high = _mm512_or_si512(_mm512_sllv_epi64(c.high, shift),
                                            _mm512_srlv_epi64(c.low, _mm512_sub_epi64(sixty_four, shift)));
        __m512i even = _mm512_unpacklo_epi64(word_low, word_high); /* values 0, 2, 4, 6 */
        __m512i odd = _mm512_unpackhi_epi64(word_low, word_high);  /* values 1, 3, 5, 7 */
        uint64_t offsets[8], sums[8];
        _mm512_storeu_si512(offsets, offset);
        _mm512_storeu_si512(sums, sum);
        unsigned values = (unsigned)(n + 7) / 8, total = pending + (unsigned)sums[values - 1];
        if (n == 64) {
            uint8_t *places[8];
            for (int v = 0; v < 8; v++) places[v] = out + offsets[v];
            wr_store_values(even, odd, places);
            uint64_t lows[8], highs[8];
            _mm512_storeu_si512(lows, c.low);
            _mm512_storeu_si512(highs, c.high);
            out += total >> 3;
            pending = total & 7;
            /* The new pending bits: the top `pending` bits of the last value (at least 8 bits). */
            unsigned drop = (unsigned)(sums[7] - sums[6]) - pending;
            word = drop >= 64 ? highs[7] >> (drop - 64) : (lows[7] >> drop) | ((highs[7] << 1) << (63 - drop));
        } else {
            /* The last, partial chunk: store the values it has, then read the pending bits back
             * from the byte the last store left them in. */
            uint8_t words[8][16], *places[8];
            for (int v = 0; v < 8; v++) places[v] = words[v];
            wr_store_values(even, odd, places);
            for (unsigned v = 0; v < values; v++) memcpy(out + offsets[v], words[v], 16);
            out += total >> 3;
            pending = total & 7;
            word = *out & ((1u << pending) - 1);
        }
    }
    w->word = word;
    w->count = pending;
    w->out = out;
}
#endif

wr_literal_writer wr_literal_writer_for(int flags) {
#ifdef WR_LITERALS_HAVE_AVX512
    if (!(flags & (WR_PNG_PORTABLE | WR_PNG_AT_MOST_AVX2)) && __builtin_cpu_supports("avx512vbmi") && __builtin_cpu_supports("avx512bw") &&
        __builtin_cpu_supports("bmi2")) {
        return wr_write_literals_avx512;
    }
#endif
    (void)flags;
    return wr_write_literals_portable;
}
