/* leads_shown.h - the live majorities the screen shows while placing: for
 * each area, neighbourhood, market row and column, who leads and by how
 * much, from the view shown (the player's own, never the referee's), with
 * "+?" where brokers the viewer cannot see stand. No SDL: the drawing
 * (draw_leads.c) and the tests read the same badges. */
#ifndef YS_UI_LEADS_SHOWN_H
#define YS_UI_LEADS_SHOWN_H

#include "session.h"

#define UI_LEAD_COLUMN 100 /* a market column's badge (kind), beside YsLeadKind */
#define UI_MAX_BADGES (YS_NBHDS * 4 + 3 + YS_COLOURS)

typedef struct {
    int kind;      /* YS_LEAD_AREA, _NBHD, _ROW or UI_LEAD_COLUMN */
    int index;     /* the area's place, the neighbourhood, the row (1-3) or the column's colour */
    int leader;    /* seat, -1 none; for a column, its rank (0 first) */
    int margin;    /* over the runner-up (known totals) */
    int unknown;   /* face-down brokers the viewer cannot see stand there */
    int why;       /* YsTieBreak: how the leader stands before the runner-up (a tie: how it is won) */
    char text[16]; /* "+2", "=" (a tie the rules break), "+?" / "+2?" (unknown brokers); columns "#1".."#4" */
} UiLeadBadge;

/* The badges of the view the session shows now (the story's view while it
 * is told): contests where nobody has a broker are left out. Returns how
 * many were written to out (at most max). */
int ui_leads_shown(const UiSession *s, UiLeadBadge *out, int max);
/* The same from any view (tests). */
int ui_leads_of_view(const YsView *v, UiLeadBadge *out, int max);

#endif
