/* app.c - the platform loop: the window and renderer, SDL events turned
 * into clicks, keys and text for the scene on top of the stack, the keys
 * every scene shares (F1 rules, F11 full screen, Ctrl+Z undo), and the
 * scene table. The only file that reads SDL events. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <SDL_image.h>

#include "draw.h"
#include "render.h"
#include "ui_online.h"
#include "ys/file.h"

static const UiScene *const scenes[SC_COUNT] = {
    [SC_TITLE] = &ui_scene_title,
    [SC_SETUP] = &ui_scene_setup,
    [SC_GAME] = &ui_scene_game,
    [SC_HANDOVER] = &ui_scene_handover,
    [SC_END] = &ui_scene_end,
    [SC_MENU] = &ui_scene_menu,
    [SC_SETTINGS] = &ui_scene_settings,
    [SC_SAVES] = &ui_scene_saves,
    [SC_RULES] = &ui_scene_rules,
    [SC_REPLAY] = &ui_scene_replay,
    [SC_SAVE_NAME] = &ui_scene_save_name,
    [SC_FINAL] = &ui_scene_final,
    [SC_HISTORY] = &ui_scene_history,
#ifdef YS_ONLINE
    [SC_ONLINE] = &ui_scene_online,
#endif
    [SC_ASK] = &ui_scene_ask,
};

static const UiScene *top(const UiApp *a) { return scenes[a->scene]; }

void ui_app_click(UiApp *a, int x, int y)
{
    a->dirty = 1;
    if (top(a)->click) top(a)->click(a, x, y);
}

void ui_app_key(UiApp *a, int k)
{
    a->dirty = 1;
    if (top(a)->key) top(a)->key(a, k);
}

static void key_down(UiApp *a, SDL_Keycode k, Uint16 mod)
{
    static const struct {
        SDL_Keycode sdl;
        int key;
    } keys[] = {
        {SDLK_ESCAPE, UK_ESCAPE},    {SDLK_RETURN, UK_ENTER}, {SDLK_KP_ENTER, UK_ENTER}, {SDLK_BACKSPACE, UK_BACKSPACE},
        {SDLK_SPACE, UK_SPACE},      {SDLK_LEFT, UK_LEFT},    {SDLK_RIGHT, UK_RIGHT},    {SDLK_HOME, UK_HOME},
        {SDLK_END, UK_END},          {SDLK_UP, UK_UP},        {SDLK_DOWN, UK_DOWN},      {SDLK_PAGEUP, UK_PAGEUP},
        {SDLK_PAGEDOWN, UK_PAGEDOWN}};
    /* the keys whose chords differ between systems (os.c) */
    switch (ui_key_action(k, mod, ui_os_is_mac())) {
    case UI_KEY_FULLSCREEN:
        ui_app_set_fullscreen(a, !a->fullscreen);
        a->set.fullscreen = a->fullscreen;
        ui_app_save_settings(a);
        return;
    case UI_KEY_RULES:
        if (a->scene == SC_RULES) {
            ui_nav_pop(a);
        } else if (a->scene != SC_SAVE_NAME) {
            if (a->scene == SC_GAME && a->ses.animating) ui_app_fast_forward(a);
            ui_nav_push(a, SC_RULES);
        }
        return;
    case UI_KEY_UNDO:
        if (a->scene == SC_GAME && a->ses.animating) ui_app_fast_forward(a);
        ui_app_undo(a);
        return;
    case UI_KEY_SETTINGS:
        /* as the title screen's and the menu's Settings; from a game, over
         * its menu, so that Back returns there */
        if (a->scene == SC_TITLE || a->scene == SC_MENU || a->scene == SC_GAME) {
            if (a->scene == SC_GAME) {
                if (a->ses.animating) ui_app_fast_forward(a);
                ui_nav_push(a, SC_MENU);
            }
            ui_nav_push(a, SC_SETTINGS);
        }
        return;
    case UI_KEY_QUIT:
        ui_app_request_quit(a);
        return;
    case UI_KEY_NONE:
        /* the aids' letters (mute, live majorities), when nobody types */
        /* T: a chat line, in a game with a table elsewhere */
        if (k == SDLK_t && !a->text_input && !(mod & (KMOD_CTRL | KMOD_GUI | KMOD_ALT)) && ui_online_chat_begin(a))
            return;
        if (k >= SDLK_a && k <= SDLK_z && !(mod & (KMOD_CTRL | KMOD_GUI | KMOD_ALT)) && ui_assist_letter(a, (int)k)) {
            ui_app_save_settings(a);
            char msg[120]; /* say what the key did */
            if (k == SDLK_m)
                snprintf(msg, sizeof msg, ui_str(a->set.volume ? S_ST_SOUND_ON : S_ST_SOUND_OFF), a->set.volume);
            else
                snprintf(msg, sizeof msg, "%s", ui_str(a->set.show_leads ? S_ST_LEADS_ON : S_ST_LEADS_OFF));
            ui_app_status(a, msg);
        }
        break;
    }
    if (k == SDLK_TAB && !(mod & (KMOD_CTRL | KMOD_GUI | KMOD_ALT)))
        ui_app_key(a, mod & KMOD_SHIFT ? UK_BACKTAB : UK_TAB);
    for (size_t i = 0; i < sizeof keys / sizeof keys[0]; i++)
        if (keys[i].sdl == k) ui_app_key(a, keys[i].key);
}

void ui_app_event(UiApp *a, const SDL_Event *e)
{
    float kx = a->win_w ? (float)a->out_w / (float)a->win_w : 1.0f;
    float ky = a->win_h ? (float)a->out_h / (float)a->win_h : 1.0f;
    int typing = a->text_input;
    switch (e->type) {
    case SDL_QUIT:
        ui_app_request_quit(a);
        break;
    case SDL_WINDOWEVENT:
        if (e->window.event == SDL_WINDOWEVENT_SIZE_CHANGED || e->window.event == SDL_WINDOWEVENT_RESIZED)
            ui_app_resize(a);
        if (e->window.event == SDL_WINDOWEVENT_LEAVE) a->hover_on = 0, a->last_motion = 0;
        a->dirty = 1;
        break;
    case SDL_MOUSEMOTION:
        a->mx = (int)(e->motion.x * kx), a->my = (int)(e->motion.y * ky);
        a->hover_on = 0;
        a->last_motion = SDL_GetTicks();
        a->dirty = 1;
        break;
    case SDL_MOUSEBUTTONDOWN:
        a->mx = (int)(e->button.x * kx), a->my = (int)(e->button.y * ky);
        a->hover_on = 0, a->last_motion = 0;
        if (e->button.button == SDL_BUTTON_RIGHT)
            ui_app_key(a, UK_CANCEL);
        else if (e->button.button == SDL_BUTTON_LEFT)
            ui_app_click(a, a->mx, a->my);
        break;
    case SDL_MOUSEWHEEL:
        if (top(a)->wheel) top(a)->wheel(a, e->wheel.y), a->dirty = 1;
        break;
    case SDL_TEXTINPUT:
        if (top(a)->text) top(a)->text(a, e->text.text);
        break;
    case SDL_KEYDOWN:
        key_down(a, e->key.keysym.sym, e->key.keysym.mod);
        a->dirty = 1;
        break;
    default:
        if (e->type == a->wake_event) a->dirty = 1;
        break;
    }
    /* a scene asks for the keyboard's text through a->text_input */
    if (typing != a->text_input) {
        if (a->text_input)
            SDL_StartTextInput();
        else
            SDL_StopTextInput();
    }
}

int ui_app_update(UiApp *a, float dt)
{
    a->now = SDL_GetTicks();
    ui_app_sources(a); /* a room's lines, before the scene reads the game */
    if (top(a)->update && top(a)->update(a, dt)) a->dirty = 1;
    ui_assist_update(a);
    /* signed: a status set during this update (the server's lines) is
     * younger than a->now, and must not count as 49 days old */
    if (a->status[0] && (int32_t)(a->now - a->status_at) > 6000) a->status[0] = 0, a->dirty = 1;
    if (a->hover_on == 0 && a->last_motion && a->now - a->last_motion > 350) {
        a->hover_on = 1;
        a->dirty = 1;
    }
    return a->dirty;
}

int ui_app_scene_targets(UiApp *a, UiRect *out, int max)
{
    return top(a)->targets && max > 0 ? top(a)->targets(a, out, max) : 0;
}

int ui_app_wants_frames(const UiApp *a)
{
    if (top(a)->wants_frames && top(a)->wants_frames(a)) return 1;
    if (a->opening || (a->ses.src && ui_source_busy(a->ses.src))) return 1;
    return a->hover_on == 0 && a->last_motion != 0;
}

void ui_app_draw(UiApp *a)
{
    SDL_SetRenderDrawColor(a->ren, 0, 0, 0, 255);
    if (a->scene != SC_GAME) SDL_RenderClear(a->ren); /* the game scene covers every pixel */
    a->gfx.nbox = 0, a->gfx.nbtn = 0;
    top(a)->draw(a);
    ui_w_status(a);
    a->dirty = 0;
    a->frames++;
}

/* ------------------------------------------------------------------ */
/* Window */

/* Whether the video driver SDL started shows windows to a person. Where no
 * display answers (no X server, none yet after a reset, no Wayland), SDL
 * falls back to its offscreen driver: a visible game would then run on with
 * no window, seen by nobody, and never end. A driver asked for by name
 * (SDL_VIDEODRIVER=dummy, as the tests do) is the caller's choice. */
static int ui_app_has_screen(void)
{
    const char *asked = SDL_GetHint(SDL_HINT_VIDEODRIVER);
    if (asked && *asked) return 1;
    const char *d = SDL_GetCurrentVideoDriver();
    return d && strcmp(d, "offscreen") != 0 && strcmp(d, "dummy") != 0;
}

int ui_app_init(UiApp *a, const char *data_dir, int w, int h, int flags)
{
    memset(a, 0, sizeof *a);
    ui_settings_default(&a->set);
    a->set.lang = (UiLang)ui_lang_current();
    a->ses.undo_to = -1;
    a->dr.pass = P_ALL;
    a->dr.flip_place = a->dr.flip_pos = -1;
    a->ses.pace = 1.0f;
    a->ses.anim.pace = 1.0f;
    a->ses.viewer = -1;
    a->ses.handover_to = -1;
    a->setup.focus_name = -1;
    ui_assist_init(a);
    if (SDL_Init(SDL_INIT_VIDEO | SDL_INIT_EVENTS) != 0) {
        fprintf(stderr, "ys: SDL_Init: %s\n", SDL_GetError());
        return -1;
    }
    if (!(flags & SDL_WINDOW_HIDDEN) && !ui_app_has_screen()) {
        fprintf(stderr,
                "ys: no screen to open the window on (SDL found only its \"%s\" driver): "
                "start the game from a desktop session, or set DISPLAY or WAYLAND_DISPLAY\n",
                SDL_GetCurrentVideoDriver());
        SDL_Quit();
        return -1;
    }
    IMG_Init(IMG_INIT_PNG);
    a->win = SDL_CreateWindow("Ys", SDL_WINDOWPOS_CENTERED, SDL_WINDOWPOS_CENTERED, w, h,
                              SDL_WINDOW_RESIZABLE | SDL_WINDOW_ALLOW_HIGHDPI | (Uint32)flags);
    if (!a->win) {
        fprintf(stderr, "ys: window: %s\n", SDL_GetError());
        return -1;
    }
    SDL_SetWindowMinimumSize(a->win, 640, 360);
    a->ren = ui_renderer_create(a->win, ui_renderer_choice(UI_RENDERER_AUTO));
    if (!a->ren) {
        fprintf(stderr, "ys: renderer: %s\n", SDL_GetError());
        return -1;
    }
    if (ui_gfx_init(&a->gfx, a->ren, data_dir) != 0) return -1;
    a->wake_event = SDL_RegisterEvents(1);
    ui_app_setup_defaults(a, 4);
    a->scenes = scenes;
    ui_nav_go(a, SC_TITLE);
    ui_app_resize(a);
    return 0;
}

void ui_app_free(UiApp *a)
{
    if (!a) return;
    ui_bot_cancel(&a->game.bot);
    ui_session_close(&a->ses); /* an online room left, a hosted server stopped */
    ui_source_free(a->opening);
    a->opening = NULL;
    ui_online_list_free(a);
    ui_online_settle(); /* the router's forwarding removed before the game ends */
    ui_assist_close(a);
    if (a->pref_dir) SDL_free(a->pref_dir);
    a->pref_dir = NULL;
    free(a->rp.full);
    a->rp.full = NULL;
    free(a->saves.list);
    a->saves.list = NULL;
    free(a->hist.list);
    a->hist.list = NULL;
    free(a->hist.offer);
    a->hist.offer = NULL;
    a->hist.n = 0;
    a->saves.n = 0;
    ui_gfx_free(&a->gfx);
    ui_session_close(&a->ses);
    if (a->ren) SDL_DestroyRenderer(a->ren);
    if (a->win) SDL_DestroyWindow(a->win);
    a->ren = NULL, a->win = NULL;
}

/* A PNG in memory: an SDL_RWops whose writes grow a buffer. */
typedef struct {
    char *s;
    size_t n, cap;
} MemOut;

static size_t SDLCALL mem_write(SDL_RWops *rw, const void *p, size_t size, size_t num)
{
    MemOut *m = rw->hidden.unknown.data1;
    if (size && num > ((size_t)-1 - m->n) / size) return 0;
    size_t k = size * num;
    if (m->n + k > m->cap) {
        size_t cap = m->cap ? m->cap : 65536;
        while (cap < m->n + k)
            cap *= 2;
        char *s = realloc(m->s, cap);
        if (!s) {
            SDL_OutOfMemory();
            return 0;
        }
        m->s = s, m->cap = cap;
    }
    if (k) memcpy(m->s + m->n, p, k);
    m->n += k;
    return num;
}

static Sint64 SDLCALL mem_size(SDL_RWops *rw) { return (Sint64)((MemOut *)rw->hidden.unknown.data1)->n; }

/* Only where the writing stands (a PNG is written straight through). */
static Sint64 SDLCALL mem_seek(SDL_RWops *rw, Sint64 offset, int whence)
{
    Sint64 n = mem_size(rw);
    if (offset == 0 && (whence == RW_SEEK_CUR || whence == RW_SEEK_END)) return n;
    if (whence == RW_SEEK_SET && offset == n) return n;
    return SDL_SetError("a PNG being made cannot be read back");
}

static size_t SDLCALL mem_read(SDL_RWops *rw, void *p, size_t size, size_t num)
{
    (void)rw, (void)p, (void)size, (void)num;
    SDL_SetError("a PNG being made cannot be read back");
    return 0;
}

static int SDLCALL mem_close(SDL_RWops *rw)
{
    SDL_FreeRW(rw);
    return 0;
}

/* The PNG is made in memory, then written as one whole file by the file
 * layer (a temp file renamed over path): a full disk, a FIFO, a device or
 * a folder at path is an error, never a wait nor an empty file. */
int ui_app_shot(UiApp *a, const char *path)
{
    SDL_Surface *s = SDL_CreateRGBSurfaceWithFormat(0, a->out_w, a->out_h, 32, SDL_PIXELFORMAT_ARGB8888);
    SDL_RWops *rw = SDL_AllocRW();
    MemOut png = {0};
    int rc = s && rw ? SDL_RenderReadPixels(a->ren, NULL, SDL_PIXELFORMAT_ARGB8888, s->pixels, s->pitch) : -1;
    if (rw) {
        rw->type = SDL_RWOPS_UNKNOWN;
        rw->size = mem_size, rw->seek = mem_seek, rw->read = mem_read, rw->write = mem_write, rw->close = mem_close;
        rw->hidden.unknown.data1 = &png;
    }
    if (rc == 0) rc = IMG_SavePNG_RW(s, rw, 0);
    if (rw) SDL_RWclose(rw);
    SDL_FreeSurface(s);
    char err[1400];
    if (rc != 0) {
        snprintf(err, sizeof err, "cannot write %s: %s", path, SDL_GetError());
        SDL_SetError("%s", err);
    } else if (ys_file_write(path, png.s, png.n, err, sizeof err) != 0) {
        SDL_SetError("%s", err);
        rc = -1;
    }
    free(png.s);
    return rc == 0 ? 0 : -1;
}
