/* rules_diagram.h - the examples drawn in the rules reference (F1): each
 * a small real position of a 4-player game, and the verdict the engine
 * gives for it (ys_leads: the counting's own ranking and tie rules), so
 * what the picture says is what the game would do. No SDL. */
#ifndef YS_UI_RULES_DIAGRAM_H
#define YS_UI_RULES_DIAGRAM_H

#include "ui_diagram_text.h"
#include "ys/ys.h"

#define UI_DIAG_ROWS 3 /* market rows 1..3 */

typedef struct {
    int kind;  /* UiDiagramKind */
    YsGame g;  /* the position (4 players, every broker face up, order cards 1-4) */
    int place; /* AREA, TIE: the city area shown */
    /* AREA, TIE: the area's contest, as the engine ranks it */
    int winner, runner_up;        /* seats, -1 none */
    int total[YS_MAX_SEATS];      /* per seat; -1: no broker there */
    int front[YS_MAX_SEATS];      /* per seat: the total in front of the screen */
    int order_card[YS_MAX_SEATS]; /* per seat */
    /* MARKET: each row's winner and totals, the columns' order and steps */
    int gem[UI_DIAG_ROWS + 1];                     /* the gem on rows 1..3 */
    int row_winner[UI_DIAG_ROWS + 1];              /* rows 1..3; -1 nobody */
    int row_total[UI_DIAG_ROWS + 1][YS_MAX_SEATS]; /* -1: no broker there */
    int col_rank[YS_COLOURS];                      /* per colour: 0 strongest */
    int col_total[YS_COLOURS], col_brokers[YS_COLOURS];
    int col_steps[YS_COLOURS]; /* quotation steps per colour */
} UiDiagram;

/* Builds the example of kind (a UiDiagramKind other than NONE) and reads
 * its verdict from the engine. 0, or -1 for an unknown kind. */
int ui_diagram_build(int kind, UiDiagram *d);

/* The example of kind, built once (NULL for an unknown kind): what the
 * rules reference draws. */
const UiDiagram *ui_diagram_get(int kind);

/* The verdict in words, in the language in use, as the picture writes it
 * under the example: for AREA and TIE the area's (row ignored), for MARKET
 * row 1..3's. Returns the length; "" where there is no winner. */
int ui_diagram_verdict(const UiDiagram *d, int row, char *buf, int len);

#endif
