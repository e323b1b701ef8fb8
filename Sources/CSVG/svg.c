#include "CSVG.h"

#include "rsvg_library.h"
#include <cairo.h>
#include <stdio.h>
#include <string.h>

static void say(char *message, size_t size, const char *what, const wr_gerror *error) {
    if (!message || size == 0) return;
    snprintf(message, size, "%s%s%s", what, error ? ": " : "", error ? error->message : "");
}

/* librsvg's functions, or NULL with the reason in `message`. */
static const wr_rsvg_api *library(char *message, size_t size) {
    const wr_rsvg_api *rsvg = wr_rsvg();
    if (rsvg->error) {
        say(message, size, rsvg->error, NULL);
        return NULL;
    }
    return rsvg;
}

static wr_rsvg_handle *open_svg(const wr_rsvg_api *rsvg, const uint8_t *data, size_t length, char *message, size_t size) {
    wr_gerror *error = NULL;
    wr_rsvg_handle *handle = rsvg->new_from_data(data, length, &error);
    if (!handle) {
        say(message, size, "not a readable SVG", error);
        if (error) rsvg->error_free(error);
    }
    return handle;
}

/* The document's size in user units: its width and height, else its viewBox, else 100 x 100. */
static void document_size(const wr_rsvg_api *rsvg, wr_rsvg_handle *handle, double *width, double *height) {
    double w = 0, h = 0;
    if (rsvg->get_intrinsic_size_in_pixels(handle, &w, &h) && w > 0 && h > 0) {
        *width = w; *height = h; return;
    }
    wr_gboolean has_w, has_h, has_box;
    wr_rsvg_length lw, lh;
    wr_rsvg_rectangle box;
    rsvg->get_intrinsic_dimensions(handle, &has_w, &lw, &has_h, &lh, &has_box, &box);
    if (has_box && box.width > 0 && box.height > 0) { *width = box.width; *height = box.height; return; }
    *width = 100; *height = 100;
}

int wr_svg_measure(const uint8_t *data, size_t length, const char *layer, double out[4],
                   char *message, size_t size) {
    const wr_rsvg_api *rsvg = library(message, size);
    if (!rsvg) return 4;
    wr_rsvg_handle *handle = open_svg(rsvg, data, length, message, size);
    if (!handle) return 1;
    double w, h;
    document_size(rsvg, handle, &w, &h);
    int status = 0;
    if (!layer) {
        out[0] = 0; out[1] = 0; out[2] = w; out[3] = h;
    } else if (!rsvg->has_sub(handle, layer)) {
        say(message, size, "no such element", NULL);
        status = 2;
    } else {
        wr_rsvg_rectangle viewport = {0, 0, w, h}, ink, logical;
        wr_gerror *error = NULL;
        if (rsvg->get_geometry_for_layer(handle, layer, &viewport, &ink, &logical, &error) && ink.width > 0 && ink.height > 0) {
            out[0] = ink.x; out[1] = ink.y; out[2] = ink.width; out[3] = ink.height;
        } else {
            say(message, size, "the element has no drawable extent", error);
            status = 2;
        }
        if (error) rsvg->error_free(error);
    }
    rsvg->object_unref(handle);
    return status;
}

int wr_svg_render(void *context, const uint8_t *data, size_t length, const char *layer, const double box[4],
                  double x, double y, double width, double height, char *message, size_t size) {
    cairo_t *cr = (cairo_t *)context;
    if (!(box[2] > 0 && box[3] > 0 && width > 0 && height > 0)) return 0;
    const wr_rsvg_api *rsvg = library(message, size);
    if (!rsvg) return 4;
    wr_rsvg_handle *handle = open_svg(rsvg, data, length, message, size);
    if (!handle) return 1;
    double w, h;
    document_size(rsvg, handle, &w, &h);
    wr_rsvg_rectangle viewport = {0, 0, w, h};
    cairo_save(cr);
    cairo_translate(cr, x, y);
    cairo_scale(cr, width / box[2], height / box[3]);
    cairo_translate(cr, -box[0], -box[1]);
    wr_gerror *error = NULL;
    wr_gboolean ok = layer ? rsvg->render_layer(handle, cr, layer, &viewport, &error)
                           : rsvg->render_document(handle, cr, &viewport, &error);
    cairo_restore(cr);
    int status = 0;
    if (!ok) { say(message, size, "librsvg could not draw it", error); status = 3; }
    if (error) rsvg->error_free(error);
    rsvg->object_unref(handle);
    return status;
}
