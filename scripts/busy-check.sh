#!/usr/bin/env bash
# busy-check.sh - runs the ctest suites of both builds (release, and
# ASan+UBSan, as scripts/test.sh builds and runs them: scripts/suites.sh)
# while every core is kept busy by another process, stress-ng --cpu: a test
# whose verdict depends on the machine's load, or that only a quiet machine
# finishes in time, fails here (issue 38). Prints the wall time of each suite
# and exits non-zero if either failed.
#
#   scripts/busy-check.sh [--hogs N] [--release-only | --asan-only] [--no-build]
#                         [CTEST ARGS...]
#
# N is the number of CPU hogs (default: twice the cores, nproc). CTEST ARGS
# go to the ctest runs, e.g. -R 'test_ui_|test_ai_strength' for a subset.
# The builds are made before the hog starts (a build is not a test);
# --no-build runs the tests of the builds already there (build/, build-asan/).
set -euo pipefail
{
cd "$(dirname "$0")/.."
hogs=$((2 * $(nproc)))
which=both
build=1
while [ $# -gt 0 ]; do
  case "$1" in
  --hogs) hogs="${2:?--hogs takes a number}"; shift 2 ;;
  --release-only) which=release; shift ;;
  --asan-only) which=asan; shift ;;
  --no-build) build=0; shift ;;
  *) break ;;
  esac
done
case "$hogs" in '' | *[!0-9]*) echo "busy-check: --hogs takes a number, not '$hogs'" >&2; exit 2 ;; esac
[ "$build" -eq 0 ] || scripts/deps.sh
. scripts/suites.sh

hog=""
stop_hog() {
  if [ -n "$hog" ]; then
    kill "$hog" 2>/dev/null || true
    wait "$hog" 2>/dev/null || true
    hog=""
  fi
}
trap stop_hog EXIT
trap 'exit 130' INT TERM

# run NAME KIND [CTEST ARGS...]: builds KIND (release, asan) with nothing
# beside it, then runs its tests beside the hog.
status=0
report=()
run() {
  local name="$1" kind="$2" start rc
  shift 2
  if [ "$build" -eq 1 ]; then
    echo "== $name: build"
    "build_$kind"
  fi
  echo "== $name: tests beside stress-ng --cpu $hogs ($(nproc) cores)"
  stress-ng --cpu "$hogs" --timeout 0 --quiet &
  hog=$!
  start=$(date +%s)
  set +e
  "test_$kind" "$@"
  rc=$?
  set -e
  stop_hog
  local secs=$(($(date +%s) - start))
  report+=("$name: status $rc after $((secs / 60))m$((secs % 60))s")
  [ "$rc" -eq 0 ] || status=1
}
[ "$which" = asan ] || run release release "$@"
[ "$which" = release ] || run "ASan+UBSan" asan "$@"

echo
for r in "${report[@]}"; do echo "busy-check: $r (wall time, $hogs CPU hogs beside it)"; done
if [ "$status" -eq 0 ]; then echo "busy-check: PASS"; else echo "busy-check: FAIL"; fi
exit "$status"
}
