/* invite.h - invite codes and invite links of online play
 * (docs/online-protocol.md, "Invites, links and tokens"): reading what a
 * player pastes or types, and writing what a host copies. Plain C, no
 * allocation, no network. */
#ifndef YS_NET_INVITE_H
#define YS_NET_INVITE_H

#include <stddef.h>

#define NET_DEFAULT_PORT 47400
#define NET_CODE_LEN 13                                 /* characters of NET_ALPHABET: 65 bits */
#define NET_ALPHABET "0123456789ABCDEFGHJKMNPQRSTVWXYZ" /* Crockford base32: no I, L, O, U */
#define NET_HOST_MAX 253

typedef struct {
    char host[NET_HOST_MAX + 1]; /* "" for a bare code; an IPv6 address without its brackets */
    int port;                    /* 1..65535; 0 for a bare code */
    char code[NET_CODE_LEN + 1]; /* upper case, no dashes: as the server writes it */
    char sha256[65];             /* the certificate's fingerprint, 64 lower-case hex digits, or "" */
} NetInvite;

/* Reads a code as typed: dashes and spaces dropped, case ignored, O read as
 * 0 and I, L as 1. Writes NET_CODE_LEN characters and a NUL to out and
 * returns 0, or returns -1 (out then holds "") when in is not one code. */
int net_code_norm(const char *in, char out[NET_CODE_LEN + 1]);

/* Writes code (normalised) grouped by four with dashes, "Y2QQ-WZJP-ES4S-8"
 * (17 bytes with the NUL). */
void net_code_group(const char code[NET_CODE_LEN + 1], char out[NET_CODE_LEN + 4]);

/* Reads what a player pasted: a bare code, or a link
 * ys://HOST[:PORT]/CODE[#sha256=FINGERPRINT] (HOST a name, an IPv4 address or
 * an IPv6 address in brackets; PORT 47400 when left out; FINGERPRINT 64 hex
 * digits, colons between pairs allowed, any case). Spaces around are
 * ignored. 0 with *out filled, or -1 with *out zeroed and why in err (an
 * English sentence for the player). */
int net_invite_parse(const char *text, NetInvite *out, char *err, size_t errlen);

/* Writes inv as a link (the code grouped, the fingerprint when there is one)
 * into buf; returns its length, or -1 when inv has no host or buf is too
 * small. net_invite_parse reads back what this writes. */
int net_invite_format(const NetInvite *inv, char *buf, size_t len);

#endif
