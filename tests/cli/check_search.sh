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
513c1b0583b774a9 hard --positions 10 --iterations 1000
7be73f10f10950a1 expert --positions 10 --iterations 1000
150501c00f1b1209 hard --positions 10 --iterations 1000 --players 2
048e926648a5b328 expert --positions 10 --iterations 1000 --players 2
09bfed402aab0929 hard --positions 10 --iterations 1000 --players 3
c87293eb54388ef1 expert --positions 10 --iterations 1000 --players 3
30fce960cad02210 hard --positions 10 --iterations 1000 --kings-favor
3d36c5bf3d2d6ccb expert --positions 10 --iterations 1000 --kings-favor
5dc3d1d49ab028c7 hard --positions 10 --iterations 1000 --players 3 --express
4c39e60b2390b1a6 expert --positions 10 --iterations 1000 --express
# trees past 4,096 nodes, tidied as they grow (tree_tidy in src/ai/mcts.c)
2d229dc6ee787ffd hard --positions 6 --iterations 20000
91ccdc91943f1d3a expert --positions 6 --iterations 20000
LINES
[ $n -eq 12 ] || fail "$n lines checked, not 12"
echo "ys-bench --search: $n moves checksums as recorded"
