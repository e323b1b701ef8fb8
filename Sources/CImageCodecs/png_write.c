/* PNG encoding from premultiplied ARGB32, deterministic (no tIME, no timestamps). */
#include "CImageCodecs.h"
#include "internal.h"
#include <png.h>
#include <setjmp.h>
#include <stdlib.h>
#include <string.h>

typedef struct {
    uint8_t *data;
    size_t size;
    size_t capacity;
    char *message;
    size_t message_size;
} wr_png_sink;

static void wr_png_write_data(png_structp png, png_bytep bytes, size_t count) {
    wr_png_sink *sink = png_get_io_ptr(png);
    if (count > SIZE_MAX - sink->size) png_error(png, "encoded image too large");
    size_t needed = sink->size + count;
    if (needed > sink->capacity) {
        size_t capacity = sink->capacity > 0 ? sink->capacity : 65536;
        while (capacity < needed) {
            if (capacity > SIZE_MAX / 2) { capacity = needed; break; }
            capacity *= 2;
        }
        uint8_t *grown = realloc(sink->data, capacity);
        if (grown == NULL) png_error(png, "out of memory");
        sink->data = grown;
        sink->capacity = capacity;
    }
    memcpy(sink->data + sink->size, bytes, count);
    sink->size = needed;
}

/* libpng's default flush would fflush() the io pointer as if it were a FILE*. */
static void wr_png_flush(png_structp png) { (void)png; }

static void wr_png_write_error(png_structp png, png_const_charp text) {
    wr_png_sink *sink = png_get_error_ptr(png);
    wr_set_message(sink->message, sink->message_size, text);
    png_longjmp(png, 1);
}

static void wr_png_write_warning(png_structp png, png_const_charp text) {
    (void)png;
    (void)text;
}

/* Straight-alpha RGB(A) bytes for one row; the inverse of wr_premultiply for valid input. */
static void wr_unpremultiply_row(const uint32_t *src, uint8_t *dst, uint32_t width, int with_alpha) {
    for (uint32_t x = 0; x < width; x++) {
        uint32_t p = src[x];
        uint32_t a = p >> 24, r = (p >> 16) & 0xFF, g = (p >> 8) & 0xFF, b = p & 0xFF;
        if (a != 0xFF && a != 0) {
            r = (r * 255 + a / 2) / a;
            g = (g * 255 + a / 2) / a;
            b = (b * 255 + a / 2) / a;
            if (r > 255) r = 255; /* only for invalid input with a channel above alpha */
            if (g > 255) g = 255;
            if (b > 255) b = 255;
        } else if (a == 0) {
            r = g = b = 0;
        }
        *dst++ = (uint8_t)r;
        *dst++ = (uint8_t)g;
        *dst++ = (uint8_t)b;
        if (with_alpha) *dst++ = (uint8_t)a;
    }
}

wr_status wr_png_encode(const uint32_t *pixels, uint32_t width, uint32_t height,
                        int compression_level, int filters, uint8_t **out, size_t *out_size,
                        char *message, size_t message_size) {
    if (pixels == NULL || out == NULL || out_size == NULL || width == 0 || height == 0 ||
        width > 0x7FFFFFFFu || height > 0x7FFFFFFFu) {
        wr_set_message(message, message_size, "invalid image size or buffer");
        return WR_ERR_ARGUMENT;
    }
    if (compression_level < 0 || compression_level > 9) {
        wr_set_message(message, message_size, "compression level must be 0...9");
        return WR_ERR_ARGUMENT;
    }
    if ((filters & WR_PNG_FILTER_ALL) == 0 || (filters & ~WR_PNG_FILTER_ALL) != 0) {
        wr_set_message(message, message_size, "filters must be a non-empty mask of WR_PNG_FILTER_*");
        return WR_ERR_ARGUMENT;
    }
    *out = NULL;
    *out_size = 0;

    size_t count = (size_t)width * height;
    int opaque = 1;
    for (size_t i = 0; i < count; i++) {
        if ((pixels[i] >> 24) != 0xFF) { opaque = 0; break; }
    }
    int channels = opaque ? 3 : 4;

    /* Allocated before setjmp and never reassigned after it (see wr_png_decode). */
    uint8_t *row = malloc((size_t)width * channels);
    wr_png_sink *sink = calloc(1, sizeof *sink);
    if (row == NULL || sink == NULL) {
        free(row);
        free(sink);
        wr_set_message(message, message_size, "out of memory");
        return WR_ERR_NO_MEMORY;
    }
    sink->message = message;
    sink->message_size = message_size;

    png_structp png = png_create_write_struct(PNG_LIBPNG_VER_STRING, sink, wr_png_write_error, wr_png_write_warning);
    png_infop info = png != NULL ? png_create_info_struct(png) : NULL;
    if (png == NULL || info == NULL) {
        png_destroy_write_struct(png != NULL ? &png : NULL, NULL);
        free(row);
        free(sink);
        wr_set_message(message, message_size, "out of memory");
        return WR_ERR_NO_MEMORY;
    }
    if (setjmp(png_jmpbuf(png))) {
        png_destroy_write_struct(&png, &info);
        free(sink->data);
        free(sink);
        free(row);
        return WR_ERR_CORRUPT;
    }

    png_set_write_fn(png, sink, wr_png_write_data, wr_png_flush);
    png_set_compression_level(png, compression_level);
    png_set_filter(png, PNG_FILTER_TYPE_BASE, filters);
    png_set_IHDR(png, info, width, height, 8, opaque ? PNG_COLOR_TYPE_RGB : PNG_COLOR_TYPE_RGB_ALPHA,
                 PNG_INTERLACE_NONE, PNG_COMPRESSION_TYPE_BASE, PNG_FILTER_TYPE_BASE);
    png_set_sRGB(png, info, PNG_sRGB_INTENT_PERCEPTUAL);
    png_write_info(png, info);
    for (uint32_t y = 0; y < height; y++) {
        wr_unpremultiply_row(pixels + (size_t)y * width, row, width, !opaque);
        png_write_row(png, row);
    }
    png_write_end(png, NULL);
    png_destroy_write_struct(&png, &info);
    free(row);

    *out = sink->data;
    *out_size = sink->size;
    free(sink);
    return WR_OK;
}
