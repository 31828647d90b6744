/* plat.c - POSIX and Windows versions of plat.h's calls. */
#ifndef _WIN32
#define _GNU_SOURCE
#endif
#include "plat.h"

#include <errno.h>
#include <stdio.h>
#include <string.h>
#include <time.h>

#ifdef _WIN32
#include <direct.h>
#include <io.h>
#include <windows.h>
#else
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <sys/file.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <unistd.h>
#endif

#ifdef _WIN32
void plat_net_init(void)
{
    static int done;
    WSADATA wsa;
    if (!done && WSAStartup(MAKEWORD(2, 2), &wsa) == 0) done = 1;
}

PlatSock plat_socket(int family, int nonblock)
{
    SOCKET s = socket(family, SOCK_STREAM, IPPROTO_TCP);
    if (s == INVALID_SOCKET) return -1;
    u_long on = 1;
    if (nonblock && ioctlsocket(s, FIONBIO, &on)) {
        closesocket(s);
        return -1;
    }
    SetHandleInformation((HANDLE)s, HANDLE_FLAG_INHERIT, 0);
    return (PlatSock)s;
}

int plat_connect(PlatSock s, const struct sockaddr *a, size_t len)
{
    if (!connect((SOCKET)s, a, (int)len)) return 0;
    return WSAGetLastError() == WSAEWOULDBLOCK ? 1 : -1;
}

/* select, not WSAPoll: before Windows 10 2004, WSAPoll never reported a
 * refused connect; select puts it in the exception set. */
int plat_wait(PlatSock s, int out, int ms)
{
    fd_set ready, failed;
    FD_ZERO(&ready);
    FD_ZERO(&failed);
    FD_SET((SOCKET)s, &ready);
    FD_SET((SOCKET)s, &failed);
    struct timeval tv = {ms / 1000, (ms % 1000) * 1000};
    return select(0, out ? NULL : &ready, out ? &ready : NULL, &failed, &tv) > 0;
}

int plat_sock_error(PlatSock s)
{
    int e = 0, el = sizeof e;
    return getsockopt((SOCKET)s, SOL_SOCKET, SO_ERROR, (char *)&e, &el) ? -1 : e;
}

long plat_recv(PlatSock s, void *buf, size_t len) { return recv((SOCKET)s, buf, (int)len, 0); }
void plat_close(PlatSock s) { closesocket((SOCKET)s); }
int plat_error(void) { return WSAGetLastError(); }

const char *plat_strerror(int e)
{
    static char msg[200];
    if (!FormatMessageA(FORMAT_MESSAGE_FROM_SYSTEM | FORMAT_MESSAGE_IGNORE_INSERTS, NULL, (DWORD)e, 0, msg, sizeof msg,
                        NULL))
        snprintf(msg, sizeof msg, "Winsock error %d", e);
    msg[strcspn(msg, "\r\n")] = 0;
    return msg;
}

long long plat_now_ms(void) { return (long long)GetTickCount64(); }
void plat_sleep_ms(int ms) { Sleep((DWORD)ms); }

int plat_make_dir(const char *path)
{
    char tmp[1024];
    snprintf(tmp, sizeof tmp, "%s", path);
    for (char *p = tmp + 1; *p; p++)
        if ((*p == '/' || *p == '\\') && p[-1] != ':') {
            char c = *p;
            *p = 0;
            if (_mkdir(tmp) && errno != EEXIST) return -1;
            *p = c;
        }
    if (_mkdir(tmp) && errno != EEXIST) return -1;
    DWORD attr = GetFileAttributesA(tmp);
    return attr != INVALID_FILE_ATTRIBUTES && (attr & FILE_ATTRIBUTE_DIRECTORY) && _access(tmp, 2) == 0 ? 0 : -1;
}

int plat_lock_file(const char *path, intptr_t *handle)
{
    /* no sharing: a second opener gets a sharing violation while we hold it */
    HANDLE h = CreateFileA(path, GENERIC_READ | GENERIC_WRITE, 0, NULL, OPEN_ALWAYS, FILE_ATTRIBUTE_NORMAL, NULL);
    if (h == INVALID_HANDLE_VALUE) {
        DWORD e = GetLastError();
        errno = EACCES;
        return e == ERROR_SHARING_VIOLATION || e == ERROR_LOCK_VIOLATION ? 1 : -1;
    }
    *handle = (intptr_t)h;
    return 0;
}

void plat_unlock_file(intptr_t handle) { CloseHandle((HANDLE)handle); }

int plat_cores(void)
{
    SYSTEM_INFO si;
    GetSystemInfo(&si);
    return (int)si.dwNumberOfProcessors;
}

void plat_raise_file_limit(void) {}

void plat_gmtime(int64_t t, struct tm *out)
{
    __time64_t tt = (__time64_t)t;
    _gmtime64_s(out, &tt);
}
#else
void plat_net_init(void) { signal(SIGPIPE, SIG_IGN); }

PlatSock plat_socket(int family, int nonblock)
{
    return socket(family, SOCK_STREAM | SOCK_CLOEXEC | (nonblock ? SOCK_NONBLOCK : 0), 0);
}

int plat_connect(PlatSock s, const struct sockaddr *a, size_t len)
{
    if (!connect((int)s, a, (socklen_t)len)) return 0;
    return errno == EINPROGRESS ? 1 : -1;
}

int plat_wait(PlatSock s, int out, int ms)
{
    struct pollfd p = {(int)s, (short)(out ? POLLOUT : POLLIN), 0};
    return poll(&p, 1, ms) > 0;
}

int plat_sock_error(PlatSock s)
{
    int e = 0;
    socklen_t el = sizeof e;
    return getsockopt((int)s, SOL_SOCKET, SO_ERROR, &e, &el) ? -1 : e;
}

long plat_recv(PlatSock s, void *buf, size_t len) { return (long)recv((int)s, buf, len, 0); }
void plat_close(PlatSock s) { close((int)s); }
int plat_error(void) { return errno; }
const char *plat_strerror(int e) { return strerror(e); }

long long plat_now_ms(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (long long)ts.tv_sec * 1000 + ts.tv_nsec / 1000000;
}

void plat_sleep_ms(int ms)
{
    struct timespec ts = {ms / 1000, (long)(ms % 1000) * 1000000};
    nanosleep(&ts, NULL);
}

int plat_make_dir(const char *path)
{
    char tmp[1024];
    snprintf(tmp, sizeof tmp, "%s", path);
    for (char *p = tmp + 1; *p; p++)
        if (*p == '/') {
            *p = 0;
            if (mkdir(tmp, 0700) && errno != EEXIST) return -1;
            *p = '/';
        }
    if (mkdir(tmp, 0700) && errno != EEXIST) return -1;
    struct stat st;
    return stat(tmp, &st) == 0 && S_ISDIR(st.st_mode) && access(tmp, W_OK | X_OK) == 0 ? 0 : -1;
}

int plat_lock_file(const char *path, intptr_t *handle)
{
    int fd = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0600);
    if (fd < 0) return -1;
    if (flock(fd, LOCK_EX | LOCK_NB)) {
        int e = errno;
        close(fd);
        errno = e;
        return e == EWOULDBLOCK ? 1 : -1;
    }
    *handle = fd;
    return 0;
}

void plat_unlock_file(intptr_t handle) { close((int)handle); }

int plat_cores(void)
{
    long n = sysconf(_SC_NPROCESSORS_ONLN);
    return n > 0 ? (int)n : 1;
}

void plat_raise_file_limit(void)
{
    struct rlimit rl;
    if (getrlimit(RLIMIT_NOFILE, &rl) == 0 && rl.rlim_cur < rl.rlim_max) {
        rl.rlim_cur = rl.rlim_max;
        setrlimit(RLIMIT_NOFILE, &rl);
    }
}

void plat_gmtime(int64_t t, struct tm *out)
{
    time_t tt = (time_t)t;
    gmtime_r(&tt, out);
}
#endif
