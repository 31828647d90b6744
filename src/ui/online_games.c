/* online_games.c - the rooms this player sits in, kept in online.txt in
 * the player's folder (ui_online_games for Play online's list, and
 * ui_online_keep as a room goes on): one room a line, "LINK ROOM SEAT TOKEN
 * SEQ", newest last. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "online_room.h"
#include "ys/file.h"

static int games_path(const char *dir, char *buf, size_t len)
{
    if (!dir) return -1;
    int n = snprintf(buf, len, "%sonline.txt", dir);
    return n > 0 && (size_t)n < len ? 0 : -1;
}

#define GAMES_MAX 64              /* rooms kept */
#define GAMES_BYTES (1024 * 1024) /* a longer online.txt is not ours */

/* The rooms of online.txt in the order of the file (newest last), at most
 * GAMES_MAX: how many. A FIFO or a folder there is not read (never waited
 * on), nor a file too long for one. */
static int read_games(const char *dir, UiOnlineGame *all)
{
    char path[4096], *text = NULL;
    size_t len = 0;
    if (games_path(dir, path, sizeof path) || ys_file_read(path, GAMES_BYTES, &text, &len, NULL, 0)) return 0;
    int n = 0;
    for (char *line = text, *next; line && *line; line = next) {
        next = strchr(line, '\n');
        if (next) *next++ = 0;
        UiOnlineGame g;
        memset(&g, 0, sizeof g);
        char mark[16] = "";
        int k = sscanf(line, "%399s %15s %d %79s %d %15s", g.link, g.room, &g.seat, g.token, &g.seq, mark);
        if (k < 5) continue;
        g.hosted = k == 6 && !strcmp(mark, "hosted");
        for (k = 0; k < n && strcmp(all[k].room, g.room); k++) {
        }
        if (k < n) { /* the later line of a room wins */
            memmove(&all[k], &all[k + 1], sizeof all[0] * (size_t)(n - k - 1));
            n--;
        }
        if (n == GAMES_MAX) memmove(&all[0], &all[1], sizeof all[0] * (GAMES_MAX - 1)), n--;
        all[n++] = g;
    }
    free(text);
    return n;
}

int ui_online_games(UiApp *a, UiOnlineGame *out, int max)
{
    static UiOnlineGame all[GAMES_MAX];
    int n = read_games(a->pref_dir, all), w = 0;
    for (int i = n - 1; i >= 0 && w < max; i--)
        out[w++] = all[i];
    return w;
}

/* online.txt written anew with the rooms all[0..n-1] (ys_file_write_private:
 * never half a file, nothing that is not a regular file replaced, mode 0600
 * from the file's making: the tokens are the player's secrets, and a chmod
 * of the name would follow a link put there). 0 or -1. */
static int write_games(const char *dir, const UiOnlineGame *all, int n)
{
    static char text[(GAMES_MAX + 1) * 600];
    char path[4096];
    if (games_path(dir, path, sizeof path)) return -1;
    size_t len = 0;
    for (int i = 0; i < n; i++)
        len += (size_t)snprintf(text + len, sizeof text - len, "%s %s %d %s %d%s\n", all[i].link, all[i].room,
                                all[i].seat, all[i].token, all[i].seq, all[i].hosted ? " hosted" : "");
    return ys_file_write_private(path, text, len, NULL, 0);
}

int ui_online_unkeep(const char *dir, const char *room)
{
    static UiOnlineGame all[GAMES_MAX];
    int n = read_games(dir, all), k;
    for (k = 0; k < n && strcmp(all[k].room, room); k++) {
    }
    if (k == n) return -1;
    memmove(&all[k], &all[k + 1], sizeof all[0] * (size_t)(n - k - 1));
    return write_games(dir, all, n - 1);
}

/* Written whole, one line a room. */
void ui_online_keep(UiOnline *o)
{
    static UiOnlineGame all[GAMES_MAX + 1];
    if (o->demo || !o->pref_dir || !o->room[0] || !o->token[0]) return;
    int n = read_games(o->pref_dir, all), k;
    for (k = 0; k < n && strcmp(all[k].room, o->room); k++) {
    }
    if (k < n) memmove(&all[k], &all[k + 1], sizeof all[0] * (size_t)(n - k - 1)), n--;
    if (n == GAMES_MAX) memmove(&all[0], &all[1], sizeof all[0] * (GAMES_MAX - 1)), n--;
    UiOnlineGame *g = &all[n++];
    snprintf(g->link, sizeof g->link, "%s", o->link);
    snprintf(g->room, sizeof g->room, "%s", o->room);
    memcpy(g->token, o->token, sizeof g->token);
    g->seat = o->seat, g->seq = o->seq;
#ifdef YS_SERVER_HOST
    g->hosted = o->srv != NULL;
#endif
    if (write_games(o->pref_dir, all, n) == 0) o->kept_seq = o->seq;
}
