#include "curl_library.h"
#include <dlfcn.h>
#include <pthread.h>

static wr_curl_api api;
static pthread_once_t once = PTHREAD_ONCE_INIT;

/* Debian/Ubuntu's libcurl4 (OpenSSL), its GnuTLS flavour, other distributions, macOS. */
static const char *const library_names[] = {
#ifdef __APPLE__
    "/usr/lib/libcurl.4.dylib", "libcurl.4.dylib",
#else
    "libcurl.so.4", "libcurl-gnutls.so.4", "libcurl.so",
#endif
};

static void open_library(void) {
    void *library = NULL;
    for (size_t i = 0; i < sizeof library_names / sizeof library_names[0] && !library; i++) {
        library = dlopen(library_names[i], RTLD_NOW | RTLD_LOCAL);
    }
    if (!library) {
        api.error = "libcurl is not installed, and remote images need it (Debian/Ubuntu: apt install libcurl4)";
        return;
    }
    wr_curl_api loaded = {
        .easy_init = (wr_curl * (*)(void)) dlsym(library, "curl_easy_init"),
        .easy_cleanup = (void (*)(wr_curl *))dlsym(library, "curl_easy_cleanup"),
        .easy_setopt = (wr_curlcode(*)(wr_curl *, int, ...))dlsym(library, "curl_easy_setopt"),
        .easy_getinfo = (wr_curlcode(*)(wr_curl *, int, ...))dlsym(library, "curl_easy_getinfo"),
        .easy_strerror = (const char *(*)(wr_curlcode))dlsym(library, "curl_easy_strerror"),
        .multi_init = (wr_curlm * (*)(void)) dlsym(library, "curl_multi_init"),
        .multi_add_handle = (wr_curlmcode(*)(wr_curlm *, wr_curl *))dlsym(library, "curl_multi_add_handle"),
        .multi_remove_handle = (wr_curlmcode(*)(wr_curlm *, wr_curl *))dlsym(library, "curl_multi_remove_handle"),
        .multi_perform = (wr_curlmcode(*)(wr_curlm *, int *))dlsym(library, "curl_multi_perform"),
        .multi_poll = (wr_curlmcode(*)(wr_curlm *, void *, unsigned, int, int *))dlsym(library, "curl_multi_poll"),
        .multi_info_read = (wr_curl_msg * (*)(wr_curlm *, int *)) dlsym(library, "curl_multi_info_read"),
        .multi_cleanup = (wr_curlmcode(*)(wr_curlm *))dlsym(library, "curl_multi_cleanup"),
        .slist_append = (struct wr_curl_slist * (*)(struct wr_curl_slist *, const char *)) dlsym(library, "curl_slist_append"),
        .slist_free_all = (void (*)(struct wr_curl_slist *))dlsym(library, "curl_slist_free_all"),
        .error = NULL,
    };
    int (*global_init)(long) = (int (*)(long))dlsym(library, "curl_global_init");
    if (!loaded.easy_init || !loaded.easy_cleanup || !loaded.easy_setopt || !loaded.easy_getinfo || !loaded.easy_strerror ||
        !loaded.multi_init || !loaded.multi_add_handle || !loaded.multi_remove_handle || !loaded.multi_perform ||
        !loaded.multi_poll || !loaded.multi_info_read || !loaded.multi_cleanup || !loaded.slist_append ||
        !loaded.slist_free_all || !global_init) {
        api.error = "the installed libcurl is older than 7.66 (it lacks curl_multi_poll); install 7.66 or newer";
        return;
    }
    if (global_init(WR_CURL_GLOBAL_DEFAULT) != WR_CURLE_OK) {
        api.error = "libcurl failed to initialise (curl_global_init)";
        return;
    }
    api = loaded;
}

const wr_curl_api *wr_curl_library(void) {
    pthread_once(&once, open_library);
    return &api;
}
