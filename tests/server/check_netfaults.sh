#!/bin/sh
# check_netfaults.sh - ys-server behind a bad network. Full 2-player games of
# two ys-client seats are played through faults, and each must end exactly as
# the same game played on the loopback: the deal comes from a fixed seed, each
# seat picks its moves from its own seed, and a seat whose move was lost with
# a dropped link sends the same move again when it comes back (a client counts
# 15 s of silence in a game as a dead link and comes back with its token and
# `since`; the server closes a connection silent for 8 s).
#
# Two makers of faults:
# - ys-faultproxy (tests/server/faultproxy.c), a TCP proxy in userspace on the
#   loopback, always (no root needed): 300 ms each way with jitter; stalls
#   standing in for lost segments (5% of chunks hold their stream 200 ms to
#   1 s); the stream cut in pieces of 1 to 32 bytes, some a moment apart; a
#   blackhole cut mid-game held until the server has dropped both seats and
#   both clients, finding the link dead, dial again (held, unanswered); and
#   resets of every connection every 150 kB. These phases run side by side,
#   each with its own server and proxy.
# - the kernel, as root with ip and tc: ys-server in a network namespace
#   joined by a veth pair, the link set down after the invite until the server
#   drops the host's connection, then up; and, where the kernel has netem,
#   300 ms delay, 5% loss and reordering on that link.
# Exits 0 when every phase that ran ended as on the loopback (the output says
# which faults were made by which, and which could not be made here), else 1;
# the proxy's phases run everywhere, so it never skips. Where the namespace
# or its veth pair cannot be set up (a plain chroot as root: ip -n and ip
# netns exec fail on "mount --make-rslave /"), the kernel's phases are not
# run, and the output says why. YS_NETFAULTS_PHASES=kernel runs the kernel's
# phases alone (check_netfaults_chroot.sh).
# Usage: check_netfaults.sh YS_SERVER YS_CLIENT WORKDIR YS_FAULTPROXY
set -u
SERVER=$1 CLIENT=$2 WORK=$3 PROXY=$4
NS=ysnf$$ A=ysnfa$$ B=ysnfb$$
HOST_IP=10.231.0.1 NS_IP=10.231.0.2
[ -x "$PROXY" ] || {
    echo "FAIL: no ys-faultproxy at '$PROXY'" >&2
    exit 1
}
rm -rf "$WORK" && mkdir -p "$WORK" || exit 1
: >"$WORK/pids"
NETNS=0
cleanup_netns() {
    if [ $NETNS = 1 ]; then
        ip link del "$A" 2>/dev/null
        ip netns del "$NS" 2>/dev/null
    fi
    NETNS=0
}
cleanup() {
    for p in $(cat "$WORK/pids"); do kill -9 "$p" 2>/dev/null; done
    cleanup_netns
}
trap cleanup EXIT
trap 'exit 1' INT TERM
PH=setup
fail() {
    echo "FAIL ($PH): $*" >&2
    for f in "$WORK/$PH".*log "$WORK/$PH".*.err; do [ -f "$f" ] && { echo "== $f" >&2; tail -n 15 "$f" >&2; }; done
    exit 1
}
bg() { # bg CMD...: in the background, killed at the end; its pid in BGPID
    "$@" &
    BGPID=$!
    echo $BGPID >>"$WORK/pids"
}
# until_grep PATTERN FILE WHAT: waits (at most 120 s) for a line
until_grep() {
    n=0
    until grep -q "$1" "$2" 2>/dev/null; do
        n=$((n + 1))
        [ $n -gt 1200 ] && fail "$3 did not come within 120 s"
        sleep 0.1
    done
}

# server NAME NETNS-CMD ADDR: starts ys-server (fixed deals, an 8 s idle
# close so a cut link drops its connections); sets PORT and FP.
server() {
    bg $2 "$SERVER" --data "$WORK/$1.data" --listen "$3:0" --fixed-deals --grace 0 --idle 8 >"$WORK/$1.log" 2>&1
    until_grep 'listening on' "$WORK/$1.log" "ys-server $1's listening line"
    line=$(grep 'listening on' "$WORK/$1.log")
    PORT=$(echo "$line" | sed 's/.* port \([0-9]*\) .*/\1/')
    FP=$(echo "$line" | sed 's/.*SHA-256 \([0-9A-F:]*\).*/\1/')
}

# host NAME ADDR PORT FP SEED: the host's ys-client creates a 2-player game
# (the deal from SEED, its moves from SEED+1) and prints the invite; pid in HP.
host() {
    bg "$CLIENT" --connect "$2:$3" --fingerprint "$4" --quiet --reconnect 50 --silence 15 --state "$WORK/$1.h.state" \
        --seed $(($5 + 1)) create "players=2 seed=$5" human,human >"$WORK/$1.h.out" 2>"$WORK/$1.h.err"
    HP=$BGPID
    until_grep '^invite ' "$WORK/$1.h.out" "game $1's invite"
}
# join NAME ADDR PORT FP SEED: the second seat joins (moves from SEED+2); pid in JP.
join() {
    bg "$CLIENT" --connect "$2:$3" --fingerprint "$4" --quiet --reconnect 50 --silence 15 --state "$WORK/$1.j.state" \
        --seed $(($5 + 2)) join "$(sed -n 's/^invite //p' "$WORK/$1.h.out")" >"$WORK/$1.j.out" 2>"$WORK/$1.j.err"
    JP=$BGPID
}
finish() { # finish NAME: waits for game NAME's two seats; its end in END
    wait $HP || fail "game $1: the host's client exited $?: $(cat "$WORK/$1.h.err")"
    wait $JP || fail "game $1: the joiner's client exited $?: $(cat "$WORK/$1.j.err")"
    END=$(sed -n 's/^over //p' "$WORK/$1.h.out")
    [ -n "$END" ] || fail "game $1 has no end"
    [ "$END" = "$(sed -n 's/^over //p' "$WORK/$1.j.out")" ] || fail "game $1: the seats saw different ends"
}
# same_as_local NAME SEED FAR-END: the same game on the loopback server ends as FAR-END
same_as_local() {
    host "$1.local" 127.0.0.1 "$LPORT" "$LFP" "$2"
    join "$1.local" 127.0.0.1 "$LPORT" "$LFP" "$2"
    finish "$1.local"
    [ "$3" = "$END" ] || fail "game $1 ended otherwise than on the loopback: $3 / $END"
}

# proxy_phase NAME SEED PROXY-OPTIONS...: one game through ys-faultproxy
# (its own server and proxy on the loopback), then the same game on the
# local server; prints one line of what was made and measured.
proxy_phase() {
    PH=$1 seed=$2
    shift 2
    t0=$(date +%s)
    server "$PH.server" "" 127.0.0.1
    mkfifo "$WORK/$PH.ctl" || fail "mkfifo"
    bg "$PROXY" --to "127.0.0.1:$PORT" --seed "$seed" --control "$WORK/$PH.ctl" "$@" >"$WORK/$PH.proxy.log" 2>&1
    pp=$BGPID
    until_grep 'listening on' "$WORK/$PH.proxy.log" "ys-faultproxy's listening line"
    ppport=$(sed -n 's/.* port \([0-9]*\) .*/\1/p' "$WORK/$PH.proxy.log")
    host "$PH" 127.0.0.1 "$ppport" "$FP" "$seed"
    join "$PH" 127.0.0.1 "$ppport" "$FP" "$seed"
    if [ "$PH" = cut ]; then
        n=0
        until grep -q '^ys-faultproxy: cut' "$WORK/$PH.proxy.log"; do
            grep -q '^over ' "$WORK/$PH.h.out" && fail "the game ended before the cut"
            n=$((n + 1))
            [ $n -gt 1200 ] && fail "no cut within 120 s"
            sleep 0.1
        done
        # the server drops both seats (its idle close), both clients find the
        # link dead and dial again (held as unanswered), then the link is back
        until_grep 'seat 0 left' "$WORK/$PH.server.log" "the server's drop of seat 0 in the cut"
        until_grep 'seat 1 left' "$WORK/$PH.server.log" "the server's drop of seat 1 in the cut"
        n=0
        while [ "$(grep -c ' held ' "$WORK/$PH.proxy.log")" -lt 2 ]; do
            n=$((n + 1))
            [ $n -gt 1200 ] && fail "the clients did not dial again within 120 s of the cut"
            sleep 0.1
        done
        echo restore >"$WORK/$PH.ctl"
    fi
    finish "$PH"
    far=$END
    kill "$pp" && wait "$pp" # its statistics line
    same_as_local "$PH" "$seed" "$far"
    stats=$(sed -n 's/^ys-faultproxy: stats: //p' "$WORK/$PH.proxy.log")
    conns=$(echo "$stats" | sed 's/ connections.*//')
    back=$(grep -c 'seat [01] back' "$WORK/$PH.server.log")
    case $PH in
    cut) [ "$back" -ge 2 ] || fail "both seats did not come back after the cut" ;;
    reset) [ "$back" -ge 1 ] && ! echo "$stats" | grep -q ' 0 resets' || fail "no seat came back from a reset" ;;
    esac
    echo "proxy $PH ($*): 1 game of $(echo "$far" | sed 's/seq=\([0-9]*\).*/\1/') moves in $(($(date +%s) - t0)) s" \
        "(with its loopback twin), $((conns - 2)) reconnections, $back seats back; the proxy: $stats;" \
        "the same end as on the loopback"
}

server local "" 127.0.0.1
LPORT=$PORT LFP=$FP

# The proxy's phases, side by side in the background.
PHASES=""
[ "${YS_NETFAULTS_PHASES:-}" = kernel ] && set -- || set -- x
[ $# = 0 ] || for p in "delay 21 --delay 300 --jitter 100" "loss 22 --stall 5 200 1000" "split 23 --split 32" \
    "cut 24 --delay 50 --cut-at 200000" "reset 25 --delay 20 --reset-every 150000"; do
    set -- $p
    (proxy_phase "$@") >"$WORK/$1.result" 2>&1 &
    echo $! >>"$WORK/pids"
    PHASES="$PHASES $1:$!"
done

# The kernel's phases, meanwhile, in the foreground.
KERNEL_RAN="" KERNEL_NOT=""
if [ "$(id -u)" != 0 ]; then
    KERNEL_NOT="link cut, delay, loss, reorder (not root: no network namespace)"
elif ! command -v ip >/dev/null || ! command -v tc >/dev/null; then
    KERNEL_NOT="link cut, delay, loss, reorder (no ip and tc)"
elif ! ip netns add "$NS" 2>/dev/null; then
    KERNEL_NOT="link cut, delay, loss, reorder (cannot make a network namespace)"
elif ! {
    NETNS=1
    ip link add "$A" type veth peer name "$B" && ip link set "$B" netns "$NS" && ip addr add "$HOST_IP/24" dev "$A" &&
        ip link set "$A" up && ip -n "$NS" addr add "$NS_IP/24" dev "$B" && ip -n "$NS" link set "$B" up &&
        ip -n "$NS" link set lo up && ip netns exec "$NS" true
} 2>"$WORK/veth.err"; then
    # a fixture this machine cannot make is a skip, not a failure
    KERNEL_NOT="link cut, delay, loss, reorder (cannot set a veth pair up in a network namespace here: $(grep . "$WORK/veth.err" | head -n 1))"
    cleanup_netns
else
    PH=netns
    NETEM=1
    tc qdisc add dev "$A" root netem delay 1ms 2>/dev/null && tc qdisc del dev "$A" root || NETEM=0
    server remote "ip netns exec $NS" "$NS_IP"
    RPORT=$PORT RFP=$FP
    # kernel_phase NAME SEED NETEM-ARGS|cut: the game over the veth, then on the loopback
    kernel_phase() {
        PH=$1
        t0=$(date +%s)
        if [ "$3" != cut ]; then
            if [ $NETEM = 0 ]; then
                KERNEL_NOT="$KERNEL_NOT $1"
                return
            fi
            # on the packets from the players to the server: each move's way in
            tc qdisc replace dev "$A" root netem $3 || fail "tc netem $3 on $A"
        fi
        host "$1" "$NS_IP" "$RPORT" "$RFP" "$2"
        if [ "$3" = cut ]; then
            ip link set "$A" down # right after the invite, before the join
            until_grep 'seat 0 left' "$WORK/remote.log" "the server's drop of the cut connection"
            ip link set "$A" up # the host's client finds its stream dead, resumes with token and since
        fi
        join "$1" "$NS_IP" "$RPORT" "$RFP" "$2"
        finish "$1"
        far=$END
        tc qdisc del dev "$A" root 2>/dev/null
        same_as_local "$1" "$2" "$far"
        echo "kernel $1 (${3}): 1 game of $(echo "$far" | sed 's/seq=\([0-9]*\).*/\1/') moves in" \
            "$(($(date +%s) - t0)) s (with its loopback twin), $(grep -c 'seat [01] back' "$WORK/remote.log")" \
            "seats back so far: the same end as on the loopback"
        KERNEL_RAN="$KERNEL_RAN $1"
    }
    kernel_phase netem-delay 11 "delay 300ms"
    kernel_phase netem-loss 12 "loss 5%"
    kernel_phase netem-reorder 13 "delay 20ms reorder 25% 50%"
    kernel_phase netns-cut 14 cut
    grep -q 'seat 0 back' "$WORK/remote.log" || fail "no seat came back after the cut of the veth link"
    [ $NETEM = 1 ] || KERNEL_NOT="${KERNEL_NOT# } (the kernel has no netem: tc qdisc ... netem refused)"
fi

PH=proxy
failed=""
for p in $PHASES; do
    name=${p%%:*}
    wait "${p#*:}" || failed="$failed $name"
    cat "$WORK/$name.result"
done
[ -z "$PHASES" ] || echo "faults made by ys-faultproxy (userspace, loopback): delay (300 ms each way, jitter 0-100 ms)," \
    "stalls for lost segments, fragments, blackhole cut, resets"
echo "faults made by the kernel:${KERNEL_RAN:- none}"
[ -z "$KERNEL_NOT" ] || echo "faults not made here by the kernel: $KERNEL_NOT"
[ -z "$failed" ] || { echo "FAIL: proxy phases:$failed" >&2 && exit 1; }
exit 0
