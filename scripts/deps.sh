#!/usr/bin/env bash
# deps.sh [play] - installs the Debian packages that scripts/test.sh needs
# (build, tests, sanitizers, fuzzing, packaging checks), or with "play" only
# those scripts/play.sh needs to build the game (the build and online play
# sections: no clang, no test tools), if any is missing. Runs at the top of
# every build, so when everything is there it only asks dpkg (no apt-get
# update, no network).
set -euo pipefail

# The packages, one section per job. To add some, append them to their
# section or add a section: '#' starts a comment, words are package names.
# @CLANG@ is the major version of the clang that is (or will be) installed:
# clang installs its runtimes only as recommendations, and apt-get here
# installs without them, so they are named, in the matching version.
# play_list is what the game needs to build and run; list adds the rest.
play_list='
# -- build: compiler, CMake + Ninja, the libraries, the test framework
build-essential cmake ninja-build pkg-config
libsdl2-dev libsdl2-ttf-dev libsdl2-image-dev
libcmocka-dev

# -- online play: ys-server and its tests (src/server, tests/server): SQLite
#    stores rooms, seats and moves; OpenSSL 3 is the TLS and makes the
#    self-signed certificate; libevent 2.1 with its OpenSSL buffer events
#    runs the connections; miniupnpc asks the router to forward the port of
#    a game hosted in the game (UPnP IGD; tests/server/fake_igd.py stands in
#    for the router in the tests)
libsqlite3-dev libssl-dev libevent-dev libminiupnpc-dev
'
list="$play_list"'
# -- sanitizers and fuzzing (the ASan + UBSan build, tests/fuzz/run.sh):
#    clang, its compiler-rt runtimes (ASan, UBSan, libFuzzer), and
#    llvm-symbolizer so that sanitizer reports name files and lines
clang
libclang-rt-@CLANG@-dev
llvm-@CLANG@

# -- packaging/ci.sh: cpack -G DEB runs dpkg-shlibdeps (dpkg-dev); the
#    desktop entry (desktop-file-validate), the AppStream metainfo
#    (appstreamcli), the icons and screenshots (file). The installed game
#    runs headless on SDL dummy drivers with the fonts it ships: no X server,
#    no system fonts.
dpkg-dev desktop-file-utils appstream file

# -- scripts/busy-check.sh and fresh-check.sh --busy: the CPU hog beside the
#    tests (stress-ng --cpu)
stress-ng

# -- ctest ui_levels_table: scripts/bot-levels.py checks that the table of bot
#    levels is what the committed arena logs give (without Python the test is
#    not made, so a fresh machine must have it)
python3

# -- ctest ui_window (tests/ui/check_window.sh): the window of the game on a real
#    X server with no window manager: Xvfb, and xwininfo (x11-utils) to read
#    the geometry of the window as the server has it; ctest
#    ui_xvfb_two_games_2/3/4: two game windows on it played by X mouse and
#    key events (xdotool, through XTEST); without them the tests say so and
#    are skipped
xvfb x11-utils xdotool

# -- ctest server_netfaults, run as root: ip and tc for its network namespace,
#    veth link cut and, where the kernel has netem, delay, loss and reordering
#    (its phases through ys-faultproxy need neither)
iproute2
'
mode="${1:-all}"
[ "$mode" = play ] && list="$play_list"

# clang_major: the major version of the clang on PATH, else the one the
# clang package would install (clang depends on clang-N); empty if neither.
clang_major() {
  if command -v clang >/dev/null 2>&1; then
    clang --version | sed -n 's/.*clang version \([0-9][0-9]*\).*/\1/p' | head -n1
  else
    apt-cache depends clang 2>/dev/null | sed -n 's/^ *Depends: clang-\([0-9][0-9]*\)$/\1/p' | head -n1
  fi
}

# missing_of PKG...: prints those of the packages that are not installed.
missing_of() {
  local installed
  installed="$(dpkg-query -W -f='${Package} ${Status}\n' "$@" 2>/dev/null |
    awk '$NF == "installed" { print $1 }' || true)"
  local p
  for p in "$@"; do
    grep -qxF "$p" <<<"$installed" || echo "$p"
  done
}

# packages VERSION: the list with @CLANG@ replaced (lines naming it are left
# out while the version is unknown).
packages() {
  local body
  body="$(sed -e 's/#.*//' <<<"$list")"
  if [ -n "$1" ]; then body="${body//@CLANG@/$1}"; else body="$(grep -v @CLANG@ <<<"$body")"; fi
  # shellcheck disable=SC2086 # one line of words
  echo $body
}

major=""
[ "$mode" = play ] || major="$(clang_major)"
# shellcheck disable=SC2046,SC2207 # the names are words without blanks or globs
missing=($(missing_of $(packages "$major")))
[ ${#missing[@]} -eq 0 ] && { [ -n "$major" ] || [ "$mode" = play ]; } && exit 0

sudo=""
[ "$(id -u)" -ne 0 ] && sudo="sudo"
export DEBIAN_FRONTEND=noninteractive
# Wait for another apt-get (a parallel build on the same machine) rather than fail.
apt=(apt-get -o DPkg::Lock::Timeout=600)
$sudo "${apt[@]}" update -qq
if [ -z "$major" ] && [ "$mode" != play ]; then
  major="$(clang_major)"
  [ -n "$major" ] || { echo "deps.sh: cannot tell which clang version apt would install" >&2; exit 1; }
  # shellcheck disable=SC2046,SC2207
  missing=($(missing_of $(packages "$major")))
fi
echo "Installing: ${missing[*]}"
$sudo "${apt[@]}" install -y -qq --no-install-recommends "${missing[@]}"

[ "$mode" = play ] && exit 0
# The failure this list exists to prevent: clang without the runtimes that
# -fsanitize needs links nothing. Checked once, after installing.
probe="$(mktemp -d)"
trap 'rm -rf "$probe"' EXIT
echo 'int LLVMFuzzerTestOneInput(const unsigned char *d, unsigned long n) { (void)d; return (int)n * 0; }' \
  >"$probe/p.c"
clang -fsanitize=fuzzer,address,undefined "$probe/p.c" -o "$probe/p" ||
  { echo "deps.sh: clang $major cannot link -fsanitize=fuzzer,address,undefined" >&2; exit 1; }
