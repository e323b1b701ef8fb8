/*
 * Dynamic-Huffman deflate blocks (RFC 1951 section 3.2.7): length-limited code lengths from
 * symbol frequencies, canonical codes, and the block header that transmits them.
 *
 * Everything here is integer arithmetic with every tie broken by symbol number, so the same
 * frequencies give the same codes on every machine.
 */
#pragma once
#include "deflate_bits.h"
#include <stdint.h>

enum {
    WR_LITLEN_SYMBOLS = 286, /* literals 0-255, end of block 256, lengths 257-285 */
    /* The longest literal/length code the plan makes: deflate allows 15; 14 lets the writer
     * send four literals per flush of its 64-bit word, and costs well under 0.1 % of size. */
    WR_LITLEN_MAX_BITS = 14,
    WR_DIST_SYMBOLS = 30,
    WR_END_OF_BLOCK = 256,
};

/* The codes of one dynamic block and the header that describes them. */
typedef struct wr_deflate_codes {
    uint8_t litlen_len[WR_LITLEN_SYMBOLS];
    uint16_t litlen_code[WR_LITLEN_SYMBOLS]; /* bit-reversed, ready for wr_bits_put */
    uint8_t dist_len[WR_DIST_SYMBOLS];
    uint16_t dist_code[WR_DIST_SYMBOLS];
    /* The code-length code and the run-length-coded lengths it sends. */
    uint8_t cl_len[19];
    uint16_t cl_code[19];
    uint8_t cl_symbols[WR_LITLEN_SYMBOLS + WR_DIST_SYMBOLS];
    uint8_t cl_extra[WR_LITLEN_SYMBOLS + WR_DIST_SYMBOLS];
    unsigned cl_count, hlit, hdist, hclen;
} wr_deflate_codes;

/*
 * Code lengths of at most max_length bits for `count` symbols: a Huffman code, with lengths
 * over the limit shortened while keeping the code complete. Unused symbols get 0. When fewer
 * than two symbols are used, one or two get length 1, so the code stays complete.
 */
void wr_huffman_lengths(const uint32_t *freq, unsigned count, unsigned max_length, uint8_t *lengths);

/* Canonical codes for `lengths` (RFC 1951 section 3.2.2), bit-reversed. */
void wr_huffman_codes(const uint8_t *lengths, unsigned count, uint16_t *codes);

/* Codes and header for a block with these frequencies (the end-of-block count included). */
void wr_deflate_plan(const uint32_t litlen_freq[WR_LITLEN_SYMBOLS], const uint32_t dist_freq[WR_DIST_SYMBOLS],
                     wr_deflate_codes *codes);

/* The bits of the block header (BFINAL and BTYPE included). */
uint64_t wr_deflate_header_bits(const wr_deflate_codes *codes);

/* Writes the block header: BFINAL, BTYPE 2, HLIT, HDIST, HCLEN and the code lengths. */
void wr_deflate_write_header(wr_bits *w, const wr_deflate_codes *codes, int final);

/* The length symbol (257-285), extra bit count and extra value of a match length, 3-258
 * (RFC 1951 3.2.5). Lengths 3-10 have a symbol each; from 11 on, l = length - 3 with its top bit
 * at k is split in four symbols per power of two by the two bits below it, with k - 2 extra
 * bits; 258 has symbol 285 alone. */
typedef struct wr_length_code {
    uint16_t symbol;
    uint8_t extra_bits;
    uint8_t extra_value;
} wr_length_code;

static inline wr_length_code wr_length_code_of(uint32_t length) {
    if (length <= 10) return (wr_length_code){(uint16_t)(254 + length), 0, 0};
    if (length == 258) return (wr_length_code){285, 0, 0};
    uint32_t l = length - 3;
    unsigned e = 31u - (unsigned)__builtin_clz(l) - 2;
    return (wr_length_code){(uint16_t)(261 + 4 * e + ((l >> e) & 3)), (uint8_t)e, (uint8_t)(l & ((1u << e) - 1))};
}

/* A distance's deflate code (1-32768): its symbol, extra bit count and extra value (RFC 1951
 * 3.2.5). From distance 5 on each power of two is split in two symbols: v = distance - 1 with its
 * top bit at k takes symbol 2k plus the bit below it, and k - 1 extra bits. */
typedef struct wr_distance {
    unsigned symbol, extra_bits, extra_value;
} wr_distance;

static inline wr_distance wr_distance_code(uint32_t distance) {
    uint32_t v = distance - 1;
    if (v < 4) return (wr_distance){v, 0, 0};
    unsigned k = 31u - (unsigned)__builtin_clz(v);
    return (wr_distance){2 * k + ((v >> (k - 1)) & 1), k - 1, v & ((1u << (k - 1)) - 1)};
}
