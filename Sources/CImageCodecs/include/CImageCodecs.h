#pragma once
/*
 * CImageCodecs: the only place libpng and libjpeg are called.
 *
 * Both libraries report errors with longjmp, which must never cross a Swift frame, so every
 * setjmp lives in codecs.c and each function returns a wr_status. On failure a one-line,
 * NUL-terminated explanation is written into the caller's `message` buffer (when it is not
 * NULL and message_size > 0); nothing is ever printed to stderr.
 *
 * Pixels are premultiplied ARGB32: one uint32_t per pixel, 0xAARRGGBB in native byte order,
 * rows top to bottom, no padding (Cairo's CAIRO_FORMAT_ARGB32).
 */
#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/** Result of every wr_ function. */
typedef enum wr_status {
    WR_OK = 0,
    /** The data does not start with the expected signature. */
    WR_ERR_NOT_THIS_FORMAT = 1,
    /** The data is corrupt or truncated; the message carries the library's words. */
    WR_ERR_CORRUPT = 2,
    /** width * height exceeds max_pixels; detected before any pixel memory is allocated. */
    WR_ERR_TOO_LARGE = 3,
    /** A memory allocation failed. */
    WR_ERR_NO_MEMORY = 4,
    /** Valid data in a variant this shim does not handle (e.g. an unusual JPEG color space). */
    WR_ERR_UNSUPPORTED = 5,
    /** The caller passed inconsistent arguments (e.g. a too-small destination buffer). */
    WR_ERR_ARGUMENT = 6,
} wr_status;

/** PNG row filters, the same bit values as libpng's PNG_FILTER_* (combine with |). */
enum {
    WR_PNG_FILTER_NONE = 0x08,
    WR_PNG_FILTER_SUB = 0x10,
    WR_PNG_FILTER_UP = 0x20,
    WR_PNG_FILTER_AVG = 0x40,
    WR_PNG_FILTER_PAETH = 0x80,
    WR_PNG_FILTER_ALL = 0xF8,
};

/**
 * Reads width and height from the PNG signature and IHDR chunk without touching libpng or
 * decoding anything (the IHDR CRC is left for the decoder to check).
 */
wr_status wr_png_read_header(const uint8_t *data, size_t size, uint32_t *width, uint32_t *height,
                             char *message, size_t message_size);

/**
 * Decodes any PNG (every color type and bit depth, tRNS, Adam7 interlacing) into premultiplied
 * ARGB32 at `pixels`, which must hold `capacity` pixels. Gamma and ICC chunks are ignored, as
 * Cairo does. If width * height exceeds max_pixels, returns WR_ERR_TOO_LARGE before allocating.
 * On success *width and *height are set.
 */
wr_status wr_png_decode(const uint8_t *data, size_t size, uint64_t max_pixels, uint32_t *pixels,
                        size_t capacity, uint32_t *width, uint32_t *height, char *message,
                        size_t message_size);

/** Flags for wr_png_encode_fast. */
enum {
    /** Use only the portable C code, never a CPU-specific path (the bytes are the same). */
    WR_PNG_PORTABLE = 0x1,
    /** Use at most the AVX2 code, even where AVX-512 runs (the bytes are the same). */
    WR_PNG_AT_MOST_AVX2 = 0x2,
};

/**
 * The straight-alpha R, G, B, A bytes a PNG holds for `width` premultiplied ARGB32 pixels, on the
 * code path `flags` allows: min(255, (c * 255 + a / 2) / a) for each channel c of a pixel with
 * alpha a > 0, all zero for a = 0. What both writers do to every row that is not opaque.
 */
void wr_png_straight_row(const uint32_t *pixels, uint8_t *rgba, uint32_t width, int flags);

/**
 * Encodes premultiplied ARGB32 as an 8-bit PNG (RGB when every pixel is opaque, else RGBA) with
 * WidgetRender's own fast deflate stream (see png_fast.c). The same pixels give the same bytes
 * on every machine, whatever `flags` and the CPU. On success *out points to *out_size bytes in
 * this thread's scratch memory, valid until the thread's next encode; copy them out.
 */
wr_status wr_png_encode_fast(const uint32_t *pixels, uint32_t width, uint32_t height, int flags,
                             const uint8_t **out, size_t *out_size, char *message, size_t message_size);

/**
 * Encodes premultiplied ARGB32 as an 8-bit PNG with PNG filters and libdeflate, for the smallest
 * files: color type RGB when every pixel is opaque, RGBA otherwise. compression_level is zlib's
 * 0...9; filters is a mask of WR_PNG_FILTER_* (several: chosen per row); flags as for
 * wr_png_encode_fast. Equal pixels and options always give equal bytes. On success *out points
 * to *out_size bytes in this thread's scratch memory, valid until the thread's next encode.
 */
wr_status wr_png_encode(const uint32_t *pixels, uint32_t width, uint32_t height, int compression_level,
                        int filters, int flags, const uint8_t **out, size_t *out_size, char *message,
                        size_t message_size);

/** Reads a JPEG's dimensions (parses markers up to the frame header, decodes no pixels). */
wr_status wr_jpeg_read_header(const uint8_t *data, size_t size, uint32_t *width, uint32_t *height,
                              char *message, size_t message_size);

/**
 * Decodes a baseline or progressive JPEG into opaque ARGB32 at `pixels` (room for `capacity`
 * pixels). Grayscale, YCbCr and RGB are converted by libjpeg-turbo; CMYK/YCCK with a naive
 * formula (Adobe files are stored inverted). A truncated file is an error, not a gray tail.
 * If width * height exceeds max_pixels, returns WR_ERR_TOO_LARGE before allocating.
 */
wr_status wr_jpeg_decode(const uint8_t *data, size_t size, uint64_t max_pixels, uint32_t *pixels,
                         size_t capacity, uint32_t *width, uint32_t *height, char *message,
                         size_t message_size);

/** Releases a buffer returned by a wr_ function. NULL is ignored. */
void wr_free(void *buffer);

#ifdef __cplusplus
}
#endif
