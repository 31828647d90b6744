#!/usr/bin/env bash
# test.sh - builds Ys (installing what it needs) and runs every test:
# the cmocka suites in a release build, again under AddressSanitizer and
# UBSan, the fuzz targets for a bounded time, and the engine benchmark.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/deps.sh
jobs=$(nproc)

echo "== release build and tests"
cmake -S . -B build -G Ninja -DCMAKE_BUILD_TYPE=Release -DYS_WERROR=ON >/dev/null
cmake --build build -j "$jobs"
ctest --test-dir build --output-on-failure --timeout 900 -j "$jobs"

echo "== ASan + UBSan build and tests"
cmake -S . -B build-asan -G Ninja -DCMAKE_BUILD_TYPE=Debug -DYS_SANITIZE=ON -DYS_WERROR=ON -DCMAKE_C_COMPILER=clang >/dev/null
cmake --build build-asan -j "$jobs"
YS_PROPERTY_DIVIDE=5 ASAN_OPTIONS=detect_leaks=1 UBSAN_OPTIONS=print_stacktrace=1 \
  ctest --test-dir build-asan --output-on-failure --timeout 1200 -j "$jobs"

if [ -x tests/fuzz/run.sh ]; then
  echo "== fuzzing (bounded)"
  tests/fuzz/run.sh "${YS_FUZZ_SECONDS:-45}"
fi

echo "== packages (.deb, .tar.gz), desktop entry, metainfo, installed game"
packaging/ci.sh

echo "== benchmark"
build/src/cli/ys-bench --players 4 --games 20000
