/*
 * Sending runs of literal bytes with one Huffman code: the innermost loop of the fast PNG writer.
 * A portable build, and one for x86-64 CPUs with AVX-512 VBMI that looks up 64 codes at once;
 * both send exactly the same bits, so the choice changes only the speed.
 */
#pragma once
#include "deflate_bits.h"
#include <stddef.h>
#include <stdint.h>

/* The literal codes of one block, as the writers want them. Every code is at most 14 bits
 * (WR_LITLEN_MAX_BITS), so four fit in one 56-bit put. */
typedef struct wr_literal_table {
    uint8_t code_low[256];  /* bits 0-7 of each literal's bit-reversed code */
    uint8_t code_high[256]; /* bits 8-13 */
    uint8_t length[256];    /* its length in bits; 0 for a literal without a code */
    uint32_t packed[256];   /* code | length << 16, for the portable writer */
} wr_literal_table;

/* Fills the table from a block's literal/length codes. */
void wr_literal_table_fill(wr_literal_table *table, const uint16_t *litlen_code, const uint8_t *litlen_len);

/* Sends `count` literals starting at `bytes`. */
typedef void (*wr_literal_writer)(wr_bits *w, const uint8_t *bytes, size_t count, const wr_literal_table *table);

/* The fastest writer this CPU runs within the limits of `flags` (WR_PNG_PORTABLE,
 * WR_PNG_AT_MOST_AVX2). */
wr_literal_writer wr_literal_writer_for(int flags);
