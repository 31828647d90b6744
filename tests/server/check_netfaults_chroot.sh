#!/bin/sh
# check_netfaults_chroot.sh - check_netfaults.sh where the network namespace
# can be made but not entered, as in a plain chroot run as root (issue 50:
# "mount --make-rslave /" failed: Invalid argument, and the whole test
# failed): an ip of its own on the PATH fails the way that chroot's does for
# ip -n and ip netns exec, and passes the rest to the real one. The kernel's
# phases must then be skipped with a word, the test pass, and no namespace
# or link stay behind. Run as a user, or with no ip, the kernel's phases are
# skipped earlier: it passes too.
# Usage: check_netfaults_chroot.sh CHECK_NETFAULTS YS_SERVER YS_CLIENT WORKDIR YS_FAULTPROXY
set -u
CHECK=$1 SERVER=$2 CLIENT=$3 WORK=$4 PROXY=$5
rm -rf "$WORK" && mkdir -p "$WORK/bin" || exit 1
REAL=$(command -v ip || echo /nonexistent)
cat >"$WORK/bin/ip" <<EOS
#!/bin/sh
case " \$* " in
*" -n "* | *" netns exec "*)
    echo 'mount --make-rslave / failed: Invalid argument' >&2
    exit 1 ;;
esac
exec "$REAL" "\$@"
EOS
chmod +x "$WORK/bin/ip"
before=$(ip netns list 2>/dev/null | grep -c '^ysnf')
PATH="$WORK/bin:$PATH" YS_NETFAULTS_PHASES=kernel sh "$CHECK" "$SERVER" "$CLIENT" "$WORK/run" "$PROXY" >"$WORK/out" 2>&1
rc=$?
cat "$WORK/out"
[ $rc = 0 ] || { echo "FAIL: check_netfaults.sh exited $rc where the namespace cannot be entered"; exit 1; }
grep -q '^faults not made here by the kernel: link cut' "$WORK/out" ||
    { echo "FAIL: no word that the kernel's phases were skipped"; exit 1; }
[ "$(ip netns list 2>/dev/null | grep -c '^ysnf')" = "$before" ] || { echo "FAIL: a namespace stayed behind"; exit 1; }
if [ "$(id -u)" = 0 ] && [ "$REAL" != /nonexistent ] && grep -q 'cannot make a network namespace' "$WORK/out"; then
    echo "(this machine cannot make a network namespace at all: the chroot's case was not reached)"
fi
exit 0
