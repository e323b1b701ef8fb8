/* Generates wallpaper-750x1334-light.jpg: an example home-screen screenshot as JPEG (iPhone
 * 6s/7/8/SE 2nd-3rd gen size), for the JPEG path of screenshot loading. A flat-cell gradient
 * with a grid every 10 pt (20 px), like make_wallpapers.py. Deterministic (libjpeg-turbo,
 * quality 90, no timestamps). Build and run once, output committed:
 *
 *   cc Examples/Wallpapers/make_jpeg_wallpaper.c -ljpeg -o /tmp/make_jpeg_wallpaper
 *   /tmp/make_jpeg_wallpaper Examples/Wallpapers/wallpaper-750x1334-light.jpg
 */
#include <stdio.h>
#include <stdlib.h>
#include <jpeglib.h>

enum { W = 750, H = 1334, CELL = 20 };

static unsigned char mix(double a, double b, double t) { return (unsigned char)(a + (b - a) * t + 0.5); }

int main(int argc, char **argv) {
    if (argc != 2) { fprintf(stderr, "usage: %s OUT.jpg\n", argv[0]); return 2; }
    FILE *out = fopen(argv[1], "wb");
    if (!out) { perror(argv[1]); return 1; }
    struct jpeg_compress_struct c;
    struct jpeg_error_mgr err;
    c.err = jpeg_std_error(&err);
    jpeg_create_compress(&c);
    jpeg_stdio_dest(&c, out);
    c.image_width = W; c.image_height = H; c.input_components = 3; c.in_color_space = JCS_RGB;
    jpeg_set_defaults(&c);
    jpeg_set_quality(&c, 90, TRUE);
    jpeg_start_compress(&c, TRUE);
    static unsigned char row[W * 3];
    for (int y = 0; y < H; y++) {
        double v = (y / CELL * CELL + CELL / 2.0) / (H - 1);
        for (int x = 0; x < W; x++) {
            double u = (x / CELL * CELL + CELL / 2.0) / (W - 1);
            double r = 150 + (250 - 150) * v, g = 190 + (215 - 190) * v, b = 240 + (170 - 240) * v;
            r = r + (200 - r) * u * 0.5; g = g + (170 - g) * u * 0.5; b = b + (235 - b) * u * 0.5;
            double f = (x % (5 * CELL) == 0 || y % (5 * CELL) == 0) ? 0.72 : (x % CELL == 0 || y % CELL == 0) ? 0.88 : 1.0;
            row[x * 3] = mix(0, r * f, 1); row[x * 3 + 1] = mix(0, g * f, 1); row[x * 3 + 2] = mix(0, b * f, 1);
        }
        JSAMPROW p = row;
        jpeg_write_scanlines(&c, &p, 1);
    }
    jpeg_finish_compress(&c);
    jpeg_destroy_compress(&c);
    fclose(out);
    return 0;
}
