# suites.sh - the two ctest suites as scripts/test.sh builds and runs them,
# sourced by test.sh and busy-check.sh so that both run the same thing.
# Each function takes extra ctest arguments (a -R filter, say).
#
# The timeouts are per test where its CMakeLists sets one (TIMEOUT), else
# ctest's --timeout here: a bound on a hang, wide enough for a correct test
# on a machine kept busy by other work (scripts/busy-check.sh runs both
# suites beside a CPU hog of twice as many workers as cores). test_ui_tutor,
# 31-59 s in a quiet release build, took 406 s beside 4 hogs on 2 cores at
# load 10, against the 900 s that was the limit; the sanitized build runs
# several times slower again: 1800 s and 3600 s.

# build_release: configures and builds build/; test_release [CTEST ARGS...]
# runs its tests.
build_release() {
  cmake -S . -B build -G Ninja -DCMAKE_BUILD_TYPE=Release -DYS_WERROR=ON >/dev/null
  cmake --build build -j "$(nproc)"
}
test_release() {
  ctest --test-dir build --output-on-failure --timeout 1800 -j "$(nproc)" "$@"
}

# build_warnings: the two other builds developers make with gcc, Debug and
# RelWithDebInfo, compiled with -Werror and not run. gcc 12's
# -Wformat-truncation and -Wmaybe-uninitialized depend on the optimisation
# level: both builds failed on warnings that the Release build (with LTO)
# and the clang ASan build never reported.
build_warnings() {
  local t
  for t in Debug RelWithDebInfo; do
    cmake -S . -B "build-werror-$t" -G Ninja -DCMAKE_BUILD_TYPE="$t" -DYS_WERROR=ON >/dev/null
    cmake --build "build-werror-$t" -j "$(nproc)"
  done
}

# build_asan, test_asan [CTEST ARGS...]: the same under AddressSanitizer and
# UBSan in build-asan/ (the property tests play a fifth of their games there,
# the bot strength tests a fifth of their deals: tests/ai/CMakeLists.txt).
build_asan() {
  cmake -S . -B build-asan -G Ninja -DCMAKE_BUILD_TYPE=Debug -DYS_SANITIZE=ON -DYS_WERROR=ON \
    -DCMAKE_C_COMPILER=clang >/dev/null
  cmake --build build-asan -j "$(nproc)"
}
test_asan() {
  YS_PROPERTY_DIVIDE=5 ASAN_OPTIONS=detect_leaks=1 UBSAN_OPTIONS=print_stacktrace=1 \
    ctest --test-dir build-asan --output-on-failure --timeout 3600 -j "$(nproc)" "$@"
}
