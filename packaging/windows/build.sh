#!/usr/bin/env bash
# build.sh - cross-builds Ys for 64-bit Windows and packs it: the NSIS
# installer (ys-<version>-win64.exe) and a .zip, in build-mingw/ys.
#
#   packaging/windows/build.sh
#
# Installs mingw-w64, nsis and dpkg-dev with apt-get when missing, builds the
# SDL and online libraries with build-deps.sh (once; kept where deps-prefix.sh says,
# outside the repository), then configures with the mingw-w64 toolchain
# file. Extra arguments go to the CMake configure step. check.sh does this
# too and then tests the installer under Wine.
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
cd "$root"
need=()
for p in mingw-w64 nsis dpkg-dev cmake ninja-build pkg-config libsdl2-image-dev make perl tcl; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || need+=("$p")
done
if [ ${#need[@]} -gt 0 ]; then
  sudo=""
  [ "$(id -u)" -ne 0 ] && sudo="sudo"
  echo "Installing: ${need[*]}"
  DEBIAN_FRONTEND=noninteractive $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${need[@]}"
fi
deps="$(packaging/windows/deps-prefix.sh)"
packaging/windows/build-deps.sh "$deps"
cmake -S . -B build-mingw/ys -G Ninja -DCMAKE_BUILD_TYPE=Release \
  -DCMAKE_TOOLCHAIN_FILE="$root/packaging/windows/mingw-w64-x86_64.cmake" \
  -DYS_MINGW_DEPS="$deps" -DYS_BUILD_TESTS=OFF "$@"
cmake --build build-mingw/ys -j "$(nproc)"
(cd build-mingw/ys && cpack -G NSIS && cpack -G ZIP)
ls -l build-mingw/ys/ys-*-win64.*
