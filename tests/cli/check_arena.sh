#!/bin/sh
# check_arena.sh ARENA DIR [SUMMARY]: ys-arena's command line. --log keeps one JSON line
# per finished game and appends across runs; bad arguments (an unknown bot, a
# number of 30 digits, trailing letters, a log it cannot open) end with a
# message and exit 2 before any game is played.
arena=$1 dir=$2 summary=${3:-}
fail() { echo "FAIL: $*"; exit 1; }
rm -rf "$dir" && mkdir -p "$dir" || fail "cannot make $dir"
log=$dir/games.jsonl

"$arena" --players 4 --games 3 --bots random*4 --threads 2 --seed 7 --quiet --log "$log" >"$dir/out" ||
    fail "a tournament with --log failed"
[ "$(wc -l <"$log")" -eq 12 ] || fail "3 deals x 4 rotations should log 12 lines, got $(wc -l <"$log")"
[ "$(grep -c '^{"players":4,"seed":7,"deal":[0-2],"rotation":[0-3],"seats":\[{"bot":"random","score":[0-9]*,"win":' "$log")" -eq 12 ] ||
    fail "a log line lacks its fields: $(head -c 300 "$log")"
for d in 0 1 2; do
    for r in 0 1 2 3; do
        [ "$(grep -c "\"deal\":$d,\"rotation\":$r," "$log")" -eq 1 ] || fail "deal $d rotation $r not logged once"
    done
done
# the shares of the win add up to one game per line
wins=$(grep -o '"win":[0-9.]*' "$log" | cut -d: -f2 | awk '{s += $1} END {printf "%.2f", s}')
[ "$wins" = "12.00" ] || fail "the wins of 12 games add up to $wins"
"$arena" --players 2 --games 1 --bots random,random --seed 8 --quiet --log "$log" >/dev/null || fail "a second run failed"
[ "$(wc -l <"$log")" -eq 14 ] || fail "a second run should append 2 lines"

bad() {
    expect=$1
    shift
    "$arena" "$@" >"$dir/bad.out" 2>"$dir/bad.err"
    rc=$?
    [ $rc -eq 2 ] || fail "'$*' exited $rc, not 2"
    grep -q "$expect" "$dir/bad.err" || fail "'$*' said: $(cat "$dir/bad.err")"
    [ ! -s "$dir/bad.out" ] || fail "'$*' printed results"
}
bad "cannot open" --games 1 --bots random*2 --players 2 --log "$dir/no/such/folder/x.jsonl"
bad "cannot open" --games 1 --bots random*2 --players 2 --log "$dir"
# a FIFO where the log should be: refused at once, not waited on for a reader
mkfifo "$dir/fifo" || fail "cannot make a FIFO"
timeout 20 "$arena" --games 1 --bots random*2 --players 2 --log "$dir/fifo" >"$dir/bad.out" 2>"$dir/bad.err"
rc=$?
[ $rc -eq 2 ] || fail "a FIFO as the log: exit $rc, not 2 (124: it waited)"
grep -q "not a regular file" "$dir/bad.err" || fail "a FIFO as the log said: $(cat "$dir/bad.err")"
bad usage --games 123456789012345678901234567890 --bots random*2 --players 2
bad usage --games 12abc --bots random*2 --players 2
bad usage --games -3 --bots random*2 --players 2
bad usage --players 99999999999999999999 --bots random*2
bad usage --players 5 --bots random*5
bad usage --players 2 --neighbourhoods 5 --bots random*2
bad usage --players 2 --bots hard:threads=65,random
bad usage --seed 123456789012345678901234567890 --bots random*2 --players 2
bad usage --threads 4x --bots random*2 --players 2
bad usage --players 2 --bots hard:it=99999999999999999999,random
bad usage --players 2 --bots hard:ms=5s,random
bad usage --players 2 --bots wizard,random
bad usage --players 2 --bots random*99999999999999999999
bad usage --players 2 --bots random*0,random*2
[ "$(wc -l <"$log")" -eq 14 ] || fail "a refused run wrote to the log"
# scripts/arena-summary.py (SUMMARY, where given) adds the log up, gzipped
# as data/arena keeps its logs or not
if [ -n "$summary" ] && command -v python3 >/dev/null; then
    python3 "$summary" "$log" >"$dir/sum.txt" || fail "arena-summary.py failed on the log"
    grep -q "^14 games" "$dir/sum.txt" || fail "arena-summary.py said: $(head -3 "$dir/sum.txt")"
    gzip -c "$log" >"$dir/games.jsonl.gz" || fail "cannot gzip the log"
    python3 "$summary" "$dir/games.jsonl.gz" >"$dir/sumgz.txt" || fail "arena-summary.py failed on the gzipped log"
    cmp -s "$dir/sum.txt" "$dir/sumgz.txt" || fail "arena-summary.py read the gzipped log otherwise"
fi
echo "arena command line: ok"
