/* fuzz_invite.c - libFuzzer target for the invite reader (src/net/invite.h):
 * any bytes pasted as an invite are read or refused without a crash, a
 * refusal fills nothing and says why, and a link it reads is written back
 * and read again to the same invite. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "invite.h"
#include "broken.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    char *s = malloc(size + 1);
    if (!s) BROKEN();
    memcpy(s, data, size);
    s[size] = 0; /* what a text field holds: up to the first NUL */
    NetInvite v, w;
    char err[200] = "", link[400], code[NET_CODE_LEN + 1];
    if (net_invite_parse(s, &v, err, sizeof err)) {
        if (!err[0] || v.host[0] || v.code[0] || v.sha256[0] || v.port) BROKEN();
    } else {
        if (strlen(v.code) != NET_CODE_LEN) BROKEN();
        if (v.host[0]) {
            int n = net_invite_format(&v, link, sizeof link);
            if (n <= 0 || net_invite_parse(link, &w, err, sizeof err)) BROKEN();
            if (strcmp(v.host, w.host) || v.port != w.port || strcmp(v.code, w.code) || strcmp(v.sha256, w.sha256))
                BROKEN();
        }
    }
    if (!net_code_norm(s, code) && strlen(code) != NET_CODE_LEN) BROKEN();
    free(s);
    return 0;
}
