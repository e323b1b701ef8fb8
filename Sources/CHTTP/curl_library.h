/*
 * libcurl, opened on first use with dlopen instead of linked (issue 14: the CLI loaded curl and
 * the ~20 libraries behind it at every start, for the few templates that fetch images).
 *
 * The handful of functions and constants used are declared here with the values of libcurl's
 * public, ABI-stable C API (curl/curl.h and curl/multi.h, 7.66 or newer for curl_multi_poll),
 * so building needs no curl headers.
 */
#pragma once
#include <stddef.h>

typedef void wr_curl;
typedef void wr_curlm;
typedef int wr_curlcode;
typedef int wr_curlmcode;

struct wr_curl_slist;

/* curl/multi.h's CURLMsg. */
typedef struct wr_curl_msg {
    int msg;
    wr_curl *easy_handle;
    union {
        void *whatever;
        wr_curlcode result;
    } data;
} wr_curl_msg;

enum {
    WR_CURL_GLOBAL_DEFAULT = 3,
    WR_CURLMSG_DONE = 1,
    WR_CURLE_OK = 0,
    WR_CURLE_WRITE_ERROR = 23,
    WR_CURLE_OPERATION_TIMEDOUT = 28,
    WR_CURLE_FILESIZE_EXCEEDED = 63,
};

/* CURLOPT_* and CURLINFO_* values: type base + number, as curl.h computes them. */
enum {
    WR_CURLOPT_WRITEDATA = 10000 + 1,
    WR_CURLOPT_URL = 10000 + 2,
    WR_CURLOPT_ERRORBUFFER = 10000 + 10,
    WR_CURLOPT_WRITEFUNCTION = 20000 + 11,
    WR_CURLOPT_USERAGENT = 10000 + 18,
    WR_CURLOPT_HTTPHEADER = 10000 + 23,
    WR_CURLOPT_FOLLOWLOCATION = 52,
    WR_CURLOPT_NOSIGNAL = 99,
    WR_CURLOPT_PRIVATE = 10000 + 103,
    WR_CURLOPT_MAXFILESIZE_LARGE = 30000 + 117,
    WR_CURLOPT_TIMEOUT_MS = 155,
    WR_CURLOPT_PROTOCOLS = 181,
    WR_CURLOPT_PROTOCOLS_STR = 10000 + 318,
    WR_CURLPROTO_HTTP_HTTPS = 3,
    WR_CURLINFO_RESPONSE_CODE = 0x200000 + 2,
    WR_CURLINFO_PRIVATE = 0x100000 + 21,
    WR_CURLINFO_REDIRECT_URL = 0x100000 + 31,
};

typedef struct wr_curl_api {
    wr_curl *(*easy_init)(void);
    void (*easy_cleanup)(wr_curl *);
    wr_curlcode (*easy_setopt)(wr_curl *, int, ...);
    wr_curlcode (*easy_getinfo)(wr_curl *, int, ...);
    const char *(*easy_strerror)(wr_curlcode);
    wr_curlm *(*multi_init)(void);
    wr_curlmcode (*multi_add_handle)(wr_curlm *, wr_curl *);
    wr_curlmcode (*multi_remove_handle)(wr_curlm *, wr_curl *);
    wr_curlmcode (*multi_perform)(wr_curlm *, int *);
    wr_curlmcode (*multi_poll)(wr_curlm *, void *, unsigned, int, int *);
    wr_curl_msg *(*multi_info_read)(wr_curlm *, int *);
    wr_curlmcode (*multi_cleanup)(wr_curlm *);
    struct wr_curl_slist *(*slist_append)(struct wr_curl_slist *, const char *);
    void (*slist_free_all)(struct wr_curl_slist *);
    /* Why libcurl is not usable, or NULL when every function above is there. */
    const char *error;
} wr_curl_api;

/* The library, opened (and curl_global_init run) once per process. */
const wr_curl_api *wr_curl_library(void);
