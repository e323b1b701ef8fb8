/* JPEG header parsing and decoding to opaque ARGB32 with libjpeg-turbo. */
#include "CImageCodecs.h"
#include "internal.h"
#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <jpeglib.h>
#include <jerror.h>

typedef struct {
    struct jpeg_error_mgr manager; /* first, so a j_common_ptr's err can be cast back */
    jmp_buf jump;
    char *message;
    size_t message_size;
} wr_jpeg_errors;

/* Lives on the heap so that nothing libjpeg touches between setjmp and longjmp is a local. */
typedef struct {
    struct jpeg_decompress_struct decoder;
    wr_jpeg_errors errors;
} wr_jpeg_context;

static void wr_jpeg_fail(j_common_ptr common) {
    wr_jpeg_errors *errors = (wr_jpeg_errors *)common->err;
    char text[JMSG_LENGTH_MAX];
    (*common->err->format_message)(common, text);
    wr_set_message(errors->message, errors->message_size, text);
    longjmp(errors->jump, 1);
}

/* Corrupt-data warnings are common in files that display fine, so they are ignored, except
   running out of data: libjpeg would pad the image with gray, which hides a truncated file. */
static void wr_jpeg_emit_message(j_common_ptr common, int level) {
    if (level < 0 && common->err->msg_code == JWRN_JPEG_EOF) wr_jpeg_fail(common);
}

static void wr_jpeg_output_message(j_common_ptr common) { (void)common; }

static wr_jpeg_context *wr_jpeg_context_create(char *message, size_t message_size) {
    wr_jpeg_context *context = calloc(1, sizeof *context);
    if (context == NULL) return NULL;
    context->decoder.err = jpeg_std_error(&context->errors.manager);
    context->errors.manager.error_exit = wr_jpeg_fail;
    context->errors.manager.emit_message = wr_jpeg_emit_message;
    context->errors.manager.output_message = wr_jpeg_output_message;
    context->errors.message = message;
    context->errors.message_size = message_size;
    return context;
}

/* Memory libjpeg may allocate for one image beyond the caller's pixels (progressive files keep
   every coefficient: about 6 bytes a pixel at the largest allowed size), and the most scans a
   progressive file may have: thousands of tiny scans cost seconds each (libjpeg-turbo's advice). */
#define WR_JPEG_MAX_MEMORY (320L << 20)
#define WR_JPEG_MAX_SCANS 500

static void wr_jpeg_progress(j_common_ptr common) {
    if (common->is_decompressor) {
        j_decompress_ptr decoder = (j_decompress_ptr)common;
        if (decoder->input_scan_number > WR_JPEG_MAX_SCANS) {
            wr_jpeg_errors *errors = (wr_jpeg_errors *)common->err;
            char text[120];
            snprintf(text, sizeof text, "the file has more than %d progressive scans, the limit", WR_JPEG_MAX_SCANS);
            wr_set_message(errors->message, errors->message_size, text);
            longjmp(errors->jump, 1);
        }
    }
}

static struct jpeg_progress_mgr wr_jpeg_progress_manager = {wr_jpeg_progress, 0, 0, 0, 0};

/* Applies the limits above to a decoder just created. */
static void wr_jpeg_limit(j_decompress_ptr decoder) {
    decoder->mem->max_memory_to_use = WR_JPEG_MAX_MEMORY;
    decoder->progress = &wr_jpeg_progress_manager;
}

static int wr_jpeg_has_signature(const uint8_t *data, size_t size) {
    return data != NULL && size >= 3 && data[0] == 0xFF && data[1] == 0xD8 && data[2] == 0xFF;
}

wr_status wr_jpeg_read_header(const uint8_t *data, size_t size, uint32_t *width, uint32_t *height,
                              char *message, size_t message_size) {
    if (!wr_jpeg_has_signature(data, size)) {
        wr_set_message(message, message_size, "not a JPEG signature");
        return WR_ERR_NOT_THIS_FORMAT;
    }
    wr_jpeg_context *context = wr_jpeg_context_create(message, message_size);
    if (context == NULL) {
        wr_set_message(message, message_size, "out of memory");
        return WR_ERR_NO_MEMORY;
    }
    if (setjmp(context->errors.jump)) {
        jpeg_destroy_decompress(&context->decoder);
        free(context);
        return WR_ERR_CORRUPT;
    }
    jpeg_create_decompress(&context->decoder);
    wr_jpeg_limit(&context->decoder);
    jpeg_mem_src(&context->decoder, (const unsigned char *)data, (unsigned long)size);
    jpeg_read_header(&context->decoder, TRUE);
    *width = context->decoder.image_width;
    *height = context->decoder.image_height;
    jpeg_destroy_decompress(&context->decoder);
    free(context);
    return WR_OK;
}

/* In place: 4 bytes C, M, Y, K per pixel become 0xFFRRGGBB. Adobe (Photoshop) files store the
   channels inverted. No ICC profile is applied, so colors are approximate. */
static void wr_cmyk_to_argb(uint32_t *pixels, size_t count, int adobe_inverted) {
    uint8_t *bytes = (uint8_t *)pixels;
    for (size_t i = 0; i < count; i++) {
        uint32_t c = bytes[4 * i], m = bytes[4 * i + 1], y = bytes[4 * i + 2], k = bytes[4 * i + 3];
        if (!adobe_inverted) { c = 255 - c; m = 255 - m; y = 255 - y; k = 255 - k; }
        uint32_t r = (c * k + 127) / 255, g = (m * k + 127) / 255, b = (y * k + 127) / 255;
        pixels[i] = 0xFF000000u | (r << 16) | (g << 8) | b;
    }
}

wr_status wr_jpeg_decode(const uint8_t *data, size_t size, uint64_t max_pixels, uint32_t *pixels,
                         size_t capacity, uint32_t *width, uint32_t *height, char *message,
                         size_t message_size) {
    if (!wr_jpeg_has_signature(data, size)) {
        wr_set_message(message, message_size, "not a JPEG signature");
        return WR_ERR_NOT_THIS_FORMAT;
    }
    wr_jpeg_context *context = wr_jpeg_context_create(message, message_size);
    if (context == NULL) {
        wr_set_message(message, message_size, "out of memory");
        return WR_ERR_NO_MEMORY;
    }
    /* Status for early exits that are not libjpeg errors, set only before jumping. */
    volatile wr_status status = WR_ERR_CORRUPT;
    if (setjmp(context->errors.jump)) {
        jpeg_destroy_decompress(&context->decoder);
        free(context);
        return status;
    }
    j_decompress_ptr decoder = &context->decoder;
    jpeg_create_decompress(decoder);
    wr_jpeg_limit(decoder);
    jpeg_mem_src(decoder, (const unsigned char *)data, (unsigned long)size);
    jpeg_read_header(decoder, TRUE);

    uint32_t w = decoder->image_width, h = decoder->image_height;
    uint64_t count = (uint64_t)w * h;
    if (count > max_pixels) {
        char text[160];
        snprintf(text, sizeof text, "%ux%u is %llu pixels, over the limit of %llu", w, h,
                 (unsigned long long)count, (unsigned long long)max_pixels);
        wr_set_message(message, message_size, text);
        status = WR_ERR_TOO_LARGE;
        longjmp(context->errors.jump, 1);
    }
    if (pixels == NULL || count > capacity) {
        wr_set_message(message, message_size, "the destination buffer is too small");
        status = WR_ERR_ARGUMENT;
        longjmp(context->errors.jump, 1);
    }

    int cmyk = 0;
    switch (decoder->jpeg_color_space) {
    case JCS_GRAYSCALE:
    case JCS_YCbCr:
    case JCS_RGB:
        decoder->out_color_space = wr_little_endian() ? JCS_EXT_BGRA : JCS_EXT_ARGB;
        break;
    case JCS_CMYK:
    case JCS_YCCK:
        decoder->out_color_space = JCS_CMYK;
        cmyk = 1;
        break;
    default: {
        char text[160];
        snprintf(text, sizeof text,
                 "JPEG color space %d is not supported (grayscale, YCbCr, RGB and CMYK are)",
                 (int)decoder->jpeg_color_space);
        wr_set_message(message, message_size, text);
        status = WR_ERR_UNSUPPORTED;
        longjmp(context->errors.jump, 1);
    }
    }

    jpeg_start_decompress(decoder);
    if (decoder->output_width != w || decoder->output_height != h || decoder->output_components != 4) {
        wr_set_message(message, message_size, "unexpected output layout from libjpeg");
        status = WR_ERR_UNSUPPORTED;
        longjmp(context->errors.jump, 1);
    }
    while (decoder->output_scanline < h) {
        JSAMPROW row = (JSAMPROW)(pixels + (size_t)decoder->output_scanline * w);
        jpeg_read_scanlines(decoder, &row, 1);
    }
    jpeg_finish_decompress(decoder);
    if (cmyk) wr_cmyk_to_argb(pixels, (size_t)count, decoder->saw_Adobe_marker);

    jpeg_destroy_decompress(decoder);
    free(context);
    *width = w;
    *height = h;
    return WR_OK;
}
