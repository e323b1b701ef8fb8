/* Helpers shared by the PNG and JPEG code. */
#include "CImageCodecs.h"
#include "internal.h"
#include <stdio.h>
#include <stdlib.h>

void wr_free(void *buffer) { free(buffer); }

void wr_set_message(char *message, size_t message_size, const char *text) {
    if (message == NULL || message_size == 0) return;
    snprintf(message, message_size, "%s", text != NULL ? text : "");
}

static inline uint32_t wr_mul_div_255(uint32_t c, uint32_t a) {
    uint32_t t = c * a + 0x80;
    return ((t >> 8) + t) >> 8;
}

void wr_premultiply(uint32_t *pixels, size_t count) {
    for (size_t i = 0; i < count; i++) {
        uint32_t p = pixels[i];
        uint32_t a = p >> 24;
        if (a == 0xFF) continue;
        if (a == 0) { pixels[i] = 0; continue; }
        uint32_t r = wr_mul_div_255((p >> 16) & 0xFF, a);
        uint32_t g = wr_mul_div_255((p >> 8) & 0xFF, a);
        uint32_t b = wr_mul_div_255(p & 0xFF, a);
        pixels[i] = (a << 24) | (r << 16) | (g << 8) | b;
    }
}
