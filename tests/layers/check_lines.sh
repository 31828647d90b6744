#!/bin/sh
# check_lines.sh ROOT - every source file of src/ (each folder: the engine,
# the bots, the command-line programs, the network, the server and the
# game) holds at most 800 lines, so that a file stays one a reader can hold
# in their head; ui_deps counts the same in src/ui beside its cycles. Prints
# each file over the bound; exits 1 if any.
set -u
root=$1
max=800
over=$(find "$root/src" \( -name '*.c' -o -name '*.h' \) -type f -exec wc -l {} + |
  awk -v max=$max '$2 != "total" && $1 > max { sub(/.*\/src\//, "src/", $2); print $2 ": " $1 " lines" }')
if [ -n "$over" ]; then
  echo "files over $max lines:"
  echo "$over"
  exit 1
fi
echo "lines: ok (every file of src/ at most $max lines)"
