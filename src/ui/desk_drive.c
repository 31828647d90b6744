/* desk_drive.c - headless drivers for the desk's scenes (screenshots and
 * tests): settings, menu, saves, rules, replay, confirm. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "desk.h"
#include "ysfs.h"

/* Plays n moves of a one-human game (human moves random, bots synchronous). */
static void play_some(UiApp *a, uint64_t seed, int n)
{
    uint64_t rng = seed ^ 0x9876u;
    ui_app_setup_defaults(a, 4);
    snprintf(a->setup.seed, sizeof a->setup.seed, "%llu", (unsigned long long)seed);
    ui_app_start_game(a);
    for (int i = 0; i < n * 4 && a->match->nlog < n; i++)
        if (!ui_drive_step(a, &rng)) break;
    ui_app_fast_forward(a);
    ui_app_update(a, 0);
}

int ui_desk_scene(UiApp *a, const char *name, uint64_t seed)
{
    UiDesk *d = ui_desk(a);
    if (!strcmp(name, "settings")) {
        d->ret_scene = SC_TITLE;
        a->scene = SC_SETTINGS;
        return 0;
    }
    if (!strcmp(name, "rules")) {
        d->rules_ret = SC_TITLE;
        a->scene = SC_RULES;
        ui_app_draw(a); /* measures the text */
        ui_scene_rules_scroll(a, ui_sc(&a->L, 700));
        return 0;
    }
    if (!strcmp(name, "menu")) {
        play_some(a, seed, 30);
        a->scene = SC_MENU;
        return 0;
    }
    if (!strcmp(name, "confirm")) {
        d->set.confirm_place = 1;
        int rc = ui_drive_scene(a, "game", seed); /* a broker picked */
        for (int i = 0; rc == 0 && i < 32 && !d->confirm; i++)
            if (a->targets.places)
                for (int pl = 0; pl < YS_PLACES && !d->confirm; pl++)
                    if (a->targets.places >> pl & 1) {
                        UiRect r = ui_layout_place(&a->L, pl);
                        ui_app_click(a, r.x + r.w / 2, r.y + r.h / 2);
                        /* face up or down: take the first button */
                        if (!d->confirm && a->targets.nbuttons) {
                            UiRect b = a->targets.btn[0].r;
                            ui_app_click(a, b.x + b.w / 2, b.y + b.h / 2);
                        }
                    }
        return rc;
    }
    if (!strcmp(name, "saves")) {
        if (d->pref_dir) {
            play_some(a, seed, 40);
            ui_desk_save_as(a, "Before the market");
            play_some(a, seed + 1, 90);
            ui_desk_save_as(a, "Turn 2, 3 players");
            /* a damaged one */
            char p[1200];
            snprintf(p, sizeof p, "%ssaves/Broken.ys", d->pref_dir);
            FILE *f = ys_fs_fopen(p, "wb");
            if (f) fputs("ys-save 1\nthis is not a save\n", f), fclose(f);
            d->status[0] = 0;
        }
        ui_desk_refresh_saves(a);
        d->ret_scene = SC_TITLE;
        a->scene = SC_SAVES;
        return 0;
    }
    if (!strcmp(name, "replay")) {
        int rc = ui_drive_scene(a, "end", seed);
        if (rc) return rc;
        ui_replay_start(a, a->match);
        ui_replay_goto(a, d->rp_full->nlog / 2);
        return 0;
    }
    return -1;
}

/* One line of the save self-test; counts failures in *bad. */
static void check(FILE *out, int *bad, int ok, const char *what, const char *detail)
{
    fprintf(out, "%s %s%s%s\n", ok ? "PASS" : "FAIL", what, detail && *detail ? ": " : "", detail ? detail : "");
    if (!ok) ++*bad;
}

int ui_desk_selftest_saves(UiApp *a, FILE *out)
{
    UiDesk *d = ui_desk(a);
    int bad = 0;
    char detail[1400];
    check(out, &bad, d->pref_dir != NULL, "player's folder", d->pref_dir ? d->pref_dir : SDL_GetError());
    if (!d->pref_dir) return 1;
    YsFsStat st;
    check(out, &bad, ys_fs_stat(d->pref_dir, &st) == 0 && st.kind == YS_FS_DIR, "player's folder exists", NULL);

    /* settings: written, then read back as a new start would */
    UiSettings want = d->set, got;
    want.window_w = 1234, want.window_h = 777;
    d->set = want;
    ui_desk_save_settings(a);
    int r = ui_settings_load(&got, d->pref_dir);
    snprintf(detail, sizeof detail, "%ssettings.ini", d->pref_dir);
    check(out, &bad, r == 0 && got.window_w == 1234 && got.window_h == 777, "settings written and read back", detail);

    /* the autosave: a new game and some moves, as the game makes them */
    play_some(a, 11, 25);
    int moves = a->match ? a->match->nlog : 0;
    snprintf(detail, sizeof detail, "%d moves", moves);
    check(out, &bad, moves > 0 && ui_autosave_exists(d->pref_dir), "autosave written", detail);

    /* a named save with letters beyond ASCII */
    const char *name = "Partie de J\xC3\xA9r\xC3\xB4me \xC5\x81ukasz";
    check(out, &bad, ui_desk_save_as(a, name) == 0, "named save written", name);
    ui_desk_refresh_saves(a);
    int listed = 0;
    for (int i = 0; i < d->nsaves; i++)
        listed |= !strcmp(d->saves[i].name, name) && !d->saves[i].damaged && d->saves[i].moves == moves;
    snprintf(detail, sizeof detail, "%d in the list", d->nsaves);
    check(out, &bad, listed, "named save listed", detail);

    /* read back: load the named save, then continue the autosave */
    d->status[0] = 0;
    r = ui_desk_load_named(a, name, 0);
    snprintf(detail, sizeof detail, "%d moves %s", a->match ? a->match->nlog : 0, d->status);
    check(out, &bad, r == 0 && a->match && a->match->nlog == moves, "named save loaded", detail);
    d->status[0] = 0;
    r = ui_desk_continue(a);
    snprintf(detail, sizeof detail, "%d moves %s", a->match ? a->match->nlog : 0, d->status);
    check(out, &bad, r == 0 && a->match && a->match->nlog == moves, "autosave continued", detail);
    fprintf(out, "%s save self-test in %s\n", bad ? "FAIL" : "PASS", d->pref_dir);
    return bad ? 1 : 0;
}
