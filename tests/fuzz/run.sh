#!/bin/sh
# run.sh SECONDS - builds the libFuzzer targets with clang (ASan + UBSan) into
# build-fuzz and runs each for SECONDS (default 60), starting from the seed
# corpus in tests/fuzz/corpus/. New inputs go to build-fuzz/corpus-*, crashes
# to build-fuzz/crash-*. Exits non-zero if a target fails.
set -eu
secs=${1:-60}
root=$(cd "$(dirname "$0")/../.." && pwd)
build="$root/build-fuzz"
cc=${CC:-clang}
case "$cc" in *clang*) ;; *) cc=clang ;; esac

cmake -S "$root" -B "$build" -G Ninja -DCMAKE_C_COMPILER="$cc" -DCMAKE_BUILD_TYPE=RelWithDebInfo \
    -DYS_FUZZ=ON -DYS_BUILD_UI=OFF -DYS_BUILD_TESTS=OFF >/dev/null
cmake --build "$build" --target fuzz_protocol fuzz_save fuzz_files fuzz_invite fuzz_jmsg fuzz_room fuzz_gamecode

status=0
for t in protocol save files invite jmsg room gamecode; do
    work="$build/corpus-$t"
    mkdir -p "$work"
    echo "== fuzz_$t for ${secs}s"
    if ! (cd "$build" && ASAN_OPTIONS=detect_leaks=1 "$build/tests/fuzz/fuzz_$t" -max_total_time="$secs" \
            -timeout=10 -rss_limit_mb=4096 -max_len=8192 -print_final_stats=1 \
            -artifact_prefix="$build/crash-$t-" "$work" "$root/tests/fuzz/corpus/$t"); then
        echo "fuzz_$t FAILED (see $build/crash-$t-*)"
        status=1
    fi
done
exit $status
