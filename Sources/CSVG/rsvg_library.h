/*
 * librsvg, opened on first use with dlopen instead of linked: a process that never draws an
 * SVG does not load librsvg and the ~25 GLib, GIO, Pango and libxml2 libraries it pulls in
 * (a third of the CLI's start-up in the dynamic loader, issue 14).
 *
 * The few types and functions used are declared here as librsvg 2.x's public C API defines
 * them (rsvg.h, rsvg-cairo.h; stable since 2.46, 2.52 for the intrinsic size in pixels), so
 * building needs no librsvg headers.
 */
#pragma once
#include <stddef.h>
#include <stdint.h>

typedef int wr_gboolean;

/* GLib's GError. */
typedef struct wr_gerror {
    uint32_t domain;
    int code;
    char *message;
} wr_gerror;

/* RsvgRectangle and RsvgLength. */
typedef struct wr_rsvg_rectangle {
    double x, y, width, height;
} wr_rsvg_rectangle;

typedef struct wr_rsvg_length {
    double length;
    int unit;
} wr_rsvg_length;

typedef struct wr_rsvg_handle wr_rsvg_handle;

/* The functions, or `error` saying why librsvg could not be opened. */
typedef struct wr_rsvg_api {
    wr_rsvg_handle *(*new_from_data)(const uint8_t *data, size_t length, wr_gerror **error);
    wr_gboolean (*get_intrinsic_size_in_pixels)(wr_rsvg_handle *handle, double *width, double *height);
    void (*get_intrinsic_dimensions)(wr_rsvg_handle *handle, wr_gboolean *has_width, wr_rsvg_length *width,
                                     wr_gboolean *has_height, wr_rsvg_length *height, wr_gboolean *has_viewbox,
                                     wr_rsvg_rectangle *viewbox);
    wr_gboolean (*has_sub)(wr_rsvg_handle *handle, const char *id);
    wr_gboolean (*get_geometry_for_layer)(wr_rsvg_handle *handle, const char *id, const wr_rsvg_rectangle *viewport,
                                          wr_rsvg_rectangle *ink, wr_rsvg_rectangle *logical, wr_gerror **error);
    wr_gboolean (*render_document)(wr_rsvg_handle *handle, void *cr, const wr_rsvg_rectangle *viewport,
                                   wr_gerror **error);
    wr_gboolean (*render_layer)(wr_rsvg_handle *handle, void *cr, const char *id, const wr_rsvg_rectangle *viewport,
                                wr_gerror **error);
    void (*error_free)(wr_gerror *error);
    void (*object_unref)(void *object);
    const char *error;
} wr_rsvg_api;

/* librsvg's functions, opened once per process (thread-safe). When `error` is non-NULL the
 * function pointers are NULL and `error` says what is missing. */
const wr_rsvg_api *wr_rsvg(void);
