#!/bin/sh
# check_fit_args.sh YS_FIT DIR: ys-fit refuses a bad number on its command
# line (30 digits, trailing letters, out of range) with its usage and exit 2,
# before it plays a game or writes its table.
fit=$1 dir=$2
fail() { echo "FAIL: $*"; exit 1; }
rm -rf "$dir" && mkdir -p "$dir" || fail "cannot make $dir"
for args in "--games 123456789012345678901234567890" "--games 12abc" "--games 4" "--threads 0" \
    "--threads 2x" "--seed 99999999999999999999999" "--bot medium:it=99999999999999" "--bot medium:it=" \
    "--bot wizard"; do
    # shellcheck disable=SC2086
    "$fit" $args --out "$dir/table.h" >"$dir/out" 2>"$dir/err"
    rc=$?
    [ $rc -eq 2 ] || fail "'$args' exited $rc, not 2"
    grep -q usage "$dir/err" || fail "'$args' said: $(cat "$dir/err")"
    [ ! -e "$dir/table.h" ] || fail "'$args' wrote a table"
done
echo "ys-fit command line: ok"
