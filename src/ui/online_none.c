/* online_none.c - a game built without online play (no libevent, OpenSSL
 * or SQLite where it was built): ui_online.h's functions refuse, or have
 * nothing to show, so the screens call them the same in every build. */
#include "ui_online.h"

int ui_online_games(UiApp *a, UiOnlineGame *out, int max)
{
    (void)a, (void)out, (void)max;
    return 0;
}

static int refuse(UiApp *a)
{
    ui_app_status(a, ui_str(S_ONLINE_NO_HOST));
    return -1;
}

void ui_online_list_ask(UiApp *a) { (void)a; }

int ui_online_list_poll(UiApp *a)
{
    (void)a;
    return 0;
}

void ui_online_list_free(UiApp *a) { (void)a; }

int ui_online_forget(UiApp *a, const char *room)
{
    (void)a, (void)room;
    return -1;
}

int ui_online_join(UiApp *a, const char *invite)
{
    (void)invite;
    return refuse(a);
}

int ui_online_resume(UiApp *a, const UiOnlineGame *g)
{
    (void)g;
    return refuse(a);
}

int ui_online_host(UiApp *a, int grace_s)
{
    (void)grace_s;
    return refuse(a);
}

const char *ui_online_invite(const UiApp *a)
{
    (void)a;
    return NULL;
}

const char *ui_online_internet_invite(const UiApp *a)
{
    (void)a;
    return NULL;
}

void ui_online_settle(void) {}

int ui_online_active(const UiApp *a)
{
    (void)a;
    return 0;
}

int ui_online_panel_foot(const UiApp *a)
{
    (void)a;
    return 0;
}

void ui_online_draw(UiApp *a) { (void)a; }

int ui_online_covers(const UiApp *a, int x, int y)
{
    (void)a, (void)x, (void)y;
    return 0;
}

UiRect ui_online_panel_button(UiApp *a, int which, int seat)
{
    (void)a, (void)which, (void)seat;
    return (UiRect){0, 0, 0, 0};
}

int ui_online_say(UiApp *a, const char *text)
{
    (void)a, (void)text;
    return -1;
}

int ui_online_chat_begin(UiApp *a)
{
    (void)a;
    return 0;
}

int ui_online_chat_key(UiApp *a, int key)
{
    (void)a, (void)key;
    return 0;
}

int ui_online_chat_text(UiApp *a, const char *utf8)
{
    (void)a, (void)utf8;
    return 0;
}

int ui_online_give_bot(UiApp *a, int seat)
{
    (void)a, (void)seat;
    return -1;
}

int ui_online_click(UiApp *a, int x, int y)
{
    (void)a, (void)x, (void)y;
    return 0;
}

int ui_online_show_demo(UiApp *a, uint64_t seed, int players, int kings_favor, int router, int to_end)
{
    (void)a, (void)seed, (void)players, (void)kings_favor, (void)router, (void)to_end;
    return -1;
}

int ui_online_feed(UiApp *a, const char *line)
{
    (void)a, (void)line;
    return -1;
}
