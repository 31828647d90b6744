/* plat.h - the few calls online play makes that differ between POSIX and
 * Windows (plat.c): TCP sockets for the blocking client, the clock, and
 * ys-server's data folder (its lock, its mode) and start-up. Everything
 * else in src/server and src/net is the same on both. */
#ifndef YS_NET_PLAT_H
#define YS_NET_PLAT_H

#include <stddef.h>
#include <stdint.h>
#include <time.h>

#ifdef _WIN32
#include <winsock2.h>
#include <ws2tcpip.h>
#else
#include <netdb.h>
#include <sys/socket.h>
#endif

/* A socket: an int on POSIX, a SOCKET on Windows; -1 for none. */
typedef intptr_t PlatSock;

/* Once per process before any socket: starts Winsock on Windows, ignores
 * SIGPIPE on POSIX (a closed peer is an error return, not a signal). */
void plat_net_init(void);
/* A TCP socket of the family, non-blocking when asked (close-on-exec); -1. */
PlatSock plat_socket(int family, int nonblock);
/* 0 connected, 1 under way (non-blocking), -1 failed (plat_error says). */
int plat_connect(PlatSock s, const struct sockaddr *a, size_t len);
/* Waits up to ms for s to be writable (out) or readable: 1 ready, 0 not. */
int plat_wait(PlatSock s, int out, int ms);
/* The socket's pending error (SO_ERROR), or -1 when it cannot be read. */
int plat_sock_error(PlatSock s);
/* recv: bytes, 0 at the end, -1 on error. */
long plat_recv(PlatSock s, void *buf, size_t len);
void plat_close(PlatSock s);
/* The last socket call's error, as errno or a Winsock code. */
int plat_error(void);
/* Words for a socket error. */
const char *plat_strerror(int e);
/* Monotonic milliseconds. */
long long plat_now_ms(void);
void plat_sleep_ms(int ms);

/* --- ys-server --- */
/* mkdir -p, private (0700) where the system has modes; 0 when the folder
 * is there and writable. */
int plat_make_dir(const char *path);
/* Holds an exclusive lock on the file path (made if missing) for the
 * process's life: 0; 1 when another process holds it; -1 on an error. */
int plat_lock_file(const char *path, intptr_t *handle);
void plat_unlock_file(intptr_t handle);
/* The processors online. */
int plat_cores(void);
/* As many open files as the system lets the process have (POSIX). */
void plat_raise_file_limit(void);
/* UTC broken-down time of t. */
void plat_gmtime(int64_t t, struct tm *out);

#endif
