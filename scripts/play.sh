#!/usr/bin/env bash
# play.sh - builds Ys (installing what it needs) and starts the game. Only
# the game is built (--target ys, which holds everything it runs, the room
# server it hosts online games on included): the tests, the tools and their
# packages are scripts/test.sh's.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/deps.sh play
cmake -S . -B build -G Ninja -DCMAKE_BUILD_TYPE=Release >/dev/null
cmake --build build --target ys
exec build/src/ui/ys "$@"
