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

# breach WHAT PATTERN DIR...: the lines of the C files under each DIR that
# match the extended regular expression PATTERN, printed under WHAT.
breach() {
  what=$1 pattern=$2
  shift 2
  for dir in "$@"; do
    [ -d "$root/$dir" ] || continue
    hits=$(grep -rnE "$pattern" "$root/$dir" --include='*.c' --include='*.h' 2>/dev/null)
    if [ -n "$hits" ]; then
      echo "$what:"
      echo "$hits"
      status=1
    fi
  done
}

breach "the game's private part named outside src/engine" '(\.|->)[[:space:]]*priv\b|YsGamePriv' \
  src/ai src/ui src/cli tools
# ys_apply_trusted, ys_apply without its check, is the searches' alone: a
# move from a person, a file or a connection is checked (ys_apply).
breach "the unchecked ys_apply_trusted used outside the bots (src/ai)" 'ys_apply_trusted' \
  src/ui src/cli src/server tools
[ $status -eq 0 ] &&
  echo "private: ok (src/ai, src/ui, src/cli and tools/ name no private field of the game; only src/ai applies moves unchecked)"
exit $status
