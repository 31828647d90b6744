#!/bin/sh
# check_layers.sh ROOT [LIB...] - the one-way dependencies (ui -> ai -> engine)
# made checkable: no file of the public API, the engine, the bots or the
# command-line tools includes SDL, nor do the screen's pure parts (layout,
# hit-testing and input: src/ui/ui.h and the files of ys_ui_pure), which
# include no header of the SDL side either; and no object in the given
# static libraries asks for an SDL symbol. Prints each breach; exits 1 if any.
set -u
root=$1
shift
status=0
for dir in include src/engine src/ai src/cli; do
  hits=$(grep -rnE '^[[:space:]]*#[[:space:]]*include[[:space:]]*[<"](SDL2?/)?SDL' "$root/$dir" 2>/dev/null)
  if [ -n "$hits" ]; then
    echo "SDL included outside src/ui:"
    echo "$hits"
    status=1
  fi
done
for f in src/ui/ui.h src/ui/layout.c src/ui/hit.c src/ui/input.c; do
  hits=$(grep -nE '^[[:space:]]*#[[:space:]]*include[[:space:]]*[<"]((SDL2?/)?SDL|app\.h|ui_sdl\.h|draw\.h)' "$root/$f" 2>/dev/null)
  if [ -n "$hits" ]; then
    echo "SDL or the SDL side included by a pure part of the screen ($f):"
    echo "$hits"
    status=1
  fi
done
for lib in "$@"; do
  if [ ! -f "$lib" ]; then
    echo "missing library: $lib"
    status=1
    continue
  fi
  syms=$(nm -u "$lib" 2>/dev/null | grep -E '\b_?(SDL|TTF|IMG)_' | sort -u)
  if [ -n "$syms" ]; then
    echo "$(basename "$lib") asks for SDL symbols:"
    echo "$syms"
    status=1
  fi
done
[ $status -eq 0 ] && echo "layers: ok (no SDL in include/, src/engine, src/ai, src/cli, the screen's pure parts, or in $# libraries)"
exit $status
