#!/bin/sh
# check_host_upnp.sh YS YS_CLIENT WORKDIR - the game hosts a room (--host
# --autoplay) with fake_igd.py standing in for the router (run under it:
# YS_UPNP_URL, YS_FAKE_IGD_LOG). The router is asked to forward the room's
# port to the game; the game prints the invite naming the router's internet
# address beside the one for its own network (same room, same certificate);
# a friend (ys-client) plays the room to the end with the latter; and the
# forwarding is deleted when the game ends, not before. Every wait is
# bounded, and its bound is a failure, never a timing the test relies on.
set -u
YS=$1 CLIENT=$2 WORK=$3
[ -n "${YS_UPNP_URL:-}" ] && [ -n "${YS_FAKE_IGD_LOG:-}" ] || {
    echo "FAIL: run under tests/server/fake_igd.py" >&2
    exit 1
}
rm -rf "$WORK" && mkdir -p "$WORK" || exit 1
g=""
fail() {
    echo "FAIL: $*" >&2
    echo "the gateway was asked:" >&2
    cat "$YS_FAKE_IGD_LOG" >&2
    [ -n "$g" ] && kill -9 "$g" 2>/dev/null
    exit 1
}

SDL_VIDEODRIVER=dummy "$YS" --prefs "$WORK/prefs" --host --autoplay --seed 9 >"$WORK/g.out" 2>"$WORK/g.err" &
g=$!
n=0
while ! grep -q '^internet-invite ' "$WORK/g.out" 2>/dev/null; do
    n=$((n + 1))
    [ $n -gt 600 ] && fail "the hosting game printed no internet invite within 60 s: $(cat "$WORK/g.out" "$WORK/g.err")"
    kill -0 "$g" 2>/dev/null || fail "the hosting game ended: $(cat "$WORK/g.out" "$WORK/g.err")"
    sleep 0.1
done
link=$(sed -n 's/^invite //p' "$WORK/g.out")
net=$(sed -n 's/^internet-invite //p' "$WORK/g.out")
hp=$(echo "$link" | sed 's|ys://\([^/]*\)/.*|\1|')
port=${hp##*:}
code=$(echo "$link" | sed 's|ys://[^/]*/\([^#]*\)#.*|\1|')
hfp=$(echo "$link" | sed 's|.*#sha256=||')
case "$net" in
"ys://203.0.113.5:$port/"*) ;;
*) fail "the internet invite does not name the router's address and the room's port $port: $net" ;;
esac
[ "${net#ys://*/}" = "${link#ys://*/}" ] || fail "the two invites name different rooms: $link / $net"
grep -q "^AddPortMapping .*NewExternalPort=$port .*NewInternalPort=$port .*NewPortMappingDescription=Ys NewProtocol=TCP" \
    "$YS_FAKE_IGD_LOG" || fail "the router was not asked to forward TCP port $port"
grep -q '^DeletePortMapping' "$YS_FAKE_IGD_LOG" && fail "the forwarding was deleted while the game hosts"

"$CLIENT" --connect "127.0.0.1:$port" --fingerprint "$hfp" --state "$WORK/c.state" --quiet join "$code" \
    >"$WORK/c.out" 2>"$WORK/c.err" || fail "the friend exited $?: $(cat "$WORK/c.err")"
wait "$g" || fail "the hosting game exited $?: $(cat "$WORK/g.err")"
g=""
grep -q '^over ' "$WORK/g.out" || fail "the hosted game did not end: $(cat "$WORK/g.out")"
grep -q "^DeletePortMapping NewExternalPort=$port NewProtocol=TCP" "$YS_FAKE_IGD_LOG" ||
    fail "the forwarding of port $port was not deleted when the game ended"
echo "the game hosted on port $port, the router forwarded it ($net), a friend played to the end, the forwarding was deleted"
