/* Helpers shared by the codec files; not part of the public header. */
#pragma once
#include <stddef.h>
#include <stdint.h>

/* Copies a NUL-terminated message into the caller's buffer, truncating; NULL buffer is fine. */
void wr_set_message(char *message, size_t message_size, const char *text);

/* Premultiplies 0xAARRGGBB pixels in place, with Cairo's rounding (exact round(c * a / 255)). */
void wr_premultiply(uint32_t *pixels, size_t count);

/* 1 when this machine stores a uint32_t least significant byte first. */
static inline int wr_little_endian(void) {
    const uint16_t probe = 1;
    return *(const uint8_t *)&probe == 1;
}
