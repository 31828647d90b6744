#!/bin/sh
# check_netfaults.sh - ys-server behind a bad network: the server runs in a
# network namespace joined to this one by a veth pair, and full games are
# played with ys-client through 300 ms of delay, 5% loss, reordering (tc
# netem), and a link cut long enough for the server to drop the
# connections, then restored (the clients come back with their token and
# `since`; a client counts 15 s of silence in a game as a dead link). Each game is dealt from a fixed seed and its seats pick their
# moves from fixed seeds, so it must end exactly as the same game played on
# the loopback. Usage: check_netfaults.sh YS_SERVER YS_CLIENT WORKDIR.
# Needs root (CAP_NET_ADMIN), ip and tc; exits 77 (ctest SKIP) without them,
# and 77 too, after running the link cut, when the kernel has no netem.
set -u
SERVER=$1 CLIENT=$2 WORK=$3
NS=ysnf$$ A=ysnfa$$ B=ysnfb$$
HOST_IP=10.231.0.1 NS_IP=10.231.0.2
skip() { echo "SKIP: $*"; exit 77; }
[ "$(id -u)" = 0 ] || skip "needs root (CAP_NET_ADMIN) for a network namespace"
command -v ip >/dev/null && command -v tc >/dev/null || skip "needs ip and tc (iproute2)"
rm -rf "$WORK" && mkdir -p "$WORK" || exit 1
PIDS=""
cleanup() {
    for p in $PIDS; do kill -9 "$p" 2>/dev/null; done
    ip link del "$A" 2>/dev/null
    ip netns del "$NS" 2>/dev/null
}
trap cleanup EXIT
fail() {
    echo "FAIL: $*" >&2
    for f in "$WORK"/*.log; do [ -f "$f" ] && { echo "== $f" >&2; tail -n 15 "$f" >&2; }; done
    exit 1
}
ip netns add "$NS" 2>/dev/null || skip "cannot make a network namespace (no CAP_NET_ADMIN?)"
ip link add "$A" type veth peer name "$B" || skip "cannot make a veth pair"
ip link set "$B" netns "$NS" && ip addr add "$HOST_IP/24" dev "$A" && ip link set "$A" up &&
    ip -n "$NS" addr add "$NS_IP/24" dev "$B" && ip -n "$NS" link set "$B" up && ip -n "$NS" link set lo up ||
    fail "cannot set the veth pair up"
NETEM=1
tc qdisc add dev "$A" root netem delay 1ms 2>/dev/null && tc qdisc del dev "$A" root || NETEM=0

# server NAME NETNS-CMD ADDR: starts ys-server (fixed deals, an 8 s idle
# close so a cut link drops its connections); sets PORT and FP.
server() {
    $2 "$SERVER" --data "$WORK/$1.data" --listen "$3:0" --fixed-deals --grace 0 --idle 8 >"$WORK/$1.log" 2>&1 &
    PIDS="$PIDS $!"
    n=0
    until line=$(grep 'listening on' "$WORK/$1.log"); do
        n=$((n + 1))
        [ $n -gt 600 ] && fail "ys-server $1 did not listen within 60 s"
        sleep 0.1
    done
    PORT=$(echo "$line" | sed 's/.* port \([0-9]*\) .*/\1/')
    FP=$(echo "$line" | sed 's/.*SHA-256 \([0-9A-F:]*\).*/\1/')
}

# game NAME ADDR SEED: a 2-player game of two ys-client seats (moves from
# seeds SEED+1 and SEED+2, the deal from SEED) against the server at ADDR;
# waits for both; prints the host's "over" line.
game() {
    c="$CLIENT --connect $2:$PORT --fingerprint $FP --quiet --reconnect 50 --silence 15"
    $c --state "$WORK/$1.h.state" --seed $(($3 + 1)) create "players=2 seed=$3" human,human \
        >"$WORK/$1.h.out" 2>"$WORK/$1.h.log" &
    hp=$!
    PIDS="$PIDS $hp"
    n=0
    while ! grep -q '^invite ' "$WORK/$1.h.out" 2>/dev/null; do
        n=$((n + 1))
        [ $n -gt 1200 ] && fail "no invite in game $1 within 120 s"
        sleep 0.1
    done
    [ -n "$CUT" ] && return # the joiner comes after the cut (join_now)
    join_now "$1" "$2" "$3"
}
join_now() {
    c="$CLIENT --connect $2:$PORT --fingerprint $FP --quiet --reconnect 50 --silence 15"
    $c --state "$WORK/$1.j.state" --seed $(($3 + 2)) join "$(sed -n 's/^invite //p' "$WORK/$1.h.out")" \
        >"$WORK/$1.j.out" 2>"$WORK/$1.j.log" &
    jp=$!
    PIDS="$PIDS $jp"
}
finish() { # finish NAME: waits for game NAME's two seats; its end in END
    wait $hp || fail "game $1: the host's client exited $?"
    wait $jp || fail "game $1: the joiner's client exited $?"
    END=$(sed -n 's/^over //p' "$WORK/$1.h.out")
    [ -n "$END" ] || fail "game $1 has no end"
    [ "$END" = "$(sed -n 's/^over //p' "$WORK/$1.j.out")" ] || fail "game $1: the seats saw different ends"
}

server local "" 127.0.0.1
LPORT=$PORT LFP=$FP
server remote "ip netns exec $NS" "$NS_IP"
RPORT=$PORT RFP=$FP
ran="" skipped=""
# phase NAME SEED NETEM-ARGS|cut: the game over the veth, then on the loopback
phase() {
    if [ "$3" != cut ]; then
        if [ $NETEM = 0 ]; then
            skipped="$skipped $1"
            return
        fi
        # on the packets from the players to the server: each move's way in
        tc qdisc replace dev "$A" root netem $3 || fail "tc netem $3 on $A"
    fi
    PORT=$RPORT FP=$RFP
    CUT=""
    [ "$3" = cut ] && CUT=1
    game "$1" "$NS_IP" "$2"
    if [ "$3" = cut ]; then
        ip link set "$A" down # right after the invite, before the join
        n=0
        while ! grep -q 'seat [01] left' "$WORK/remote.log"; do
            n=$((n + 1))
            [ $n -gt 600 ] && fail "the server did not drop the cut connections within 60 s"
            sleep 0.1
        done
        ip link set "$A" up
        join_now "$1" "$NS_IP" "$2" # the host's client finds its stream dead, resumes with token and since
    fi
    finish "$1"
    far=$END
    tc qdisc del dev "$A" root 2>/dev/null
    PORT=$LPORT FP=$LFP
    CUT=""
    game "$1.local" 127.0.0.1 "$2"
    finish "$1.local"
    [ "$far" = "$END" ] || fail "game $1 ended otherwise than on the loopback: $far / $END"
    echo "$1: the same end as on the loopback ($(echo "$END" | cut -c1-60)...)"
    ran="$ran $1"
}
phase delay 11 "delay 300ms"
phase loss 12 "loss 5%"
phase reorder 13 "delay 20ms reorder 25% 50%"
phase cut 14 cut
grep -q 'back' "$WORK/remote.log" || fail "no seat came back after the cut"
echo "ran:$ran"
[ -z "$skipped" ] || skip "the kernel has no netem (tc qdisc ... netem refused): not run:$skipped"
exit 0
