/* render.h - which SDL renderer draws the game: the GPU's, unless its
 * OpenGL driver rasterizes in software (Mesa llvmpipe on a machine without
 * a GPU driver), where SDL's own software renderer is an order of magnitude
 * cheaper; the renderer setting overrides. */
#ifndef YS_UI_RENDER_H
#define YS_UI_RENDER_H

#include <SDL.h>

#include "text/ui_text.h"

/* 1 if an OpenGL GL_RENDERER string names a software rasterizer, else 0
 * (NULL too). */
int ui_gl_is_software(const char *gl_renderer);

/* Whether to draw with SDL's software renderer, given the choice and the
 * GL_RENDERER string of the GPU renderer (NULL: not OpenGL or unknown). */
int ui_renderer_wants_software(UiRendererChoice choice, const char *gl_renderer);

/* The choice for this run: YS_SOFTWARE=1 in the environment (--software,
 * --shot, tests), else YS_RENDERER=auto|gpu|software, else fallback. */
UiRendererChoice ui_renderer_choice(UiRendererChoice fallback);

/* Creates the renderer for win as choice says, falling back on the
 * software renderer when the GPU's cannot be made. Auto: on Linux with no
 * GPU device (no DRM render node, NVIDIA or WSL device), the software
 * renderer without loading OpenGL at all; else the GPU's, unless its
 * GL_RENDERER names a software rasterizer (ui_renderer_wants_software).
 * NULL on failure (SDL_GetError). */
SDL_Renderer *ui_renderer_create(SDL_Window *win, UiRendererChoice choice);

/* What the last ui_renderer_create picked and why, for --measure. */
const char *ui_renderer_picked(void);

#endif
