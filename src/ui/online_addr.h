/* online_addr.h - the part of the online panel that tells the host how
 * friends reach the room the game hosts (online_addr.c): the router's
 * forwarding (src/net/upnp.c) as it stands, the address on this
 * network, and, when nothing is forwarded, why and what to forward by hand. */
#ifndef YS_UI_ONLINE_ADDR_H
#define YS_UI_ONLINE_ADDR_H

#include "app.h"
#include "upnp.h"

/* The block's height in layout units: four small lines and a gap, or
 * three where the panel is tight (the text then smaller where it must). */
#define UI_HOST_ADDR_LINE 24
#define UI_HOST_ADDR_UNITS (4 * UI_HOST_ADDR_LINE + 10)
#define UI_HOST_ADDR_TIGHT (3 * UI_HOST_ADDR_LINE + 10)

typedef struct {
    const YsUpnpStatus *up; /* what the router answered */
    const char *lan;        /* this machine on its network: "" unknown */
    const char *shared;     /* the address the network's invite names */
    int port;               /* the room's port */
    int forwarded;          /* there is an internet invite: two to copy */
} UiHostAddr;

/* Draws the block in area (x, y, width; its top line first). */
void ui_host_addr_draw(UiApp *a, UiRect area, const UiHostAddr *h);
/* The small Copy beside the network's address, shown when forwarded. */
UiRect ui_host_addr_copy(UiApp *a, UiRect area);

#endif
