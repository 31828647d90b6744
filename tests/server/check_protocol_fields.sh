#!/bin/sh
# check_protocol_fields.sh - keeps the fields and options of
# docs/online-protocol.md in step with ys-server's code, beside
# tests/net/check_protocol_page.sh (codes, types, numbers): every field the
# server reads from a message (jmsg_get/str/uint/strings in room.c) is named
# in the page's "Client to server" table, every key the server writes (room.c,
# conn.c) in its "Server to client" table, and every option of
# `ys-server --help` (main.c) is on the page and the other way round.
# Usage: check_protocol_fields.sh REPO_ROOT. Exit 0, or 1 naming each miss.
set -eu
root=$1
page=$root/docs/online-protocol.md
srv=$root/src/server
[ -r "$page" ] || { echo "check_protocol_fields: no $page"; exit 1; }
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
: >"$tmp/bad"

section() { awk -v h="$1" '$0 == h { on = 1; next } /^## / { on = 0 } on' "$page"; }
named() { grep -o '`[a-z_]*`' | tr -d '`' | sort -u; }

# Fields read: jmsg_get(m, "x"), jmsg_str(&m, "x", ...), ... ("type" is the Transport section's).
grep -ho 'jmsg_[a-z]*([&a-z]*, "[a-z_]*"' "$srv/room.c" | sed 's/.*"\(.*\)"/\1/' | grep -vx type | sort -u >"$tmp/read"
section '## Client to server' | named >"$tmp/page_in"
comm -23 "$tmp/read" "$tmp/page_in" | sed 's/.*/field & read by the server is not in the page'"'"'s Client to server table/' >>"$tmp/bad"
grep -q '`type`' "$page" || echo "the page does not name the field type" >>"$tmp/bad"

# Keys written: \"x\": in the JSON the server formats.
grep -ho '\\"[a-z_]*\\":' "$srv/room.c" "$srv/conn.c" | sed 's/\\"\(.*\)\\":/\1/' | grep -vx type | sort -u >"$tmp/written"
section '## Server to client' | named >"$tmp/page_out"
comm -23 "$tmp/written" "$tmp/page_out" | sed 's/.*/key & written by the server is not in the page'"'"'s Server to client table/' >>"$tmp/bad"

# Options: ys-server --help (the usage text in main.c) against the page.
sed -n '/^static void usage/,/^}/p' "$srv/main.c" | grep -o -- '--[a-z][a-z-]*' | sort -u >"$tmp/opts"
grep -o -- '--[a-z][a-z-]*' "$page" | sort -u >"$tmp/page_opts"
comm -23 "$tmp/opts" "$tmp/page_opts" | sed 's/.*/option & of ys-server --help is not on the page/' >>"$tmp/bad"
comm -13 "$tmp/opts" "$tmp/page_opts" | sed 's/.*/option & on the page is not one of ys-server --help/' >>"$tmp/bad"

if [ -s "$tmp/bad" ]; then
  sed 's/^/check_protocol_fields: /' "$tmp/bad"
  exit 1
fi
echo "check_protocol_fields: the page names every field ($(wc -l <"$tmp/read") read, $(wc -l <"$tmp/written") written) and option ($(wc -l <"$tmp/opts")) of the code"
