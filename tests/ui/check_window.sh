#!/bin/sh
# check_window.sh TEST YS - the window on a real X server with no window
# manager (issue 51, item 4): a bare Xvfb of 1024x600 on a free display,
# then (1) the game itself started without --size: its first window lies
# within the screen (it opened 1280x720 at -128,-60); (2) TEST, the window
# test (test_ui_window.c): the first window fitted, F11 twice, the X
# window and the picture the same size. Exits 77 (skipped) where Xvfb or
# xwininfo is missing, saying so.
test_bin="$1"
ys="$2"
# in the ASan build: the X11 driver's libdbus keeps a buffer it never frees
export LSAN_OPTIONS="suppressions=$(cd "$(dirname "$0")" && pwd)/lsan_x11.supp${LSAN_OPTIONS:+:$LSAN_OPTIONS}"
for t in Xvfb xwininfo; do
  command -v "$t" >/dev/null 2>&1 || { echo "SKIP: no $t (scripts/deps.sh installs xvfb and x11-utils)"; exit 77; }
done
tmp="$(mktemp -d)"
xpid=""
gpid=""
cleanup() {
  [ -n "$gpid" ] && kill "$gpid" 2>/dev/null
  [ -n "$xpid" ] && kill "$xpid" 2>/dev/null
  rm -rf "$tmp"
}
trap cleanup EXIT
# a display of its own: a number no server uses, by its lock file, its
# socket or its abstract socket (a server of another container that shares
# the network may hold one with no file here: Xvfb -displayfd then took its
# number and the game reached that server, "x11 not available")
n=""
for d in $(seq 90 399); do
  [ -e "/tmp/.X$d-lock" ] || [ -e "/tmp/.X11-unix/X$d" ] && continue
  grep -q "@/tmp/.X11-unix/X$d\$" /proc/net/unix 2>/dev/null && continue
  # -noreset: the xwininfo below, the server's last client when it leaves,
  # would reset it, refusing a game that connected meanwhile
  Xvfb ":$d" -screen 0 1024x600x24 -nolisten tcp -noreset >"$tmp/xvfb.log" 2>&1 &
  xpid=$!
  for i in $(seq 1 100); do # up, or gone (the number taken meanwhile: the next one)
    kill -0 "$xpid" 2>/dev/null || break
    DISPLAY=":$d" xwininfo -root >/dev/null 2>&1 && { n=$d; break; }
    sleep 0.1
  done
  sleep 0.3 # a server that found its number taken exits: the answer was another's
  [ -n "$n" ] && kill -0 "$xpid" 2>/dev/null && break
  n=""
  kill "$xpid" 2>/dev/null
  xpid=""
done
[ -n "$n" ] || { echo "FAIL: Xvfb did not start"; cat "$tmp/xvfb.log"; exit 1; }
export DISPLAY=":$n"
echo "Xvfb on $DISPLAY, 1024x600, no window manager"

# (1) the game, as a player starts it: no --size, a fresh folder
SDL_VIDEODRIVER=x11 YS_SOFTWARE=1 "$ys" --prefs "$tmp/prefs" >"$tmp/ys.log" 2>&1 &
gpid=$!
geom=""
for i in $(seq 1 100); do
  geom="$(xwininfo -name Ys 2>/dev/null | awk '/Absolute upper-left X/ {x=$4} /Absolute upper-left Y/ {y=$4}
    /Width:/ {w=$2} /Height:/ {h=$2} END { if (w) print x, y, w, h }')"
  [ -n "$geom" ] && break
  sleep 0.1
done
sleep 0.5 # the window sized once shown
geom="$(xwininfo -name Ys 2>/dev/null | awk '/Absolute upper-left X/ {x=$4} /Absolute upper-left Y/ {y=$4}
  /Width:/ {w=$2} /Height:/ {h=$2} END { if (w) print x, y, w, h }')"
kill "$gpid" 2>/dev/null
wait "$gpid" 2>/dev/null
gpid=""
[ -n "$geom" ] || {
  echo "FAIL: the game opened no window on $DISPLAY"
  cat "$tmp/ys.log" "$tmp/xvfb.log"
  exit 1
}
set -- $geom
echo "the game's first window: $3x$4 at $1,$2 on a 1024x600 screen"
if [ "$1" -lt 0 ] || [ "$2" -lt 0 ] || [ $(($1 + $3)) -gt 1024 ] || [ $(($2 + $4)) -gt 600 ]; then
  echo "FAIL: the first window does not fit the screen"
  exit 1
fi

# (2) the window test
"$test_bin"
