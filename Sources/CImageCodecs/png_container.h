/*
 * The parts of a PNG file around the image data, shared by both writers: signature, IHDR
 * (8-bit RGB or RGBA, no interlace), sRGB (perceptual), one IDAT, IEND. Nothing time-dependent.
 */
#pragma once
#include <stddef.h>
#include <stdint.h>

/* Bytes before the IDAT data: signature, IHDR and sRGB chunks, IDAT length and type. */
enum { WR_PNG_PREFIX = 8 + 25 + 13 + 8, WR_PNG_SUFFIX = 4 + 12 /* IDAT CRC, IEND chunk */ };

/* Writes the WR_PNG_PREFIX bytes at `png`; the IDAT length is filled in by wr_png_finish. */
void wr_png_start(uint8_t *png, uint32_t width, uint32_t height, int opaque);

/* Completes the file whose IDAT data (`idat_size` bytes) follows the prefix; returns its size. */
size_t wr_png_finish(uint8_t *png, size_t idat_size);

/* Stores v big-endian at p. */
void wr_put32be(uint8_t *p, uint32_t v);
