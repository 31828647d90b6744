#!/usr/bin/env bash
# build-deps.sh - cross-builds SDL2, FreeType, SDL2_image and SDL2_ttf, and
# for online play OpenSSL, libevent (with bufferevent_openssl), SQLite and
# miniupnpc (all four static), for 64-bit Windows (mingw-w64) from Debian's own
# source packages, into a prefix that packaging/windows/mingw-w64-x86_64.cmake
# reads as YS_MINGW_DEPS.
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
for tool in x86_64-w64-mingw32-gcc cmake ninja dpkg-source make perl tclsh; do
  command -v "$tool" >/dev/null || need+=("$tool")
done
if [ ${#need[@]} -gt 0 ]; then
  echo "build-deps: missing ${need[*]}; apt-get install mingw-w64 cmake ninja-build dpkg-dev make perl tcl" >&2
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

# Online play. OpenSSL: static (no-shared), libraries and headers only
# (build_libs, install_dev: no programs, tests or manuals), without the legacy
# provider, engines and DSO loading, which a TLS 1.3 client and server do not
# use.
if [ ! -f "$prefix/lib/libssl.a" ]; then
  src="$(fetch openssl)"
  echo "== openssl ($(basename "$src"))"
  rm -rf "$srcdir/build-openssl" && mkdir -p "$srcdir/build-openssl"
  (cd "$srcdir/build-openssl" &&
    "$src/Configure" mingw64 --cross-compile-prefix=x86_64-w64-mingw32- --prefix="$prefix" --libdir=lib \
      no-shared no-tests no-legacy no-engine no-dso no-module >"$srcdir/openssl.configure.log" 2>&1) \
    || { tail -n 40 "$srcdir/openssl.configure.log"; exit 1; }
  (cd "$srcdir/build-openssl" && make -j "$jobs" build_libs >"$srcdir/openssl.build.log" 2>&1 &&
    make install_dev >>"$srcdir/openssl.build.log" 2>&1) \
    || { tail -n 40 "$srcdir/openssl.build.log"; exit 1; }
fi

# libevent: static, with its OpenSSL buffer events (Windows threads are in
# libevent_core; there is no libevent_pthreads there).
if [ ! -f "$prefix/lib/libevent_openssl.a" ]; then
  build libevent "$(fetch libevent)" -DEVENT__LIBRARY_TYPE=STATIC -DEVENT__DISABLE_OPENSSL=OFF \
    -DEVENT__DISABLE_TESTS=ON -DEVENT__DISABLE_REGRESS=ON \
    -DEVENT__DISABLE_SAMPLES=ON -DEVENT__DISABLE_BENCHMARK=ON -DEVENT__DISABLE_DEBUG_MODE=ON \
    -DOPENSSL_ROOT_DIR="$prefix" -DOPENSSL_USE_STATIC_LIBS=ON
fi

# SQLite: Debian's source is SQLite's full tree; its amalgamation (sqlite3.c)
# is generated with the host's compiler and tclsh, then compiled once with
# mingw-w64 into a static library with a pkg-config file.
if [ ! -f "$prefix/lib/libsqlite3.a" ]; then
  src="$(fetch sqlite3)"
  echo "== sqlite3 ($(basename "$src"))"
  b="$srcdir/build-sqlite3"
  rm -rf "$b" && mkdir -p "$b"
  (cd "$b" && "$src/configure" --disable-tcl >"$srcdir/sqlite3.configure.log" 2>&1 &&
    make sqlite3.c >"$srcdir/sqlite3.build.log" 2>&1) \
    || { tail -n 40 "$srcdir/sqlite3.build.log" "$srcdir/sqlite3.configure.log"; exit 1; }
  (cd "$b" && x86_64-w64-mingw32-gcc -O2 -DSQLITE_THREADSAFE=1 -DSQLITE_OMIT_LOAD_EXTENSION -c sqlite3.c -o sqlite3.o &&
    x86_64-w64-mingw32-ar rcs libsqlite3.a sqlite3.o) >>"$srcdir/sqlite3.build.log" 2>&1 \
    || { tail -n 40 "$srcdir/sqlite3.build.log"; exit 1; }
  mkdir -p "$prefix/include" "$prefix/lib/pkgconfig"
  cp "$b/sqlite3.h" "$b/sqlite3ext.h" "$prefix/include/" 2>/dev/null || cp "$b/sqlite3.h" "$prefix/include/"
  version="$(sed -n 's/^#define SQLITE_VERSION *"\(.*\)"/\1/p' "$b/sqlite3.h")"
  printf 'prefix=%s\nlibdir=${prefix}/lib\nincludedir=${prefix}/include\n\nName: SQLite\nDescription: SQL database engine\nVersion: %s\nLibs: -L${libdir} -lsqlite3\nCflags: -I${includedir}\n' \
    "$prefix" "$version" >"$prefix/lib/pkgconfig/sqlite3.pc"
  cp "$b/libsqlite3.a" "$prefix/lib/"
fi

# miniupnpc: static (it then wants MINIUPNP_STATICLIB where its headers are
# included, which src/server/CMakeLists.txt defines), without its sample
# programs and tests; its miniupnpc.pc is what the game's build reads.
if [ ! -f "$prefix/lib/libminiupnpc.a" ]; then
  build miniupnpc "$(fetch miniupnpc)" -DUPNPC_BUILD_STATIC=ON -DUPNPC_BUILD_SHARED=OFF \
    -DUPNPC_BUILD_TESTS=OFF -DUPNPC_BUILD_SAMPLE=OFF
fi

echo "build-deps: done; prefix $prefix:"
ls "$prefix/bin"
