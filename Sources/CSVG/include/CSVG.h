#pragma once
/*
 * CSVG: the only place librsvg is called (opened on first use, see rsvg_library.h). SVG documents are untrusted input: every function
 * parses the bytes afresh (no handle crosses into Swift), never loads external resources
 * (no base file is set, so librsvg refuses references to other files), and reports failure
 * with a status and a one-line message in the caller's buffer, never on stderr.
 */
#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/**
 * Measures an SVG document. `layer` is NULL for the whole document, or an element id such as
 * "#Regular-M" (an SF Symbols export's regular, medium-scale glyph).
 * On success returns 0 and writes into `box` (x, y, width, height) the area to draw, in the
 * document's user units at its intrinsic size: the whole viewport, or the layer's ink box.
 * Returns 1 when the data is not a usable SVG, 2 when `layer` is not in it, 4 when librsvg
 * cannot be opened (the message says what to install).
 */
int wr_svg_measure(const uint8_t *data, size_t length, const char *layer, double box[4],
                   char *message, size_t message_size);

/**
 * Draws `box` of the document (as measured by wr_svg_measure) scaled into the rectangle
 * (x, y, width, height) of the Cairo context `cr` (a cairo_t *), whose state is restored after.
 * Returns 0 on success, 1 for an unusable SVG, 2 for a missing layer, 3 when drawing failed,
 * 4 when librsvg cannot be opened.
 */
int wr_svg_render(void *cr, const uint8_t *data, size_t length, const char *layer, const double box[4],
                  double x, double y, double width, double height, char *message, size_t message_size);

#ifdef __cplusplus
}
#endif
