#!/bin/sh
# check_die.sh ROOT - a program that stops says what failed: no bare
# abort() and no hand-made "out of memory" exit in src/engine, src/ai,
# src/cli, src/net, src/server, src/ui and tests/; they go through die.h's ys_die
# and ys_need (src/engine/die.c, whose own abort() is the one allowed).
# upnp.c, a library that links miniupnpc alone, says its message itself
# just before its abort(). Prints each breach; exits 1 if any.
set -u
root=$1
status=0
for dir in src/engine src/ai src/cli src/net src/server src/ui tests; do
  [ -d "$root/$dir" ] || continue
  hits=$(grep -rn 'abort()' "$root/$dir" --include='*.c' --include='*.h' |
    grep -v '^[^:]*src/engine/die\.c:' | grep -v '^[^:]*src/net/upnp\.c:[0-9]*: *abort();$' |
    grep -v 'tests/engine/test_die\.c:.*abort();' | grep -v '^[^:]*:[0-9]*: *\*\|/\*.*abort().*\*/')
  oom=$(grep -rnE '(fputs|fprintf|SDL_Log)\(.*"[a-z-]*: out of memory' "$root/$dir" --include='*.c' |
    grep -v 'tests/server/faultproxy\.c')
  if [ -n "$hits$oom" ]; then
    echo "a stop without ys_die (die.h) in $dir:"
    [ -n "$hits" ] && echo "$hits"
    [ -n "$oom" ] && echo "$oom"
    status=1
  fi
done
[ $status -eq 0 ] && echo "die: ok (src/engine, src/ai, src/cli, src/net, src/server, src/ui and tests/ stop through ys_die)"
exit $status
