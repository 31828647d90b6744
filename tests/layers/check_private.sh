#!/bin/sh
# check_private.sh ROOT - the engine owns its state: no file of the bots, the
# game's screens, the command-line tools or the tools/ programs names the
# game's private part (YsGame.priv, struct YsGamePriv: the turn machine's
# counters and the board's cached totals), whose meaning only src/engine
# decides; they read the turn through ys.h's accessors ("where the turn
# stands"). Nor does any but the bots apply a move without its check.
# Prints each breach; exits 1 if any.
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
# ys_apply_trusted, ys_apply without its check, is the searches' alone: a
# move from a person, a file or a connection is checked (ys_apply).
for dir in src/ui src/cli src/server tools; do
  [ -d "$root/$dir" ] || continue
  hits=$(grep -rn 'ys_apply_trusted' "$root/$dir" --include='*.c' --include='*.h' 2>/dev/null)
  if [ -n "$hits" ]; then
    echo "the unchecked ys_apply_trusted used outside the bots (src/ai):"
    echo "$hits"
    status=1
  fi
done
[ $status -eq 0 ] &&
  echo "private: ok (src/ai, src/ui, src/cli and tools/ name no private field of the game; only src/ai applies moves unchecked)"
exit $status
