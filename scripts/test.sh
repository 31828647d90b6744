#!/usr/bin/env bash
# test.sh - builds Ys (installing what it needs) and runs every test:
# the cmocka suites in a release build, again under AddressSanitizer and
# UBSan, the gcc Debug and RelWithDebInfo builds free of warnings, the fuzz
# targets for a bounded time, and the engine benchmark.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/deps.sh
. scripts/suites.sh

echo "== release build and tests"
build_release
test_release

echo "== gcc Debug and RelWithDebInfo builds: no warnings"
build_warnings

echo "== ASan + UBSan build and tests"
build_asan
test_asan

if [ -x tests/fuzz/run.sh ]; then
  echo "== fuzzing (bounded)"
  tests/fuzz/run.sh "${YS_FUZZ_SECONDS:-45}"
fi

echo "== packages (.deb, .tar.gz), desktop entry, metainfo, installed game"
# packed from the release build above (tested, with -Werror): packaging/ci.sh
# on its own folder built all the targets a second time, a quarter of an
# hour on a 2-core machine
YS_PKG_BUILD=build packaging/ci.sh

echo "== Windows: cross build, installer under Wine for a non-ASCII user name"
packaging/windows/check.sh

echo "== benchmark"
build/src/cli/ys-bench --players 4 --games 20000
