#!/bin/sh
# check_refused.sh TOOL DIR ARGS...: each ARGS (one word list, split on
# blanks; DIR stands for a scratch folder) is a command line TOOL must refuse
# with its usage and exit 2, printing nothing and writing nothing in DIR:
# numbers of 30 digits, trailing letters, out of range.
tool=$1 dir=$2
shift 2
fail() { echo "FAIL: $*"; exit 1; }
rm -rf "$dir" && mkdir -p "$dir/scratch" || fail "cannot make $dir"
for args in "$@"; do
    # shellcheck disable=SC2086
    set -- $(echo "$args" | sed "s|DIR|$dir/scratch|g")
    "$tool" "$@" >"$dir/out" 2>"$dir/err"
    rc=$?
    [ $rc -eq 2 ] || fail "'$args' exited $rc, not 2"
    grep -q usage "$dir/err" || fail "'$args' said: $(cat "$dir/err")"
    [ ! -s "$dir/out" ] || fail "'$args' printed: $(head -c 200 "$dir/out")"
    [ -z "$(ls -A "$dir/scratch")" ] || fail "'$args' wrote $(ls "$dir/scratch")"
done
echo "$(basename "$tool"): $# command lines refused"
