#!/bin/sh
# check_search.sh YS-BENCH: the moves hard and expert choose at fixed
# iterations, as ys-bench --search hashes them, are the ones recorded here.
# A change meant to make the search faster and keep its play (src/ai/README.md,
# "the same moves") must leave every line's checksum as it is; a change of
# play records the new checksums on purpose, in the same commit.
bench=$1
fail() { echo "FAIL: $*"; exit 1; }
n=0
while read -r want args; do
    case $want in '' | '#'*) continue ;; esac
    # shellcheck disable=SC2086
    got=$("$bench" --search $args 2>&1 >/dev/null | sed -n 's/^(moves checksum \([0-9a-f]*\))$/\1/p')
    [ -n "$got" ] || fail "'--search $args' printed no checksum"
    [ "$got" = "$want" ] || fail "'--search $args': moves checksum $got, recorded $want"
    n=$((n + 1))
done <<'LINES'
# checksum         ys-bench --search ...
3878e66bd7991543 hard --positions 10 --iterations 1000
9d60647ac31f0425 expert --positions 10 --iterations 1000
2bbf6aa360dff1ba hard --positions 10 --iterations 1000 --players 2
d79ce4d50ee60048 expert --positions 10 --iterations 1000 --players 2
a0af16da8efff20e hard --positions 10 --iterations 1000 --players 3
ba277661161af6b8 expert --positions 10 --iterations 1000 --players 3
640381f4d7150c36 hard --positions 10 --iterations 1000 --kings-favor
978f4ac47676a691 expert --positions 10 --iterations 1000 --kings-favor
78debdba30eed0f5 hard --positions 10 --iterations 1000 --players 3 --express
755f5bd4447874ff expert --positions 10 --iterations 1000 --express
# trees past 4,096 nodes, tidied as they grow (tree_tidy in src/ai/mcts.c)
2d229dc6ee787ffd hard --positions 6 --iterations 20000
91ccdc91943f1d3a expert --positions 6 --iterations 20000
LINES
[ $n -eq 12 ] || fail "$n lines checked, not 12"
echo "ys-bench --search: $n moves checksums as recorded"
