/*
 * The image codecs on another CPU: the same C files as the CImageCodecs target, built for the
 * machine this program is compiled for (scripts/codec-cross-arch.sh builds it for x86-64 and
 * for aarch64, runs the aarch64 build under qemu, and compares the two outputs byte for byte).
 *
 * For each sample image (made here, from a fixed seed) and each input file given on the
 * command line (decoded first: PNG or JPEG), it
 *   - encodes with the fast writer and the compact writer (samples: at several levels and filter
 *     sets; input files: the two presets), on every code path the flags can ask for, and fails unless every path gives the same
 *     bytes (the codecs' rule: the bytes depend only on the pixels);
 *   - decodes each PNG it wrote and fails unless it gets the input pixels back exactly
 *     (every valid premultiplied pixel survives un-premultiplying and premultiplying again);
 *   - writes the PNGs into OUT_DIR, and one line per PNG and per decoded input (name, size,
 *     FNV-1a 64 of the bytes) into OUT_DIR/manifest.txt.
 *
 * Usage: codec_check OUT_DIR [INPUT.png|INPUT.jpg ...]
 * Exit status 0 when every check passed, 1 otherwise (each failure is printed).
 */
#include "CImageCodecs.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int failures = 0;
static FILE *manifest = NULL;
static const char *out_dir = NULL;

static void fail(const char *what, const char *name, const char *detail) {
    fprintf(stderr, "FAIL %s: %s: %s\n", what, name, detail);
    failures += 1;
}

static uint64_t fnv1a64(const uint8_t *bytes, size_t size) {
    uint64_t hash = 0xcbf29ce484222325ull;
    for (size_t i = 0; i < size; i++) hash = (hash ^ bytes[i]) * 0x100000001b3ull;
    return hash;
}

static void write_file(const char *name, const uint8_t *bytes, size_t size) {
    char path[4096];
    snprintf(path, sizeof path, "%s/%s", out_dir, name);
    FILE *f = fopen(path, "wb");
    if (!f || fwrite(bytes, 1, size, f) != size || fclose(f) != 0) {
        fail("write", name, path);
        return;
    }
    fprintf(manifest, "%s %zu %016llx\n", name, size, (unsigned long long)fnv1a64(bytes, size));
}

/* Decoded pixels go into the manifest only (hashed as little-endian bytes, so the line names the
 * same pixels on any CPU): hundreds of megabytes of dumps would say no more. */
static void record_pixels(const char *name, const uint32_t *pixels, size_t count) {
    uint64_t hash = 0xcbf29ce484222325ull;
    for (size_t i = 0; i < count; i++)
        for (int shift = 0; shift < 32; shift += 8) hash = (hash ^ (uint8_t)(pixels[i] >> shift)) * 0x100000001b3ull;
    fprintf(manifest, "%s %zu %016llx\n", name, count * 4, (unsigned long long)hash);
}

/* Decodes a PNG this program wrote and compares it with the pixels it was made from. */
static void check_round_trip(const char *name, const uint8_t *png, size_t size, const uint32_t *pixels,
                             uint32_t width, uint32_t height) {
    size_t count = (size_t)width * height;
    uint32_t *decoded = malloc(count * sizeof *decoded + 4);
    uint32_t w = 0, h = 0;
    char message[256] = "";
    wr_status status = wr_png_decode(png, size, count, decoded, count, &w, &h, message, sizeof message);
    if (status != WR_OK) {
        fail("decode", name, message);
    } else if (w != width || h != height) {
        fail("decode", name, "the decoded size differs from the encoded one");
    } else {
        for (size_t i = 0; i < count; i++) {
            if (decoded[i] != pixels[i]) {
                char detail[128];
                snprintf(detail, sizeof detail, "pixel %zu is %08x, was %08x", i, decoded[i], pixels[i]);
                fail("round trip", name, detail);
                break;
            }
        }
    }
    free(decoded);
}

/* Every flag combination must give these bytes; the flags only choose the CPU path. Only x86-64
 * has paths to choose from; elsewhere every flag runs the portable code. */
#if defined(__x86_64__)
static const int path_flags[] = {0, WR_PNG_AT_MOST_AVX2, WR_PNG_PORTABLE};
#else
static const int path_flags[] = {0};
#endif
enum { PATHS = sizeof path_flags / sizeof path_flags[0] };

typedef struct {
    const char *label;
    int compact;
    int level;
    int filters;
} encoder_config;

/* The first two are the presets (PNGEncodingOptions.fast and .compact); input files are
 * encoded with those only, the samples with all. */
enum { PRESETS = 2 };
static const encoder_config configs[] = {
    {"fast", 0, 0, 0},
    {"compact-9-all", 1, 9, WR_PNG_FILTER_ALL},
    {"compact-1-all", 1, 1, WR_PNG_FILTER_ALL},
    {"compact-6-all", 1, 6, WR_PNG_FILTER_ALL},
    {"compact-6-none", 1, 6, WR_PNG_FILTER_NONE},
    {"compact-6-sub", 1, 6, WR_PNG_FILTER_SUB},
    {"compact-6-paeth", 1, 6, WR_PNG_FILTER_PAETH},
};

static void encode_everywhere(const char *name, const uint32_t *pixels, uint32_t width, uint32_t height,
                              size_t config_count) {
    for (size_t c = 0; c < config_count; c++) {
        const encoder_config *config = &configs[c];
        char file[512];
        snprintf(file, sizeof file, "%s.%s.png", name, config->label);
        uint8_t *first = NULL;
        size_t first_size = 0;
        for (int p = 0; p < PATHS; p++) {
            const uint8_t *out = NULL;
            size_t size = 0;
            char message[256] = "";
            wr_status status = config->compact
                ? wr_png_encode(pixels, width, height, config->level, config->filters, path_flags[p], &out, &size,
                                message, sizeof message)
                : wr_png_encode_fast(pixels, width, height, path_flags[p], &out, &size, message, sizeof message);
            if (status != WR_OK) {
                fail("encode", file, message);
                break;
            }
            if (!first) {
                first = malloc(size);
                memcpy(first, out, size);
                first_size = size;
            } else if (size != first_size || memcmp(out, first, size) != 0) {
                char detail[96];
                snprintf(detail, sizeof detail, "flags %d give other bytes than flags %d", path_flags[p], path_flags[0]);
                fail("same bytes on every path", file, detail);
            }
        }
        if (first) {
            write_file(file, first, first_size);
            check_round_trip(file, first, first_size, pixels, width, height);
            free(first);
        }
    }
}

/* xorshift64*: the same sequence on every machine. */
static uint64_t seed = 0x9E3779B97F4A7C15ull;
static uint32_t next_random(void) {
    seed ^= seed >> 12;
    seed ^= seed << 25;
    seed ^= seed >> 27;
    return (uint32_t)((seed * 0x2545F4914F6CDD1Dull) >> 32);
}

static uint32_t argb(uint32_t a, uint32_t r, uint32_t g, uint32_t b) {
    return a << 24 | r << 16 | g << 8 | b;
}

/* A straight colour at alpha a, premultiplied as Cairo stores it. */
static uint32_t premultiplied(uint32_t a, uint32_t r, uint32_t g, uint32_t b) {
    return argb(a, (r * a + 127) / 255, (g * a + 127) / 255, (b * a + 127) / 255);
}

typedef uint32_t (*pixel_function)(uint32_t x, uint32_t y, uint32_t width, uint32_t height);

static uint32_t flat(uint32_t x, uint32_t y, uint32_t w, uint32_t h) {
    int inside = x >= w / 8 && x < w - w / 8 && y >= h / 6 && y < h - h / 6;
    return inside ? argb(255, 250, 250, 252) : argb(255, 28, 28, 30);
}

static uint32_t gradient(uint32_t x, uint32_t y, uint32_t w, uint32_t h) {
    return argb(255, x * 255 / (w > 1 ? w - 1 : 1), y * 255 / (h > 1 ? h - 1 : 1), 255 - (x + y) % 256);
}

static uint32_t noise(uint32_t x, uint32_t y, uint32_t w, uint32_t h) {
    (void)x, (void)y, (void)w, (void)h;
    return next_random() | 0xFF000000u;
}

static uint32_t translucent_noise(uint32_t x, uint32_t y, uint32_t w, uint32_t h) {
    (void)x, (void)y, (void)w, (void)h;
    uint32_t v = next_random();
    return premultiplied(v >> 24, v & 0xFF, (v >> 8) & 0xFF, (v >> 16) & 0xFF);
}

/* An anti-aliased disc over transparency: every alpha from 0 to 255 at its edge. */
static uint32_t disc(uint32_t x, uint32_t y, uint32_t w, uint32_t h) {
    double dx = x + 0.5 - w / 2.0, dy = y + 0.5 - h / 2.0, r = w / 2.0 - 2;
    double d = r - __builtin_sqrt(dx * dx + dy * dy);
    uint32_t a = d >= 1 ? 255 : d <= 0 ? 0 : (uint32_t)(d * 255);
    return premultiplied(a, 255, 204, 0);
}

static uint32_t fade(uint32_t x, uint32_t y, uint32_t w, uint32_t h) {
    (void)y, (void)h;
    return premultiplied(w > 1 ? x * 255 / (w - 1) : 90, 0, 136, 255);
}

/* Dark strokes on white, as text is: short runs between long flat ones. */
static uint32_t strokes(uint32_t x, uint32_t y, uint32_t w, uint32_t h) {
    (void)w, (void)h;
    uint32_t cell = (x / 9) * 31 + (y / 14) * 17;
    int ink = (cell % 5 != 0) && (x % 9 < 2 || (y % 14 == 6 && x % 9 < 7));
    return ink ? argb(255, 20 + x % 3, 20, 24) : argb(255, 255, 255, 255);
}

static uint32_t runs(uint32_t x, uint32_t y, uint32_t w, uint32_t h) {
    (void)w, (void)h;
    return (x / 300 + y) % 2 ? argb(255, 0, 0, 0) : argb(255, (x * 7) % 256, 10, 10);
}

typedef struct {
    const char *name;
    uint32_t width, height;
    pixel_function pixel;
} sample;

static const sample samples[] = {
    {"flat-338x158", 338, 158, flat},
    {"gradient-507x237", 507, 237, gradient},
    {"noise-97x61", 97, 61, noise},
    {"translucent-noise-65x33", 65, 33, translucent_noise},
    {"disc-129x129", 129, 129, disc},
    {"fade-255x40", 255, 40, fade},
    {"strokes-400x120", 400, 120, strokes},
    {"runs-1500x3", 1500, 3, runs},
    {"column-3x700", 3, 700, gradient},
    {"one-pixel", 1, 1, fade},
    {"tiny-3x2", 3, 2, translucent_noise},
    {"tiny-2x7", 2, 7, gradient},
    {"vector-edges-63x5", 63, 5, noise},
    {"vector-edges-64x3", 64, 3, translucent_noise},
};

static void check_sample(const sample *s) {
    size_t count = (size_t)s->width * s->height;
    uint32_t *pixels = malloc(count * sizeof *pixels);
    for (uint32_t y = 0; y < s->height; y++)
        for (uint32_t x = 0; x < s->width; x++) pixels[(size_t)y * s->width + x] = s->pixel(x, y, s->width, s->height);
    encode_everywhere(s->name, pixels, s->width, s->height, sizeof configs / sizeof configs[0]);
    free(pixels);
}

static const char *base_name(const char *path) {
    const char *slash = strrchr(path, '/');
    return slash ? slash + 1 : path;
}

/* Decodes an input file (the test fixtures, committed snapshots), dumps its pixels, then
 * encodes them like a sample. */
static void check_input(const char *path) {
    const char *name = base_name(path);
    FILE *f = fopen(path, "rb");
    if (!f) {
        fail("read", name, path);
        return;
    }
    fseek(f, 0, SEEK_END);
    long length = ftell(f);
    fseek(f, 0, SEEK_SET);
    uint8_t *data = malloc((size_t)length + 1);
    size_t size = fread(data, 1, (size_t)length, f);
    fclose(f);
    uint32_t width = 0, height = 0;
    char message[256] = "";
    int is_jpeg = size > 2 && data[0] == 0xFF && data[1] == 0xD8;
    wr_status status = is_jpeg ? wr_jpeg_read_header(data, size, &width, &height, message, sizeof message)
                               : wr_png_read_header(data, size, &width, &height, message, sizeof message);
    const uint64_t max_pixels = 4096ull * 4096ull;
    if (status != WR_OK || (uint64_t)width * height > max_pixels) {
        /* Broken and oversized fixtures must be refused the same way on every CPU. */
        char line[320];
        snprintf(line, sizeof line, "%s.refused", name);
        fprintf(manifest, "%s status %d\n", line, status == WR_OK ? -1 : (int)status);
        free(data);
        return;
    }
    size_t count = (size_t)width * height;
    uint32_t *pixels = malloc(count * sizeof *pixels + 4);
    uint32_t w = 0, h = 0;
    status = is_jpeg ? wr_jpeg_decode(data, size, max_pixels, pixels, count, &w, &h, message, sizeof message)
                     : wr_png_decode(data, size, max_pixels, pixels, count, &w, &h, message, sizeof message);
    free(data);
    if (status != WR_OK) {
        fprintf(manifest, "%s.refused status %d\n", name, (int)status);
        free(pixels);
        return;
    }
    char dump[512];
    snprintf(dump, sizeof dump, "%s.pixels", name);
    record_pixels(dump, pixels, count);
    encode_everywhere(name, pixels, w, h, PRESETS);
    free(pixels);
}

int main(int argc, char **argv) {
    if (argc < 2) {
        fprintf(stderr, "usage: %s OUT_DIR [INPUT.png|INPUT.jpg ...]\n", argv[0]);
        return 2;
    }
    out_dir = argv[1];
    char path[4096];
    snprintf(path, sizeof path, "%s/manifest.txt", out_dir);
    manifest = fopen(path, "w");
    if (!manifest) {
        fprintf(stderr, "cannot write %s\n", path);
        return 2;
    }
    for (size_t i = 0; i < sizeof samples / sizeof samples[0]; i++) check_sample(&samples[i]);
    for (int i = 2; i < argc; i++) check_input(argv[i]);
    fclose(manifest);
    if (failures) {
        fprintf(stderr, "%d checks failed\n", failures);
        return 1;
    }
    return 0;
}
