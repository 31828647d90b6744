#!/bin/sh
# check_protocol_fields.sh - keeps the fields and options of
# docs/online-protocol.md in step with ys-server's code, beside
# tests/net/check_protocol_page.sh (codes, types, numbers): every field the
# server reads from a message (jmsg_get/str/uint/strings/objects in room.c)
# is named in the page's "Client to server" table, and in the very row of
# the message whose handler reads it (on_TYPE and the functions of room.c it
# names, callbacks included; hello's in room_message), every key the server
# writes (room.c, tell.c, conn.c) in its "Server to client" table, and every option
# of `ys-server --help` (main.c) is on the page and the other way round.
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

# Each message's fields in its own row: "TYPE FIELD" pairs from room.c's handlers.
cat >"$tmp/fields.awk" <<'AWK'
# Prints "TYPE FIELD" for each field a handler of room.c reads: on_TYPE and
# what it names of the file's own functions (callbacks too), room_message as
# hello's (its own reads are hello's; type is every message's).
/^[a-zA-Z][^;]*\(/ && $0 !~ /;[ \t]*$/ && $0 !~ /\{.*\}/ {
    line = $0
    sub(/\(.*/, "", line)
    n = split(line, w, /[ *]+/)
    cur = w[n]
    names[cur] = 1
    next
}
/^}/ { cur = ""; next }
cur != "" { body[cur] = body[cur] "\n" $0 }
END {
    for (f in body) {
        b = body[f]
        while (match(b, /jmsg_[a-z]+\([&a-z]*, "[a-z_]+"/)) {
            m = substr(b, RSTART, RLENGTH)
            sub(/.*, "/, "", m)
            sub(/"$/, "", m)
            reads[f] = reads[f] " " m
            b = substr(b, RSTART + RLENGTH)
        }
    }
    for (f in body) {
        if (f !~ /^on_/ && f != "room_message") continue
        t = f == "room_message" ? "hello" : substr(f, 4)
        delete seen
        seen[f] = 1
        queue[1] = f
        qn = 1
        for (qi = 1; qi <= qn; qi++) {
            g = queue[qi]
            nr = split(reads[g], r, " ")
            for (k = 1; k <= nr; k++) if (r[k] != "type") print t, r[k]
            if (g == "room_message") continue # its calls are the handlers themselves
            for (h in names)
                if (!(h in seen) && h !~ /^on_/ && match(body[g], "[^a-z_]" h "[^a-z_]")) {
                    seen[h] = 1
                    queue[++qn] = h
                }
        }
    }
}
AWK
awk -f "$tmp/fields.awk" "$srv/room.c" | sort -u >"$tmp/pairs"
[ -s "$tmp/pairs" ] || echo "no handler's fields found in room.c (on_TYPE functions)" >>"$tmp/bad"
while read -r t f; do
  row=$(section '## Client to server' | grep -F -- "| \`$t\` |" | head -n 1)
  [ -n "$row" ] || { echo "message $t (room.c's on_$t) has no row in the page's Client to server table" >>"$tmp/bad"; continue; }
  case $row in *"\`$f\`"*) ;; *) echo "field $f of $t is read by the server but not named in $t's row" >>"$tmp/bad" ;; esac
done <"$tmp/pairs"

# Keys written: \"x\": in the JSON the server formats.
grep -ho '\\"[a-z_]*\\":' "$srv/room.c" "$srv/tell.c" "$srv/conn.c" | sed 's/\\"\(.*\)\\":/\1/' | grep -vx type | sort -u >"$tmp/written"
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
echo "check_protocol_fields: the page names every field ($(wc -l <"$tmp/read") read, in their messages' rows: $(wc -l <"$tmp/pairs") pairs; $(wc -l <"$tmp/written") written) and option ($(wc -l <"$tmp/opts")) of the code"
