/* draw_diagram.h - the rules reference's drawn examples (draw_diagram.c). */
#ifndef YS_UI_DRAW_DIAGRAM_H
#define YS_UI_DRAW_DIAGRAM_H

#include "app.h"

/* Draws the example of kind (UiDiagramKind) at (x, y), w wide, with its
 * title, the position, the engine's verdict and a caption; returns the
 * height used (0 for an unknown kind). */
int ui_draw_diagram(UiApp *a, int kind, int x, int y, int w);

#endif
