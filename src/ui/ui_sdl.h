/* ui_sdl.h - the SDL side of the game's tools: graphics caches and
 * primitives (gfx.c) and the bot worker thread (bot_worker.c). The app and
 * its scenes are in app.h, drawing in draw.h. Only src/ui includes SDL. */
#ifndef YS_UI_SDL_H
#define YS_UI_SDL_H

#include <SDL.h>
#include <SDL_ttf.h>

#include "ui.h"

enum { FONT_SANS, FONT_BOLD, FONT_TITLE, FONT_FACES };
enum { AL_LEFT = 0, AL_CENTER = 1, AL_RIGHT = 2 };

/* What the drawing code shows, for tests that check privacy. */
enum { TR_BEHIND, TR_FRONT, TR_BOARD_UP, TR_BOARD_DOWN, TR_BOARD_PEEKED, TR_NEUTRAL, TR_HAND, TR_HANDOVER };
typedef void (*UiTraceFn)(void *ud, int what, int owner, int viewer, int value);

/* Caches: textures are kept by key and dropped least recently used first
 * once their bytes pass a budget, so memory stays bounded at any size. */
#define UI_TEXT_CACHE 768
#define UI_TEXT_BUDGET (6u << 20)
typedef struct {
    uint32_t hash;
    int face, size;
    uint32_t rgba;
    SDL_Texture *tex;
    int w, h;
    uint32_t used;
    char s[96];
} UiTextEntry;

/* The text audit (tests): when UiGfx.audit is set, every string drawn is
 * recorded with its pixel size, the rectangle it covers and the panel it
 * belongs to (the innermost ui_panel_push rectangle; the window when none). */
#define UI_MIN_TEXT_PX 12
#define UI_AUDIT_MAX 4096
#define UI_AUDIT_TEXT 128 /* bytes a record keeps of its line, with the NUL */
typedef struct {
    char s[UI_AUDIT_TEXT]; /* the line, its first UI_AUDIT_TEXT - 1 bytes */
    int face, px;
    UiRect r;     /* what the string covers */
    UiRect panel; /* its container: the innermost panel pushed */
    int has_panel;
    int clipped; /* a wrapped text's first line left out for want of room */
    int hidden;  /* covered whole by an opaque box drawn after it (a dialog, a tooltip) */
    int partly;  /* partly covered by one: cut where the box begins */
    char panel_name[24];
} UiTextRec;
typedef struct {
    UiTextRec rec[UI_AUDIT_MAX];
    int n, dropped;
} UiTextAudit;

#define UI_WIDTH_CACHE 512
typedef struct {
    uint32_t hash;
    int w;
} UiWidthEntry;

#define UI_ART_CACHE 160
#define UI_ART_BUDGET (40u << 20)
typedef struct {
    char name[40];
    int w, h;
    SDL_Texture *tex;
    uint32_t used;
} UiArtEntry;

typedef struct {
    char name[40];
    void *data;
    size_t len;
    int missing;
} UiArtFile;

/* Discs and rings rasterised once per size (white, tinted when drawn). */
#define UI_SHAPE_CACHE 96
typedef struct {
    int kind, d, t;
    SDL_Texture *tex;
    uint32_t used;
} UiShapeEntry;

typedef struct {
    SDL_Renderer *ren;
    char data_dir[1024];
    TTF_Font *fonts[FONT_FACES][8];
    int font_px[FONT_FACES][8];
    UiTextEntry text[UI_TEXT_CACHE];
    size_t text_bytes;
    UiWidthEntry widths[UI_WIDTH_CACHE];
    UiArtEntry art[UI_ART_CACHE];
    size_t art_bytes;
    UiArtFile files[64];
    int nfiles;
    UiShapeEntry shapes[UI_SHAPE_CACHE];
    uint32_t tick;
    /* The game scene in two cached layers (draw.c): base holds what only
     * the layout changes (table, board art, panels); layer adds the shown
     * state. Each frame copies layer and draws what moves over it. */
    SDL_Texture *base, *layer;
    int layer_w, layer_h;
    uint64_t base_key, layer_key;
    int layer_builds; /* how often layer was redrawn (tests, measurements) */
    /* the worker that rasterises large art sharply after a quick first
     * version (gfx.c); it pushes wake_event (if set) when done */
    SDL_Thread *hq_thread;
    SDL_atomic_t hq_done;
    char hq_name[40];
    int hq_w, hq_h;
    const void *hq_data;
    size_t hq_len;
    SDL_Surface *hq_surf;
    uint32_t wake_event;
    /* the text audit (NULL: off) and the panels being drawn into */
    UiTextAudit *audit;
    int min_px; /* no text smaller (the layout's min_px; 0: none) */
    UiRect panel[8];
    const char *panel_name[8];
    int npanel;
    /* the boxes drawn this frame (ui_w_panel): a string drawn with no panel
     * pushed belongs to the smallest one around its middle */
    UiRect box[16];
    int nbox;
    /* the buttons drawn this frame (ui_w_button, dr_button): the status line
     * stands clear of them */
    UiRect btn[64];
    int nbtn;
} UiGfx;

int ui_gfx_init(UiGfx *g, SDL_Renderer *ren, const char *data_dir);
void ui_gfx_free(UiGfx *g);
void ui_gfx_flush(UiGfx *g); /* drop size-dependent caches (resize) */
/* Takes in the worker's sharper raster, if it is done: 1 when some art
 * changed (cached layers must be redrawn). Call before drawing a frame. */
int ui_gfx_poll(UiGfx *g);
/* A render target of w x h in *t, made anew when absent or of another size.
 * Returns *t (owned by the caller's UiGfx field), or NULL if targets fail. */
SDL_Texture *ui_gfx_target(UiGfx *g, SDL_Texture **t, int w, int h);
void ui_color(UiGfx *g, uint32_t rgba);
void ui_fill(UiGfx *g, UiRect r, uint32_t rgba);
void ui_frame(UiGfx *g, UiRect r, uint32_t rgba, int t);
void ui_round(UiGfx *g, UiRect r, int rad, uint32_t rgba);
/* Draws texture t (a square of side full pixels, with a border of cs) over r
 * as a nine-slice: corners kept, edges and centre stretched. */
void ui_nine_slice(UiGfx *g, SDL_Texture *t, int full, int cs, UiRect r);
void ui_disc(UiGfx *g, float cx, float cy, float rad, uint32_t rgba);
void ui_ring(UiGfx *g, float cx, float cy, float rad, float t, uint32_t rgba);
void ui_poly(UiGfx *g, const float *xy, int n, uint32_t rgba);
/* The panel (container rectangle) the next strings belong to, for the text
 * audit; name says which (tests' messages). Pushes nest up to 8 deep. */
void ui_panel_push(UiGfx *g, UiRect r, const char *name);
void ui_panel_pop(UiGfx *g);
/* Text: returns the width drawn. y is the top. */
int ui_text(UiGfx *g, int face, int px, uint32_t rgba, int x, int y, int align, const char *s);
int ui_text_w(UiGfx *g, int face, int px, const char *s);
/* The height of a line of text as ui_text draws it (the floor applied). */
int ui_text_h(UiGfx *g, int face, int px);
/* Splits s into at most max lines of at most w pixels, at spaces and
 * newlines: line i is s[starts[i]] for lens[i] bytes. Returns the count. */
int ui_text_lines(UiGfx *g, int face, int px, int w, const char *s, int *starts, int *lens, int max);
/* Word-wrapped text in r; returns the height used. */
int ui_text_wrap(UiGfx *g, int face, int px, uint32_t rgba, UiRect r, const char *s);
/* The height ui_text_wrap uses for s wrapped to w pixels (nothing drawn). */
int ui_text_wrap_h(UiGfx *g, int face, int px, int w, const char *s);
/* ui_text left-aligned in at most w pixels: a longer string (a player's own
 * name) ends in an ellipsis, cut between whole UTF-8 characters. Its width. */
int ui_text_fit(UiGfx *g, int face, int px, uint32_t rgba, int x, int y, int w, const char *s);
/* The n lines ui_text_lines split s into, each centred on cx, the first at
 * y and the next step below; a line wider than w (one long word) is
 * shortened to w by ui_text_fit instead. */
void ui_text_centred_lines(UiGfx *g, int face, int px, uint32_t rgba, int cx, int y, int step, int w, const char *s,
                           const int *starts, const int *lens, int n);
/* An SVG from assets/art rasterised at w x h (cached), or NULL if absent. */
SDL_Texture *ui_art(UiGfx *g, const char *name, int w, int h);
int ui_art_draw(UiGfx *g, const char *name, UiRect r, uint32_t tint);
/* Drops name's cached rasters (kept while the worker sharpens one): for
 * large art already baked into a cached layer. */
void ui_art_release(UiGfx *g, const char *name);
/* Game pieces */
void ui_draw_gem(UiGfx *g, int colour, UiRect r);
void ui_draw_broker_token(UiGfx *g, UiRect r, int pcolour, int value, int up, int glow, int small_value);
/* The same with its value written at the middle of vx, the part of the
 * token left uncovered in a fanned row (ui_layout_broker_value). */
void ui_draw_broker_token_at(UiGfx *g, UiRect r, int vx, int pcolour, int value, int up, int glow, int small_value);
uint32_t ui_rgb_a(uint32_t rgb, int a);

/* ------------------------------------------------------------------ */

typedef struct {
    SDL_Thread *thread;
    SDL_atomic_t done;
    int busy;
    YsView view;
    AiParams prm;
    YsMove move;
    int rc;
    uint32_t started;
    int for_player;
    int for_nlog;
    AiReason why;      /* why (ai_reason) from the player's own view: a hint's, for that player */
    AiReason told;     /* why as the others may hear it: from what everyone sees (ui_bot_reasons) */
    YsView seen;       /* the view that reason is read from (the run's scratch) */
    atomic_int cancel; /* set to stop the search under way */
    int failed;        /* 1 + the log length where the bot found no move, 0 if none */
} UiBot;

/* Why the bot at v plays m: own, from its player's view (a hint's: the
 * player's own brokers counted at their values), and told, from what
 * everyone sees (the narration of a bot's move: its face-down values
 * counted as any other hidden broker, so what it says of its leads gives
 * none of them away). seen: scratch for the public view. */
void ui_bot_reasons(const YsView *v, const YsMove *m, YsView *seen, AiReason *own, AiReason *told);
/* Starts the bot thinking on its own thread (expert on ui_expert_threads
 * of the machine's cores). -1 if one is already thinking. */
int ui_bot_start(UiBot *b, const YsView *v, const AiParams *prm, uint32_t wake_event);
/* The threads expert searches on with that many cores: every core but one,
 * so that the window and the player's other programs keep one, except on a
 * machine of two, where it takes both (the screen needs about 5% of a core
 * while a bot thinks, and one core would halve expert's search there). */
int ui_expert_threads(int cores);
/* 1 when a result is ready (then joined), 0 while thinking. */
int ui_bot_poll(UiBot *b);
/* Stops the search under way, if any, and forgets its result and any
 * failure: for a new game, undo, load or quit. Returns within milliseconds. */
void ui_bot_cancel(UiBot *b);

/* os.c: what each system expects. ui_os_init comes first in main, before
 * SDL_Init (Windows: the parent's console, DPI awareness). */
typedef enum { UI_KEY_NONE, UI_KEY_FULLSCREEN, UI_KEY_RULES, UI_KEY_UNDO, UI_KEY_SETTINGS, UI_KEY_QUIT } UiKeyAction;
void ui_os_init(void);
/* Standard input, output and error that are closed get /dev/null (POSIX),
 * so that no file the game opens takes their numbers and gets what is
 * printed. When it prints (prints: --measure, --selftest-saves) a closed
 * output is an error instead: -1 and a message on stderr. 0 otherwise;
 * nothing on Windows (os.c attaches a console there). */
int ui_os_std_streams(int prints);
int ui_os_is_mac(void);
/* The action of a key chord where mac says whether the macOS chords (Cmd+F,
 * Ctrl+Cmd+F, Cmd+comma, Cmd+Q, Cmd+?) apply; F11, F1 and Ctrl/Cmd+Z work
 * everywhere. UI_KEY_NONE for the others, which the scenes handle. */
UiKeyAction ui_key_action(SDL_Keycode k, Uint16 mod, int mac);

#endif
