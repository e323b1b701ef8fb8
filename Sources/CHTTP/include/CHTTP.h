#pragma once
/*
 * CHTTP: remote image downloads with libcurl's multi interface, opened on first use (dlopen,
 * see curl_library.h), so a render without remote images never loads libcurl and its TLS,
 * HTTP/2, LDAP and Kerberos libraries.
 *
 * One call fetches a batch concurrently on the calling thread and returns when every transfer
 * has an outcome or the batch's single deadline passes. The thread sleeps in poll(2) while it
 * waits (no busy wait); a body is cut off the moment it would pass `max_bytes`, and an announced
 * `Content-Length` above it is refused when the headers arrive. Redirects are not followed: a 3xx
 * with a Location comes back as WR_HTTP_REDIRECT, so the caller decides (scheme, address, hop
 * count) and asks again with what is left of its deadline. Only http and https are spoken; no
 * content encoding is requested (a compressed body cannot expand past the cap unseen).
 */
#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/** How one transfer ended. */
typedef enum wr_http_outcome {
    WR_HTTP_OK = 0,        /** A 2xx answer; `body`/`length` hold it. */
    WR_HTTP_STATUS = 1,    /** Another status without a usable redirect; see `http_status`. */
    WR_HTTP_REDIRECT = 2,  /** A 3xx with a Location; `location` is the absolute target. */
    WR_HTTP_TOO_LARGE = 3, /** The body (announced or received) passed `max_bytes`. */
    WR_HTTP_TIMED_OUT = 4, /** No complete answer before the deadline. */
    WR_HTTP_TRANSPORT = 5, /** DNS, connection, TLS or protocol failure; `message` says which. */
} wr_http_outcome;

/** One transfer's result. Heap fields are released by wr_http_release. */
typedef struct wr_http_result {
    wr_http_outcome outcome;
    long http_status;
    uint8_t *body;
    size_t length;
    char *location;
    char message[256];
} wr_http_result;

/**
 * Fetches `urls[0..<count]` concurrently into `results[0..<count]` within `timeout_ms`.
 * Returns 0 when every result is filled in; 4 when libcurl cannot be opened (then `message`
 * says what to install and no result is touched); 5 when libcurl failed to set up a transfer.
 */
int wr_http_fetch(const char *const *urls, size_t count, long timeout_ms, size_t max_bytes,
                  wr_http_result *results, char *message, size_t message_size);

/** Frees the bodies and locations of `results[0..<count]`. */
void wr_http_release(wr_http_result *results, size_t count);

#ifdef __cplusplus
}
#endif
