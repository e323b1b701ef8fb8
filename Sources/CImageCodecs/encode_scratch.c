/* Per-thread buffers and compressors, freed by a pthread key destructor at thread exit. */
#include "encode_scratch.h"
#include <libdeflate.h>
#include <pthread.h>
#include <stdlib.h>

typedef struct wr_scratch_state {
    uint8_t *buffers[WR_SCRATCH_SLOTS];
    size_t sizes[WR_SCRATCH_SLOTS];
    struct libdeflate_compressor *compressors[13];
} wr_scratch_state;

static pthread_key_t wr_scratch_key;
static pthread_once_t wr_scratch_once = PTHREAD_ONCE_INIT;

static void wr_scratch_release(void *value) {
    wr_scratch_state *state = value;
    for (int i = 0; i < WR_SCRATCH_SLOTS; i++) free(state->buffers[i]);
    for (int i = 0; i < 13; i++) {
        if (state->compressors[i] != NULL) libdeflate_free_compressor(state->compressors[i]);
    }
    free(state);
}

static void wr_scratch_make_key(void) { pthread_key_create(&wr_scratch_key, wr_scratch_release); }

static wr_scratch_state *wr_scratch_state_here(void) {
    pthread_once(&wr_scratch_once, wr_scratch_make_key);
    wr_scratch_state *state = pthread_getspecific(wr_scratch_key);
    if (state == NULL) {
        state = calloc(1, sizeof *state);
        if (state == NULL) return NULL;
        if (pthread_setspecific(wr_scratch_key, state) != 0) { free(state); return NULL; }
    }
    return state;
}

uint8_t *wr_scratch(wr_scratch_slot slot, size_t size) {
    wr_scratch_state *state = wr_scratch_state_here();
    if (state == NULL || slot < 0 || slot >= WR_SCRATCH_SLOTS) return NULL;
    if (state->sizes[slot] < size) {
        /* Grow by at least half again, so a series of slightly larger images settles fast. */
        size_t grown = state->sizes[slot] + state->sizes[slot] / 2;
        size_t want = size > grown ? size : grown;
        free(state->buffers[slot]);
        state->buffers[slot] = malloc(want);
        state->sizes[slot] = state->buffers[slot] != NULL ? want : 0;
    }
    return state->buffers[slot];
}

struct libdeflate_compressor *wr_scratch_compressor(int level) {
    wr_scratch_state *state = wr_scratch_state_here();
    if (state == NULL || level < 0 || level > 12) return NULL;
    if (state->compressors[level] == NULL) state->compressors[level] = libdeflate_alloc_compressor(level);
    return state->compressors[level];
}
