#!/usr/bin/env bash
# build-deps.sh - cross-builds SDL2, FreeType, SDL2_image and SDL2_ttf for
# 64-bit Windows (mingw-w64) from Debian's own source packages, into a prefix
# that packaging/windows/mingw-w64-x86_64.cmake reads as YS_MINGW_DEPS.
#
#   packaging/windows/build-deps.sh [PREFIX]     (default: build-mingw/deps)
#
# Needs: mingw-w64, cmake, ninja-build, dpkg-dev, and deb-src entries in the
# apt sources (the script adds one for the running Debian suite when root and
# none is there). Sources go to build-mingw/deps-src. Re-running skips what
# is already installed in PREFIX.
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
prefix="${1:-$root/build-mingw/deps}"
mkdir -p "$prefix"
prefix="$(cd "$prefix" && pwd)"
srcdir="$root/build-mingw/deps-src"
toolchain="$root/packaging/windows/mingw-w64-x86_64.cmake"
jobs="$(nproc)"

need=()
for tool in x86_64-w64-mingw32-gcc cmake ninja dpkg-source; do
  command -v "$tool" >/dev/null || need+=("$tool")
done
if [ ${#need[@]} -gt 0 ]; then
  echo "build-deps: missing ${need[*]}; apt-get install mingw-w64 cmake ninja-build dpkg-dev" >&2
  exit 1
fi

# deb-src: Debian's source packages are the only source we may fetch here.
if ! apt-get source --print-uris libsdl2 >/dev/null 2>&1; then
  if [ "$(id -u)" -ne 0 ]; then
    echo "build-deps: no deb-src entries in the apt sources; add one (see packaging/README.md)" >&2
    exit 1
  fi
  . /etc/os-release
  echo "build-deps: adding /etc/apt/sources.list.d/ys-debsrc.sources (deb-src for $VERSION_CODENAME)"
  cat >/etc/apt/sources.list.d/ys-debsrc.sources <<EOF
Types: deb-src
URIs: http://deb.debian.org/debian
Suites: $VERSION_CODENAME $VERSION_CODENAME-updates
Components: main
Signed-By: /usr/share/keyrings/debian-archive-keyring.gpg
EOF
  apt-get update -qq
fi

# fetch PKG: unpacks Debian's source of PKG under $srcdir; prints its folder.
fetch() {
  local pkg="$1" dir
  mkdir -p "$srcdir"
  dir="$(find "$srcdir" -mindepth 1 -maxdepth 1 -type d -name "$pkg-[0-9]*" | head -n1)"
  if [ -z "$dir" ]; then
    (cd "$srcdir" && apt-get source -qq "$pkg" >&2)
    dir="$(find "$srcdir" -mindepth 1 -maxdepth 1 -type d -name "$pkg-[0-9]*" | head -n1)"
  fi
  [ -n "$dir" ] || { echo "build-deps: could not unpack $pkg" >&2; exit 1; }
  echo "$dir"
}

# build NAME SRC [cmake args...]: configure, build and install one library.
build() {
  local name="$1" src="$2"
  shift 2
  echo "== $name ($(basename "$src"))"
  cmake -S "$src" -B "$srcdir/build-$name" -G Ninja -Wno-dev \
    -DCMAKE_TOOLCHAIN_FILE="$toolchain" -DYS_MINGW_DEPS="$prefix" \
    -DCMAKE_BUILD_TYPE=Release -DCMAKE_INSTALL_PREFIX="$prefix" "$@" >"$srcdir/$name.configure.log" \
    || { tail -n 40 "$srcdir/$name.configure.log"; exit 1; }
  cmake --build "$srcdir/build-$name" -j "$jobs" >"$srcdir/$name.build.log" \
    || { tail -n 40 "$srcdir/$name.build.log"; exit 1; }
  cmake --install "$srcdir/build-$name" >/dev/null
}

if [ ! -f "$prefix/bin/SDL2.dll" ]; then
  build sdl2 "$(fetch libsdl2)" -DSDL_SHARED=ON -DSDL_STATIC=OFF -DSDL_TEST=OFF
fi

# FreeType for SDL2_ttf (Debian's SDL2_ttf source drops the bundled copy):
# static, without the optional zlib/bzip2/png/harfbuzz/brotli.
if [ ! -f "$prefix/lib/libfreetype.a" ]; then
  build freetype "$(fetch freetype)" -DBUILD_SHARED_LIBS=OFF \
    -DFT_DISABLE_ZLIB=ON -DFT_DISABLE_BZIP2=ON -DFT_DISABLE_PNG=ON \
    -DFT_DISABLE_HARFBUZZ=ON -DFT_DISABLE_BROTLI=ON
fi

# SDL2_image: PNG/JPEG through its built-in stb_image, PNG saving through its
# built-in miniz, SVG through its built-in nanosvg; no external image libs.
if [ ! -f "$prefix/bin/SDL2_image.dll" ]; then
  build sdl2_image "$(fetch libsdl2-image)" -DBUILD_SHARED_LIBS=ON \
    -DSDL2IMAGE_VENDORED=OFF -DSDL2IMAGE_SAMPLES=OFF -DSDL2IMAGE_TESTS=OFF \
    -DSDL2IMAGE_BACKEND_STB=ON -DSDL2IMAGE_BACKEND_WIC=OFF \
    -DSDL2IMAGE_PNG=ON -DSDL2IMAGE_JPG=ON -DSDL2IMAGE_SVG=ON \
    -DSDL2IMAGE_AVIF=OFF -DSDL2IMAGE_JXL=OFF -DSDL2IMAGE_TIF=OFF -DSDL2IMAGE_WEBP=OFF
fi

if [ ! -f "$prefix/bin/SDL2_ttf.dll" ]; then
  build sdl2_ttf "$(fetch libsdl2-ttf)" -DBUILD_SHARED_LIBS=ON \
    -DSDL2TTF_VENDORED=OFF -DSDL2TTF_HARFBUZZ=OFF -DSDL2TTF_SAMPLES=OFF
fi

echo "build-deps: done; prefix $prefix:"
ls "$prefix/bin"
