/* faultproxy.c - ys-faultproxy: a TCP proxy for the tests that makes a bad
 * network in userspace, for kernels without netem (tests/server/
 * check_netfaults.sh). It forwards the bytes of every connection it accepts
 * to one address and back, each direction with: a one-way delay and jitter
 * (the order of the bytes kept, as TCP keeps it); stalls standing in for lost
 * segments (with a probability per chunk read, the stream holds still for a
 * retransmission's pause); the stream cut into random small pieces, some
 * written together and some a moment apart (so TLS records and JSON lines
 * arrive cut at every place); a blackhole cut (nothing forwarded either way,
 * nothing closed, new connections accepted and held as unanswered SYNs are,
 * until the link is restored); and a reset of every connection. The cut and
 * the reset come at a byte count given on the command line, or when a line
 * (cut, restore, reset, stats) is written to the --control FIFO. Logs one
 * line per event on standard output. POSIX only (poll). */
#include <arpa/inet.h>
#include <errno.h>
#include <fcntl.h>
#include <netdb.h>
#include <netinet/in.h>
#include <netinet/tcp.h>
#include <poll.h>
#include <signal.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <sys/uio.h>
#include <time.h>
#include <unistd.h>

#ifndef MSG_NOSIGNAL /* macOS: SIGPIPE is ignored instead */
#define MSG_NOSIGNAL 0
#endif

#define QUEUE_CAP (1 << 20) /* bytes held per direction before the proxy stops reading */
#define READ_MAX 16384

typedef struct Chunk Chunk;
struct Chunk {
    Chunk *next;
    long long due; /* monotonic ms: not written before */
    size_t len, off;
    int end; /* 0: data; 1: the sender closed (FIN); 2: the sender reset (RST) */
    char data[];
};

typedef struct {
    Chunk *head, *tail;
    size_t queued;
    long long last_due; /* no chunk is due before the one ahead of it */
    int src_done;       /* the source closed or failed: nothing more to read */
    int fin_sent;       /* the destination was told (shutdown) */
    int blocked;        /* the destination's buffer is full: wait for POLLOUT */
} Dir;

typedef struct {
    int fd[2];      /* 0: the accepted client's socket; 1: the upstream one (-1: not yet) */
    int connecting; /* fd[1]'s connect is under way */
    int gone;       /* 1: done, to close; 2: to reset */
    int id;
    Dir dir[2]; /* dir[d] reads fd[d] and writes fd[!d]: 0 up (to the server), 1 down */
} Pair;

static struct {
    int delay, jitter, split;
    double stall_p;
    int stall_min, stall_max;
    long long cut_at, reset_every;
} opt;

static struct {
    long long conns, held, bytes[2], pieces, stalls, cuts, resets;
} stats;

static Pair **pairs;
static int npairs, cappairs, next_id;
static int cut, cut_done;
static long long since_reset; /* bytes forwarded since the last --reset-every reset */
static struct sockaddr_storage up_addr;
static socklen_t up_len;
static uint64_t rng = 0x853C49E6748FEA9Bull;
static volatile sig_atomic_t stop;

static void say(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
static void say(const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    fputs("ys-faultproxy: ", stdout);
    vprintf(fmt, ap);
    putchar('\n');
    fflush(stdout);
    va_end(ap);
}

static void die(const char *what)
{
    fprintf(stderr, "ys-faultproxy: %s: %s\n", what, strerror(errno));
    exit(1);
}

static void *xmalloc(size_t n)
{
    void *p = malloc(n);
    if (!p) {
        fputs("ys-faultproxy: out of memory\n", stderr);
        exit(1);
    }
    return p;
}

static long long now_ms(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (long long)ts.tv_sec * 1000 + ts.tv_nsec / 1000000;
}

static uint64_t next(void)
{
    rng ^= rng << 13;
    rng ^= rng >> 7;
    rng ^= rng << 17;
    return rng;
}

static int below(int n) { return n > 0 ? (int)(next() % (uint64_t)n) : 0; }

static void push(Dir *q, const char *data, size_t len, long long due, int end)
{
    Chunk *c = xmalloc(sizeof *c + len);
    if (len) memcpy(c->data, data, len);
    c->len = len;
    c->off = 0;
    c->end = end;
    c->next = NULL;
    c->due = due < q->last_due ? q->last_due : due;
    q->last_due = c->due;
    q->queued += len;
    if (q->tail)
        q->tail->next = c;
    else
        q->head = c;
    q->tail = c;
}

/* Queues what was read (or the source's end): delayed, jittered, perhaps
 * stalled, and cut into pieces when --split asks. */
static void enqueue(Dir *q, const char *data, size_t len, int end)
{
    long long due = now_ms() + opt.delay + below(opt.jitter + 1);
    if (opt.stall_p > 0 && (double)(next() % 1000000) < opt.stall_p * 1e6) {
        due = (due < q->last_due ? q->last_due : due) + opt.stall_min + below(opt.stall_max - opt.stall_min + 1);
        stats.stalls++;
    }
    if (end || !opt.split) {
        push(q, data, len, due, end);
        stats.pieces++;
        return;
    }
    for (size_t off = 0; off < len;) {
        size_t n = 1 + (size_t)below(opt.split);
        if (n > len - off) n = len - off;
        push(q, data + off, n, due, 0);
        stats.pieces++;
        off += n;
        if (below(3) == 0) due = (due < q->last_due ? q->last_due : due) + 1; /* a moment: the reader sees a cut */
    }
}

static void close_fd(int fd, int reset)
{
    if (fd < 0) return;
    if (reset) {
        struct linger lg = {1, 0}; /* close with a RST, as a peer that vanished */
        setsockopt(fd, SOL_SOCKET, SO_LINGER, &lg, sizeof lg);
    }
    close(fd);
}

static void free_pair(Pair *p, int reset)
{
    close_fd(p->fd[0], reset);
    close_fd(p->fd[1], reset);
    for (int d = 0; d < 2; d++)
        for (Chunk *c = p->dir[d].head, *n; c; c = n) {
            n = c->next;
            free(c);
        }
    free(p);
}

static void nonblock_nodelay(int fd)
{
    int one = 1;
    fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK);
    setsockopt(fd, IPPROTO_TCP, TCP_NODELAY, &one, sizeof one);
}

/* Starts the upstream connection of a pair accepted (or held) before: 0, or
 * -1 when it cannot even begin. */
static int connect_up(Pair *p)
{
    p->fd[1] = socket(up_addr.ss_family, SOCK_STREAM, 0);
    if (p->fd[1] < 0) return -1;
    nonblock_nodelay(p->fd[1]);
    if (connect(p->fd[1], (struct sockaddr *)&up_addr, up_len) == 0) return 0;
    if (errno != EINPROGRESS) return -1;
    p->connecting = 1;
    return 0;
}

/* Bytes that may still be forwarded before a --cut-at or --reset-every
 * trigger, so that it lands on its very byte. */
static size_t budget(void)
{
    long long b = READ_MAX * 4;
    if (opt.cut_at && !cut_done && opt.cut_at - (stats.bytes[0] + stats.bytes[1]) < b)
        b = opt.cut_at - (stats.bytes[0] + stats.bytes[1]);
    if (opt.reset_every && opt.reset_every - since_reset < b) b = opt.reset_every - since_reset;
    return b > 0 ? (size_t)b : 0;
}

/* Writes what is due in direction d: 0, 1 when a trigger fired (stop for
 * now), -1 when the pair is gone (the destination failed or was reset). */
static int flush(Pair *p, int d)
{
    Dir *q = &p->dir[d];
    int dst = p->fd[!d];
    long long now = now_ms();
    q->blocked = 0;
    while (!cut && dst >= 0 && !p->connecting && q->head && q->head->due <= now) {
        Chunk *c = q->head;
        if (c->end == 2) return -1;
        if (c->end == 1) {
            shutdown(dst, SHUT_WR);
            q->fin_sent = 1;
            q->head = c->next;
            if (!q->head) q->tail = NULL;
            free(c);
            continue;
        }
        struct iovec iov[64];
        int n = 0;
        size_t room = budget(), total = 0;
        for (Chunk *k = c; k && n < 64 && !k->end && k->due <= now && total < room; k = k->next) {
            size_t len = k->len - k->off;
            if (len > room - total) len = room - total;
            iov[n].iov_base = k->data + k->off;
            iov[n++].iov_len = len;
            total += len;
        }
        if (!n) break;
        struct msghdr m = {.msg_iov = iov, .msg_iovlen = (size_t)n};
        ssize_t w = sendmsg(dst, &m, MSG_NOSIGNAL);
        if (w < 0) {
            if (errno == EAGAIN || errno == EWOULDBLOCK || errno == EINTR) {
                q->blocked = 1;
                return 0;
            }
            return -1;
        }
        stats.bytes[d] += w;
        since_reset += w;
        q->queued -= (size_t)w;
        for (size_t left = (size_t)w; left;) {
            Chunk *k = q->head;
            size_t take = k->len - k->off < left ? k->len - k->off : left;
            k->off += take;
            left -= take;
            if (k->off == k->len) {
                q->head = k->next;
                if (!q->head) q->tail = NULL;
                free(k);
            }
        }
        if (opt.cut_at && !cut_done && stats.bytes[0] + stats.bytes[1] >= opt.cut_at) {
            cut = cut_done = 1;
            stats.cuts++;
            say("cut at %lld bytes (%d connections open)", stats.bytes[0] + stats.bytes[1], npairs);
            return 1;
        }
        if (opt.reset_every && since_reset >= opt.reset_every) return 1;
    }
    return 0;
}

/* Reads what fd[d] has into dir[d]; its end (a FIN, or an error as a RST)
 * goes in as a chunk of its own. */
static void pull(Pair *p, int d)
{
    Dir *q = &p->dir[d];
    char buf[READ_MAX];
    ssize_t r = recv(p->fd[d], buf, sizeof buf, 0);
    if (r > 0) {
        enqueue(q, buf, (size_t)r, 0);
        return;
    }
    if (r < 0 && (errno == EAGAIN || errno == EWOULDBLOCK || errno == EINTR)) return;
    q->src_done = 1;
    enqueue(q, NULL, 0, r == 0 ? 1 : 2); /* the end travels after the data, through the same delay and cut */
}

static void add_pair(int fd)
{
    Pair *p = xmalloc(sizeof *p);
    memset(p, 0, sizeof *p);
    nonblock_nodelay(fd);
    p->fd[0] = fd;
    p->fd[1] = -1;
    p->id = ++next_id;
    stats.conns++;
    if (cut) {
        stats.held++;
        say("connection %d held (the link is cut)", p->id);
    } else if (connect_up(p)) {
        say("connection %d: cannot connect upstream: %s", p->id, strerror(errno));
        free_pair(p, 1);
        return;
    }
    if (npairs == cappairs) {
        cappairs = cappairs ? cappairs * 2 : 16;
        Pair **grown = xmalloc((size_t)cappairs * sizeof *pairs);
        if (npairs) memcpy(grown, pairs, (size_t)npairs * sizeof *pairs);
        free(pairs);
        pairs = grown;
    }
    pairs[npairs++] = p;
}

static void reset_all(const char *why)
{
    int n = npairs;
    while (npairs)
        free_pair(pairs[--npairs], 1);
    stats.resets++;
    since_reset = 0;
    say("reset %d connections (%s)", n, why);
}

static void print_stats(void)
{
    say("stats: %lld connections (%lld held by a cut), %lld bytes up, %lld down, %lld pieces, %lld stalls, %lld "
        "cuts, %lld resets",
        stats.conns, stats.held, stats.bytes[0], stats.bytes[1], stats.pieces, stats.stalls, stats.cuts, stats.resets);
}

static void command(const char *line)
{
    if (!strcmp(line, "cut")) {
        if (!cut) stats.cuts++;
        cut = 1;
        say("cut (%d connections open)", npairs);
    } else if (!strcmp(line, "restore")) {
        cut = 0;
        say("restored (%d connections)", npairs);
    } else if (!strcmp(line, "reset"))
        reset_all("asked");
    else if (!strcmp(line, "stats"))
        print_stats();
    else if (*line)
        say("unknown command: %s", line);
}

static void read_control(int fd)
{
    static char buf[256];
    static size_t n;
    ssize_t r = read(fd, buf + n, sizeof buf - 1 - n);
    if (r <= 0) return;
    n += (size_t)r;
    buf[n] = 0;
    char *nl;
    while ((nl = strchr(buf, '\n'))) {
        *nl = 0;
        command(buf);
        n -= (size_t)(nl + 1 - buf);
        memmove(buf, nl + 1, n + 1);
    }
    if (n == sizeof buf - 1) n = 0; /* a line too long: dropped */
}

static int resolve(const char *spec, struct sockaddr_storage *ss, socklen_t *len)
{
    char host[256];
    snprintf(host, sizeof host, "%s", spec);
    char *colon = strrchr(host, ':');
    if (!colon) return -1;
    *colon = 0;
    struct addrinfo hints = {.ai_socktype = SOCK_STREAM, .ai_flags = AI_NUMERICHOST | AI_NUMERICSERV}, *ai;
    if (getaddrinfo(host, colon + 1, &hints, &ai)) return -1;
    memcpy(ss, ai->ai_addr, ai->ai_addrlen);
    *len = ai->ai_addrlen;
    freeaddrinfo(ai);
    return 0;
}

static void on_signal(int sig)
{
    (void)sig;
    stop = 1;
}

static void usage(FILE *f)
{
    fprintf(f, "usage: ys-faultproxy --to ADDR:PORT [options]\n"
               "  --listen ADDR:PORT   where to accept (default 127.0.0.1:0: any free port, logged)\n"
               "  --delay MS           one-way delay, each direction\n"
               "  --jitter MS          up to MS more per chunk (the order of the bytes kept)\n"
               "  --stall PCT MIN MAX  a chunk in PCT%% stalls its stream MIN to MAX ms (a lost segment)\n"
               "  --split MAX          pieces of 1 to MAX bytes, a third of them followed by a 1 ms pause\n"
               "  --cut-at BYTES       cut the link (blackhole) once BYTES have been forwarded\n"
               "  --reset-every BYTES  reset every connection each time BYTES more have been forwarded\n"
               "  --control FIFO       lines: cut, restore, reset, stats\n"
               "  --seed N             the faults' random numbers\n");
}

int main(int argc, char **argv)
{
    const char *listen_on = "127.0.0.1:0", *to = NULL, *control = NULL;
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i];
        int left = argc - i - 1;
        if (!strcmp(a, "--help")) {
            usage(stdout);
            return 0;
        } else if (!strcmp(a, "--listen") && left)
            listen_on = argv[++i];
        else if (!strcmp(a, "--to") && left)
            to = argv[++i];
        else if (!strcmp(a, "--delay") && left)
            opt.delay = atoi(argv[++i]);
        else if (!strcmp(a, "--jitter") && left)
            opt.jitter = atoi(argv[++i]);
        else if (!strcmp(a, "--stall") && left >= 3) {
            opt.stall_p = atof(argv[++i]) / 100;
            opt.stall_min = atoi(argv[++i]);
            opt.stall_max = atoi(argv[++i]);
        } else if (!strcmp(a, "--split") && left)
            opt.split = atoi(argv[++i]);
        else if (!strcmp(a, "--cut-at") && left)
            opt.cut_at = atoll(argv[++i]);
        else if (!strcmp(a, "--reset-every") && left)
            opt.reset_every = atoll(argv[++i]);
        else if (!strcmp(a, "--control") && left)
            control = argv[++i];
        else if (!strcmp(a, "--seed") && left)
            rng ^= strtoull(argv[++i], NULL, 10) * 0xBF58476D1CE4E5B9ull;
        else {
            usage(stderr);
            return 2;
        }
    }
    if (!to || opt.delay < 0 || opt.jitter < 0 || opt.split < 0 || opt.stall_min < 0 || opt.stall_max < opt.stall_min ||
        opt.cut_at < 0 || opt.reset_every < 0) {
        usage(stderr);
        return 2;
    }
    if (!rng) rng = 1;
    struct sockaddr_storage ls;
    socklen_t ll;
    if (resolve(to, &up_addr, &up_len) || resolve(listen_on, &ls, &ll)) {
        fprintf(stderr, "ys-faultproxy: addresses are numeric ADDR:PORT\n");
        return 2;
    }
    signal(SIGPIPE, SIG_IGN);
    struct sigaction sa = {.sa_handler = on_signal}; /* no SA_RESTART: poll returns */
    sigaction(SIGTERM, &sa, NULL);
    sigaction(SIGINT, &sa, NULL);
    int lfd = socket(ls.ss_family, SOCK_STREAM, 0), one = 1;
    if (lfd < 0) die("socket");
    setsockopt(lfd, SOL_SOCKET, SO_REUSEADDR, &one, sizeof one);
    if (bind(lfd, (struct sockaddr *)&ls, ll) || listen(lfd, 64)) die("cannot listen");
    fcntl(lfd, F_SETFL, fcntl(lfd, F_GETFL) | O_NONBLOCK);
    getsockname(lfd, (struct sockaddr *)&ls, &ll);
    char host[64] = "?";
    int port = 0;
    if (ls.ss_family == AF_INET) {
        inet_ntop(AF_INET, &((struct sockaddr_in *)&ls)->sin_addr, host, sizeof host);
        port = ntohs(((struct sockaddr_in *)&ls)->sin_port);
    } else if (ls.ss_family == AF_INET6) {
        inet_ntop(AF_INET6, &((struct sockaddr_in6 *)&ls)->sin6_addr, host, sizeof host);
        port = ntohs(((struct sockaddr_in6 *)&ls)->sin6_port);
    }
    int cfd = control ? open(control, O_RDWR | O_NONBLOCK) : -1; /* read-write: no EOF when a writer goes */
    if (control && cfd < 0) die(control);
    say("listening on %s port %d (to %s)", host, port, to);

    struct pollfd *pfd = NULL;
    int cappfd = 0;
    while (!stop) {
        if (cappfd < 2 + 2 * npairs) {
            cappfd = 2 * (2 + 2 * npairs);
            free(pfd);
            pfd = xmalloc((size_t)cappfd * sizeof *pfd);
        }
        pfd[0] = (struct pollfd){.fd = lfd, .events = POLLIN};
        pfd[1] = (struct pollfd){.fd = cfd, .events = POLLIN};
        long long wake = -1, now = now_ms();
        for (int i = 0; i < npairs; i++) {
            Pair *p = pairs[i];
            for (int s = 0; s < 2; s++) {
                struct pollfd *f = &pfd[2 + 2 * i + s];
                *f = (struct pollfd){.fd = p->fd[s]};
                if (p->fd[s] < 0) continue;
                if (s == 1 && p->connecting) {
                    f->events = POLLOUT;
                    continue;
                }
                if (!p->dir[s].src_done && p->dir[s].queued < QUEUE_CAP) f->events |= POLLIN;
                Dir *out = &p->dir[!s]; /* what is written to this socket */
                if (cut || !out->head) continue;
                if (out->blocked)
                    f->events |= POLLOUT;
                else if (wake < 0 || out->head->due < wake)
                    wake = out->head->due;
            }
            for (int s = 0; s < 2; s++) /* a socket asked nothing is left out: its HUP would wake poll at once */
                if (!pfd[2 + 2 * i + s].events) pfd[2 + 2 * i + s].fd = -1;
        }
        int timeout = wake < 0 ? -1 : wake <= now ? 0 : (int)(wake - now);
        if (poll(pfd, (nfds_t)(2 + 2 * npairs), timeout) < 0) {
            if (errno == EINTR) continue;
            die("poll");
        }
        for (int i = 0; i < npairs; i++) { /* the pairs polled: pfd[2 + 2 * i] */
            Pair *p = pairs[i];
            if (p->connecting && pfd[2 + 2 * i + 1].revents) {
                int err = 0;
                socklen_t el = sizeof err;
                getsockopt(p->fd[1], SOL_SOCKET, SO_ERROR, &err, &el);
                p->connecting = 0;
                if (err) {
                    say("connection %d: upstream refused: %s", p->id, strerror(err));
                    p->gone = 2;
                    continue;
                }
            }
            for (int s = 0; s < 2; s++)
                if ((pfd[2 + 2 * i + s].events & POLLIN) && (pfd[2 + 2 * i + s].revents & (POLLIN | POLLHUP | POLLERR)))
                    pull(p, s);
        }
        if (pfd[1].revents & POLLIN) read_control(cfd);
        int fired = 0;
        for (int i = 0; i < npairs && !fired; i++) {
            Pair *p = pairs[i];
            if (p->gone) continue;
            if (!cut && p->fd[1] < 0 && connect_up(p)) {
                say("connection %d: cannot connect upstream: %s", p->id, strerror(errno));
                p->gone = 2;
                continue;
            }
            int r = 0;
            for (int d = 0; d < 2 && !r; d++)
                r = flush(p, d);
            if (r < 0)
                p->gone = 2;
            else if (r > 0)
                fired = 1;
            else if (p->dir[0].fin_sent && p->dir[1].fin_sent)
                p->gone = 1;
        }
        int kept = 0;
        for (int i = 0; i < npairs; i++)
            if (pairs[i]->gone)
                free_pair(pairs[i], pairs[i]->gone == 2);
            else
                pairs[kept++] = pairs[i];
        npairs = kept;
        if (opt.reset_every && since_reset >= opt.reset_every) reset_all("every --reset-every bytes");
        int fd;
        while ((fd = accept(lfd, NULL, NULL)) >= 0)
            add_pair(fd);
    }
    print_stats();
    while (npairs)
        free_pair(pairs[--npairs], 0);
    free(pairs);
    free(pfd);
    close(lfd);
    if (cfd >= 0) close(cfd);
    return 0;
}
