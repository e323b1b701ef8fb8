#include "CHTTP.h"
#include "curl_library.h"
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

/* One transfer of a batch: its handle, where its result goes, the body as it arrives. */
typedef struct transfer {
    wr_curl *easy;
    wr_http_result *result;
    size_t max_bytes;
    size_t capacity;
    int over_cap;
    int finished;
    char error[256]; /* CURL_ERROR_SIZE */
} transfer;

static long long now_ms(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (long long)t.tv_sec * 1000 + t.tv_nsec / 1000000;
}

static void set_message(char *buffer, size_t size, const char *text) {
    if (buffer && size) snprintf(buffer, size, "%s", text);
}

/* Appends arriving bytes; refusing the write (returning less than given) makes libcurl end the
 * transfer with CURLE_WRITE_ERROR, so an endless body stops at the cap, not at the deadline. */
static size_t receive(char *data, size_t size, size_t count, void *context) {
    transfer *t = context;
    size_t n = size * count;
    wr_http_result *r = t->result;
    if (n > t->max_bytes - r->length) {
        t->over_cap = 1;
        return 0;
    }
    if (r->length + n > t->capacity) {
        size_t capacity = t->capacity ? t->capacity : 16384;
        while (capacity < r->length + n) capacity *= 2;
        if (capacity > t->max_bytes) capacity = t->max_bytes;
        uint8_t *grown = realloc(r->body, capacity ? capacity : 1);
        if (!grown) return 0;
        r->body = grown;
        t->capacity = capacity;
    }
    memcpy(r->body + r->length, data, n);
    r->length += n;
    return n;
}

static void drop_body(wr_http_result *r) {
    free(r->body);
    r->body = NULL;
    r->length = 0;
}

static void finish(const wr_curl_api *api, transfer *t, wr_curlcode code) {
    wr_http_result *r = t->result;
    t->finished = 1;
    api->easy_getinfo(t->easy, WR_CURLINFO_RESPONSE_CODE, &r->http_status);
    if (code == WR_CURLE_OK) {
        if (r->http_status >= 200 && r->http_status < 300) {
            r->outcome = WR_HTTP_OK;
            return;
        }
        drop_body(r);
        char *location = NULL;
        api->easy_getinfo(t->easy, WR_CURLINFO_REDIRECT_URL, &location);
        if (r->http_status >= 300 && r->http_status < 400 && location && *location) {
            r->location = strdup(location);
            r->outcome = r->location ? WR_HTTP_REDIRECT : WR_HTTP_TRANSPORT;
            if (!r->location) set_message(r->message, sizeof r->message, "out of memory");
        } else {
            r->outcome = WR_HTTP_STATUS;
        }
        return;
    }
    drop_body(r);
    if (code == WR_CURLE_FILESIZE_EXCEEDED || (code == WR_CURLE_WRITE_ERROR && t->over_cap)) {
        r->outcome = WR_HTTP_TOO_LARGE;
    } else if (code == WR_CURLE_OPERATION_TIMEDOUT) {
        r->outcome = WR_HTTP_TIMED_OUT;
    } else {
        r->outcome = WR_HTTP_TRANSPORT;
        set_message(r->message, sizeof r->message, t->error[0] ? t->error : api->easy_strerror(code));
    }
}

static int configure(const wr_curl_api *api, transfer *t, const char *url, long timeout_ms, struct wr_curl_slist *headers) {
    wr_curl *e = t->easy;
    int failed = 0;
    failed |= api->easy_setopt(e, WR_CURLOPT_URL, url);
    failed |= api->easy_setopt(e, WR_CURLOPT_PRIVATE, (void *)t);
    failed |= api->easy_setopt(e, WR_CURLOPT_WRITEFUNCTION, receive);
    failed |= api->easy_setopt(e, WR_CURLOPT_WRITEDATA, (void *)t);
    failed |= api->easy_setopt(e, WR_CURLOPT_ERRORBUFFER, t->error);
    failed |= api->easy_setopt(e, WR_CURLOPT_NOSIGNAL, 1L);
    failed |= api->easy_setopt(e, WR_CURLOPT_FOLLOWLOCATION, 0L);
    failed |= api->easy_setopt(e, WR_CURLOPT_MAXFILESIZE_LARGE, (long long)t->max_bytes);
    /* libcurl's own timer is only a backstop: the batch's deadline ends every transfer. */
    failed |= api->easy_setopt(e, WR_CURLOPT_TIMEOUT_MS, timeout_ms + 1000);
    failed |= api->easy_setopt(e, WR_CURLOPT_USERAGENT, "WidgetRender");
    if (headers) failed |= api->easy_setopt(e, WR_CURLOPT_HTTPHEADER, headers);
    /* http and https only: CURLOPT_PROTOCOLS_STR from 7.85, the older bit mask before it. */
    if (api->easy_setopt(e, WR_CURLOPT_PROTOCOLS_STR, "http,https") != WR_CURLE_OK) {
        failed |= api->easy_setopt(e, WR_CURLOPT_PROTOCOLS, (long)WR_CURLPROTO_HTTP_HTTPS);
    }
    return failed;
}

int wr_http_fetch(const char *const *urls, size_t count, long timeout_ms, size_t max_bytes,
                  wr_http_result *results, char *message, size_t message_size) {
    const wr_curl_api *api = wr_curl_library();
    if (api->error) {
        set_message(message, message_size, api->error);
        return 4;
    }
    for (size_t i = 0; i < count; i++) memset(&results[i], 0, sizeof results[i]);
    if (count == 0) return 0;
    transfer *transfers = calloc(count, sizeof *transfers);
    wr_curlm *multi = api->multi_init();
    struct wr_curl_slist *headers = api->slist_append(NULL, "Accept: image/png, image/jpeg");
    int status = transfers && multi ? 0 : 5;
    size_t added = 0;
    for (; status == 0 && added < count; added++) {
        transfer *t = &transfers[added];
        t->result = &results[added];
        t->max_bytes = max_bytes;
        t->easy = api->easy_init();
        if (!t->easy || configure(api, t, urls[added], timeout_ms, headers) || api->multi_add_handle(multi, t->easy)) {
            if (t->easy) api->easy_cleanup(t->easy);
            t->easy = NULL;
            status = 5;
            break;
        }
    }
    if (status != 0) set_message(message, message_size, "libcurl could not set up a transfer");

    long long deadline = now_ms() + (timeout_ms > 0 ? timeout_ms : 0);
    size_t finished = 0;
    int running = 0;
    if (status == 0) api->multi_perform(multi, &running);
    while (status == 0) {
        int queued = 0;
        wr_curl_msg *m;
        while ((m = api->multi_info_read(multi, &queued))) {
            if (m->msg != WR_CURLMSG_DONE) continue;
            transfer *t = NULL;
            api->easy_getinfo(m->easy_handle, WR_CURLINFO_PRIVATE, (char **)&t);
            if (t && !t->finished) {
                finish(api, t, m->data.result);
                finished++;
            }
        }
        if (finished == count) break;
        long long left = deadline - now_ms();
        if (left <= 0) break;
        /* Sleeps in poll(2) until a socket is ready, libcurl's next timer, or the deadline. */
        api->multi_poll(multi, NULL, 0, left > INT_MAX ? INT_MAX : (int)left, NULL);
        api->multi_perform(multi, &running);
    }
    for (size_t i = 0; i < added && i < count; i++) {
        transfer *t = &transfers[i];
        if (status == 0 && !t->finished) {
            drop_body(t->result);
            t->result->outcome = WR_HTTP_TIMED_OUT;
        }
        if (t->easy) {
            api->multi_remove_handle(multi, t->easy);
            api->easy_cleanup(t->easy);
        }
    }
    if (status != 0) wr_http_release(results, count);
    if (multi) api->multi_cleanup(multi);
    if (headers) api->slist_free_all(headers);
    free(transfers);
    return status;
}

void wr_http_release(wr_http_result *results, size_t count) {
    for (size_t i = 0; i < count; i++) {
        free(results[i].body);
        free(results[i].location);
        results[i].body = NULL;
        results[i].location = NULL;
        results[i].length = 0;
    }
}
