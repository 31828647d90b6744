# local_only.cmake - included by ctest (TEST_INCLUDE_FILES of tests/) before
# it runs any test: every test inherits this environment. Tests keep their
# traffic on the loopback or in a network namespace they made: a test that
# would look for the network's real router (UPnP discovery, SSDP multicast)
# ends with a message instead (src/net/upnp.c), so it fails. A hosting
# test points the game at tests/server/fake_igd.py (YS_UPNP_URL) or sets
# YS_UPNP=off.
set(ENV{YS_UPNP_FORBID} 1)
