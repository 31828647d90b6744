/* bots.c - bot seats think on a bounded pool of threads. A worker gets a
 * copy of the seat's view only, never the room; its answer goes back to the
 * event loop through a queue and event_active, and the loop alone decides
 * whether it still applies (the room may have moved on or ended). */
#include <pthread.h>
#include <stdlib.h>

#include <event2/event.h>
#include <event2/thread.h>

#include "server.h"
#include "ys/die.h"

struct Bots {
    pthread_mutex_t mu;
    pthread_cond_t cv;
    BotJob *todo, *todo_tail, *done;
    BotJob **running; /* one slot per thread, to cancel at the end */
    int nthreads, stop;
    pthread_t *threads;
    struct event *wake;
    void (*cb)(BotJob *j, void *ud);
    void *ud;
};

typedef struct {
    struct Bots *b;
    int slot;
} Worker;

static void *work(void *arg)
{
    Worker *w = arg;
    struct Bots *b = w->b;
    for (;;) {
        pthread_mutex_lock(&b->mu);
        while (!b->todo && !b->stop)
            pthread_cond_wait(&b->cv, &b->mu);
        if (b->stop) {
            pthread_mutex_unlock(&b->mu);
            break;
        }
        BotJob *j = b->todo;
        b->todo = j->next;
        if (!b->todo) b->todo_tail = NULL;
        b->running[w->slot] = j;
        pthread_mutex_unlock(&b->mu);

        j->prm.cancel = &j->cancel;
        j->rc = atomic_load(&j->cancel) ? AI_CANCELLED : ai_choose(&j->view, &j->prm, &j->move);

        pthread_mutex_lock(&b->mu);
        b->running[w->slot] = NULL;
        j->next = b->done;
        b->done = j;
        pthread_mutex_unlock(&b->mu);
        event_active(b->wake, EV_READ, 0);
    }
    free(w);
    return NULL;
}

static void deliver(evutil_socket_t fd, short what, void *arg)
{
    (void)fd;
    (void)what;
    struct Bots *b = arg;
    pthread_mutex_lock(&b->mu);
    BotJob *list = b->done;
    b->done = NULL;
    pthread_mutex_unlock(&b->mu);
    while (list) {
        BotJob *j = list;
        list = j->next;
        b->cb(j, b->ud);
    }
}

struct Bots *bots_new(struct event_base *base, int threads, void (*done)(BotJob *j, void *ud), void *ud)
{
    struct Bots *b = calloc(1, sizeof *b);
    if (!b) ys_die("out of memory (the bots' pool)");
    pthread_mutex_init(&b->mu, NULL);
    pthread_cond_init(&b->cv, NULL);
    b->cb = done;
    b->ud = ud;
    b->wake = event_new(base, -1, 0, deliver, b);
    b->threads = calloc((size_t)threads, sizeof *b->threads);
    b->running = calloc((size_t)threads, sizeof *b->running);
    if (!b->wake || !b->threads || !b->running) ys_die("out of memory (the bots' threads)");
    for (int i = 0; i < threads; i++) {
        Worker *w = malloc(sizeof *w);
        if (!w) ys_die("out of memory (a bot's thread)");
        w->b = b;
        w->slot = i;
        if (pthread_create(&b->threads[i], NULL, work, w)) {
            free(w);
            break;
        }
        b->nthreads++;
    }
    if (!b->nthreads) {
        bots_free(b);
        return NULL;
    }
    return b;
}

void bots_submit(struct Bots *b, BotJob *j)
{
    j->next = NULL;
    pthread_mutex_lock(&b->mu);
    if (b->todo_tail)
        b->todo_tail->next = j;
    else
        b->todo = j;
    b->todo_tail = j;
    pthread_cond_signal(&b->cv);
    pthread_mutex_unlock(&b->mu);
}

void bots_free(struct Bots *b)
{
    if (!b) return;
    pthread_mutex_lock(&b->mu);
    b->stop = 1;
    for (int i = 0; i < b->nthreads; i++)
        if (b->running[i]) atomic_store(&b->running[i]->cancel, 1);
    pthread_cond_broadcast(&b->cv);
    pthread_mutex_unlock(&b->mu);
    for (int i = 0; i < b->nthreads; i++)
        pthread_join(b->threads[i], NULL);
    for (BotJob *l = b->todo, *n; l; l = n) {
        n = l->next;
        free(l);
    }
    for (BotJob *l = b->done, *n; l; l = n) {
        n = l->next;
        free(l);
    }
    if (b->wake) event_free(b->wake);
    pthread_mutex_destroy(&b->mu);
    pthread_cond_destroy(&b->cv);
    free(b->threads);
    free(b->running);
    free(b);
}
