#!/usr/bin/env bash
# play.sh - builds Ys (installing what it needs) and starts the game.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/deps.sh
cmake -S . -B build -G Ninja -DCMAKE_BUILD_TYPE=Release >/dev/null
cmake --build build
exec build/src/ui/ys "$@"
