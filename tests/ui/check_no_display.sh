#!/bin/sh
# check_no_display.sh YS DIR - the game started where there is no screen
# (no X display, no Wayland, no video driver asked for) says so and ends,
# with a non-zero status, within a few seconds. Before, SDL fell back to its
# offscreen driver and the game ran on, drawing into no window: a person
# saw nothing and the process never ended (and a test that started `ys`
# while its X server was resetting waited for a window that never came).
ys=$1
dir=$2
rm -rf "$dir" && mkdir -p "$dir" || exit 1
env -u DISPLAY -u WAYLAND_DISPLAY -u SDL_VIDEODRIVER SDL_AUDIODRIVER=dummy \
  timeout 30 "$ys" --prefs "$dir/prefs" >"$dir/out" 2>&1
rc=$?
cat "$dir/out"
if [ "$rc" -eq 124 ]; then
  echo "FAIL: ys ran on for 30 s with no screen to show its window on"
  exit 1
fi
if [ "$rc" -eq 0 ]; then
  echo "FAIL: ys ended with status 0 and no window"
  exit 1
fi
grep -q "no screen" "$dir/out" || { echo "FAIL: ys did not say it found no screen"; exit 1; }
# a driver asked for by name is still the player's choice (the tests' dummy
# driver, a kiosk's offscreen one): --shot draws as before
env -u DISPLAY -u WAYLAND_DISPLAY SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy \
  timeout 30 "$ys" --prefs "$dir/prefs" --scene title --shot "$dir/title.png" >"$dir/shot" 2>&1 ||
  { cat "$dir/shot"; echo "FAIL: --shot with SDL_VIDEODRIVER=dummy"; exit 1; }
[ -s "$dir/title.png" ] || { echo "FAIL: --shot wrote no picture"; exit 1; }
echo "PASS: no screen: status $rc, said so; the dummy driver asked for still draws"
