/* main.c - `ys`: arguments, the data folder, and the app loop (redraw only
 * when something changed; sleep in SDL_WaitEventTimeout when idle). */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "app.h"
#include "ui_online.h"
#include "render.h"
#include "trace.h"
#include "ys/file.h"

#ifndef YS_VERSION
#define YS_VERSION "0"
#endif
#ifndef YS_SOURCE_ASSETS
#define YS_SOURCE_ASSETS "assets"
#endif

static int exists(const char *dir)
{
    char p[1200];
    snprintf(p, sizeof p, "%s/fonts/NotoSans-Regular.ttf", dir);
    return ys_file_is_regular(p);
}

/* Data next to the executable (installed: ../share/ys), else the source tree. */
static void find_data(char *out, size_t len)
{
    char *base = SDL_GetBasePath();
    const char *rel[] = {"assets", "../share/ys", "../share/ys/assets", "../assets", "../../assets"};
    if (base) {
        for (size_t i = 0; i < sizeof rel / sizeof rel[0]; i++) {
            snprintf(out, len, "%s%s", base, rel[i]);
            if (exists(out)) {
                SDL_free(base);
                return;
            }
        }
        SDL_free(base);
    }
    snprintf(out, len, "%s", YS_SOURCE_ASSETS);
}

static void usage(FILE *f)
{
    fprintf(f, "usage: ys [OPTION]...\n"
               "Ys, the board game of merchant-princes, against bots or in hot seat.\n\n"
               "  --lang en|fr|de|pl  the language (default: settings, else the system's)\n"
               "  --prefs DIR         keep settings and saves in DIR (default: the player's folder)\n"
               "  --demo              watch four bots play\n"
               "  --size WxH          the window size in pixels (default 1600x900)\n"
               "  --renderer R        auto (default: the GPU, unless its OpenGL is a software\n"
               "                      rasterizer such as llvmpipe), gpu or software\n"
               "  --software          draw without the GPU (--renderer software)\n"
               "  --shot FILE         draw one frame to a PNG and exit (no window)\n"
               "  --scene NAME        with --shot: title setup start game counting handover end\n"
               "                      settings menu confirm saves rules replay\n"
               "                      final end_tie end_neutral seats variants hint turn4 focus focus_place "
               "setup_focus title_focus\n"
               "                      tutorial title_first history stats online online_game online_game4\n"
               "                      online_kf4 online_forward\n"
               "                      online_end crowded save_name daily_ask daily_end\n"
               "                      (NAME+tabN: with the keyboard's focus moved N times)\n"
               "  --seed N            with --scene: the deal (default 7)\n"
               "  --page N            with --scene rules: open at section N (1 = the first)\n"
               "  --step N            with --scene tutorial: the guided game's step drawn (from 0)\n"
               "  --measure           print frame timings of a 20 s demo\n"
               "  --join LINK         join the online game of an invite (ys://HOST:PORT/CODE#sha256=...)\n"
               "  --autoplay          with --join, or --host (a 2-player room on a server this\n"
               "                      game runs; prints its invite): no window; play random legal\n"
               "                      moves to the end, print the result and exit (tests)\n"
               "  --games N           with --autoplay: N games in a row (the host asks for a\n"
               "                      rematch, the friend joins it)\n"
               "  --grace S           with --host: a player gone S seconds gets a bot (60)\n"
               "  --selftest-saves    write and read back settings and saves in the player's\n"
               "                      folder (or --prefs DIR), print PASS/FAIL, and exit\n"
               "  --version           print the version and exit\n"
               "  --help              print this help and exit\n\n"
               "Keys: Enter confirm, Esc cancel or menu, Ctrl+Z undo, F1 rules, F11 full screen,\n"
               "      H hint, L live majorities, M mute.\n");
}

/* Last thing before ys returns after printing: 0 if all it printed
 * reached standard output, else 1 with a message on stderr (a full disk,
 * /dev/full, a closed descriptor). */
static int stdout_done(void)
{
    errno = 0;
    int bad = fflush(stdout) != 0 || ferror(stdout), e = errno;
    if (fclose(stdout) != 0 && !bad) bad = 1, e = errno;
    if (!bad) return 0;
    fprintf(stderr, "ys: cannot write to standard output%s%s\n", e ? ": " : "", e ? strerror(e) : "");
    return 1;
}

/* A whole number from the command line, lo..hi, with ys_parse_uint's rules
 * (digits only, no sign, no overflow); says what is wrong and returns -1. */
static int arg_uint(const char *what, const char *s, uint64_t lo, uint64_t hi, uint64_t *out)
{
    if (ys_parse_uint(s, hi, out) == 0 && *out >= lo) return 0;
    fprintf(stderr, "ys: bad %s %s (a whole number, %llu to %llu)\n", what, s, (unsigned long long)lo,
            (unsigned long long)hi);
    return -1;
}

/* --size WxH, each side within what a window can be. */
static int arg_size(const char *s, int *w, int *h)
{
    char buf[48];
    const char *x = strchr(s, 'x');
    uint64_t a, b;
    if (!x || (size_t)(x - s) >= sizeof buf) {
        fprintf(stderr, "ys: bad size %s (WIDTHxHEIGHT, e.g. 1280x720)\n", s);
        return -1;
    }
    memcpy(buf, s, (size_t)(x - s));
    buf[x - s] = 0;
    if (arg_uint("width", buf, 320, 16384, &a) != 0 || arg_uint("height", x + 1, 200, 16384, &b) != 0) return -1;
    *w = (int)a, *h = (int)b;
    return 0;
}

int main(int argc, char **argv)
{
    ui_os_init();
    uint64_t t0 = SDL_GetPerformanceCounter();
    const char *shot = NULL, *scene = NULL, *prefs = NULL;
    UiLang lang = UI_LANG_COUNT;
    int w = 1600, h = 900, demo = 0, measure = 0, sized = 0, selftest = 0, page = 0, autoplay = 0;
    int games = 1, grace = 0;
    const char *join = NULL;
    int host = 0;
    uint64_t seed = 7;
    int step = -1; /* --scene tutorial: the coach's step drawn */
    for (int i = 1; i < argc; i++) {
        if (!strcmp(argv[i], "--help") || !strcmp(argv[i], "-h")) {
            usage(stdout);
            return stdout_done();
        } else if (!strcmp(argv[i], "--version")) {
            printf("ys %s\n", YS_VERSION);
            return stdout_done();
        } else if (!strcmp(argv[i], "--lang") && i + 1 < argc) {
            lang = ui_lang_from_code(argv[++i]);
            if (lang == UI_LANG_COUNT) {
                fprintf(stderr, "ys: unknown language %s (en, fr, de or pl)\n", argv[i]);
                return 2;
            }
        } else if (!strcmp(argv[i], "--prefs") && i + 1 < argc)
            prefs = argv[++i];
        else if (!strcmp(argv[i], "--shot") && i + 1 < argc)
            shot = argv[++i];
        else if (!strcmp(argv[i], "--scene") && i + 1 < argc)
            scene = argv[++i];
        else if (!strcmp(argv[i], "--size") && i + 1 < argc) {
            sized = 1;
            if (arg_size(argv[++i], &w, &h) != 0) return 2;
        } else if (!strcmp(argv[i], "--seed") && i + 1 < argc) {
            if (arg_uint("seed", argv[++i], 0, UINT64_MAX, &seed) != 0) return 2;
        } else if (!strcmp(argv[i], "--page") && i + 1 < argc) {
            uint64_t n;
            if (arg_uint("page", argv[++i], 1, UI_RULES_MAX, &n) != 0) return 2;
            page = (int)n;
        } else if (!strcmp(argv[i], "--step") && i + 1 < argc) {
            uint64_t n;
            if (arg_uint("step", argv[++i], 0, (uint64_t)ui_tutor_count() - 1, &n) != 0) return 2;
            step = (int)n;
        } else if (!strcmp(argv[i], "--demo"))
            demo = 1;
        else if (!strcmp(argv[i], "--measure"))
            measure = 1;
        else if (!strcmp(argv[i], "--selftest-saves"))
            selftest = 1;
        else if (!strcmp(argv[i], "--join") && i + 1 < argc)
            join = argv[++i];
        else if (!strcmp(argv[i], "--autoplay"))
            autoplay = 1;
        else if (!strcmp(argv[i], "--games") && i + 1 < argc) {
            uint64_t n;
            if (arg_uint("games", argv[++i], 1, 1000, &n) != 0) return 2;
            games = (int)n;
        } else if (!strcmp(argv[i], "--grace") && i + 1 < argc) {
            uint64_t n;
            if (arg_uint("grace", argv[++i], 1, 86400, &n) != 0) return 2;
            grace = (int)n;
        } else if (!strcmp(argv[i], "--host"))
            host = 1;
        else if (!strcmp(argv[i], "--software"))
            SDL_setenv("YS_SOFTWARE", "1", 1);
        else if (!strcmp(argv[i], "--renderer") && i + 1 < argc) {
            UiRendererChoice c;
            if (ui_renderer_from_name(argv[++i], &c) != 0) {
                fprintf(stderr, "ys: unknown renderer %s (auto, gpu or software)\n", argv[i]);
                return 2;
            }
            SDL_setenv("YS_RENDERER", argv[i], 1);
        } else {
            fprintf(stderr, "ys: unknown option %s\n", argv[i]);
            usage(stderr);
            return 2;
        }
    }
    /* what --measure and --selftest-saves print must reach someone */
    if (ui_os_std_streams(measure || selftest || autoplay) != 0) return 1;
#ifndef YS_ONLINE
    if (join) {
        fprintf(stderr, "ys: this build has no online play\n");
        return 2;
    }
#endif
    if ((autoplay && !join && !host) || (host && !autoplay)) {
        fprintf(stderr, "ys: --autoplay goes with --join LINK or --host\n");
        return 2;
    }
    if (autoplay) selftest = 1; /* headless, like the save self-test */
    char data[1024];
    find_data(data, sizeof data);
    static UiApp app;
    UiApp *a = &app;
    if (shot || selftest) SDL_setenv("YS_SOFTWARE", "1", 1);
    if (!shot && !selftest && !SDL_getenv("YS_RENDERER")) {
        /* the renderer setting, read before the window exists (the
         * environment and the command line win over it) */
        UiSettings pre;
        char *pd = prefs ? NULL : ui_pref_dir();
        if ((prefs || pd) && ui_settings_load(&pre, prefs ? prefs : pd) == 0)
            SDL_setenv("YS_RENDERER", ui_renderer_name(pre.renderer), 0);
        SDL_free(pd);
    }
    if (ui_app_init(a, data, w, h, shot || selftest ? SDL_WINDOW_HIDDEN : 0) != 0) return 1;
    if (selftest) { /* headless: the game's own save code in the player's folder */
        ui_app_open(a, prefs, UI_LANG_EN);
        UiDriveOnline d = {host ? NULL : join, seed, games, grace};
        int rc = autoplay ? ui_drive_online(a, &d, stdout) : ui_drive_selftest_saves(a, stdout);
        ui_app_free(a);
        SDL_Quit();
        int out = stdout_done();
        return rc ? rc : out;
    }
    /* a screenshot reads no settings and writes nothing, unless told where */
    if (!shot || prefs)
        ui_app_open(a, prefs, lang);
    else
        ui_app_set_lang(a, lang < UI_LANG_COUNT ? lang : UI_LANG_EN);
    if (!shot) ui_assist_open_sound(a);
    /* the size the player left it at, within the room the screen leaves
     * to windows (a 1280x720 window on a 1024x600 screen lost its logo and
     * footer); that fitted size is not taken for the player's at exit */
    int fit_w = 0, fit_h = 0;
    if (!shot && !sized && !a->fullscreen) {
        ui_window_fit(a, a->set.window_w, a->set.window_h, &fit_w, &fit_h);
        ui_app_resize(a);
    }
    if (shot) {
        if (scene && step >= 0 && !strcmp(scene, "tutorial")) {
            if (ui_drive_tutorial(a, step) != 0) {
                fprintf(stderr, "ys: the guided game has no step %d\n", step);
                return 2;
            }
        } else if (scene && ui_drive_scene(a, scene, seed) != 0) {
            fprintf(stderr, "ys: unknown scene %s\n", scene);
            return 2;
        }
        if (page && a->scene == SC_RULES) {
            ui_app_draw(a); /* measures where each section starts */
            ui_scene_rules_section(a, page - 1);
        }
        ui_app_draw(a);
        int rc = ui_app_shot(a, shot);
        if (rc) fprintf(stderr, "ys: %s\n", SDL_GetError());
        ui_app_free(a);
        SDL_Quit();
        return rc ? 1 : 0;
    }
    if (join) ui_online_join(a, join);
    if (demo) ui_app_demo(a, 4);
    if (measure && !demo) ui_app_demo(a, 4);
    ui_app_draw(a);
    SDL_RenderPresent(a->ren);
    double freq = (double)SDL_GetPerformanceFrequency();
    if (measure) {
        printf("renderer: %s\n", ui_renderer_picked());
        printf("first frame: %.1f ms\n", (double)(SDL_GetPerformanceCounter() - t0) * 1000.0 / freq);
    }
    uint64_t last = SDL_GetPerformanceCounter();
    double anim_sum = 0, anim_max = 0;
    long anim_n = 0;
    uint64_t mstart = last;
    UiTrace *trace = ui_trace_open(SDL_getenv("YS_TRACE")); /* for tests watching from outside (trace.h) */
    while (!a->quit) {
        SDL_Event e;
        if (ui_app_wants_frames(a)) {
            while (SDL_PollEvent(&e))
                ui_app_event(a, &e);
        } else if (SDL_WaitEventTimeout(&e, 2000)) {
            ui_app_event(a, &e);
            while (SDL_PollEvent(&e))
                ui_app_event(a, &e);
        }
        uint64_t now = SDL_GetPerformanceCounter();
        float dt = (float)((double)(now - last) / freq);
        if (dt > 0.25f) dt = 0.25f;
        last = now;
        if (ui_app_update(a, dt)) {
            uint64_t f0 = SDL_GetPerformanceCounter();
            int anim = a->ses.animating;
            ui_app_draw(a);
            SDL_RenderPresent(a->ren);
            double ms = (double)(SDL_GetPerformanceCounter() - f0) * 1000.0 / freq;
            if (anim) {
                anim_sum += ms, anim_n++;
                if (ms > anim_max) anim_max = ms;
            }
        }
        if (ui_app_wants_frames(a)) {
            /* about 60 fps while animating (vsync may already pace us) */
            double spent = (double)(SDL_GetPerformanceCounter() - now) * 1000.0 / freq;
            if (spent < 16.0) SDL_Delay((Uint32)(16.0 - spent));
        }
        if (measure && (double)(SDL_GetPerformanceCounter() - mstart) / freq > 20.0) a->quit = 1;
        ui_trace_frame(trace, a);
    }
    ui_trace_close(trace);
    if (measure && anim_n)
        printf("animated frames: %ld, draw+present mean %.2f ms, max %.2f ms\n", anim_n, anim_sum / (double)anim_n,
               anim_max);
    if (!a->fullscreen && !measure) {
        int ww, wh;
        SDL_GetWindowSize(a->win, &ww, &wh);
        if (ww >= UI_WINDOW_MIN_W && wh >= UI_WINDOW_MIN_H && (ww != a->set.window_w || wh != a->set.window_h) &&
            (ww != fit_w || wh != fit_h)) {
            a->set.window_w = ww, a->set.window_h = wh;
            ui_app_save_settings(a);
        }
    }
    ui_app_free(a);
    SDL_Quit();
    return measure ? stdout_done() : 0;
}
