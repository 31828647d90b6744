#!/usr/bin/env bash
# fresh-check.sh - runs the README's test command, scripts/test.sh, as root
# on a clean clone inside a minimal Debian 12 (debootstrap --variant=minbase):
# what a new contributor or a fresh CI machine starts from. Prints the wall
# time and the exit status of scripts/test.sh, and exits with that status.
# Slow (a quarter of an hour and more), so not part of CI.
#
#   scripts/fresh-check.sh [--keep] [--busy] [REPO [REF]]
#
# --busy runs stress-ng --cpu (twice as many workers as cores) on the host
# beside scripts/test.sh, so the machine is kept busy by other work the
# whole time (issue 38: the README's test command passes on a busy machine).
# REPO is a git checkout or URL (default: the checkout this script is in),
# REF what to test in it (default HEAD: committed work, not the working tree).
# The base system is made once and kept as a tarball in $YS_FRESH_CACHE
# (default /var/cache/ys-fresh; delete the tarball to make it anew), beside
# the .debs apt downloads. Each run unpacks it into a new folder under
# /var/tmp, removed at the end unless --keep; the log of the run is
# $YS_FRESH_CACHE/last.log. Needs root (asks sudo) and the network (the
# machine's own Debian mirror, read from its apt sources).
set -euo pipefail
# The whole script is one block, read before it runs: a run takes long, and
# bash reading an edited script on from its old offset runs garbage.
{
suite=bookworm
keep=0
busy=0
while :; do
  case "${1:-}" in
  --keep) keep=1; shift ;;
  --busy) busy=1; shift ;;
  *) break ;;
  esac
done
here="$(cd "$(dirname "$0")/.." && pwd)"
repo="${1:-$here}"
ref="${2:-HEAD}"
cache="${YS_FRESH_CACHE:-/var/cache/ys-fresh}"

if [ "$(id -u)" -ne 0 ]; then
  opts=()
  [ "$keep" -eq 1 ] && opts=(--keep)
  [ "$busy" -eq 1 ] && opts+=(--busy)
  exec sudo YS_FRESH_CACHE="$cache" "$0" ${opts[@]+"${opts[@]}"} "$repo" "$ref"
fi
export DEBIAN_FRONTEND=noninteractive
apt=(apt-get -o DPkg::Lock::Timeout=600 -qq)
git=(git -c safe.directory='*')

# ---------------------------------------------------------------- mirror
# mirror_of SUITE: the URI of the first apt source (one-line sources.list or
# deb822 .sources) that serves SUITE.
mirror_of() {
  local f
  for f in /etc/apt/sources.list /etc/apt/sources.list.d/*.list; do
    [ -f "$f" ] || continue
    # deb [options] URI SUITE COMPONENT...
    sed -e 's/#.*//' -e 's/\[[^]]*\]//' "$f" | awk -v s="$1" '$1 == "deb" && $3 == s { print $2; exit }'
  done
  for f in /etc/apt/sources.list.d/*.sources; do
    [ -f "$f" ] || continue
    # One stanza a paragraph: print its first URI if its Types has deb and
    # its Suites has SUITE.
    awk -v s="$1" 'BEGIN { RS = ""; FS = "\n" }
      { uri = ""; deb = 0; has = 0
        for (i = 1; i <= NF; i++) {
          if ($i ~ /^URIs:/) { split(substr($i, 6), u, " "); uri = u[1] }
          if ($i ~ /^Types:/ && $i ~ /[ \t]deb([ \t]|$)/) deb = 1
          if ($i ~ /^Suites:/) { n = split(substr($i, 8), w, " "); for (j = 1; j <= n; j++) if (w[j] == s) has = 1 }
        }
        if (uri != "" && deb && has) { print uri; exit } }' "$f"
  done
}
mirror="$(mirror_of "$suite" | head -n1)"
[ -n "$mirror" ] || { echo "fresh-check: no apt source for $suite in /etc/apt/sources.list{,.d}" >&2; exit 1; }
security="$(mirror_of "$suite-security" | head -n1)"
echo "== mirror: $mirror${security:+ (security: $security)}"

# ---------------------------------------------------------------- tools
if ! command -v debootstrap >/dev/null 2>&1; then
  echo "== installing debootstrap"
  "${apt[@]}" update
  "${apt[@]}" install -y --no-install-recommends debootstrap debian-archive-keyring
fi
if [ "$busy" -eq 1 ] && ! command -v stress-ng >/dev/null 2>&1; then
  echo "== installing stress-ng (--busy)"
  "${apt[@]}" update
  "${apt[@]}" install -y --no-install-recommends stress-ng
fi
keyring=()
[ -f /usr/share/keyrings/debian-archive-keyring.gpg ] &&
  keyring=(--keyring=/usr/share/keyrings/debian-archive-keyring.gpg)

# ---------------------------------------------------------------- base system
mkdir -p "$cache/archives/partial"
arch="$(dpkg --print-architecture)"
base="$cache/debian-$suite-$arch-minbase.tar.gz"
if [ ! -f "$base" ]; then
  echo "== debootstrap --variant=minbase $suite (once; kept in $base)"
  work="$(mktemp -d /var/tmp/ys-fresh-base.XXXXXX)"
  chmod 755 "$work"
  debootstrap --variant=minbase "${keyring[@]}" "$suite" "$work" "$mirror"
  rm -f "$work"/var/cache/apt/archives/*.deb
  tar --numeric-owner -C "$work" -czf "$base.tmp" .
  mv "$base.tmp" "$base"
  rm -rf --one-file-system "$work"
fi

root="$(mktemp -d /var/tmp/ys-fresh.XXXXXX)"
mounted=()
hog=""
# mnt ARGS... TARGET: mount, remembering TARGET for the cleanup.
mnt() {
  mount "$@"
  mounted+=("${*: -1}")
}
cleanup() {
  local i
  if [ -n "$hog" ]; then
    kill "$hog" 2>/dev/null || true
    wait "$hog" 2>/dev/null || true
    hog=""
  fi
  for ((i = ${#mounted[@]} - 1; i >= 0; i--)); do
    umount "${mounted[i]}" 2>/dev/null || umount -l "${mounted[i]}" || true
  done
  mounted=()
  if grep -q " ${root}[/ ]" /proc/self/mountinfo; then
    echo "fresh-check: something is still mounted under $root; not removing it" >&2
  elif [ "$keep" -eq 1 ]; then
    echo "fresh-check: the chroot is kept in $root"
  else
    rm -rf --one-file-system "$root"
  fi
}
trap cleanup EXIT
trap 'exit 130' INT TERM

echo "== unpacking the base system into $root"
# Owners by number: the chroot's users (_apt) need not have the host's ids.
tar --numeric-owner -C "$root" -xzf "$base"
# mktemp made it 0700; as the chroot's / that locks out every user but root
# (apt's _apt among them).
chmod 755 "$root"

# ---------------------------------------------------------------- mounts
# A private mount of its own, so nothing mounted inside propagates anywhere.
mnt --bind "$root" "$root"
mount --make-private "$root"
mnt -t proc proc "$root/proc"
mnt -t sysfs -o ro sysfs "$root/sys"
# A /dev of its own with only the usual nodes (bound from the host's, which
# works where mknod does not), its own ptys and shared memory.
mnt -t tmpfs -o mode=755,nosuid devtmp "$root/dev"
for n in null zero full random urandom tty; do
  touch "$root/dev/$n"
  mnt --bind "/dev/$n" "$root/dev/$n"
done
mkdir -p "$root/dev/pts" "$root/dev/shm"
mnt -t devpts -o newinstance,ptmxmode=0666,mode=620 devpts "$root/dev/pts"
ln -s pts/ptmx "$root/dev/ptmx"
mnt -t tmpfs -o mode=1777,nosuid,nodev shm "$root/dev/shm"
ln -s /proc/self/fd "$root/dev/fd"
ln -s /proc/self/fd/0 "$root/dev/stdin"
ln -s /proc/self/fd/1 "$root/dev/stdout"
ln -s /proc/self/fd/2 "$root/dev/stderr"
# The .debs are kept between runs (they change nothing but the download time).
mnt --bind "$cache/archives" "$root/var/cache/apt/archives"
# apt downloads as its own user, _apt, whose uid is the chroot's.
chroot "$root" chown _apt:root /var/cache/apt/archives/partial
chmod 700 "$root/var/cache/apt/archives/partial"

# ---------------------------------------------------------------- apt, clone
cp -L /etc/resolv.conf "$root/etc/resolv.conf"
cp -L /etc/hosts "$root/etc/hosts"
{
  echo "deb $mirror $suite main"
  echo "deb $mirror $suite-updates main"
  [ -n "$security" ] && echo "deb $security $suite-security main"
} >"$root/etc/apt/sources.list"
# The apt cache is shared between runs: keep what apt downloads.
rm -f "$root/etc/apt/apt.conf.d/docker-clean"

if [ -d "$repo" ]; then
  want="$("${git[@]}" -C "$repo" rev-parse --verify "$ref^{commit}")"
  [ "$ref" = HEAD ] && [ -n "$("${git[@]}" -C "$repo" status --porcelain --untracked-files=no)" ] &&
    echo "NOTE: $repo has uncommitted changes; they are not tested, only $want"
else
  want="$ref"
fi
echo "== cloning $repo at $ref into /root/ys"
"${git[@]}" clone --quiet --no-checkout "$repo" "$root/root/ys"
if ! "${git[@]}" -C "$root/root/ys" rev-parse -q --verify "$want^{commit}" >/dev/null &&
  ! "${git[@]}" -C "$root/root/ys" rev-parse -q --verify "origin/$want^{commit}" >/dev/null; then
  "${git[@]}" -C "$root/root/ys" fetch --quiet "$repo" "$want"
  want=FETCH_HEAD
fi
"${git[@]}" -C "$root/root/ys" rev-parse -q --verify "$want^{commit}" >/dev/null || want="origin/$want"
"${git[@]}" -C "$root/root/ys" checkout --quiet --detach "$want"
echo "commit: $("${git[@]}" -C "$root/root/ys" log -1 --format='%h %s')"

# ---------------------------------------------------------------- the test
log="$cache/last.log"
echo "== scripts/test.sh as root in the chroot (log: $log)"
hogs=$((2 * $(nproc)))
if [ "$busy" -eq 1 ]; then
  echo "== --busy: stress-ng --cpu $hogs on the host ($(nproc) cores) the whole time"
  stress-ng --cpu "$hogs" --timeout 0 --quiet &
  hog=$!
fi
start="$(date +%s)"
set +e
env -i HOME=/root TERM="${TERM:-dumb}" LANG=C.UTF-8 PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin \
  ${http_proxy:+http_proxy="$http_proxy"} ${https_proxy:+https_proxy="$https_proxy"} \
  chroot "$root" /bin/bash -c 'cd /root/ys && scripts/test.sh' 2>&1 | tee "$log"
status="${PIPESTATUS[0]}"
set -e
secs=$(($(date +%s) - start))
busy_note=""
if [ -n "$hog" ]; then
  kill "$hog" 2>/dev/null || true
  wait "$hog" 2>/dev/null || true
  hog=""
  busy_note=", beside stress-ng --cpu $hogs"
fi
echo
echo "== fresh-check: scripts/test.sh exited with status $status after $((secs / 60))m$((secs % 60))s$busy_note" \
  "(wall time; the whole check with the chroot's making: $((SECONDS / 60))m$((SECONDS % 60))s)"
if [ "$status" -eq 0 ]; then echo "fresh-check: PASS"; else echo "fresh-check: FAIL"; fi
exit "$status"
}
