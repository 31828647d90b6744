/* client.c - a blocking TLS client of ys-server (client.h). */
#include "client.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#ifndef _WIN32
#include <netinet/in.h>
#include <netinet/tcp.h>
#endif

#include <openssl/err.h>
#include <openssl/ssl.h>
#include <openssl/x509v3.h>

#include "plat.h"
#include "ys/die.h"

struct Ycl {
    PlatSock fd;
    SSL_CTX *ctx;
    SSL *ssl;
    char *buf;
    size_t n, cap, start;
    int dead; /* the stream ended or failed: no line will come */
};

static long long now_ms(void) { return plat_now_ms(); }

static int wait_fd(PlatSock fd, int out, long long deadline)
{
    long long left = deadline - now_ms();
    if (left <= 0) return -1;
    return plat_wait(fd, out, (int)left) ? 0 : -1;
}

/* The fingerprint's hex digits, upper case, without colons. */
static void fp_norm(const char *in, char *out, size_t len)
{
    size_t o = 0;
    for (; *in && o + 1 < len; in++)
        if (isxdigit((unsigned char)*in)) out[o++] = (char)toupper((unsigned char)*in);
    out[o] = 0;
}

Ycl *ycl_connect(const char *host, int port, const char *fp, int timeout_ms, char *err, size_t errlen)
{
    long long deadline = now_ms() + timeout_ms;
    plat_net_init();
    char ps[16];
    snprintf(ps, sizeof ps, "%d", port);
    struct addrinfo hints = {0}, *ai = NULL;
    hints.ai_socktype = SOCK_STREAM;
    if (getaddrinfo(host, ps, &hints, &ai) || !ai) {
        snprintf(err, errlen, "cannot resolve %s", host);
        return NULL;
    }
    Ycl *c = calloc(1, sizeof *c);
    if (!c) ys_die("out of memory (a connection)");
    c->fd = plat_socket(ai->ai_family, 1);
    int rc = c->fd < 0 ? -1 : plat_connect(c->fd, ai->ai_addr, ai->ai_addrlen);
    int se = rc < 0 ? plat_error() : 0;
    freeaddrinfo(ai);
    if (rc == 1) { /* under way: wait for it, then read how it ended */
        if (wait_fd(c->fd, 1, deadline))
            rc = -1; /* se stays 0: the time was up */
        else
            rc = (se = plat_sock_error(c->fd)) ? -1 : 0;
    }
    if (rc) {
        snprintf(err, errlen, "cannot connect to %s:%d: %s", host, port, se ? plat_strerror(se) : "timed out");
        ycl_close(c, 1);
        return NULL;
    }
    int one = 1;
    setsockopt(c->fd, IPPROTO_TCP, TCP_NODELAY, (const void *)&one, sizeof one);
    c->ctx = SSL_CTX_new(TLS_client_method());
    SSL_CTX_set_min_proto_version(c->ctx, TLS1_2_VERSION);
    if (!fp) {
        SSL_CTX_set_default_verify_paths(c->ctx);
        SSL_CTX_set_verify(c->ctx, SSL_VERIFY_PEER, NULL);
    }
    c->ssl = SSL_new(c->ctx);
    SSL_set_fd(c->ssl, (int)c->fd); /* OpenSSL takes a Windows SOCKET as an int too */
    SSL_set_tlsext_host_name(c->ssl, host);
    if (!fp) SSL_set1_host(c->ssl, host);
    for (;;) {
        ERR_clear_error(); /* the queue is the thread's: another connection's error is not this one's */
        int r = SSL_connect(c->ssl);
        if (r == 1) break;
        int e = SSL_get_error(c->ssl, r);
        if ((e == SSL_ERROR_WANT_READ || e == SSL_ERROR_WANT_WRITE) &&
            !wait_fd(c->fd, e == SSL_ERROR_WANT_WRITE, deadline))
            continue;
        char why[200];
        ERR_error_string_n(ERR_get_error(), why, sizeof why);
        snprintf(err, errlen, "TLS handshake with %s:%d failed: %s", host, port, why);
        ycl_close(c, 1);
        return NULL;
    }
    if (fp) {
        X509 *cert = SSL_get1_peer_certificate(c->ssl);
        unsigned char md[EVP_MAX_MD_SIZE];
        unsigned n = 0;
        char got[200] = "", want[200];
        if (cert && X509_digest(cert, EVP_sha256(), md, &n))
            for (unsigned i = 0; i < n; i++)
                sprintf(got + 2 * i, "%02X", md[i]);
        X509_free(cert);
        fp_norm(fp, want, sizeof want);
        if (!*got || strcmp(got, want)) {
            snprintf(err, errlen, "the server's certificate is not the one the invite names (SHA-256 %s)", got);
            ycl_close(c, 1);
            return NULL;
        }
    }
    return c;
}

void ycl_close(Ycl *c, int abrupt)
{
    if (!c) return;
    if (c->ssl && !abrupt) SSL_shutdown(c->ssl);
    SSL_free(c->ssl);
    SSL_CTX_free(c->ctx);
    if (c->fd >= 0) plat_close(c->fd);
    free(c->buf);
    free(c);
}

int ycl_send(Ycl *c, const char *line, size_t len)
{
    char *msg = malloc(len + 1);
    if (!msg) ys_die("out of memory (a line to send)");
    memcpy(msg, line, len);
    msg[len] = '\n';
    int rc = ycl_send_raw(c, msg, len + 1);
    free(msg);
    return rc;
}

int ycl_send_raw(Ycl *c, const char *msg, size_t len)
{
    long long deadline = now_ms() + 30000;
    size_t off = 0;
    int rc = 0;
    while (off < len) {
        size_t w = 0;
        ERR_clear_error();
        int r = SSL_write_ex(c->ssl, msg + off, len - off, &w);
        if (r == 1) {
            off += w;
            continue;
        }
        int e = SSL_get_error(c->ssl, r);
        if ((e == SSL_ERROR_WANT_READ || e == SSL_ERROR_WANT_WRITE) &&
            !wait_fd(c->fd, e == SSL_ERROR_WANT_WRITE, deadline))
            continue;
        rc = -1;
        break;
    }
    return rc;
}

int ycl_sendz(Ycl *c, const char *line) { return ycl_send(c, line, strlen(line)); }

const char *ycl_recv(Ycl *c, int timeout_ms)
{
    long long deadline = now_ms() + timeout_ms;
    if (c->start) { /* drop the line handed out last time */
        memmove(c->buf, c->buf + c->start, c->n - c->start);
        c->n -= c->start;
        c->start = 0;
    }
    for (;;) {
        char *nl = c->n ? memchr(c->buf, '\n', c->n) : NULL;
        if (nl) {
            *nl = 0;
            c->start = (size_t)(nl - c->buf) + 1;
            return c->buf;
        }
        if (c->cap - c->n < 16384) {
            c->cap = c->cap ? c->cap * 2 : 65536;
            c->buf = realloc(c->buf, c->cap);
            if (!c->buf) ys_die("out of memory (a line received)");
        }
        size_t got = 0;
        ERR_clear_error();
        int r = SSL_read_ex(c->ssl, c->buf + c->n, c->cap - c->n - 1, &got);
        if (r == 1) {
            c->n += got;
            continue;
        }
        int e = SSL_get_error(c->ssl, r);
        if (e == SSL_ERROR_WANT_READ || e == SSL_ERROR_WANT_WRITE) {
            if (!wait_fd(c->fd, e == SSL_ERROR_WANT_WRITE, deadline)) continue;
            if (now_ms() < deadline) c->dead = 1; /* poll failed before the time was up */
            return NULL;
        }
        c->dead = 1;
        return NULL;
    }
}

int ycl_dead(const Ycl *c) { return c->dead; }
