/* desk.h - the desktop program around the game: languages, settings, the
 * player's folder (autosave, named saves with their seats), undo, replay,
 * the rules reference and the menus that reach them. The state lives in a
 * UiDesk kept beside each UiApp (ui_desk), so UiApp's layout stays as is. */
#ifndef YS_UI_DESK_H
#define YS_UI_DESK_H

#include "text/ui_text.h"
#include "ui_sdl.h"

/* Scenes beyond those of ui_sdl.h. */
enum { SC_MENU = 16, SC_SETTINGS, SC_SAVES, SC_RULES, SC_REPLAY, SC_SAVE_NAME };

typedef struct {
    UiApp *app;
    UiSettings set;
    char *pref_dir; /* the player's folder (SDL_free), or NULL: nothing is written */
    char status[200];
    uint32_t status_at;
    int ret_scene;    /* where Back / Escape returns from settings, rules, saves */
    int rules_ret;    /* where the rules return (they open over any scene) */
    int has_autosave; /* Continue is offered */
    int undo_to;      /* ys_replay target of Undo, -1 none */
    /* confirm before placing */
    int confirm;
    YsMove confirm_move;
    /* saves */
    UiSaveInfo *saves; /* all of them, newest first (free) */
    int nsaves, saves_scroll;
    char save_name[UI_SAVE_NAME_MAX + 1];
    /* rules */
    int rules_sec, rules_scroll, rules_h;
    /* replay: the whole match, and the prefix shown in app->match */
    YsMatch *rp_full;
    int rp_k, rp_viewer, rp_playing, rp_over;
    float rp_t;
} UiDesk;

/* The desk of an app (created on first use, reset by ui_desk_reset). */
UiDesk *ui_desk(UiApp *a);
void ui_desk_reset(UiApp *a);
void ui_desk_free(UiApp *a);

/* Uses dir as the player's folder (NULL: the system's, ui_pref_dir), loads
 * the settings there and applies them; lang_override (UI_LANG_COUNT: none)
 * wins over the settings, which win over the system language. 0 or -1 (no
 * folder: the game runs without saving). */
int ui_desk_open(UiApp *a, const char *dir, UiLang lang_override);
/* Applies settings at once (language, full screen, speeds). */
void ui_desk_apply(UiApp *a);
void ui_desk_set_lang(UiApp *a, UiLang lang);
UiLang ui_desk_lang(void);
/* Saves the settings in the player's folder (if any). */
void ui_desk_save_settings(UiApp *a);
void ui_desk_status(UiApp *a, const char *msg);

/* app.c: shows a->match (seats in a->seat) as the game scene, rebuilding
 * its log and score history from the moves; viewer -2 picks the lone
 * human (or nobody in hot seat, where a hand-over follows). */
void ui_app_show_match(UiApp *a, int viewer);
/* The game log and score history of a->match as viewer (-1: public) saw it. */
void ui_app_rebuild_log(UiApp *a, int viewer);

/* Game flow hooks called by app.c. */
void ui_desk_after_move(UiApp *a);                              /* autosave, undo target */
void ui_desk_game_started(UiApp *a);                            /* a new game: autosave it */
void ui_desk_game_over(UiApp *a);                               /* the autosave is done with */
int ui_desk_continue(UiApp *a);                                 /* resume the autosave: 0 or -1 (status says why) */
int ui_desk_save_as(UiApp *a, const char *name);                /* 0 or -1 */
int ui_desk_load_named(UiApp *a, const char *name, int replay); /* 0 or -1 */
void ui_desk_refresh_saves(UiApp *a);
/* Undo as the human at the screen; 0, or -1 (refused: status says why). */
int ui_desk_undo(UiApp *a);
void ui_desk_update_undo(UiApp *a);
/* Rebuilds the game screen's log and score history from a->match's log and
 * shows it (after a load or an undo). */
void ui_desk_resume(UiApp *a);

/* Seats side files: key=value text next to a save. 0 or -1. */
int ui_seats_format(const UiApp *a, char *buf, size_t len);
int ui_seats_parse(const char *text, UiSeat seat[YS_MAX_HUMANS], int players);

/* Replay of a->match (finished or saved): enters SC_REPLAY. */
void ui_replay_start(UiApp *a, const YsMatch *m);
void ui_replay_goto(UiApp *a, int k);
void ui_replay_set_viewer(UiApp *a, int viewer);

/* Scenes (scene_*.c): drawing and clicks. */
void ui_scene_title_draw(UiApp *a);
int ui_scene_title_click(UiApp *a, int x, int y);
void ui_scene_menu_draw(UiApp *a);
void ui_scene_menu_click(UiApp *a, int x, int y);
void ui_scene_settings_draw(UiApp *a);
void ui_scene_settings_click(UiApp *a, int x, int y);
void ui_scene_saves_draw(UiApp *a);
void ui_scene_saves_click(UiApp *a, int x, int y);
void ui_scene_save_name_draw(UiApp *a);
void ui_scene_rules_draw(UiApp *a);
void ui_scene_rules_click(UiApp *a, int x, int y);
void ui_scene_rules_scroll(UiApp *a, int dy);
void ui_scene_replay_draw(UiApp *a);
void ui_scene_replay_click(UiApp *a, int x, int y);
int ui_scene_replay_update(UiApp *a, float dt);
/* Over the game screen: the Undo button and the placement confirmation. */
void ui_game_overlay_draw(UiApp *a);
int ui_game_overlay_click(UiApp *a, int x, int y); /* 1 if handled */
UiRect ui_undo_button(const UiApp *a);
/* The end screen's Replay button. */
UiRect ui_end_replay_button(const UiApp *a);
void ui_status_draw(UiApp *a);

/* Headless drivers (desk_drive.c): settings rules menu confirm saves
 * replay. 0, or -1 (unknown name). */
int ui_desk_scene(UiApp *a, const char *name, uint64_t seed);
/* Exercises the player's folder as the game uses it: settings, a game's
 * autosave, a named save with non-ASCII letters, the listing, loading and
 * continuing. One PASS/FAIL line each on out; 0 if all pass, else 1. */
int ui_desk_selftest_saves(UiApp *a, FILE *out);

/* Small widgets in the look of draw.c (widgets.c). */
void ui_w_background(UiApp *a, const char *art);
void ui_w_panel(UiApp *a, UiRect r);
void ui_w_button(UiApp *a, UiRect r, const char *label, int on, int sel);
void ui_w_dim(UiApp *a);

#define UI_W_TEXT 0xEDE7D6FF
#define UI_W_DIM 0xA7B2BAFF
#define UI_W_GOLD 0xE2BC5AFF
#define UI_W_RED 0xE0645AFF

#endif
