/* ui_diagram_text.h - the words of the rules reference's drawn examples
 * (rules_diagram.h), by id, in the language in use. No SDL. */
#ifndef YS_UI_DIAGRAM_TEXT_H
#define YS_UI_DIAGRAM_TEXT_H

/* The examples drawn in the rules reference (built by rules_diagram.c). */
typedef enum {
    UI_DIAG_NONE,   /* a section without a picture */
    UI_DIAG_AREA,   /* an area majority: three players, who wins the port */
    UI_DIAG_TIE,    /* equal totals broken on the brokers in front of the screen */
    UI_DIAG_MARKET, /* the market: rows and columns */
    UI_DIAG_COUNT
} UiDiagramKind;

typedef enum {
    DT_AREA_TITLE,
    DT_AREA_CAPTION,
    DT_AREA_WINS, /* name, total */
    DT_TIE_TITLE,
    DT_TIE_CAPTION,
    DT_TIE_WINS, /* total, name, front, the other's front */
    DT_FRONT,    /* total in front of the screen */
    DT_ORDER,    /* order card */
    DT_MARKET_TITLE,
    DT_MARKET_CAPTION,
    DT_ROW_WINS, /* row, name, total */
    DT_COUNT
} UiDiagTextId;

/* The text of id in the language in use (English where missing); "" for an
 * unknown id. ui_diag_tr: in a given language (UiLang), NULL if missing. */
const char *ui_diag_str(int id);
const char *ui_diag_tr(int id, int lang);

#endif
