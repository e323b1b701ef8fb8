/* Length-limited Huffman codes and dynamic block headers for deflate (RFC 1951). */
#include "deflate_huffman.h"
#include <stdlib.h>
#include <string.h>

typedef struct wr_leaf {
    uint32_t freq;
    uint16_t symbol;
} wr_leaf;

/* Sorts by ascending frequency, then ascending symbol (a total order, so the result is unique):
 * a least-significant-digit radix sort on (frequency, symbol), 8 bits a pass, skipping passes
 * whose digit is zero everywhere. */
static void wr_sort_leaves(wr_leaf *leaves, unsigned n) {
    wr_leaf buffer[WR_LITLEN_SYMBOLS];
    uint32_t max_freq = 0;
    for (unsigned i = 0; i < n; i++) if (leaves[i].freq > max_freq) max_freq = leaves[i].freq;
    /* Symbols arrive in ascending order, and each pass is stable, so ties keep that order. */
    wr_leaf *from = leaves, *to = buffer;
    for (unsigned shift = 0; shift < 32 && (max_freq >> shift) != 0; shift += 8) {
        unsigned count[257] = {0};
        for (unsigned i = 0; i < n; i++) count[((from[i].freq >> shift) & 0xFF) + 1]++;
        for (unsigned d = 0; d < 256; d++) count[d + 1] += count[d];
        for (unsigned i = 0; i < n; i++) to[count[(from[i].freq >> shift) & 0xFF]++] = from[i];
        wr_leaf *t = from; from = to; to = t;
    }
    if (from != leaves) memcpy(leaves, from, n * sizeof *leaves);
}

void wr_huffman_lengths(const uint32_t *freq, unsigned count, unsigned max_length, uint8_t *lengths) {
    wr_leaf leaves[WR_LITLEN_SYMBOLS];
    unsigned used = 0;
    memset(lengths, 0, count);
    for (unsigned s = 0; s < count; s++) {
        if (freq[s] > 0) leaves[used++] = (wr_leaf){freq[s], (uint16_t)s};
    }
    if (used < 2) {
        /* One code of length 1 is incomplete; give a second symbol the other one. */
        unsigned first = used == 1 ? leaves[0].symbol : 0;
        lengths[first] = 1;
        lengths[first == 0 ? 1 : 0] = 1;
        return;
    }
    wr_sort_leaves(leaves, used);

    /* Huffman's algorithm with two queues: the sorted leaves and the internal nodes in the
     * order they are made (their weights only grow). Ties take the leaf first. */
    uint64_t weight[2 * WR_LITLEN_SYMBOLS];
    uint16_t parent[2 * WR_LITLEN_SYMBOLS];
    for (unsigned i = 0; i < used; i++) weight[i] = leaves[i].freq;
    unsigned next_leaf = 0, next_node = used, made = used;
    for (unsigned k = 0; k + 1 < used; k++) {
        unsigned pick[2];
        for (int j = 0; j < 2; j++) {
            if (next_leaf < used && (next_node == made || weight[next_leaf] <= weight[next_node])) {
                pick[j] = next_leaf++;
            } else {
                pick[j] = next_node++;
            }
        }
        weight[made] = weight[pick[0]] + weight[pick[1]];
        parent[pick[0]] = parent[pick[1]] = (uint16_t)made;
        made++;
    }
    /* Depths from the root (the last node made) down; a parent is always made after its children. */
    uint8_t depth[2 * WR_LITLEN_SYMBOLS];
    depth[made - 1] = 0;
    for (unsigned i = made - 1; i-- > 0;) depth[i] = (uint8_t)(depth[parent[i]] + 1 > 255 ? 255 : depth[parent[i]] + 1);

    /* Count leaves per length, moving the too-long ones to max_length; then, while the code is
     * over-full (Kraft sum above 1), take one leaf off the longest length and split a shorter
     * leaf into two one level deeper: each step lowers the sum by one unit of 2^-max_length and
     * ends exactly at 1, a complete code. */
    unsigned per_length[16] = {0};
    for (unsigned i = 0; i < used; i++) per_length[depth[i] > max_length ? max_length : depth[i]]++;
    uint64_t kraft = 0;
    for (unsigned l = 1; l <= max_length; l++) kraft += (uint64_t)per_length[l] << (max_length - l);
    while (kraft > (1ull << max_length)) {
        per_length[max_length]--;
        for (unsigned l = max_length - 1; l >= 1; l--) {
            if (per_length[l] > 0) {
                per_length[l]--;
                per_length[l + 1] += 2;
                break;
            }
        }
        kraft--;
    }
    /* The most frequent symbols (the end of the sorted list) take the shortest lengths. */
    unsigned i = used;
    for (unsigned l = 1; l <= max_length; l++) {
        for (unsigned n = per_length[l]; n > 0; n--) lengths[leaves[--i].symbol] = (uint8_t)l;
    }
}

/* The 16 bits of v in reverse order. */
static inline uint16_t wr_reverse16(uint16_t v) {
    v = (uint16_t)(((v & 0x5555u) << 1) | ((v >> 1) & 0x5555u));
    v = (uint16_t)(((v & 0x3333u) << 2) | ((v >> 2) & 0x3333u));
    v = (uint16_t)(((v & 0x0F0Fu) << 4) | ((v >> 4) & 0x0F0Fu));
    return (uint16_t)((v << 8) | (v >> 8));
}

void wr_huffman_codes(const uint8_t *lengths, unsigned count, uint16_t *codes) {
    unsigned per_length[16] = {0}, next[16] = {0};
    for (unsigned s = 0; s < count; s++) per_length[lengths[s]]++;
    per_length[0] = 0;
    unsigned code = 0;
    for (unsigned l = 1; l < 16; l++) {
        code = (code + per_length[l - 1]) << 1;
        next[l] = code;
    }
    for (unsigned s = 0; s < count; s++) {
        unsigned l = lengths[s];
        if (l == 0) { codes[s] = 0; continue; }
        unsigned c = next[l]++;
        codes[s] = (uint16_t)(wr_reverse16((uint16_t)c) >> (16 - l));
    }
}

/* The order in which HCLEN code lengths are sent (RFC 1951 section 3.2.7). */
static const uint8_t wr_cl_order[19] = {16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15};

void wr_deflate_plan(const uint32_t litlen_freq[WR_LITLEN_SYMBOLS], const uint32_t dist_freq[WR_DIST_SYMBOLS],
                     wr_deflate_codes *c) {
    wr_huffman_lengths(litlen_freq, WR_LITLEN_SYMBOLS, WR_LITLEN_MAX_BITS, c->litlen_len);
    wr_huffman_lengths(dist_freq, WR_DIST_SYMBOLS, 15, c->dist_len);
    wr_huffman_codes(c->litlen_len, WR_LITLEN_SYMBOLS, c->litlen_code);
    wr_huffman_codes(c->dist_len, WR_DIST_SYMBOLS, c->dist_code);

    c->hlit = WR_LITLEN_SYMBOLS;
    while (c->hlit > 257 && c->litlen_len[c->hlit - 1] == 0) c->hlit--;
    c->hdist = WR_DIST_SYMBOLS;
    while (c->hdist > 1 && c->dist_len[c->hdist - 1] == 0) c->hdist--;

    /* Both length lists as one sequence, run-length coded: 16 repeats the previous length
     * 3-6 times, 17 and 18 send 3-10 and 11-138 zeros. */
    uint8_t all[WR_LITLEN_SYMBOLS + WR_DIST_SYMBOLS];
    unsigned n = c->hlit + c->hdist;
    memcpy(all, c->litlen_len, c->hlit);
    memcpy(all + c->hlit, c->dist_len, c->hdist);
    uint32_t cl_freq[19] = {0};
    c->cl_count = 0;
    for (unsigned i = 0; i < n;) {
        unsigned run = 1;
        while (i + run < n && all[i + run] == all[i]) run++;
        if (all[i] == 0 && run >= 3) {
            unsigned take = run > 138 ? 138 : run;
            c->cl_symbols[c->cl_count] = take >= 11 ? 18 : 17;
            c->cl_extra[c->cl_count++] = (uint8_t)(take >= 11 ? take - 11 : take - 3);
            i += take;
        } else if (all[i] != 0 && run >= 4) {
            c->cl_symbols[c->cl_count] = all[i];
            c->cl_extra[c->cl_count++] = 0;
            unsigned take = run - 1 > 6 ? 6 : run - 1;
            c->cl_symbols[c->cl_count] = 16;
            c->cl_extra[c->cl_count++] = (uint8_t)(take - 3);
            i += 1 + take;
        } else {
            c->cl_symbols[c->cl_count] = all[i];
            c->cl_extra[c->cl_count++] = 0;
            i++;
        }
    }
    for (unsigned k = 0; k < c->cl_count; k++) cl_freq[c->cl_symbols[k]]++;
    wr_huffman_lengths(cl_freq, 19, 7, c->cl_len);
    wr_huffman_codes(c->cl_len, 19, c->cl_code);
    c->hclen = 19;
    while (c->hclen > 4 && c->cl_len[wr_cl_order[c->hclen - 1]] == 0) c->hclen--;
}

static unsigned wr_cl_extra_bits(unsigned symbol) {
    return symbol == 16 ? 2 : symbol == 17 ? 3 : symbol == 18 ? 7 : 0;
}

uint64_t wr_deflate_header_bits(const wr_deflate_codes *c) {
    uint64_t bits = 3 + 5 + 5 + 4 + 3 * (uint64_t)c->hclen;
    for (unsigned k = 0; k < c->cl_count; k++) {
        bits += c->cl_len[c->cl_symbols[k]] + wr_cl_extra_bits(c->cl_symbols[k]);
    }
    return bits;
}

void wr_deflate_write_header(wr_bits *w, const wr_deflate_codes *c, int final) {
    wr_bits_put(w, final ? 1 : 0, 1);
    wr_bits_put(w, 2, 2); /* dynamic Huffman */
    wr_bits_put(w, c->hlit - 257, 5);
    wr_bits_put(w, c->hdist - 1, 5);
    wr_bits_put(w, c->hclen - 4, 4);
    wr_bits_flush(w);
    for (unsigned k = 0; k < c->hclen; k++) {
        wr_bits_put(w, c->cl_len[wr_cl_order[k]], 3);
        wr_bits_flush(w);
    }
    for (unsigned k = 0; k < c->cl_count; k++) {
        unsigned s = c->cl_symbols[k];
        wr_bits_put(w, c->cl_code[s], c->cl_len[s]);
        wr_bits_put(w, c->cl_extra[k], wr_cl_extra_bits(s));
        wr_bits_flush(w);
    }
}
