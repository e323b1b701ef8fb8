/* PNG header parsing and decoding to premultiplied ARGB32. */
#include "CImageCodecs.h"
#include "internal.h"
#include <png.h>
#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct {
    const uint8_t *data;
    size_t size;
    size_t position;
} wr_png_source;

typedef struct {
    char *message;
    size_t message_size;
} wr_png_errors;

static void wr_png_read_data(png_structp png, png_bytep out, size_t count) {
    wr_png_source *source = png_get_io_ptr(png);
    if (source->size - source->position < count)
        png_error(png, "unexpected end of data (the file is truncated)");
    memcpy(out, source->data + source->position, count);
    source->position += count;
}

/* Records libpng's message and jumps back to the setjmp in wr_png_decode; never returns. */
static void wr_png_error(png_structp png, png_const_charp text) {
    wr_png_errors *errors = png_get_error_ptr(png);
    wr_set_message(errors->message, errors->message_size, text);
    png_longjmp(png, 1);
}

/* Warnings (bad ancillary chunks, odd ICC profiles) don't stop decoding and must not print. */
static void wr_png_warning(png_structp png, png_const_charp text) {
    (void)png;
    (void)text;
}

static uint32_t wr_read_be32(const uint8_t *p) {
    return ((uint32_t)p[0] << 24) | ((uint32_t)p[1] << 16) | ((uint32_t)p[2] << 8) | p[3];
}

static int wr_png_depth_is_valid(int color_type, int depth) {
    switch (color_type) {
    case 0: return depth == 1 || depth == 2 || depth == 4 || depth == 8 || depth == 16;
    case 3: return depth == 1 || depth == 2 || depth == 4 || depth == 8;
    case 2: case 4: case 6: return depth == 8 || depth == 16;
    default: return 0;
    }
}

wr_status wr_png_read_header(const uint8_t *data, size_t size, uint32_t *width, uint32_t *height,
                             char *message, size_t message_size) {
    static const uint8_t signature[8] = {0x89, 'P', 'N', 'G', 0x0D, 0x0A, 0x1A, 0x0A};
    if (data == NULL || size < 8 || memcmp(data, signature, 8) != 0) {
        wr_set_message(message, message_size, "not a PNG signature");
        return WR_ERR_NOT_THIS_FORMAT;
    }
    /* signature, chunk length, chunk type, 13 bytes of IHDR data */
    if (size < 8 + 8 + 13) {
        wr_set_message(message, message_size, "unexpected end of data in the IHDR chunk (the file is truncated)");
        return WR_ERR_CORRUPT;
    }
    if (wr_read_be32(data + 8) != 13 || memcmp(data + 12, "IHDR", 4) != 0) {
        wr_set_message(message, message_size, "the first chunk is not a valid IHDR");
        return WR_ERR_CORRUPT;
    }
    uint32_t w = wr_read_be32(data + 16), h = wr_read_be32(data + 20);
    if (w == 0 || h == 0 || w > 0x7FFFFFFFu || h > 0x7FFFFFFFu) {
        wr_set_message(message, message_size, "IHDR has an invalid width or height");
        return WR_ERR_CORRUPT;
    }
    if (!wr_png_depth_is_valid(data[25], data[24])) {
        wr_set_message(message, message_size, "IHDR has an invalid color type and bit depth combination");
        return WR_ERR_CORRUPT;
    }
    *width = w;
    *height = h;
    return WR_OK;
}

/* Limits given to libpng: the largest ancillary chunk it may allocate (text, ICC profiles,
   unknown chunks), how many such chunks it keeps, and the most it may allocate in all. */
#define WR_PNG_MAX_CHUNK_BYTES (1u << 20)
#define WR_PNG_MAX_CACHED_CHUNKS 256
#define WR_PNG_MAX_ALLOCATION (64u << 20)

/* libpng's allocations for one decode, counted against WR_PNG_MAX_ALLOCATION (the pixels are
   the caller's and do not count). Each block carries its size in front. */
typedef struct {
    size_t allocated;
} wr_png_memory;

static png_voidp wr_png_malloc(png_structp png, png_alloc_size_t size) {
    wr_png_memory *memory = png_get_mem_ptr(png);
    if (size > WR_PNG_MAX_ALLOCATION || memory->allocated + size > WR_PNG_MAX_ALLOCATION) return NULL;
    size_t *block = malloc(sizeof(size_t) * 2 + size);
    if (block == NULL) return NULL;
    block[0] = size;
    memory->allocated += size;
    return block + 2;
}

static void wr_png_free(png_structp png, png_voidp pointer) {
    if (pointer == NULL) return;
    wr_png_memory *memory = png_get_mem_ptr(png);
    size_t *block = (size_t *)pointer - 2;
    memory->allocated -= block[0];
    free(block);
}

/* Walks the chunk lengths before libpng sees the file: a chunk that claims more bytes than the
   file has left (a 141-byte file announcing 2 GiB) is refused at once, whatever its type. */
static wr_status wr_png_check_chunks(const uint8_t *data, size_t size, char *message, size_t message_size) {
    size_t at = 8;
    while (at + 8 <= size) {
        uint32_t length = wr_read_be32(data + at);
        if (length > 0x7FFFFFFFu || (uint64_t)length + 12 > (uint64_t)(size - at)) {
            char text[200];
            snprintf(text, sizeof text,
                     "a chunk at byte %zu claims %u bytes, but the file has %zu left (the file is truncated or corrupt)",
                     at, length, size - at);
            wr_set_message(message, message_size, text);
            return WR_ERR_CORRUPT;
        }
        if (memcmp(data + at + 4, "IEND", 4) == 0) return WR_OK;
        at += 12 + (size_t)length;
    }
    return WR_OK;
}

/* Asks libpng for 8-bit BGRA/ARGB bytes, i.e. 0xAARRGGBB as a native uint32_t. */
static void wr_png_set_argb32_transforms(png_structp png, png_infop info) {
    int color = png_get_color_type(png, info);
    int depth = png_get_bit_depth(png, info);
    int has_trns = png_get_valid(png, info, PNG_INFO_tRNS) != 0;
    int little = wr_little_endian();

    if (color == PNG_COLOR_TYPE_PALETTE) png_set_palette_to_rgb(png);
    if (color == PNG_COLOR_TYPE_GRAY && depth < 8) png_set_expand_gray_1_2_4_to_8(png);
    if (has_trns) png_set_tRNS_to_alpha(png);
    if (depth == 16) png_set_scale_16(png); /* rounds; strip_16 would truncate */
    if (color == PNG_COLOR_TYPE_GRAY || color == PNG_COLOR_TYPE_GRAY_ALPHA) png_set_gray_to_rgb(png);

    int has_alpha = (color & PNG_COLOR_MASK_ALPHA) || has_trns;
    if (little) {
        if (!has_alpha) png_set_filler(png, 0xFF, PNG_FILLER_AFTER);
        png_set_bgr(png);
    } else {
        if (has_alpha) png_set_swap_alpha(png);
        else png_set_filler(png, 0xFF, PNG_FILLER_BEFORE);
    }
}

wr_status wr_png_decode(const uint8_t *data, size_t size, uint64_t max_pixels, uint32_t *pixels,
                        size_t capacity, uint32_t *width, uint32_t *height, char *message,
                        size_t message_size) {
    uint32_t w = 0, h = 0;
    wr_status header = wr_png_read_header(data, size, &w, &h, message, message_size);
    if (header != WR_OK) return header;

    /* The limit is enforced from the IHDR alone, before libpng or any buffer is involved. */
    uint64_t count = (uint64_t)w * h;
    if (count > max_pixels) {
        char text[160];
        snprintf(text, sizeof text, "%ux%u is %llu pixels, over the limit of %llu", w, h,
                 (unsigned long long)count, (unsigned long long)max_pixels);
        wr_set_message(message, message_size, text);
        return WR_ERR_TOO_LARGE;
    }
    if (pixels == NULL || count > capacity) {
        wr_set_message(message, message_size, "the destination buffer is too small");
        return WR_ERR_ARGUMENT;
    }

    wr_status chunks = wr_png_check_chunks(data, size, message, message_size);
    if (chunks != WR_OK) return chunks;

    wr_png_errors errors = {message, message_size};
    wr_png_source source = {data, size, 0};
    wr_png_memory memory = {0};
    png_structp png = png_create_read_struct_2(PNG_LIBPNG_VER_STRING, &errors, wr_png_error, wr_png_warning,
                                               &memory, wr_png_malloc, wr_png_free);
    png_infop info = png != NULL ? png_create_info_struct(png) : NULL;
    if (png == NULL || info == NULL) {
        png_destroy_read_struct(png != NULL ? &png : NULL, NULL, NULL);
        wr_set_message(message, message_size, "out of memory");
        return WR_ERR_NO_MEMORY;
    }
    /* png and info are assigned before setjmp and never after, so they need not be volatile. */
    if (setjmp(png_jmpbuf(png))) {
        png_destroy_read_struct(&png, &info, NULL);
        return WR_ERR_CORRUPT;
    }

    png_set_read_fn(png, &source, wr_png_read_data);
    png_set_user_limits(png, w, h);
    png_set_chunk_malloc_max(png, WR_PNG_MAX_CHUNK_BYTES);
    png_set_chunk_cache_max(png, WR_PNG_MAX_CACHED_CHUNKS);
    png_read_info(png, info);
    if (png_get_image_width(png, info) != w || png_get_image_height(png, info) != h)
        png_error(png, "IHDR changed while reading");
    wr_png_set_argb32_transforms(png, info);
    int passes = png_set_interlace_handling(png);
    png_read_update_info(png, info);
    if (png_get_rowbytes(png, info) != (size_t)w * 4)
        png_error(png, "unexpected row size after conversion to ARGB32");
    /* Row by row straight into the destination (what png_read_image does, without needing an
       array of h row pointers); for Adam7, each pass fills in its pixels of every row. */
    for (int pass = 0; pass < passes; pass++) {
        for (uint32_t y = 0; y < h; y++) png_read_row(png, (png_bytep)(pixels + (size_t)y * w), NULL);
    }
    /* png_read_end is skipped on purpose: once every row is decoded (and zlib's checksum has
       been verified), a missing IEND or a damaged trailing text chunk does not change the image. */
    png_destroy_read_struct(&png, &info, NULL);

    wr_premultiply(pixels, (size_t)count);
    *width = w;
    *height = h;
    return WR_OK;
}
