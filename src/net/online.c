/* online.c - the game's connection to a room server on a thread of its own
 * (online.h), over the blocking TLS client beside it (client.h). */
#include "online.h"

#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "client.h"

typedef struct Line {
    char *s;
    struct Line *next;
} Line;

typedef struct {
    Line *head, *tail;
} Queue;

struct NetConn {
    pthread_t thread;
    pthread_mutex_t mu;
    char host[256], fp[80];
    int port;
    void (*wake)(void *);
    void *ud;
    /* under mu */
    Queue in, out;
    NetState state;
    int stop;
    int dialing;  /* the thread is in ycl_connect, which ends by itself within DIAL_MS */
    int released; /* net_conn_close let go of c while it dialed: the thread frees it */
    char err[300];
};

enum { DIAL_MS = 15000, TICK_MS = 20 };

static void push(Queue *q, char *s)
{
    Line *l = malloc(sizeof *l);
    if (!l) {
        free(s);
        return;
    }
    l->s = s;
    l->next = NULL;
    if (q->tail)
        q->tail->next = l;
    else
        q->head = l;
    q->tail = l;
}

static char *pop(Queue *q)
{
    Line *l = q->head;
    if (!l) return NULL;
    q->head = l->next;
    if (!q->head) q->tail = NULL;
    char *s = l->s;
    free(l);
    return s;
}

static void drain(Queue *q)
{
    char *s;
    while ((s = pop(q)))
        free(s);
}

static void end(NetConn *c, const char *why)
{
    pthread_mutex_lock(&c->mu);
    if (c->state != NET_DOWN) snprintf(c->err, sizeof c->err, "%s", why);
    c->state = NET_DOWN;
    drain(&c->out);
    pthread_mutex_unlock(&c->mu);
    if (c->wake) c->wake(c->ud);
}

static void destroy(NetConn *c)
{
    drain(&c->in);
    drain(&c->out);
    pthread_mutex_destroy(&c->mu);
    free(c);
}

static int stopping(NetConn *c)
{
    pthread_mutex_lock(&c->mu);
    int s = c->stop;
    pthread_mutex_unlock(&c->mu);
    return s;
}

static void *run(void *arg)
{
    NetConn *c = arg;
    char err[300] = "";
    pthread_mutex_lock(&c->mu);
    c->dialing = 1;
    pthread_mutex_unlock(&c->mu);
    Ycl *y = ycl_connect(c->host, c->port, c->fp[0] ? c->fp : NULL, DIAL_MS, err, sizeof err);
    pthread_mutex_lock(&c->mu);
    c->dialing = 0;
    int released = c->released;
    pthread_mutex_unlock(&c->mu);
    if (released) { /* nobody waits for this connection any more */
        if (y) ycl_close(y, 1);
        destroy(c);
        return NULL;
    }
    if (!y) {
        end(c, err[0] ? err : "cannot connect");
        return NULL;
    }
    if (ycl_sendz(y, "{\"type\":\"hello\",\"version\":1,\"state\":true}")) {
        ycl_close(y, 1);
        end(c, "the server closed the connection");
        return NULL;
    }
    int up = 0;
    long waited = 0;
    while (!stopping(c)) {
        const char *l = ycl_recv(y, TICK_MS);
        if (l) {
            if (!up) {
                up = strstr(l, "\"type\":\"welcome\"") != NULL;
                pthread_mutex_lock(&c->mu);
                if (up) c->state = NET_UP;
                pthread_mutex_unlock(&c->mu);
                if (!up) { /* an error instead of welcome: the server's words */
                    ycl_close(y, 1);
                    end(c, l);
                    return NULL;
                }
                if (c->wake) c->wake(c->ud);
                continue;
            }
            char *copy = strdup(l);
            if (copy) {
                pthread_mutex_lock(&c->mu);
                push(&c->in, copy);
                pthread_mutex_unlock(&c->mu);
                if (c->wake) c->wake(c->ud);
            }
            continue;
        }
        if (ycl_dead(y)) {
            ycl_close(y, 1);
            end(c, "the connection to the server was lost");
            return NULL;
        }
        if (!up && (waited += TICK_MS) > DIAL_MS) {
            ycl_close(y, 1);
            end(c, "the server did not answer");
            return NULL;
        }
        for (;;) {
            pthread_mutex_lock(&c->mu);
            char *s = up ? pop(&c->out) : NULL;
            pthread_mutex_unlock(&c->mu);
            if (!s) break;
            int rc = ycl_sendz(y, s);
            free(s);
            if (rc) {
                ycl_close(y, 1);
                end(c, "the connection to the server was lost");
                return NULL;
            }
        }
    }
    /* asked to stop: what is queued (a leave) goes first */
    for (;;) {
        pthread_mutex_lock(&c->mu);
        char *s = up ? pop(&c->out) : NULL;
        pthread_mutex_unlock(&c->mu);
        if (!s || ycl_sendz(y, s)) {
            free(s);
            break;
        }
        free(s);
    }
    ycl_close(y, 0);
    end(c, "closed");
    return NULL;
}

NetConn *net_conn_open(const char *host, int port, const char *fp, void (*wake)(void *ud), void *ud)
{
    NetConn *c = calloc(1, sizeof *c);
    if (!c) return NULL;
    snprintf(c->host, sizeof c->host, "%s", host);
    snprintf(c->fp, sizeof c->fp, "%s", fp ? fp : "");
    c->port = port;
    c->wake = wake;
    c->ud = ud;
    c->state = NET_DIALING;
    pthread_mutex_init(&c->mu, NULL);
    if (pthread_create(&c->thread, NULL, run, c)) {
        pthread_mutex_destroy(&c->mu);
        free(c);
        return NULL;
    }
    return c;
}

void net_conn_send(NetConn *c, const char *line)
{
    char *s = strdup(line);
    if (!s) return;
    pthread_mutex_lock(&c->mu);
    if (c->state == NET_DOWN)
        free(s);
    else
        push(&c->out, s);
    pthread_mutex_unlock(&c->mu);
}

char *net_conn_poll(NetConn *c)
{
    pthread_mutex_lock(&c->mu);
    char *s = pop(&c->in);
    pthread_mutex_unlock(&c->mu);
    return s;
}

NetState net_conn_state(NetConn *c)
{
    pthread_mutex_lock(&c->mu);
    NetState s = c->state;
    pthread_mutex_unlock(&c->mu);
    return s;
}

void net_conn_error(NetConn *c, char *buf, size_t len)
{
    pthread_mutex_lock(&c->mu);
    snprintf(buf, len, "%s", c->state == NET_DOWN ? c->err : "");
    pthread_mutex_unlock(&c->mu);
}

void net_conn_close(NetConn *c)
{
    if (!c) return;
    pthread_mutex_lock(&c->mu);
    c->stop = 1;
    int dialing = c->dialing; /* a dial to a host that does not answer takes DIAL_MS: not waited for */
    c->released = dialing;
    pthread_mutex_unlock(&c->mu);
    if (dialing) {
        pthread_detach(c->thread);
        return;
    }
    pthread_join(c->thread, NULL);
    destroy(c);
}
