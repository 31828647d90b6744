/* gfx.c - drawing primitives (discs, rings and rounded boxes from textures
 * rasterised once per size), the text cache (SDL_ttf) and the art cache
 * (SVG rasterised at the real output size, per size; large backgrounds at a
 * lower resolution, smoothly scaled up), all bounded by byte budgets, with
 * primitive fallbacks for any art file not there. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <SDL_image.h>
#ifdef __GLIBC__
#include <malloc.h>
#endif

#include "ui_sdl.h"
#include "ys/file.h"
#include "ys/die.h"

#define UI_ART_FILE_MAX (8u << 20) /* no picture of ours is near this */

static int hq_finish(UiGfx *g, int keep);

static const char *font_files[FONT_FACES] = {"NotoSans-Regular.ttf", "NotoSans-Bold.ttf", "EBGaramond12-Regular.ttf"};

int ui_gfx_init(UiGfx *g, SDL_Renderer *ren, const char *data_dir)
{
    memset(g, 0, sizeof *g);
    g->ren = ren;
    snprintf(g->data_dir, sizeof g->data_dir, "%s", data_dir);
    if (!TTF_WasInit() && TTF_Init() != 0) {
        fprintf(stderr, "ys: TTF_Init: %s\n", TTF_GetError());
        return -1;
    }
    char path[1200];
    snprintf(path, sizeof path, "%s/fonts/%s", g->data_dir, font_files[0]);
    TTF_Font *f = TTF_OpenFont(path, 12);
    if (!f) {
        fprintf(stderr, "ys: cannot open %s: %s\n", path, TTF_GetError());
        return -1;
    }
    TTF_CloseFont(f);
    return 0;
}

void ui_gfx_flush(UiGfx *g)
{
    hq_finish(g, 0);
    for (int i = 0; i < UI_TEXT_CACHE; i++)
        if (g->text[i].tex) SDL_DestroyTexture(g->text[i].tex);
    memset(g->text, 0, sizeof g->text);
    memset(g->widths, 0, sizeof g->widths);
    g->text_bytes = 0;
    for (int i = 0; i < UI_ART_CACHE; i++)
        if (g->art[i].tex) SDL_DestroyTexture(g->art[i].tex);
    memset(g->art, 0, sizeof g->art);
    g->art_bytes = 0;
    for (int i = 0; i < UI_SHAPE_CACHE; i++)
        if (g->shapes[i].tex) SDL_DestroyTexture(g->shapes[i].tex);
    memset(g->shapes, 0, sizeof g->shapes);
    if (g->base) SDL_DestroyTexture(g->base);
    if (g->layer) SDL_DestroyTexture(g->layer);
    g->base = g->layer = NULL;
    g->base_key = g->layer_key = 0;
    for (int i = 0; i < g->nfiles; i++)
        if (g->files[i].missing) g->files[i].missing = 0, g->files[i].name[0] = 0; /* look again */
}

SDL_Texture *ui_gfx_target(UiGfx *g, SDL_Texture **t, int w, int h)
{
    int tw = 0, th = 0;
    if (*t && SDL_QueryTexture(*t, NULL, NULL, &tw, &th) == 0 && tw == w && th == h) return *t;
    if (*t) SDL_DestroyTexture(*t);
    /* in the window's own format, copies to it need no conversion */
    SDL_Window *win = SDL_RenderGetWindow(g->ren);
    Uint32 fmt = win ? SDL_GetWindowPixelFormat(win) : SDL_PIXELFORMAT_UNKNOWN;
    if (fmt == SDL_PIXELFORMAT_UNKNOWN || SDL_ISPIXELFORMAT_INDEXED(fmt) || SDL_BYTESPERPIXEL(fmt) != 4)
        fmt = SDL_PIXELFORMAT_ARGB8888;
    *t = SDL_CreateTexture(g->ren, fmt, SDL_TEXTUREACCESS_TARGET, w, h);
    if (!*t) *t = SDL_CreateTexture(g->ren, SDL_PIXELFORMAT_ARGB8888, SDL_TEXTUREACCESS_TARGET, w, h);
    if (*t) SDL_SetTextureBlendMode(*t, SDL_BLENDMODE_NONE);
    return *t;
}

void ui_gfx_free(UiGfx *g)
{
    if (!g) return;
    ui_gfx_flush(g);
    for (int i = 0; i < g->nfiles; i++)
        free(g->files[i].data);
    g->nfiles = 0;
    for (int f = 0; f < FONT_FACES; f++)
        for (int k = 0; k < 8; k++)
            if (g->fonts[f][k]) TTF_CloseFont(g->fonts[f][k]), g->fonts[f][k] = NULL;
}

uint32_t ui_rgb_a(uint32_t rgb, int a) { return (rgb << 8) | (uint32_t)(a & 255); }

void ui_color(UiGfx *g, uint32_t c)
{
    SDL_SetRenderDrawColor(g->ren, (Uint8)(c >> 24), (Uint8)(c >> 16), (Uint8)(c >> 8), (Uint8)c);
}

/* The audit: strings under an opaque box drawn now are not seen. */
static void audit_cover(UiGfx *g, UiRect r, uint32_t c)
{
    if (!g->audit || (c & 255) < 0xE0) return;
    for (int i = 0; i < g->audit->n; i++) {
        UiTextRec *t = &g->audit->rec[i];
        if (t->r.x >= r.x && t->r.y >= r.y && t->r.x + t->r.w <= r.x + r.w && t->r.y + t->r.h <= r.y + r.h)
            t->hidden = 1;
        else if (t->r.x + 1 < r.x + r.w && r.x + 1 < t->r.x + t->r.w && t->r.y + 1 < r.y + r.h &&
                 r.y + 1 < t->r.y + t->r.h)
            t->partly = 1; /* cut by a box drawn over it */
    }
}

void ui_fill(UiGfx *g, UiRect r, uint32_t c)
{
    audit_cover(g, r, c);
    ui_color(g, c);
    SDL_SetRenderDrawBlendMode(g->ren, (c & 255) == 255 ? SDL_BLENDMODE_NONE : SDL_BLENDMODE_BLEND);
    SDL_Rect s = {r.x, r.y, r.w, r.h};
    SDL_RenderFillRect(g->ren, &s);
}

void ui_frame(UiGfx *g, UiRect r, uint32_t c, int t)
{
    if (t < 1) t = 1;
    ui_fill(g, (UiRect){r.x, r.y, r.w, t}, c);
    ui_fill(g, (UiRect){r.x, r.y + r.h - t, r.w, t}, c);
    ui_fill(g, (UiRect){r.x, r.y + t, t, r.h - 2 * t}, c);
    ui_fill(g, (UiRect){r.x + r.w - t, r.y + t, t, r.h - 2 * t}, c);
}

static SDL_Color col(uint32_t c) { return (SDL_Color){(Uint8)(c >> 24), (Uint8)(c >> 16), (Uint8)(c >> 8), (Uint8)c}; }

void ui_poly(UiGfx *g, const float *xy, int n, uint32_t c)
{
    /* a convex polygon as a triangle fan */
    SDL_Vertex v[64];
    int idx[192], ni = 0;
    if (n > 64) n = 64;
    for (int i = 0; i < n; i++) {
        v[i].position.x = xy[2 * i], v[i].position.y = xy[2 * i + 1];
        v[i].color = col(c);
        v[i].tex_coord.x = v[i].tex_coord.y = 0;
    }
    for (int i = 1; i + 1 < n; i++)
        idx[ni++] = 0, idx[ni++] = i, idx[ni++] = i + 1;
    SDL_SetRenderDrawBlendMode(g->ren, SDL_BLENDMODE_BLEND);
    SDL_RenderGeometry(g->ren, NULL, v, n, idx, ni);
}

/* A white disc (t == 0) or ring of thickness t, d pixels across, with
 * anti-aliased edges (4x4 samples a pixel). */
static SDL_Texture *shape_tex(UiGfx *g, int d, int t)
{
    if (d < 1) return NULL;
    if (d > 1024) d = 1024;
    if (t * 2 >= d) t = 0;
    int lru = 0;
    for (int i = 0; i < UI_SHAPE_CACHE; i++) {
        UiShapeEntry *e = &g->shapes[i];
        if (e->tex && e->d == d && e->t == t) {
            e->used = ++g->tick;
            return e->tex;
        }
        if (!e->tex) {
            lru = i;
            break;
        }
        if (e->used < g->shapes[lru].used) lru = i;
    }
    UiShapeEntry *e = &g->shapes[lru];
    if (e->tex) SDL_DestroyTexture(e->tex);
    memset(e, 0, sizeof *e);
    SDL_Surface *s = SDL_CreateRGBSurfaceWithFormat(0, d, d, 32, SDL_PIXELFORMAT_ARGB8888);
    if (!s) return NULL;
    float r = (float)d / 2.0f, ri = t > 0 ? r - (float)t : -1.0f;
    for (int y = 0; y < d; y++) {
        uint32_t *row = (uint32_t *)((uint8_t *)s->pixels + y * s->pitch);
        for (int x = 0; x < d; x++) {
            int in = 0;
            for (int sy = 0; sy < 4; sy++)
                for (int sx = 0; sx < 4; sx++) {
                    float px = (float)x + (sx + 0.5f) / 4.0f - r, py = (float)y + (sy + 0.5f) / 4.0f - r;
                    float q = px * px + py * py;
                    in += q <= r * r && (ri < 0 || q >= ri * ri);
                }
            row[x] = ((uint32_t)(in * 255 / 16) << 24) | 0xFFFFFFu;
        }
    }
    e->tex = SDL_CreateTextureFromSurface(g->ren, s);
    SDL_FreeSurface(s);
    if (!e->tex) return NULL;
    SDL_SetTextureBlendMode(e->tex, SDL_BLENDMODE_BLEND);
    e->d = d, e->t = t, e->used = ++g->tick;
    return e->tex;
}

static void tint(SDL_Texture *t, uint32_t c)
{
    SDL_SetTextureColorMod(t, (Uint8)(c >> 24), (Uint8)(c >> 16), (Uint8)(c >> 8));
    SDL_SetTextureAlphaMod(t, (Uint8)c);
}

static void shape(UiGfx *g, float cx, float cy, float rad, int t, uint32_t c)
{
    int d = (int)(rad * 2.0f + 0.5f);
    SDL_Texture *tex = shape_tex(g, d, t);
    if (!tex) return;
    tint(tex, c);
    SDL_Rect r = {(int)(cx - (float)d / 2.0f + 0.5f), (int)(cy - (float)d / 2.0f + 0.5f), d, d};
    SDL_RenderCopy(g->ren, tex, NULL, &r);
}

void ui_disc(UiGfx *g, float cx, float cy, float rad, uint32_t c) { shape(g, cx, cy, rad, 0, c); }

void ui_ring(UiGfx *g, float cx, float cy, float rad, float t, uint32_t c)
{
    shape(g, cx, cy, rad, t < 1 ? 1 : (int)(t + 0.5f), c);
}

void ui_round(UiGfx *g, UiRect r, int rad, uint32_t c)
{
    if (rad * 2 > r.h) rad = r.h / 2;
    if (rad * 2 > r.w) rad = r.w / 2;
    audit_cover(g, r, c);
    SDL_Texture *tex = rad >= 2 ? shape_tex(g, 2 * rad, 0) : NULL;
    if (!tex) {
        ui_fill(g, r, c);
        return;
    }
    /* four quarter discs and three boxes that do not overlap (so that
     * translucent colours stay even) */
    tint(tex, c);
    for (int k = 0; k < 4; k++) {
        int sx = k & 1 ? rad : 0, sy = k & 2 ? rad : 0;
        SDL_Rect src = {sx, sy, rad, rad};
        SDL_Rect dst = {k & 1 ? r.x + r.w - rad : r.x, k & 2 ? r.y + r.h - rad : r.y, rad, rad};
        SDL_RenderCopy(g->ren, tex, &src, &dst);
    }
    ui_fill(g, (UiRect){r.x + rad, r.y, r.w - 2 * rad, rad}, c);
    ui_fill(g, (UiRect){r.x, r.y + rad, r.w, r.h - 2 * rad}, c);
    ui_fill(g, (UiRect){r.x + rad, r.y + r.h - rad, r.w - 2 * rad, rad}, c);
}

/* ------------------------------------------------------------------ */
/* Text */

static TTF_Font *font(UiGfx *g, int face, int px)
{
    if (px < g->min_px) px = g->min_px;
    if (px < 6) px = 6;
    int free_slot = -1;
    for (int k = 0; k < 8; k++) {
        if (g->fonts[face][k] && g->font_px[face][k] == px) return g->fonts[face][k];
        if (!g->fonts[face][k] && free_slot < 0) free_slot = k;
    }
    if (free_slot < 0) { /* replace the first */
        TTF_CloseFont(g->fonts[face][0]);
        g->fonts[face][0] = NULL;
        free_slot = 0;
        /* cached textures keep their pixels: nothing else to drop */
    }
    char path[1200];
    snprintf(path, sizeof path, "%s/fonts/%s", g->data_dir, font_files[face]);
    TTF_Font *f = TTF_OpenFont(path, px);
    if (!f) ys_die("font %s: %s", path, TTF_GetError()); /* the game's own files, installed with it */
    TTF_SetFontHinting(f, TTF_HINTING_LIGHT);
    g->fonts[face][free_slot] = f;
    g->font_px[face][free_slot] = px;
    return f;
}

static uint32_t fnv(const char *s, int face, int px, uint32_t c)
{
    uint32_t h = 2166136261u ^ (uint32_t)face * 31u ^ (uint32_t)px * 131u ^ c * 7u;
    for (; *s; s++)
        h = (h ^ (uint8_t)*s) * 16777619u;
    return h;
}

static void text_drop(UiGfx *g, UiTextEntry *e)
{
    if (e->tex) {
        SDL_DestroyTexture(e->tex);
        g->text_bytes -= (size_t)e->w * (size_t)e->h * 4;
    }
    memset(e, 0, sizeof *e);
}

/* Drops the least recently used texts until the budget holds (keep is not
 * dropped). */
static void text_trim(UiGfx *g, const UiTextEntry *keep)
{
    while (g->text_bytes > UI_TEXT_BUDGET) {
        UiTextEntry *old = NULL;
        for (int i = 0; i < UI_TEXT_CACHE; i++) {
            UiTextEntry *e = &g->text[i];
            if (e->tex && e != keep && (!old || e->used < old->used)) old = e;
        }
        if (!old) break;
        text_drop(g, old);
    }
}

static UiTextEntry *text_entry(UiGfx *g, int face, int px, uint32_t c, const char *s)
{
    if (!s || !*s) return NULL;
    if (px < g->min_px) px = g->min_px;
    uint32_t h = fnv(s, face, px, c);
    int slot = (int)(h % UI_TEXT_CACHE);
    int lru = slot;
    for (int k = 0; k < 8; k++) {
        int i = (slot + k) % UI_TEXT_CACHE;
        UiTextEntry *e = &g->text[i];
        if (e->tex && e->hash == h && e->face == face && e->size == px && e->rgba == c &&
            strncmp(e->s, s, sizeof e->s - 1) == 0) {
            e->used = ++g->tick;
            return e;
        }
        if (!g->text[i].tex) {
            lru = i;
            break;
        }
        if (g->text[i].used < g->text[lru].used) lru = i;
    }
    UiTextEntry *e = &g->text[lru];
    text_drop(g, e);
    SDL_Surface *surf = TTF_RenderUTF8_Blended(font(g, face, px), s, col(c));
    if (!surf) return NULL;
    e->tex = SDL_CreateTextureFromSurface(g->ren, surf);
    e->w = surf->w, e->h = surf->h;
    SDL_FreeSurface(surf);
    if (!e->tex) {
        memset(e, 0, sizeof *e);
        return NULL;
    }
    g->text_bytes += (size_t)e->w * (size_t)e->h * 4;
    SDL_SetTextureBlendMode(e->tex, SDL_BLENDMODE_BLEND);
    e->hash = h, e->face = face, e->size = px, e->rgba = c, e->used = ++g->tick;
    snprintf(e->s, sizeof e->s, "%s", s);
    text_trim(g, e);
    return e;
}

void ui_panel_push(UiGfx *g, UiRect r, const char *name)
{
    if (g->npanel < 8) g->panel[g->npanel] = r, g->panel_name[g->npanel] = name;
    g->npanel++;
}

void ui_panel_pop(UiGfx *g)
{
    if (g->npanel > 0) g->npanel--;
}

/* The audit's record of one string drawn at d: its ink, from the font's
 * ascent and descent (the texture's full line height includes the line gap
 * above and below, which may overhang a tight panel without showing). */
static void audit(UiGfx *g, int face, int px, SDL_Rect d, const char *s)
{
    UiTextAudit *au = g->audit;
    if (au->n >= UI_AUDIT_MAX) {
        au->dropped++;
        return;
    }
    if (SDL_RenderIsClipEnabled(g->ren)) { /* a scrolled view: what its clip hides is not shown */
        SDL_Rect clip, in;
        SDL_RenderGetClipRect(g->ren, &clip);
        if (!SDL_IntersectRect(&clip, &d, &in) || in.h < d.h) return;
    }
    UiTextRec *r = &au->rec[au->n++];
    snprintf(r->s, sizeof r->s, "%s", s);
    r->face = face, r->px = px;
    TTF_Font *f = font(g, face, px);
    int asc = TTF_FontAscent(f), top = asc, bottom = -TTF_FontDescent(f);
#if SDL_TTF_VERSION_ATLEAST(2, 0, 18)
    /* the glyphs' own ink, above and below the baseline */
    top = 0, bottom = -asc;
    for (const unsigned char *p = (const unsigned char *)s; *p;) {
        uint32_t cp = *p++;
        int more = cp >= 0xF0 ? 3 : cp >= 0xE0 ? 2 : cp >= 0xC0 ? 1 : 0;
        if (more) cp &= 0x3Fu >> more;
        for (; more && (*p & 0xC0) == 0x80; more--)
            cp = cp << 6 | (*p++ & 0x3Fu);
        int minx, maxx, miny, maxy, adv;
        if (cp == ' ' || TTF_GlyphMetrics32(f, cp, &minx, &maxx, &miny, &maxy, &adv)) continue;
        if (maxy > top) top = maxy;
        if (-miny > bottom) bottom = -miny;
    }
    if (bottom < -top) bottom = -top;
#endif
    r->r = (UiRect){d.x, d.y + asc - top, d.w, top + bottom};
    int k = g->npanel > 8 ? 7 : g->npanel - 1;
    r->has_panel = k >= 0;
    r->panel = k >= 0 ? g->panel[k] : (UiRect){0, 0, 0, 0};
    snprintf(r->panel_name, sizeof r->panel_name, "%s", k >= 0 && g->panel_name[k] ? g->panel_name[k] : "window");
    for (int b = 0; k < 0 && b < g->nbox && b < 16; b++) {
        UiRect x = g->box[b];
        if (ui_in(x, r->r.x + r->r.w / 2, r->r.y + r->r.h / 2) &&
            (!r->has_panel || (long)x.w * x.h < (long)r->panel.w * r->panel.h)) {
            r->has_panel = 1, r->panel = x;
            snprintf(r->panel_name, sizeof r->panel_name, "box");
        }
    }
}

int ui_text(UiGfx *g, int face, int px, uint32_t c, int x, int y, int align, const char *s)
{
    UiTextEntry *e = text_entry(g, face, px, c, s);
    if (!e) return 0;
    if (align == AL_CENTER) x -= e->w / 2;
    if (align == AL_RIGHT) x -= e->w;
    SDL_Rect d = {x, y, e->w, e->h};
    SDL_RenderCopy(g->ren, e->tex, NULL, &d);
    if (g->audit) audit(g, face, e->size, d, s);
    return e->w;
}

int ui_text_fit(UiGfx *g, int face, int px, uint32_t c, int x, int y, int w, const char *s)
{
    if (!s || ui_text_w(g, face, px, s) <= w) return ui_text(g, face, px, c, x, y, AL_LEFT, s);
    char buf[160];
    size_t n = strlen(s) < sizeof buf - 4 ? strlen(s) : sizeof buf - 4;
    memcpy(buf, s, n);
    for (;;) {
        while (n > 0 && ((unsigned char)buf[n - 1] & 0xC0) == 0x80) /* a character's continuation bytes */
            n--;
        if (n > 0) n--; /* and its first byte */
        while (n > 0 && buf[n - 1] == ' ')
            n--;
        memcpy(buf + n, "\xE2\x80\xA6", 4); /* U+2026 */
        if (n == 0 || ui_text_w(g, face, px, buf) <= w) break;
    }
    return ui_text(g, face, px, c, x, y, AL_LEFT, buf);
}

void ui_text_centred_lines(UiGfx *g, int face, int px, uint32_t c, int cx, int y, int step, int w, const char *s,
                           const int *starts, const int *lens, int n)
{
    for (int i = 0; i < n; i++) {
        char line[256];
        snprintf(line, sizeof line, "%.*s", lens[i] < 255 ? lens[i] : 255, s + starts[i]);
        if (ui_text_w(g, face, px, line) <= w)
            ui_text(g, face, px, c, cx, y + i * step, AL_CENTER, line);
        else
            ui_text_fit(g, face, px, c, cx - w / 2, y + i * step, w, line);
    }
}

int ui_text_w(UiGfx *g, int face, int px, const char *s)
{
    int w = 0, h = 0;
    if (!s || !*s) return 0;
    if (px < g->min_px) px = g->min_px;
    /* widths are asked often (wrapping, centring): keep them by hash */
    uint32_t hash = fnv(s, face, px, 0x5749u);
    UiWidthEntry *e = &g->widths[hash % UI_WIDTH_CACHE];
    if (e->hash == hash && e->w > 0) return e->w;
    TTF_SizeUTF8(font(g, face, px), s, &w, &h);
    e->hash = hash, e->w = w;
    return w;
}

int ui_text_h(UiGfx *g, int face, int px) { return TTF_FontHeight(font(g, face, px)); }

int ui_text_lines(UiGfx *g, int face, int px, int w, const char *s, int *starts, int *lens, int max)
{
    char line[256];
    int n = 0;
    const char *p = s;
    while (*p && n < max) {
        /* the longest run of words that fits (a longer word stands alone) */
        int best = 0;
        const char *q = p;
        for (;;) {
            while (*q && *q != ' ' && *q != '\n')
                q++;
            int len = (int)(q - p);
            if (len >= (int)sizeof line) len = (int)sizeof line - 1;
            memcpy(line, p, (size_t)len);
            line[len] = 0;
            if (best && ui_text_w(g, face, px, line) > w) break;
            best = len;
            if (!*q || *q == '\n') break;
            q++;
        }
        starts[n] = (int)(p - s), lens[n] = best;
        n++;
        p += best;
        while (*p == ' ' || *p == '\n')
            p++;
    }
    return n;
}

int ui_text_wrap_h(UiGfx *g, int face, int px, int w, const char *s)
{
    int starts[16], lens[16];
    return ui_text_lines(g, face, px, w, s, starts, lens, 16) * TTF_FontLineSkip(font(g, face, px));
}

int ui_text_wrap(UiGfx *g, int face, int px, uint32_t c, UiRect r, const char *s)
{
    int starts[16], lens[16];
    int y = r.y, lh = TTF_FontLineSkip(font(g, face, px));
    int n = ui_text_lines(g, face, px, r.w, s, starts, lens, 16);
    for (int i = 0; i < n; i++) {
        if (y + lh > r.y + r.h + lh / 2) {
            if (g->audit && g->audit->n < UI_AUDIT_MAX) { /* the rest is not shown: the audit says so */
                int len = lens[i] < 40 ? lens[i] : 40;
                char cut[48];
                memcpy(cut, s + starts[i], (size_t)len);
                cut[len] = 0;
                audit(g, face, px, (SDL_Rect){r.x, y, r.w, lh}, cut);
                g->audit->rec[g->audit->n - 1].clipped = 1;
            }
            break;
        }
        char line[256];
        int len = lens[i] < (int)sizeof line - 1 ? lens[i] : (int)sizeof line - 1;
        memcpy(line, s + starts[i], (size_t)len);
        line[len] = 0;
        ui_text(g, face, px, c, r.x, y, AL_LEFT, line);
        y += lh;
    }
    return y - r.y;
}

/* ------------------------------------------------------------------ */
/* Art */

static UiArtFile *art_file(UiGfx *g, const char *name)
{
    for (int i = 0; i < g->nfiles; i++)
        if (strcmp(g->files[i].name, name) == 0) return &g->files[i];
    UiArtFile *f = NULL;
    for (int i = 0; i < g->nfiles; i++)
        if (!g->files[i].name[0]) f = &g->files[i];
    if (!f) {
        if (g->nfiles >= (int)(sizeof g->files / sizeof g->files[0])) return NULL;
        f = &g->files[g->nfiles++];
    }
    memset(f, 0, sizeof *f);
    snprintf(f->name, sizeof f->name, "%s", name);
    char path[1200];
    snprintf(path, sizeof path, "%s/art/%s.svg", g->data_dir, name);
    /* a regular file only: a FIFO would block, a folder has no length */
    char *data;
    if (ys_file_read(path, UI_ART_FILE_MAX, &data, &f->len, NULL, 0) != 0) f->missing = 1;
    f->data = data;
    return f;
}

static size_t art_size(const UiArtEntry *e) { return e->tex ? (size_t)e->w * (size_t)e->h * 4 : 0; }

static void art_drop(UiGfx *g, UiArtEntry *e)
{
    if (e->tex) SDL_DestroyTexture(e->tex);
    g->art_bytes -= art_size(e);
    memset(e, 0, sizeof *e);
}

/* Larger than this many pixels, art is first rasterised at a lower
 * resolution and scaled up smoothly, so that the first frame comes soon
 * (nanosvg's cost grows with the pixels: a full-screen background took a
 * third of a second); a worker thread then rasterises it again at up to
 * UI_ART_HQ_MAX pixels, and the next frame swaps that in. */
#define UI_ART_RASTER_MAX (560 * 315)
#define UI_ART_HQ_MAX (1600 * 900)
#define UI_ART_HQ_DELAY_MS 300

/* f's art at w x h, rasterised at no more than max pixels (scaled up). */
static SDL_Surface *rasterise(const void *data, size_t len, int w, int h, long max)
{
    int rw = w, rh = h;
    if ((long)w * h > max) {
        double k = SDL_sqrt((double)max / ((double)w * (double)h));
        rw = (int)(w * k + 0.5), rh = (int)(h * k + 0.5);
    }
    SDL_RWops *ops = SDL_RWFromConstMem(data, (int)len);
    SDL_Surface *s = ops ? IMG_LoadSizedSVG_RW(ops, rw, rh) : NULL;
    if (ops) SDL_RWclose(ops);
    if (s && (s->w != w || s->h != h)) {
        SDL_Surface *big = SDL_CreateRGBSurfaceWithFormat(0, w, h, 32, s->format->format);
        if (big && SDL_SoftStretchLinear(s, NULL, big, NULL) == 0) {
            SDL_FreeSurface(s);
            s = big;
        } else if (big) {
            SDL_FreeSurface(big);
        }
    }
    return s;
}

static int hq_main(void *ud)
{
    UiGfx *g = ud;
    /* after the frame that asked (the first one matters), and behind it */
    SDL_SetThreadPriority(SDL_THREAD_PRIORITY_LOW);
    SDL_Delay(UI_ART_HQ_DELAY_MS);
    g->hq_surf = rasterise(g->hq_data, g->hq_len, g->hq_w, g->hq_h, UI_ART_HQ_MAX);
    SDL_AtomicSet(&g->hq_done, 1);
    if (g->wake_event) {
        SDL_Event e;
        SDL_zero(e);
        e.type = g->wake_event;
        SDL_PushEvent(&e);
    }
    return 0;
}

/* Waits for the worker; keep: put its raster in the cache (else drop it).
 * Returns 1 when an entry got sharper. */
static int hq_finish(UiGfx *g, int keep)
{
    if (!g->hq_thread) return 0;
    SDL_WaitThread(g->hq_thread, NULL);
    g->hq_thread = NULL;
    int done = 0;
    for (int i = 0; i < UI_ART_CACHE && keep && g->hq_surf; i++) {
        UiArtEntry *e = &g->art[i];
        if (!e->tex || e->w != g->hq_w || e->h != g->hq_h || strcmp(e->name, g->hq_name) != 0) continue;
        /* the old one first: two full-screen textures at once is a peak */
        SDL_DestroyTexture(e->tex);
        e->tex = SDL_CreateTextureFromSurface(g->ren, g->hq_surf);
        if (e->tex) SDL_SetTextureBlendMode(e->tex, SDL_BLENDMODE_BLEND);
        if (!e->tex) g->art_bytes -= (size_t)e->w * (size_t)e->h * 4;
        done = 1;
    }
    if (g->hq_surf) SDL_FreeSurface(g->hq_surf);
    g->hq_surf = NULL;
#ifdef __GLIBC__
    malloc_trim(0); /* the rasteriser's scratch: give it back */
#endif
    return done;
}

void ui_art_release(UiGfx *g, const char *name)
{
    if (g->hq_thread && strcmp(g->hq_name, name) == 0) return; /* a sharper one is coming */
    for (int i = 0; i < UI_ART_CACHE; i++)
        if (g->art[i].tex && strcmp(g->art[i].name, name) == 0) art_drop(g, &g->art[i]);
}

int ui_gfx_poll(UiGfx *g)
{
    if (!g->hq_thread || !SDL_AtomicGet(&g->hq_done)) return 0;
    return hq_finish(g, 1);
}

SDL_Texture *ui_art(UiGfx *g, const char *name, int w, int h)
{
    if (w < 1 || h < 1) return NULL;
    int slot = -1, lru = 0;
    for (int i = 0; i < UI_ART_CACHE; i++) {
        UiArtEntry *e = &g->art[i];
        if (e->name[0] && e->w == w && e->h == h && strcmp(e->name, name) == 0) {
            e->used = ++g->tick;
            return e->tex;
        }
        if (!e->name[0] && slot < 0) slot = i;
        if (g->art[i].used < g->art[lru].used) lru = i;
    }
    if (slot < 0) slot = lru;
    UiArtEntry *e = &g->art[slot];
    art_drop(g, e);
    snprintf(e->name, sizeof e->name, "%s", name);
    e->w = w, e->h = h, e->used = ++g->tick;
    UiArtFile *f = art_file(g, name);
    if (!f || f->missing || !f->data) return NULL; /* cached as absent */
    /* no window on screen (screenshots, tests): nobody waits, and the
     * picture should not depend on the worker's timing */
    SDL_Window *win = SDL_RenderGetWindow(g->ren);
    int quick = !(win && (SDL_GetWindowFlags(win) & SDL_WINDOW_HIDDEN));
    SDL_Surface *s = rasterise(f->data, f->len, w, h, quick ? UI_ART_RASTER_MAX : UI_ART_HQ_MAX);
    if (!s) return NULL;
    e->tex = SDL_CreateTextureFromSurface(g->ren, s);
    SDL_FreeSurface(s);
    if (!e->tex) return NULL;
    SDL_SetTextureBlendMode(e->tex, SDL_BLENDMODE_BLEND);
    g->art_bytes += art_size(e);
    /* over budget: drop the least recently used others */
    while (g->art_bytes > UI_ART_BUDGET) {
        UiArtEntry *old = NULL;
        for (int i = 0; i < UI_ART_CACHE; i++)
            if (g->art[i].tex && &g->art[i] != e && (!old || g->art[i].used < old->used)) old = &g->art[i];
        if (!old) break;
        art_drop(g, old);
    }
    /* a low-resolution stand-in: ask the worker for a sharp one (one at a
     * time; another comes when this art is asked for again at a new size) */
    if (quick && (long)w * h > UI_ART_RASTER_MAX && !g->hq_thread) {
        snprintf(g->hq_name, sizeof g->hq_name, "%s", name);
        g->hq_w = w, g->hq_h = h;
        g->hq_data = f->data, g->hq_len = f->len;
        SDL_AtomicSet(&g->hq_done, 0);
        g->hq_thread = SDL_CreateThread(hq_main, "ys-art", g);
    }
    return e->tex;
}

int ui_art_draw(UiGfx *g, const char *name, UiRect r, uint32_t c)
{
    SDL_Texture *t = ui_art(g, name, r.w, r.h);
    if (!t) return 0;
    tint(t, c);
    SDL_Rect d = {r.x, r.y, r.w, r.h};
    SDL_RenderCopy(g->ren, t, NULL, &d);
    return 1;
}

void ui_nine_slice(UiGfx *g, SDL_Texture *t, int full, int cs, UiRect r)
{
    audit_cover(g, r, 0xFF); /* the panel art is opaque */
    int sx[4] = {0, cs, full - cs, full}, dx[4] = {r.x, r.x + cs, r.x + r.w - cs, r.x + r.w};
    int sy[4] = {0, cs, full - cs, full}, dy[4] = {r.y, r.y + cs, r.y + r.h - cs, r.y + r.h};
    for (int i = 0; i < 3; i++)
        for (int j = 0; j < 3; j++) {
            SDL_Rect s = {sx[i], sy[j], sx[i + 1] - sx[i], sy[j + 1] - sy[j]};
            SDL_Rect d = {dx[i], dy[j], dx[i + 1] - dx[i], dy[j + 1] - dy[j]};
            SDL_RenderCopy(g->ren, t, &s, &d);
        }
}
