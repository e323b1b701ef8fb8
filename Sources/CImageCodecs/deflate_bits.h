/*
 * An LSB-first bit writer for deflate (RFC 1951 section 3.1.1: Huffman codes are sent with
 * their bits reversed, everything else least significant bit first).
 *
 * Bits collect in a 64-bit word; wr_bits_flush stores all eight bytes of it unconditionally
 * and advances by the whole bytes filled, so it needs 8 bytes of slack after the last byte
 * the stream can reach. Callers flush whenever the word may hold more than 32 bits and keep
 * each put at 32 bits or fewer, so the word never overflows.
 */
#pragma once
#include <stdint.h>
#include <string.h>

typedef struct wr_bits {
    uint8_t *out;   /* next byte to fill */
    uint64_t word;  /* pending bits, the oldest in bit 0 */
    unsigned count; /* pending bit count, 0...63 */
} wr_bits;

static inline void wr_bits_store64le(uint8_t *p, uint64_t v) {
    uint8_t b[8];
    for (int i = 0; i < 8; i++) b[i] = (uint8_t)(v >> (8 * i));
    memcpy(p, b, 8); /* compilers turn this into one store on little-endian machines */
}

static inline void wr_bits_put(wr_bits *w, uint64_t bits, unsigned count) {
    w->word |= bits << w->count;
    w->count += count;
}

/* Writes out every whole byte pending; leaves at most 7 bits. */
static inline void wr_bits_flush(wr_bits *w) {
    wr_bits_store64le(w->out, w->word);
    unsigned bytes = w->count >> 3;
    w->out += bytes;
    w->word = bytes == 8 ? 0 : w->word >> (bytes * 8);
    w->count &= 7;
}

/* Puts and flushes when more than 32 bits are pending. */
static inline void wr_bits_put_flush(wr_bits *w, uint64_t bits, unsigned count) {
    wr_bits_put(w, bits, count);
    if (w->count >= 32) wr_bits_flush(w);
}

/* Pads to a byte boundary with zero bits and writes the pending bytes. */
static inline void wr_bits_align(wr_bits *w) {
    w->count = (w->count + 7) & ~7u;
    wr_bits_flush(w);
}
