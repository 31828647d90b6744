#!/bin/sh
# check_clock.sh ROOT - the screen reads time only through UiApp.now: the
# app sets it once per frame (ui_app_update), so a frame's scenes and drawing
# agree on one instant and a driven or recorded game does not depend on when
# it is drawn. No file of src/ui/scenes or src/ui/draw reads the clock
# itself (the calendar's date, time(), naming a save is not the frame's
# clock). Prints each breach; exits 1 if any.
set -u
root=$1
status=0
for dir in src/ui/scenes src/ui/draw; do
  hits=$(grep -rnE '\b(SDL_GetTicks(64)?|SDL_GetPerformanceCounter|clock_gettime|gettimeofday)[[:space:]]*\(' \
    "$root/$dir" --include='*.c' --include='*.h' 2>/dev/null)
  if [ -n "$hits" ]; then
    echo "the clock read in $dir (use UiApp.now):"
    echo "$hits"
    status=1
  fi
done
[ $status -eq 0 ] && echo "clock: ok (src/ui/scenes and src/ui/draw read time only through UiApp.now)"
exit $status
