#include "rsvg_library.h"
#include <dlfcn.h>
#include <pthread.h>

static wr_rsvg_api api;
static pthread_once_t once = PTHREAD_ONCE_INIT;

/* The names the library has where WidgetRender runs: Debian/Ubuntu (librsvg2-2), other Linux
 * distributions, Homebrew. */
static const char *const library_names[] = {
#ifdef __APPLE__
    "librsvg-2.2.dylib", "/opt/homebrew/lib/librsvg-2.2.dylib", "/usr/local/lib/librsvg-2.2.dylib",
#else
    "librsvg-2.so.2", "librsvg-2.so",
#endif
};

static void open_library(void) {
    void *library = NULL;
    for (size_t i = 0; i < sizeof library_names / sizeof library_names[0] && !library; i++) {
        library = dlopen(library_names[i], RTLD_NOW | RTLD_LOCAL);
    }
    if (!library) {
        api.error = "librsvg is not installed (Debian/Ubuntu: apt install librsvg2-2; macOS: brew install librsvg)";
        return;
    }
    /* dlsym on the library's handle also finds GLib's and GObject's functions: they are its
     * dependencies, loaded with it. */
    wr_rsvg_api loaded = {
        .new_from_data = (wr_rsvg_handle * (*)(const uint8_t *, size_t, wr_gerror **)) dlsym(library, "rsvg_handle_new_from_data"),
        .get_intrinsic_size_in_pixels = (wr_gboolean(*)(wr_rsvg_handle *, double *, double *))dlsym(library, "rsvg_handle_get_intrinsic_size_in_pixels"),
        .get_intrinsic_dimensions = (void (*)(wr_rsvg_handle *, wr_gboolean *, wr_rsvg_length *, wr_gboolean *, wr_rsvg_length *,
                                              wr_gboolean *, wr_rsvg_rectangle *))dlsym(library, "rsvg_handle_get_intrinsic_dimensions"),
        .has_sub = (wr_gboolean(*)(wr_rsvg_handle *, const char *))dlsym(library, "rsvg_handle_has_sub"),
        .get_geometry_for_layer = (wr_gboolean(*)(wr_rsvg_handle *, const char *, const wr_rsvg_rectangle *, wr_rsvg_rectangle *,
                                                  wr_rsvg_rectangle *, wr_gerror **))dlsym(library, "rsvg_handle_get_geometry_for_layer"),
        .render_document = (wr_gboolean(*)(wr_rsvg_handle *, void *, const wr_rsvg_rectangle *, wr_gerror **))dlsym(library, "rsvg_handle_render_document"),
        .render_layer = (wr_gboolean(*)(wr_rsvg_handle *, void *, const char *, const wr_rsvg_rectangle *, wr_gerror **))dlsym(library, "rsvg_handle_render_layer"),
        .error_free = (void (*)(wr_gerror *))dlsym(library, "g_error_free"),
        .object_unref = (void (*)(void *))dlsym(library, "g_object_unref"),
        .error = NULL,
    };
    if (!loaded.new_from_data || !loaded.get_intrinsic_size_in_pixels || !loaded.get_intrinsic_dimensions || !loaded.has_sub ||
        !loaded.get_geometry_for_layer || !loaded.render_document || !loaded.render_layer || !loaded.error_free ||
        !loaded.object_unref) {
        api.error = "the installed librsvg is older than 2.52 (it lacks functions WidgetRender calls); install 2.52 or newer";
        return;
    }
    api = loaded;
}

const wr_rsvg_api *wr_rsvg(void) {
    pthread_once(&once, open_library);
    return &api;
}
