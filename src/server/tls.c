/* tls.c - the server's TLS context: a self-signed EC P-256 certificate made
 * on first start and reused after, its SHA-256 fingerprint for invites. */
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>
#ifdef _WIN32
#include <io.h>
#define fsync _commit
#endif

#include <openssl/err.h>
#include <openssl/evp.h>
#include <openssl/pem.h>
#include <openssl/rand.h>
#include <openssl/x509.h>

#include "server.h"

void tls_fingerprint(X509 *cert, char *fp, size_t fplen)
{
    unsigned char md[EVP_MAX_MD_SIZE];
    unsigned n = 0;
    fp[0] = 0;
    if (!X509_digest(cert, EVP_sha256(), md, &n)) return;
    size_t o = 0;
    for (unsigned i = 0; i < n && o + 4 <= fplen; i++)
        o += (size_t)snprintf(fp + o, fplen - o, "%s%02X", i ? ":" : "", md[i]);
}

static void ssl_why(char *err, size_t errlen, const char *what)
{
    char e[200];
    ERR_error_string_n(ERR_get_error(), e, sizeof e);
    snprintf(err, errlen, "%s: %s", what, e);
}

/* Makes the key (mode 0600) and the certificate in dir. */
static int make(const char *keypath, const char *certpath, char *err, size_t errlen)
{
    EVP_PKEY *key = EVP_EC_gen("P-256");
    X509 *x = X509_new();
    int rc = -1;
    if (!key || !x) {
        ssl_why(err, errlen, "cannot make a key");
        goto out;
    }
    unsigned char serial[16];
    if (RAND_bytes(serial, sizeof serial) != 1) { /* the system's generator, on every system */
        ssl_why(err, errlen, "cannot draw a serial number");
        goto out;
    }
    serial[0] &= 0x7f;
    BIGNUM *bn = BN_bin2bn(serial, sizeof serial, NULL);
    BN_to_ASN1_INTEGER(bn, X509_get_serialNumber(x));
    BN_free(bn);
    X509_set_version(x, 2);
    X509_gmtime_adj(X509_getm_notBefore(x), -3600);
    X509_gmtime_adj(X509_getm_notAfter(x), 20L * 365 * 24 * 3600); /* pinned by fingerprint, not by date */
    X509_set_pubkey(x, key);
    X509_NAME *name = X509_get_subject_name(x);
    X509_NAME_add_entry_by_txt(name, "CN", MBSTRING_ASC, (const unsigned char *)"ys-server", -1, -1, 0);
    X509_set_issuer_name(x, name);
    if (!X509_sign(x, key, EVP_sha256())) {
        ssl_why(err, errlen, "cannot sign the certificate");
        goto out;
    }
    int fd = open(keypath, O_WRONLY | O_CREAT | O_EXCL, 0600);
    FILE *f = fd >= 0 ? fdopen(fd, "w") : NULL;
    if (!f) {
        snprintf(err, errlen, "cannot create %s: %s", keypath, strerror(errno));
        if (fd >= 0) close(fd);
        goto out;
    }
    int ok = PEM_write_PrivateKey(f, key, NULL, NULL, 0, NULL, NULL) && fflush(f) == 0 && fsync(fd) == 0;
    if (fclose(f) || !ok) {
        snprintf(err, errlen, "cannot write %s", keypath);
        unlink(keypath);
        goto out;
    }
    char tmp[1100];
    snprintf(tmp, sizeof tmp, "%s.new", certpath);
    f = fopen(tmp, "w");
    ok = f && PEM_write_X509(f, x) && fflush(f) == 0 && fsync(fileno(f)) == 0;
    if (f && fclose(f)) ok = 0;
    if (!ok || rename(tmp, certpath)) {
        snprintf(err, errlen, "cannot write %s", certpath);
        unlink(tmp);
        unlink(keypath);
        goto out;
    }
    rc = 0;
out:
    EVP_PKEY_free(key);
    X509_free(x);
    return rc;
}

int tls_setup(const char *dir, SSL_CTX **ctx, char *fp, size_t fplen, char *err, size_t errlen)
{
    char keypath[1100], certpath[1100];
    snprintf(keypath, sizeof keypath, "%s/key.pem", dir);
    snprintf(certpath, sizeof certpath, "%s/cert.pem", dir);
    struct stat st;
    int have_key = stat(keypath, &st) == 0, have_cert = stat(certpath, &st) == 0;
    if (have_key != have_cert) {
        snprintf(err, errlen, "%s has %s but not %s: restore it, or remove both to make a new certificate", dir,
                 have_key ? "key.pem" : "cert.pem", have_key ? "cert.pem" : "key.pem");
        return -1;
    }
    if (!have_key && make(keypath, certpath, err, errlen)) return -1;
    SSL_CTX *c = SSL_CTX_new(TLS_server_method());
    if (!c) {
        ssl_why(err, errlen, "cannot make a TLS context");
        return -1;
    }
    SSL_CTX_set_min_proto_version(c, TLS1_2_VERSION);
    SSL_CTX_set_options(c, SSL_OP_NO_RENEGOTIATION); /* a client may not make the server redo handshakes */
    if (SSL_CTX_use_certificate_chain_file(c, certpath) != 1 ||
        SSL_CTX_use_PrivateKey_file(c, keypath, SSL_FILETYPE_PEM) != 1 || SSL_CTX_check_private_key(c) != 1) {
        ssl_why(err, errlen, "cannot use the certificate and key in the data folder");
        SSL_CTX_free(c);
        return -1;
    }
    tls_fingerprint(SSL_CTX_get0_certificate(c), fp, fplen);
    *ctx = c;
    return 0;
}
