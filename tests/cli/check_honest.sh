#!/bin/sh
# check_honest.sh DIR ENGINE ARENA BENCH FIT FIT_LEAN [YS]: every tool's exit
# status says whether it did its job (issue 38, item 8). Each tool, with its
# standard output on /dev/full (no space left) or closed, with the file it
# writes on a full disk (ulimit -f 0: every write to a file fails), on
# /dev/full and on a FIFO, must exit non-zero with a message on stderr,
# and never wait (timeout guards every run; its 124 is a failure). Before,
# each of these exited 0 with nothing written, or hung on the FIFO.
dir=$1 engine=$2 arena=$3 bench=$4 fit=$5 lean=$6 ys=$7
fail() { echo "FAIL: $*"; exit 1; }
rm -rf "$dir" && mkdir -p "$dir" || fail "cannot make $dir"
mkfifo "$dir/fifo" || fail "cannot make a FIFO"
checks=0

# expect WHAT WORDS: the last run ($rc, $dir/err) failed, not by the
# timeout, and its message says WORDS
expect() {
    checks=$((checks + 1))
    [ "$rc" -ne 124 ] || fail "$1: still running after 60 s (it waited)"
    [ "$rc" -ne 0 ] || fail "$1: exited 0"
    grep -qi "$2" "$dir/err" || fail "$1: exit $rc, said '$(head -c 300 "$dir/err")', not '$2'"
}

# out_full WHAT CMD...: CMD with its standard output on /dev/full
out_full() {
    what=$1
    shift
    timeout 60 "$@" >/dev/full 2>"$dir/err" </dev/null
    rc=$?
    expect "$what >/dev/full" "standard output"
}

# out_closed WHAT CMD...: CMD with its standard output closed
out_closed() {
    what=$1
    shift
    timeout 60 "$@" >&- 2>"$dir/err" </dev/null
    rc=$?
    expect "$what >&-" "standard output"
}

# disk_full WHAT FILE WORDS CMD...: CMD where no write to a file succeeds
# (as on a full disk), its standard output to /dev/null; FILE must then be
# what it was before (absent, or its old text)
disk_full() {
    what=$1 file=$2 words=$3
    shift 3
    before=$(cat "$file" 2>/dev/null)
    # stderr reaches the file through a pipe, which the limit does not touch
    out=$( (
        trap '' XFSZ
        ulimit -f 0
        timeout 60 "$@" 2>&1 >/dev/null </dev/null
        echo "rc=$?"
    ))
    rc=$(echo "$out" | sed -n 's/^rc=//p' | tail -n 1)
    echo "$out" | grep -v '^rc=' >"$dir/err"
    expect "$what on a full disk" "$words"
    [ "$(cat "$file" 2>/dev/null)" = "$before" ] || fail "$what on a full disk changed $file"
    checks=$((checks + 1))
}

# to_fifo WHAT WORDS CMD...: CMD told to write to the FIFO (nobody reads it)
to_fifo() {
    what=$1 words=$2
    shift 2
    timeout 60 "$@" >/dev/null 2>"$dir/err" </dev/null
    rc=$?
    expect "$what to a FIFO" "$words"
    [ -p "$dir/fifo" ] || fail "$what replaced the FIFO"
}

# ---------------------------------------------------------------- ys-engine
# its answers go to standard output: lost answers are a failure
for how in out_full out_closed; do
    printf 'new players=2 seed=3\nstate\n' >"$dir/in"
    case $how in
    out_full) timeout 60 "$engine" <"$dir/in" >/dev/full 2>"$dir/err" ;;
    out_closed) timeout 60 "$engine" <"$dir/in" >&- 2>"$dir/err" ;;
    esac
    rc=$?
    expect "ys-engine ($how)" "standard output"
done
# and with its standard output fine, it answers as ever and exits 0
printf 'new players=2 seed=3\nquit\n' | timeout 60 "$engine" >"$dir/out" 2>"$dir/err" ||
    fail "ys-engine on good input exited $?: $(cat "$dir/err")"
[ "$(cat "$dir/out")" = "$(printf 'ok\nok')" ] || fail "ys-engine on good input answered '$(cat "$dir/out")'"
[ ! -s "$dir/err" ] || fail "ys-engine on good input said '$(cat "$dir/err")'"
# a save in the protocol on a full disk is answered with an error, as ever
out=$( (
    trap '' XFSZ
    ulimit -f 0
    printf 'new players=2 seed=3\nsave %s\n' "$dir/game.ys" | timeout 60 "$engine" 2>&1
    echo "rc=$?"
))
echo "$out" | grep -q '^error io' || fail "a save on a full disk answered '$out'"
[ ! -e "$dir/game.ys" ] || fail "a save on a full disk left $dir/game.ys"

# ---------------------------------------------------------------- ys-arena
a2="--players 2 --games 1 --bots random*2 --threads 1 --quiet"
# shellcheck disable=SC2086
out_full ys-arena "$arena" $a2
# shellcheck disable=SC2086
out_closed ys-arena "$arena" $a2
# shellcheck disable=SC2086
out_full "ys-arena --json" "$arena" $a2 --json
# shellcheck disable=SC2086
disk_full "ys-arena --log" "$dir/games.jsonl" "log" "$arena" $a2 --log "$dir/games.jsonl"
printf '{"kept":1}\n' >"$dir/old.jsonl"
# shellcheck disable=SC2086
disk_full "ys-arena --log (appending)" "$dir/old.jsonl" "log" "$arena" $a2 --log "$dir/old.jsonl"
# shellcheck disable=SC2086
timeout 60 "$arena" $a2 --log /dev/full >/dev/null 2>"$dir/err"
rc=$?
expect "ys-arena --log /dev/full" "not a regular file"
# shellcheck disable=SC2086
to_fifo "ys-arena --log" "not a regular file" "$arena" $a2 --log "$dir/fifo"

# ---------------------------------------------------------------- ys-bench
out_full ys-bench "$bench" --games 2
out_closed ys-bench "$bench" --games 2

# ---------------------------------------------------------------- ys-fit, ys-fit-lean
for t in "$fit" "$lean"; do
    name=$(basename "$t")
    f="--games 5 --bot random --threads 1"
    # shellcheck disable=SC2086
    out_full "$name --out -" "$t" $f --out -
    # shellcheck disable=SC2086
    out_closed "$name --out -" "$t" $f --out -
    # shellcheck disable=SC2086
    disk_full "$name --out" "$dir/table.h" "cannot write" "$t" $f --out "$dir/table.h"
    printf '/* the table before */\n' >"$dir/table.h"
    # shellcheck disable=SC2086
    disk_full "$name --out (replacing)" "$dir/table.h" "cannot write" "$t" $f --out "$dir/table.h"
    # shellcheck disable=SC2086
    timeout 60 "$t" $f --out /dev/full >/dev/null 2>"$dir/err"
    rc=$?
    expect "$name --out /dev/full" "not a regular file"
    # shellcheck disable=SC2086
    to_fifo "$name --out" "not a regular file" "$t" $f --out "$dir/fifo"
    grep -q players "$dir/err" && fail "$name played its games before refusing the FIFO"
    # shellcheck disable=SC2086
    timeout 60 "$t" $f --out "$dir/no/such/folder/table.h" >/dev/null 2>"$dir/err"
    rc=$?
    expect "$name --out in a missing folder" "no such folder"
    grep -q players "$dir/err" && fail "$name played its games before finding no folder"
    # and a table written in full, as ever
    # shellcheck disable=SC2086
    timeout 120 "$t" $f --out "$dir/table.h" 2>"$dir/err" || fail "$name --out exited $?: $(tail -n 3 "$dir/err")"
    grep -q '^#endif' "$dir/table.h" || fail "$name wrote $(wc -c <"$dir/table.h") bytes without its end"
done

# ---------------------------------------------------------------- ys, the game
if [ -n "$ys" ]; then
    export SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy
    s="--scene title --size 320x200"
    # shellcheck disable=SC2086
    disk_full "ys --shot" "$dir/shot.png" "cannot write" "$ys" $s --shot "$dir/shot.png"
    # shellcheck disable=SC2086
    timeout 60 "$ys" $s --shot /dev/full >/dev/null 2>"$dir/err"
    rc=$?
    expect "ys --shot /dev/full" "cannot write"
    # shellcheck disable=SC2086
    to_fifo "ys --shot" "cannot write" "$ys" $s --shot "$dir/fifo"
    # shellcheck disable=SC2086
    timeout 60 "$ys" $s --shot "$dir/shot.png" >/dev/null 2>"$dir/err" || fail "ys --shot exited $?: $(cat "$dir/err")"
    [ "$(head -c 4 "$dir/shot.png" | od -An -c | tr -d ' ')" = "211PNG" ] || fail "ys --shot wrote no PNG"
    out_full "ys --version" "$ys" --version
    out_closed "ys --version" "$ys" --version
    out_full "ys --help" "$ys" --help
    mkdir -p "$dir/prefs"
    out_full "ys --selftest-saves" "$ys" --selftest-saves --prefs "$dir/prefs"
    out_closed "ys --selftest-saves" "$ys" --selftest-saves --prefs "$dir/prefs"
fi
echo "every tool's exit status honest: $checks checks"
