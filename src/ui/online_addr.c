/* online_addr.c - online_addr.h: how friends reach the room this game
 * hosts, in the online panel. */
#include <stdio.h>

#include "draw.h"
#include "online_addr.h"

/* Line i of the block. */
static UiRect line(const UiApp *a, UiRect area, int i)
{
    int h = ui_sc(&a->L, UI_HOST_ADDR_LINE);
    return (UiRect){area.x, area.y + ui_sc(&a->L, UI_HOST_ADDR_LINE * i), area.w, h};
}

UiRect ui_host_addr_copy(UiApp *a, UiRect area)
{
    UiRect l = line(a, area, 2);
    int w = ui_w_label_fits(a, ui_str(S_UPNP_COPY_LAN), ui_sc(&a->L, 80), l.w / 3);
    return (UiRect){l.x + l.w - w, l.y, w, l.h - ui_sc(&a->L, 2)};
}

/* Forwarded: the internet address, then the one on this network (with a
 * Copy: there are two invites). Being asked: this network's, and so. Not
 * forwarded: why, and what to forward by hand (the invite is this
 * network's). */
void ui_host_addr_draw(UiApp *a, UiRect area, const UiHostAddr *h)
{
    const UiLayout *L = &a->L;
    UiGfx *g = &a->gfx;
    int px = L->font_small;
    char buf[640], why[300] = "", here[300];
    UiRect l0 = line(a, area, 0), l1 = line(a, area, 1), l2 = line(a, area, 2);
    snprintf(here, sizeof here, ui_str(S_UPNP_LAN), h->shared);
    if (h->forwarded) {
        snprintf(buf, sizeof buf, ui_str(S_UPNP_INTERNET), h->up->external, h->up->port);
        ui_text_fit(g, FONT_BOLD, px, UI_W_GOLD, l0.x, l0.y, l0.w, buf);
        ui_text_fit(g, FONT_SANS, px, UI_W_DIM, l1.x, l1.y, l1.w, ui_str(S_UPNP_MAPPED));
        UiRect c = ui_host_addr_copy(a, area);
        ui_text_fit(g, FONT_SANS, px, UI_W_TEXT, l2.x, l2.y, c.x - l2.x - ui_sc(L, 6), here);
        ui_w_button(a, c, ui_str(S_UPNP_COPY_LAN), 1, 0);
        return;
    }
    if (h->up->state == YS_UPNP_BUSY) {
        ui_text_fit(g, FONT_SANS, px, UI_W_TEXT, l0.x, l0.y, l0.w, here);
        snprintf(buf, sizeof buf, ui_str(S_UPNP_ASKING), h->port);
        ui_text_fit(g, FONT_SANS, px, UI_W_DIM, l1.x, l1.y, l1.w, buf);
        return;
    }
    if (h->up->state == YS_UPNP_NO_ROUTER)
        snprintf(why, sizeof why, "%s", ui_str(S_UPNP_NO_ROUTER));
    else if (h->up->state == YS_UPNP_REFUSED)
        snprintf(why, sizeof why, ui_str(S_UPNP_REFUSED), h->up->why);
    else if (h->up->state == YS_UPNP_PRIVATE)
        snprintf(why, sizeof why, ui_str(S_UPNP_PRIVATE), h->up->external);
    snprintf(here, sizeof here, ui_str(S_UPNP_FORWARD), h->port, h->lan[0] ? h->lan : ui_str(S_UPNP_THIS_PC));
    snprintf(buf, sizeof buf, "%s%s%s", why, why[0] ? " " : "", here);
    /* the four lines: smaller type where a language needs more */
    UiRect r = {l0.x, l0.y, l0.w, area.h - ui_sc(L, 10)};
    while (px > L->min_px && ui_text_wrap_h(g, FONT_SANS, px, r.w, buf) > r.h)
        px--;
    ui_text_wrap(g, FONT_SANS, px, UI_W_TEXT, r, buf);
}
