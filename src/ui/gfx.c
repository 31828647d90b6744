/* gfx.c - drawing primitives, the text cache (SDL_ttf) and the art cache
 * (SVG rasterised at the real output size, per size), with primitive
 * fallbacks for any art file not there. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <SDL_image.h>

#include "ui_sdl.h"

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
    for (int i = 0; i < UI_TEXT_CACHE; i++)
        if (g->text[i].tex) SDL_DestroyTexture(g->text[i].tex);
    memset(g->text, 0, sizeof g->text);
    for (int i = 0; i < UI_ART_CACHE; i++)
        if (g->art[i].tex) SDL_DestroyTexture(g->art[i].tex);
    memset(g->art, 0, sizeof g->art);
    for (int i = 0; i < g->nfiles; i++)
        if (g->files[i].missing) g->files[i].missing = 0, g->files[i].name[0] = 0; /* look again */
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

void ui_fill(UiGfx *g, UiRect r, uint32_t c)
{
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

void ui_disc(UiGfx *g, float cx, float cy, float rad, uint32_t c)
{
    float xy[2 * 40];
    int n = rad < 8 ? 16 : rad < 24 ? 28 : 40;
    for (int i = 0; i < n; i++) {
        float t = (float)i * 6.2831853f / (float)n;
        xy[2 * i] = cx + rad * cosf(t), xy[2 * i + 1] = cy + rad * sinf(t);
    }
    ui_poly(g, xy, n, c);
}

void ui_ring(UiGfx *g, float cx, float cy, float rad, float t, uint32_t c)
{
    enum { N = 40 };
    SDL_Vertex v[2 * N];
    int idx[6 * N], ni = 0;
    for (int i = 0; i < N; i++) {
        float a = (float)i * 6.2831853f / N;
        v[2 * i].position.x = cx + rad * cosf(a), v[2 * i].position.y = cy + rad * sinf(a);
        v[2 * i + 1].position.x = cx + (rad - t) * cosf(a), v[2 * i + 1].position.y = cy + (rad - t) * sinf(a);
        v[2 * i].color = v[2 * i + 1].color = col(c);
        v[2 * i].tex_coord.x = v[2 * i].tex_coord.y = v[2 * i + 1].tex_coord.x = v[2 * i + 1].tex_coord.y = 0;
    }
    for (int i = 0; i < N; i++) {
        int a = 2 * i, b = 2 * i + 1, c2 = 2 * ((i + 1) % N), d = c2 + 1;
        idx[ni++] = a, idx[ni++] = b, idx[ni++] = c2;
        idx[ni++] = b, idx[ni++] = d, idx[ni++] = c2;
    }
    SDL_SetRenderDrawBlendMode(g->ren, SDL_BLENDMODE_BLEND);
    SDL_RenderGeometry(g->ren, NULL, v, 2 * N, idx, ni);
}

void ui_round(UiGfx *g, UiRect r, int rad, uint32_t c)
{
    if (rad * 2 > r.h) rad = r.h / 2;
    if (rad * 2 > r.w) rad = r.w / 2;
    if (rad < 2) {
        ui_fill(g, r, c);
        return;
    }
    /* one polygon: the corners as quarter circles */
    float xy[2 * 40];
    int n = 0;
    const int seg = 9;
    float cx[4] = {(float)(r.x + r.w - rad), (float)(r.x + rad), (float)(r.x + rad), (float)(r.x + r.w - rad)};
    float cy[4] = {(float)(r.y + r.h - rad), (float)(r.y + r.h - rad), (float)(r.y + rad), (float)(r.y + rad)};
    for (int k = 0; k < 4; k++)
        for (int i = 0; i <= seg; i++) {
            float t = (float)(k * 90 + i * 90 / seg) * 3.14159265f / 180.0f;
            xy[2 * n] = cx[k] + (float)rad * cosf(t), xy[2 * n + 1] = cy[k] + (float)rad * sinf(t);
            n++;
        }
    ui_poly(g, xy, n, c);
}

/* ------------------------------------------------------------------ */
/* Text */

static TTF_Font *font(UiGfx *g, int face, int px)
{
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
    if (!f) {
        fprintf(stderr, "ys: font %s: %s\n", path, TTF_GetError());
        exit(1);
    }
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

static UiTextEntry *text_entry(UiGfx *g, int face, int px, uint32_t c, const char *s)
{
    if (!s || !*s) return NULL;
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
    if (e->tex) SDL_DestroyTexture(e->tex);
    memset(e, 0, sizeof *e);
    SDL_Surface *surf = TTF_RenderUTF8_Blended(font(g, face, px), s, col(c));
    if (!surf) return NULL;
    e->tex = SDL_CreateTextureFromSurface(g->ren, surf);
    e->w = surf->w, e->h = surf->h;
    SDL_FreeSurface(surf);
    if (!e->tex) return NULL;
    SDL_SetTextureBlendMode(e->tex, SDL_BLENDMODE_BLEND);
    e->hash = h, e->face = face, e->size = px, e->rgba = c, e->used = ++g->tick;
    snprintf(e->s, sizeof e->s, "%s", s);
    return e;
}

int ui_text(UiGfx *g, int face, int px, uint32_t c, int x, int y, int align, const char *s)
{
    UiTextEntry *e = text_entry(g, face, px, c, s);
    if (!e) return 0;
    if (align == AL_CENTER) x -= e->w / 2;
    if (align == AL_RIGHT) x -= e->w;
    SDL_Rect d = {x, y, e->w, e->h};
    SDL_RenderCopy(g->ren, e->tex, NULL, &d);
    return e->w;
}

int ui_text_w(UiGfx *g, int face, int px, const char *s)
{
    int w = 0, h = 0;
    if (!s || !*s) return 0;
    TTF_SizeUTF8(font(g, face, px), s, &w, &h);
    return w;
}

int ui_text_wrap(UiGfx *g, int face, int px, uint32_t c, UiRect r, const char *s)
{
    char line[256];
    int y = r.y, lh = TTF_FontLineSkip(font(g, face, px));
    const char *p = s;
    while (*p) {
        /* longest run of words that fits */
        int n = 0, best = 0;
        const char *q = p;
        for (;;) {
            while (*q && *q != ' ' && *q != '\n')
                q++;
            int len = (int)(q - p);
            if (len >= (int)sizeof line) len = (int)sizeof line - 1;
            memcpy(line, p, (size_t)len);
            line[len] = 0;
            if (ui_text_w(g, face, px, line) > r.w && best) break;
            best = len;
            n = len;
            if (!*q || *q == '\n') break;
            q++;
        }
        memcpy(line, p, (size_t)n);
        line[n] = 0;
        if (y + lh > r.y + r.h + lh / 2) break;
        ui_text(g, face, px, c, r.x, y, AL_LEFT, line);
        y += lh;
        p += n;
        while (*p == ' ' || *p == '\n')
            p++;
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
    FILE *fp = fopen(path, "rb");
    if (!fp) {
        f->missing = 1;
        return f;
    }
    fseek(fp, 0, SEEK_END);
    long n = ftell(fp);
    fseek(fp, 0, SEEK_SET);
    f->data = malloc((size_t)n + 1);
    if (!f->data) {
        fprintf(stderr, "ys: out of memory\n");
        exit(1);
    }
    f->len = fread(f->data, 1, (size_t)n, fp);
    fclose(fp);
    return f;
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
    if (slot < 0) {
        slot = lru;
        if (g->art[slot].tex) SDL_DestroyTexture(g->art[slot].tex);
    }
    UiArtEntry *e = &g->art[slot];
    memset(e, 0, sizeof *e);
    snprintf(e->name, sizeof e->name, "%s", name);
    e->w = w, e->h = h, e->used = ++g->tick;
    UiArtFile *f = art_file(g, name);
    if (!f || f->missing || !f->data) return NULL; /* cached as absent */
    SDL_RWops *rw = SDL_RWFromConstMem(f->data, (int)f->len);
    SDL_Surface *s = rw ? IMG_LoadSizedSVG_RW(rw, w, h) : NULL;
    if (rw) SDL_RWclose(rw);
    if (!s) return NULL;
    e->tex = SDL_CreateTextureFromSurface(g->ren, s);
    SDL_FreeSurface(s);
    if (e->tex) SDL_SetTextureBlendMode(e->tex, SDL_BLENDMODE_BLEND);
    return e->tex;
}

int ui_art_draw(UiGfx *g, const char *name, UiRect r, uint32_t tint)
{
    SDL_Texture *t = ui_art(g, name, r.w, r.h);
    if (!t) return 0;
    SDL_SetTextureColorMod(t, (Uint8)(tint >> 24), (Uint8)(tint >> 16), (Uint8)(tint >> 8));
    SDL_SetTextureAlphaMod(t, (Uint8)tint);
    SDL_Rect d = {r.x, r.y, r.w, r.h};
    SDL_RenderCopy(g->ren, t, NULL, &d);
    return 1;
}

/* ------------------------------------------------------------------ */
/* Pieces */

void ui_draw_gem(UiGfx *g, int colour, UiRect r)
{
    static const char *names[6] = {"gem_blue", "gem_green", "gem_yellow", "gem_red", "gem_black", "gem_white"};
    if (colour < 0 || colour > 5) return;
    if (ui_art_draw(g, names[colour], r, 0xFFFFFFFF)) return;
    /* fallback: a distinct shape per colour */
    float cx = r.x + r.w / 2.0f, cy = r.y + r.h / 2.0f, s = r.w / 2.0f * 0.9f;
    uint32_t c = ui_rgb_a(ui_gem_rgb[colour], 255);
    float xy[16];
    int n = 0;
    switch (colour) {
    case YS_BLUE: /* diamond */
        xy[0] = cx, xy[1] = cy - s, xy[2] = cx + s, xy[3] = cy, xy[4] = cx, xy[5] = cy + s, xy[6] = cx - s, xy[7] = cy;
        n = 4;
        break;
    case YS_GREEN: /* square */
        xy[0] = cx - s * .8f, xy[1] = cy - s * .8f, xy[2] = cx + s * .8f, xy[3] = cy - s * .8f;
        xy[4] = cx + s * .8f, xy[5] = cy + s * .8f, xy[6] = cx - s * .8f, xy[7] = cy + s * .8f;
        n = 4;
        break;
    case YS_YELLOW: /* triangle */
        xy[0] = cx, xy[1] = cy - s, xy[2] = cx + s, xy[3] = cy + s * .8f, xy[4] = cx - s, xy[5] = cy + s * .8f;
        n = 3;
        break;
    case YS_RED: /* hexagon */
    default:
        for (int i = 0; i < 6; i++) {
            float t = (float)i * 1.0471976f;
            xy[2 * i] = cx + s * cosf(t), xy[2 * i + 1] = cy + s * sinf(t);
        }
        n = 6;
        break;
    }
    if (colour == YS_WHITE || colour == YS_BLACK) {
        for (int i = 0; i < 8; i++) {
            float t = (float)i * 0.785398f + 0.39f;
            xy[2 * i] = cx + s * cosf(t), xy[2 * i + 1] = cy + s * sinf(t);
        }
        n = 8;
    }
    /* a dark rim, then the gem */
    float rim[16];
    for (int i = 0; i < 2 * n; i += 2) {
        rim[i] = cx + (xy[i] - cx) * 1.18f;
        rim[i + 1] = cy + (xy[i + 1] - cy) * 1.18f;
    }
    ui_poly(g, rim, n, 0x101010D0);
    ui_poly(g, xy, n, c);
    ui_disc(g, cx - s * .25f, cy - s * .3f, s * .18f, 0xFFFFFF70);
}

void ui_draw_broker_token(UiGfx *g, UiRect r, int pc, int value, int up, int glow, int small_value)
{
    uint32_t rgb = ui_player_rgb[pc < 0 || pc >= UI_COLOURS ? 4 : pc];
    float cx = r.x + r.w / 2.0f, cy = r.y + r.h / 2.0f, rad = r.w / 2.0f;
    if (glow) ui_disc(g, cx, cy, rad + (float)r.w * 0.16f, glow == 2 ? 0xFFF2A0FF : 0xFFE066C0);
    const char *art = up ? "broker" : "broker_down";
    if (!ui_art_draw(g, art, r, ui_rgb_a(rgb, 255))) {
        ui_disc(g, cx, cy + rad * 0.08f, rad, 0x00000070);
        ui_disc(g, cx, cy, rad * 0.96f, 0x202020FF);
        ui_disc(g, cx, cy, rad * 0.86f, ui_rgb_a(rgb, 255));
        if (!up) {
            /* face down: a dark cap with a ring */
            ui_disc(g, cx, cy, rad * 0.62f, 0x00000060);
            ui_ring(g, cx, cy, rad * 0.62f, rad * 0.1f, 0xFFFFFF50);
        } else {
            ui_disc(g, cx, cy, rad * 0.64f, 0xFFFFFFE8);
        }
    }
    char s[8];
    if (value >= 0 && value <= 9) {
        snprintf(s, sizeof s, "%d", value);
        if (up) {
            int px = (int)(rad * 1.15f);
            ui_text(g, FONT_BOLD, px, 0x151515FF, (int)cx, (int)(cy - px * 0.68f), AL_CENTER, s);
        } else if (small_value) {
            int px = (int)(rad * 0.9f);
            ui_text(g, FONT_BOLD, px, 0xF0F0F0FF, (int)cx, (int)(cy - px * 0.68f), AL_CENTER, s);
        }
    } else if (!up && value == -2) {
        int px = (int)(rad * 0.9f);
        ui_text(g, FONT_BOLD, px, 0xFFFFFFB0, (int)cx, (int)(cy - px * 0.68f), AL_CENTER, "?");
    }
}
