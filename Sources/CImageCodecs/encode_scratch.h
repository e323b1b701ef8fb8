/*
 * Per-thread working memory for the PNG writers: row buffers, the filtered image, the output
 * and libdeflate compressors survive from one encode to the next on the same thread, so a warm
 * encode allocates nothing. They grow to the largest image seen and are freed when the thread
 * exits. A thread never shares them, so no locking is needed.
 */
#pragma once
#include <stddef.h>
#include <stdint.h>

struct libdeflate_compressor;

/* The buffers a writer can ask for; each slot is one independent buffer. */
typedef enum wr_scratch_slot {
    WR_SCRATCH_ROWS = 0,     /* unfiltered rows (current, previous, a zero row) */
    WR_SCRATCH_TRIALS = 1,   /* candidate filtered rows */
    WR_SCRATCH_FILTERED = 2, /* filtered rows waiting for deflate */
    WR_SCRATCH_TOKENS = 3,   /* literal runs and matches of one block */
    WR_SCRATCH_OUTPUT = 4,   /* the PNG file */
    WR_SCRATCH_SLOTS = 5,
} wr_scratch_slot;

/* This thread's buffer for `slot`, at least `size` bytes (contents undefined); NULL when out of
 * memory. Valid until the next call for the same slot on this thread. */
uint8_t *wr_scratch(wr_scratch_slot slot, size_t size);

/* This thread's libdeflate compressor for `level` (0...12); NULL when out of memory. */
struct libdeflate_compressor *wr_scratch_compressor(int level);
