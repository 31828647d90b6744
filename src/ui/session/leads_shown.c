/* leads_shown.c - the live majorities as badges: ys_leads on the view shown,
 * turned into what a badge says ("+2", "=", "+?"). */
#include <stdio.h>
#include <string.h>

#include "leads_shown.h"

static void say(UiLeadBadge *b)
{
    if (b->unknown && b->margin <= 0)
        snprintf(b->text, sizeof b->text, "+?");
    else if (b->unknown)
        snprintf(b->text, sizeof b->text, "+%d?", b->margin > 99 ? 99 : b->margin);
    else if (b->margin <= 0 && b->why != YS_TB_ALONE) /* alone with a 0 is no tie: "+0" */
        snprintf(b->text, sizeof b->text, "=");
    else
        snprintf(b->text, sizeof b->text, "+%d", b->margin > 99 ? 99 : b->margin);
}

int ui_leads_of_view(const YsView *v, UiLeadBadge *out, int max)
{
    YsLeads l;
    ys_leads(v, &l);
    int n = 0;
    for (int i = 0; i < l.n && n < max; i++) {
        const YsLead *e = &l.lead[i];
        int anyone = 0;
        for (int s = 0; s < YS_MAX_SEATS; s++)
            anyone |= e->known[s] >= 0 || e->hidden[s];
        if (!anyone) continue;
        UiLeadBadge *b = &out[n++];
        memset(b, 0, sizeof *b);
        b->kind = e->kind;
        b->index = e->index;
        b->leader = e->leader;
        /* a lone player leads by what they have there; the badge says so */
        b->margin = e->margin;
        b->unknown = !e->certain;
        b->why = e->why;
        say(b);
    }
    for (int r = 0; r < YS_COLOURS && n < max; r++) {
        int c = l.columns.order[r];
        if (!l.columns.brokers[c]) continue;
        UiLeadBadge *b = &out[n++];
        memset(b, 0, sizeof *b);
        b->kind = UI_LEAD_COLUMN;
        b->index = c;
        b->leader = r;
        b->unknown = l.columns.hidden[c] > 0;
        /* the rank, and "?" while face-down brokers may change it */
        snprintf(b->text, sizeof b->text, "#%d%s", r + 1, b->unknown ? "?" : "");
    }
    return n;
}

int ui_leads_shown(const UiSession *s, UiLeadBadge *out, int max)
{
    if (!s->players) return 0;
    return ui_leads_of_view(s->animating ? &s->disp : &s->view, out, max);
}
