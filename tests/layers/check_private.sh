#!/bin/sh
# check_private.sh ROOT - the engine owns its state: no file of the bots, the
# game's screens, the command-line tools or the tools/ programs names the
# game's private part (YsGame.priv, struct YsGamePriv: the turn machine's
# counters and the board's cached totals), whose meaning only src/engine
# decides; they read the turn through ys.h's accessors ("where the turn
# stands"). Prints each breach; exits 1 if any.
set -u
root=$1
status=0
for dir in src/ai src/ui src/cli tools; do
  [ -d "$root/$dir" ] || continue
  hits=$(grep -rnE '(\.|->)[[:space:]]*priv\b|YsGamePriv' "$root/$dir" --include='*.c' --include='*.h' 2>/dev/null)
  if [ -n "$hits" ]; then
    echo "the game's private part named outside src/engine:"
    echo "$hits"
    status=1
  fi
done
[ $status -eq 0 ] && echo "private: ok (src/ai, src/ui, src/cli and tools/ name no private field of the game)"
exit $status
