#!/usr/bin/env bash
# deps-prefix.sh - prints the folder where build-deps.sh's libraries for
# Windows (SDL; OpenSSL, libevent, SQLite and miniupnpc for online play) are
# kept between runs, outside the repository, so a fresh checkout (or CI with a
# cached /var/cache) skips the ~15-25 minute build:
#
#   ${YS_MINGW_CACHE:-/var/cache}/ys-mingw-<key>
#
# The key names what the libraries are built from: the Debian source
# versions of libsdl2, freetype, libsdl2-image, libsdl2-ttf, openssl,
# libevent, sqlite3 and miniupnpc that `apt-get source` would fetch, the mingw-w64 gcc
# version, and a hash of build-deps.sh. Any change gives a new folder. Where
# the cache root cannot be written (not root), build-mingw/deps-<key> in the
# repository is used.
# Needs deb-src entries (build-deps.sh adds them when root); without them
# the key falls back to the installed -dev packages' versions.
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
key=""
for pkg in libsdl2 freetype libsdl2-image libsdl2-ttf openssl libevent sqlite3 miniupnpc; do
  v="$(apt-get source --print-uris "$pkg" 2>/dev/null | grep -o "[^/']*\.dsc'" | sed "s/\.dsc'//; s/%2[bB]/+/g; s/%3[aA]/:/g" | head -n1 || true)"
  if [ -z "$v" ]; then
    dev=libsdl2-dev
    case "$pkg" in
      freetype) dev=libfreetype-dev ;; libsdl2-image) dev=libsdl2-image-dev ;; libsdl2-ttf) dev=libsdl2-ttf-dev ;;
      openssl) dev=libssl-dev ;; libevent) dev=libevent-dev ;; sqlite3) dev=libsqlite3-dev ;;
      miniupnpc) dev=libminiupnpc-dev ;;
    esac
    v="${pkg}_$(dpkg-query -W -f='${Version}' "$dev" 2>/dev/null || echo unknown)"
  fi
  key="${key}${v}_"
done
gcc_v="$(x86_64-w64-mingw32-gcc -dumpversion 2>/dev/null || echo nogcc)"
key="${key}gcc${gcc_v}-$(sha256sum "$root/packaging/windows/build-deps.sh" | cut -c1-8)"
key="$(printf '%s' "$key" | tr -c 'A-Za-z0-9._+-' '_')"
cache="${YS_MINGW_CACHE:-/var/cache}"
if mkdir -p "$cache" 2>/dev/null && [ -w "$cache" ]; then
  echo "$cache/ys-mingw-$key"
else
  echo "$root/build-mingw/deps-$key"
fi
