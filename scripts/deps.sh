#!/usr/bin/env bash
# deps.sh - installs the Debian packages Ys needs to build and test, if missing.
set -euo pipefail
pkgs=(build-essential cmake ninja-build pkg-config clang
      libcmocka-dev libsdl2-dev libsdl2-ttf-dev libsdl2-image-dev)
missing=()
for p in "${pkgs[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
[ ${#missing[@]} -eq 0 ] && exit 0
echo "Installing: ${missing[*]}"
sudo=""
[ "$(id -u)" -ne 0 ] && sudo="sudo"
export DEBIAN_FRONTEND=noninteractive
$sudo apt-get update -qq
$sudo apt-get install -y -qq --no-install-recommends "${missing[@]}"
