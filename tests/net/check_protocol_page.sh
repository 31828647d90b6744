#!/bin/sh
# check_protocol_page.sh - keeps docs/online-protocol.md in step with
# ys-server's code: every error code the server sends and every message type
# it reads or writes is in the page's tables and the other way round, and the
# page's version, line cap, invite and token lengths, names' and chat lines'
# lengths, the chat's limit and keeping, the rooms message's entries and the
# limits' defaults are the code's; and every message type the server reads
# has a seed in the line fuzzer's corpus (tests/fuzz/corpus/jmsg).
# Usage: check_protocol_page.sh REPO_ROOT. Exit 0, or 1 naming each
# difference.
set -eu
root=$1
page=$root/docs/online-protocol.md
srv=$root/src/server
fail=0
bad() { echo "check_protocol_page: $*"; fail=1; }
[ -r "$page" ] || { echo "check_protocol_page: no $page"; exit 1; }
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

# The page's section between the heading $1 and the next '## ' heading.
section() { awk -v h="$1" '$0 == h { on = 1; next } /^## / { on = 0 } on' "$page"; }
# The first column's `names` of the tables in standard input.
firstcol() { sed -n 's/^| `\([a-z_]*\)` |.*/\1/p' | sort -u; }

# Error codes: conn_error(c, "code", ...) in the code; the Errors table.
grep -ho 'conn_error([a-z]*, "[a-z_]*"' "$srv"/*.c | sed 's/.*"\(.*\)"/\1/' | sort -u >"$tmp/code_errors"
section '## Errors' | firstcol >"$tmp/page_errors"
comm -23 "$tmp/code_errors" "$tmp/page_errors" | while read -r e; do echo "error code '$e' sent by the server is not in the page's Errors table"; done >"$tmp/d1"
comm -13 "$tmp/code_errors" "$tmp/page_errors" | while read -r e; do echo "error code '$e' in the page is never sent by the server"; done >>"$tmp/d1"

# Message types the server reads: strcmp(type, "x"); the client table.
grep -ho 'strcmp(type, "[a-z_]*")' "$srv/room.c" | sed 's/.*"\(.*\)".*/\1/' | sort -u >"$tmp/code_in"
section '## Client to server' | firstcol >"$tmp/page_in"
comm -3 "$tmp/code_in" "$tmp/page_in" | sed 's/^\t*/client message type differs between code and page: /' >>"$tmp/d1"

# Message types the server writes: {"type":"x" in room.c, tell.c and conn.c; the server table.
grep -ho '\\"type\\":\\"[a-z_]*\\"' "$srv/room.c" "$srv/tell.c" "$srv/conn.c" | sed 's/.*:\\"\(.*\)\\"/\1/' | sort -u >"$tmp/code_out"
section '## Server to client' | firstcol >"$tmp/page_out"
comm -3 "$tmp/code_out" "$tmp/page_out" | sed 's/^\t*/server message type differs between code and page: /' >>"$tmp/d1"

# Numbers: the #defines and the defaults of srv.c (srv_defaults) against the page.
def() { sed -n "s/^#define $1 \([0-9]*\).*/\1/p" "$srv/server.h"; }
dflt() { sed -n "s/^ *cfg->$1 = \([0-9]*\);.*/\1/p" "$srv/srv.c"; }
limit() { section '## Limits (ys-server options, defaults)' | grep -F -- "\`$1\`" | sed -n 's/^|[^|]*| \([0-9]*\)\( s\)\{0,1\} |.*/\1/p'; }
[ "$(def SRV_PROTOCOL_VERSION)" = 1 ] && grep -q '"version":1' "$page" || bad "the protocol version is not 1 in both"
grep -q "$(def SRV_MAX_LINE) bytes, its" "$page" || bad "the line cap $(def SRV_MAX_LINE) is not the page's"
section '## Limits (ys-server options, defaults)' | grep -q "not yet read by it | $(def SRV_MAX_OUTPUT) |" ||
  bad "the cap on a connection's unread output $(def SRV_MAX_OUTPUT) is not the page's"
grep -q "$(def SRV_INVITE_LEN) characters of Crockford base32" "$page" || bad "the invite length $(def SRV_INVITE_LEN) is not the page's"
grep -q "$(def SRV_TOKEN_LEN) lower-case hex digits" "$page" || bad "the token length $(def SRV_TOKEN_LEN) is not the page's"
# The fixed limits (issue 48): a name's and a chat line's bytes, the chat's
# lines per window and lines kept, a rooms message's entries.
fixed() { section '## Limits (ys-server options, defaults)' | grep -F -- "| $1 |" | sed -n 's/^|[^|]*| \([0-9]*\) | (fixed) |$/\1/p'; }
n=$(def SRV_NAME_MAX) c=$(def SRV_CHAT_MAX)
[ -n "$n" ] && [ "$(grep -c "1 to $n bytes of UTF-8" "$page")" -ge 2 ] || bad "a name's $n bytes are not the page's (create, bad_name)"
[ -n "$c" ] && grep -q "\`text\`: string, 1 to $c bytes of UTF-8" "$page" && grep -q "longer than $c bytes" "$page" ||
  bad "a chat line's $c bytes are not the page's (chat, bad_chat)"
w=$(dflt chat_window_s) b=$(def SRV_CHAT_BURST)
[ -n "$w" ] && [ "$(fixed "chat lines one seat may say in any $w s")" = "$b" ] && grep -q "at most $b lines in any $w s" "$page" ||
  bad "the chat's $b lines in $w s are not the page's (chat, Limits)"
k=$(def SRV_CHAT_KEEP)
[ -n "$k" ] && [ "$(fixed 'chat lines a room keeps (sent again on `join` and `resume`)')" = "$k" ] && grep -q "its last $k lines" "$page" ||
  bad "the $k chat lines a room keeps are not the page's (chat, Limits)"
r=$(def SRV_ROOMS_MAX)
[ -n "$r" ] && [ "$(fixed 'entries of one `rooms` message')" = "$r" ] && grep -q "array of at most $r objects" "$page" ||
  bad "a rooms message's $r entries are not the page's (rooms, Limits)"

for pair in max_per_addr:--max-per-addr handshake_s:--handshake idle_s:--idle grace_s:--grace guesses:--guesses \
  guess_refill_s:--guess-refill max_rooms:--max-rooms line_s:--line-time; do
  f=${pair%%:*} o=${pair#*:}
  c=$(dflt "$f") p=$(limit "$o")
  [ -n "$c" ] && [ "$c" = "$p" ] || bad "the default of $o is '$c' in srv.c and '$p' in the page's Limits"
done

# Every message type the server reads has a seed line in the fuzzer's corpus.
for t in $(cat "$tmp/code_in"); do
  grep -lq "\"type\":\"$t\"" "$root"/tests/fuzz/corpus/jmsg/* 2>/dev/null ||
    echo "message type '$t' has no seed in tests/fuzz/corpus/jmsg" >>"$tmp/d1"
done

if [ -s "$tmp/d1" ]; then
  sed 's/^/check_protocol_page: /' "$tmp/d1"
  fail=1
fi
[ $fail = 0 ] && echo "check_protocol_page: the page and the code agree ($(wc -l <"$tmp/code_errors") error codes, $(wc -l <"$tmp/code_in") client and $(wc -l <"$tmp/code_out") server message types)"
exit $fail
