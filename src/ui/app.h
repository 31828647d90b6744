/* app.h - the SDL game: the app (window, graphics, settings, the game
 * session) and its scenes. A scene is a table of functions (enter, click,
 * key, text, wheel, update, draw) over the state it owns in the app; the
 * scenes form a stack, so the menu, the settings and the rules open over
 * the game and close back to it. Only app.c (the platform loop) sees SDL
 * events: it turns them into clicks, keys (UiKey) and text for the scene on
 * top. Scenes switch through nav.c, which knows them only by the table. */
#ifndef YS_UI_APP_H
#define YS_UI_APP_H

#include "persist.h"
#include "session.h"
#include "system.h"
#include "tutor.h"
#include "ui_sdl.h"

/* ------------------------------------------------------------------ */
/* Scenes */

enum {
    SC_TITLE,
    SC_SETUP,
    SC_GAME,
    SC_HANDOVER,
    SC_END,
    SC_MENU,
    SC_SETTINGS,
    SC_SAVES,
    SC_RULES,
    SC_REPLAY,
    SC_SAVE_NAME,
    SC_FINAL,
    SC_COUNT
};

/* Keys as the scenes see them (app.c maps SDL's). UK_CANCEL: right click. */
typedef enum {
    UK_ESCAPE,
    UK_ENTER,
    UK_BACKSPACE,
    UK_SPACE,
    UK_LEFT,
    UK_RIGHT,
    UK_HOME,
    UK_END,
    UK_UP,
    UK_DOWN,
    UK_PAGEUP,
    UK_PAGEDOWN,
    UK_CANCEL
} UiKey;

typedef struct UiApp UiApp;

/* Each function may be NULL (nothing to do). */
typedef struct {
    const char *name;
    void (*enter)(UiApp *a);
    void (*click)(UiApp *a, int x, int y);
    void (*key)(UiApp *a, int key);
    void (*text)(UiApp *a, const char *utf8);
    void (*wheel)(UiApp *a, int dy);
    int (*update)(UiApp *a, float dt); /* 1: a redraw is due */
    void (*draw)(UiApp *a);
    int (*wants_frames)(const UiApp *a); /* animating or waiting on a timer */
} UiScene;

/* The scenes, each defined in its scene_*.c; app.c gathers them in the
 * table (UiApp.scenes) that nav.c reaches them through. */
extern const UiScene ui_scene_title, ui_scene_setup, ui_scene_game, ui_scene_handover, ui_scene_end, ui_scene_menu,
    ui_scene_settings, ui_scene_saves, ui_scene_rules, ui_scene_replay, ui_scene_save_name, ui_scene_final;

/* ------------------------------------------------------------------ */
/* Each scene's own state */

typedef struct {
    int players;
    UiSeat seat[YS_MAX_HUMANS];
    int nbhds4, kings_favor, express, strong_neutral, peek;
    char seed[24];
    int focus_seed;   /* typing in the seed field */
    int seed_refused; /* a digit was refused there: its help line says why */
    int focus_name;   /* seat index being renamed, -1 */
} UiSetup;

typedef struct {
    UiSaveInfo *list; /* all of them, newest first (freed by ui_app_free) */
    int n, scroll;
    char name[UI_SAVE_NAME_MAX + 1]; /* the name being typed (SC_SAVE_NAME) */
} UiSavesState;

#define UI_RULES_MAX 32
typedef struct {
    int sec, scroll, h;
    int sec_y[UI_RULES_MAX]; /* where each section starts in the text */
} UiRulesState;

/* Replay: the whole match, and the prefix shown in the session. */
typedef struct {
    YsMatch *full;
    int k, viewer, playing, over;
    float t;
} UiReplayState;

/* The game scene's own: the pick under way, the bot, the confirmation. */
typedef struct {
    UiPick pick;
    UiTargets targets;
    UiBot bot;
    YsMove pending; /* a bot move waiting for its pace */
    int has_pending;
    int confirm; /* a placement waiting for Confirm */
    YsMove confirm_move;
    int pace_open; /* the Pace button's three paces shown to choose from */
} UiGameState;

/* The player's aids (assist.c, hint.c): the sound, the live majorities'
 * switch, the hint. trace (tests) hears every effect the game plays. */
typedef struct UiSound UiSound;
typedef struct {
    UiSound *sound; /* NULL until ui_assist_open_sound: silent */
    int turn_for;   /* the human whose turn was last announced, -1 */
    int unmute;     /* the volume the mute key gives back */
    void (*trace)(void *ud, int sfx);
    void *trace_ud;
} UiAssist;

/* The hint (hint.c): a bot's suggestion for the human to move, thought on
 * the bot's thread from that player's own view. */
enum { UI_HINT_NONE, UI_HINT_THINKING, UI_HINT_SHOWN };
typedef struct {
    UiBot bot;
    int state;    /* UI_HINT_ */
    int for_nlog; /* the position it is for: gone once a move is played */
    YsMove move;
    AiReason why; /* its reason, worded when drawn (ui_reason_text) */
} UiHint;

/* What the drawing keeps (draw.c): the pass being drawn, the broker being
 * turned, and the brokers behind the screen sliding. */
#define UI_SLIDE_MAX 32
typedef struct {
    int p, n;                  /* whose brokers behind the screen, how many; p -1: none yet */
    int w, h;                  /* the output size they were laid out for */
    const void *match;         /* the game they belong to */
    int8_t val[UI_SLIDE_MAX];  /* their values, in slot order */
    UiRect from[UI_SLIDE_MAX]; /* where each was drawn when the row last changed */
    float t;                   /* how far they have slid to their slots: 0..1 */
} UiSlide;
typedef struct {
    int pass;
    int flip_place, flip_pos;
    UiSlide slide; /* the brokers behind the screen closing a gap (draw_slide.c) */
} UiDrawState;

/* ------------------------------------------------------------------ */
/* The app */

struct UiApp {
    SDL_Window *win;
    SDL_Renderer *ren;
    UiGfx gfx;
    int out_w, out_h, win_w, win_h;
    UiLayout L;
    /* the scene table (by SC_ id) and the stack: scene on top,
     * under[0..depth-1] below it */
    const UiScene *const *scenes;
    int scene, under[8], depth;
    int dirty, quit, fullscreen;
    int windowed_w, windowed_h; /* the window's size before full screen, restored after */
    int driven; /* a headless driver (drive.c) has stepped this game: it chooses every bot move, the game's own bot
                   thread stays idle */
    uint32_t wake_event;
    uint32_t now;   /* milliseconds, set by the platform loop */
    int text_input; /* a text field has the keyboard */
    /* settings and the player's folder */
    UiSettings set;
    char *pref_dir; /* SDL_free; NULL: nothing is written */
    int no_folder;  /* ui_app_open found no folder for them: nothing is kept, and the title says so */
    char status[200];
    uint32_t status_at;
    int has_autosave; /* Continue is offered */
    /* the game and the scenes' state */
    UiSession ses;
    UiGameState game;
    UiSetup setup;
    UiSavesState saves;
    UiRulesState rules;
    UiReplayState rp;
    UiDrawState dr;
    UiAssist assist;
    UiHint hint;
    UiTutor tutor;   /* the coach of the guided first game */
    int first_start; /* no settings file existed: the title offers the guided game */
    /* pointer */
    int mx, my, hover_on;
    uint32_t last_motion;
    /* tests */
    UiTraceFn trace;
    void *trace_ud;
    uint64_t frames;
    double frame_ms_sum, frame_ms_max;
    int frames_anim;
};

/* ------------------------------------------------------------------ */
/* The platform loop (app.c) */

int ui_app_init(UiApp *a, const char *data_dir, int w, int h, int flags);
void ui_app_free(UiApp *a);
/* Lays the game out for the size the renderer draws now (asked of SDL, on
 * every size change). */
void ui_app_resize(UiApp *a);
/* Full screen (the desktop's size) on or off: off restores the window's
 * size from before; either way laid out at once for the size SDL reports. */
void ui_app_set_fullscreen(UiApp *a, int on);
/* The layout for the output size, the game's options and the UI size. */
void ui_app_layout(UiApp *a, int players, int nbhds, int kf);
/* Handles one SDL event (mouse in window coordinates). */
void ui_app_event(UiApp *a, const SDL_Event *e);
/* Advances timers, bots and animations by dt seconds; 1 if a redraw is due. */
int ui_app_update(UiApp *a, float dt);
void ui_app_draw(UiApp *a);
int ui_app_wants_frames(const UiApp *a);
/* Clicks and keys given in output pixels (tests, drivers). */
void ui_app_click(UiApp *a, int x, int y);
void ui_app_key(UiApp *a, int key);
/* Writes the current frame to a PNG at path, as one whole regular file
 * (ys_file_write). 0, or -1 with "cannot write PATH: why" in SDL_GetError. */
int ui_app_shot(UiApp *a, const char *path);

/* ------------------------------------------------------------------ */
/* Scene changes (nav.c) */

/* Empties the stack and enters scene. */
void ui_nav_go(UiApp *a, int scene);
/* Opens scene over the current one; ui_nav_pop returns to it. */
void ui_nav_push(UiApp *a, int scene);
void ui_nav_pop(UiApp *a);
/* The scene under the top one, or -1. */
int ui_nav_under(const UiApp *a);

/* ------------------------------------------------------------------ */
/* The game around the session (game.c): settings, the player's folder,
 * starting, loading and undoing games. */

/* Uses dir as the player's folder (NULL: the system's, ui_pref_dir), loads
 * the settings there and applies them; lang_override (UI_LANG_COUNT: none)
 * wins over the settings, which win over the system language. 0 or -1 (no
 * folder: the game runs without saving). */
int ui_app_open(UiApp *a, const char *dir, UiLang lang_override);
/* Applies the settings at once (language, full screen, speeds). */
void ui_app_apply(UiApp *a);
/* Speaks lang from now on (a may be NULL): seats still named by default
 * get the new language's default names. */
void ui_app_set_lang(UiApp *a, UiLang lang);
/* Writes settings.ini; a failure is told in the status line. 0 or -1. */
int ui_app_save_settings(UiApp *a);
void ui_app_status(UiApp *a, const char *msg);
void ui_app_setup_defaults(UiApp *a, int players);
/* Starts a game from the setup (seats, options). 0 or -1. */
/* The seed the setup's field stands for: its digits, leading zeros
 * counting for nothing, at most 2^64 - 1. 0, or -1. */
int ui_app_seed(const char *digits, uint64_t *out);
int ui_app_start_game(UiApp *a);
void ui_app_demo(UiApp *a, int players);
/* Shows the session's match as the game scene; viewer -2: the lone human. */
void ui_app_show_match(UiApp *a, int viewer);
/* Plays a legal move as if clicked (drivers, tests). 0 or -1 (not legal now). */
int ui_app_play_move(UiApp *a, const YsMove *m);
/* Saves the game under way when it has moves not yet saved (the autosave). */
void ui_app_autosave(UiApp *a);
/* Saves where the guided game's coach is (its seats file), after Next or Skip. */
void ui_app_save_coach(UiApp *a);
/* Tells the rest of the move's story at once. */
void ui_app_fast_forward(UiApp *a);
/* The game is over and its story told: the result, then the end screen. */
void ui_app_game_over(UiApp *a);
/* Cancels the bot's search (ui_bot_cancel, no waiting) and forgets its
 * pending move. */
void ui_app_stop_bot(UiApp *a);
/* The pick's targets after a change of view or pick. */
void ui_app_targets(UiApp *a);
int ui_app_continue(UiApp *a);                                 /* the autosave: 0 or -1 (status says why) */
int ui_app_save_as(UiApp *a, const char *name);                /* 0 or -1 */
int ui_app_load_named(UiApp *a, const char *name, int replay); /* 0 or -1; replay: shown to all, not continued */
/* The same for a file of saves/ as the listing names it (UiSaveInfo.file):
 * the Load screen opens the file of the row clicked, whatever its name. */
int ui_app_load_file(UiApp *a, const char *file, int replay);
void ui_app_refresh_saves(UiApp *a);
/* Undo as the human at the screen; 0, or -1 (refused: status says why). */
int ui_app_undo(UiApp *a);
/* Whether the game has a bot seat; whether Undo may be offered in it (not
 * against bots when the setting "Undo against bots" is off: there it takes
 * back the bots' replies, which the player has seen); a->ses.undo_to for the
 * human at the screen, -1 where Undo is not offered. */
int ui_app_has_bots(const UiApp *a);
int ui_app_undo_allowed(const UiApp *a);
void ui_app_update_undo(UiApp *a);

/* Replay of a match (finished or saved): enters SC_REPLAY. */
void ui_replay_start(UiApp *a, const YsMatch *m);
void ui_replay_goto(UiApp *a, int k);
void ui_replay_set_viewer(UiApp *a, int viewer);
/* The replay's next way of seeing (its View button). */
void ui_replay_next_viewer(UiApp *a);
void ui_scene_rules_scroll(UiApp *a, int dy);
/* Scrolls the rules reference to section i (0-based; as drawn last). */
void ui_scene_rules_section(UiApp *a, int i);

/* ------------------------------------------------------------------ */
/* The player's aids (assist.c) */

/* Hooks the sound to the session's timeline (ui_app_init does it). */
void ui_assist_init(UiApp *a);
/* Opens the audio device at the settings' volume (the game, not tests). */
void ui_assist_open_sound(UiApp *a);
void ui_assist_close(UiApp *a);
/* The settings' volume to the device. */
void ui_assist_apply(UiApp *a);
/* Plays an effect (UiSfx) and tells the trace. */
void ui_assist_play(UiApp *a, int sfx);
/* "Your turn" when a human's decision comes up on the game scene. */
void ui_assist_update(UiApp *a);
/* The aids' letter keys (M mute, L live majorities): 1 when used. */
int ui_assist_letter(UiApp *a, int ch);

/* The hint (hint.c): offered to the human to move in the game scene (not
 * in replays, not to bots, not while a story is told). */
int ui_hint_available(const UiApp *a);
/* Starts thinking of a hint (H, the Hint button); a second press hides it.
 * The bot sees only ys_view of the player to move. */
void ui_hint_request(UiApp *a);
/* Collects the thought hint; drops it once the position changes. */
void ui_hint_update(UiApp *a);
/* Stops thinking and forgets the hint. */
void ui_hint_clear(UiApp *a);
/* Where the hint's callout stands (draw_hint.c): beside the place lit, or
 * above the action panel; 0 wide when no hint is shown. */
UiRect ui_hint_callout(UiApp *a);
/* The Hint button (in the top bar) and its click: 1 when used. */
UiRect ui_hint_button(const UiApp *a);
int ui_hint_click(UiApp *a, int x, int y);

/* ------------------------------------------------------------------ */
/* The guided first game (scenes/scene_tutor.c, draw/draw_tutor.c): the
 * coach's steps (tutor.h) over the game scene. */

/* Starts the guided game's fixed deal with the coach at its first step. */
void ui_tutor_start(UiApp *a);
/* Ends the coaching: the game goes on as a normal game. */
void ui_tutor_skip(UiApp *a);
/* Next, when the step waits for it. */
void ui_tutor_next(UiApp *a);
/* A click while the coach is on: 1 when it took it (every click on the
 * table: only the ones leading to the step's move act). */
int ui_tutor_click(UiApp *a, int x, int y);
/* A key while the coach is on: 1 when it took it. */
int ui_tutor_key(UiApp *a, int k);
/* The timeline's tick, held on the event an explanation step waits for. */
int ui_tutor_tick(UiApp *a, float dt);
/* What the coach lights now: the next click toward the step's move, or the
 * step's target, and a point in it where a click does that (cx, cy may be
 * NULL). 0: nothing. */
int ui_tutor_lit(const UiApp *a, UiRect *out, int *cx, int *cy);
/* The gold frame around the lit spot, its outer black line included: a
 * margin all round, less at the top where a neighbourhood's number sits
 * just above the spot (the frame ends under the number). */
UiRect ui_tutor_frame(UiApp *a, UiRect lit);
/* The coach's arrow at the lit spot: its triangle (three x, y points) and
 * its bounding box. From above, below, the left or the right, the first of
 * them that stays in the window and covers nothing that must stay readable
 * (the labels of the player's panel, the neighbourhoods' numbers and the
 * areas' names; outside the lit spot, the action bar and every broker on
 * the board and at the player's desk); where each side covers something,
 * the side covering least. */
UiRect ui_tutor_arrow(UiApp *a, UiRect lit, float tri[6]);
/* The step waits on the others (bots moving, the story before its event). */
int ui_tutor_waiting(const UiApp *a);
/* The step whose words the coach says: the step under way once its moment
 * is on the board, the one before while it waits (its words would tell
 * what the board does not show yet). */
int ui_tutor_spoken(const UiApp *a);
int ui_tutor_wants_next(const UiApp *a);
/* The box and its buttons; its words laid out (drawn when draw): returns
 * by how many pixels they overflow (0 or less: they fit). */
UiRect ui_tutor_box(const UiApp *a);
UiRect ui_tutor_next_button(const UiApp *a);
UiRect ui_tutor_skip_button(const UiApp *a);
int ui_tutor_px(const UiApp *a);
int ui_tutor_words(UiApp *a, const char *text, const char *said, const char *line, int draw);
int ui_tutor_label_fits(UiApp *a, const char *label);
/* How many of the log's last lines the coach's box shows under its words
 * (the log's own panel is the box's place): what flashed by (Sky's +4 for
 * the Prince) can be traced; 0 where its words leave no room. */
int ui_tutor_log_lines(UiApp *a);
void ui_draw_tutor(UiApp *a);

/* ------------------------------------------------------------------ */
/* Headless drivers for screenshots and tests (drive.c) */

/* A headless driver takes the game over: from now on it alone chooses the
 * bots' moves, and the game's own bot thread (stopped, its move dropped)
 * stays idle, however long a frame takes. ui_drive_step does it on its
 * first step; a driver that runs frames before that calls it first. */
void ui_drive_begin(UiApp *a);
/* One step: a hand-over clicked through, animations skipped, or one move
 * (bots synchronously; humans by a seeded random legal move). 0 when over. */
int ui_drive_step(UiApp *a, uint64_t *rng);
/* Sets up and plays to a named scene: title setup start game counting
 * handover end settings rules menu confirm saves replay final end_tie
 * end_neutral seats variants hint turn4. 0 or -1. */
int ui_drive_scene(UiApp *a, const char *name, uint64_t seed);
/* The guided game as its coach asks: one action (Next, a click on what is
 * lit, or time for the bots and the story); 0 once the coach is gone. */
int ui_drive_tutor_step(UiApp *a);
/* Starts the guided game and plays it to step (its move's turn, or its
 * event shown). 0, or -1 when the coach is gone before. */
int ui_drive_tutorial(UiApp *a, int step);
/* Exercises the player's folder as the game uses it: settings, a game's
 * autosave, a named save with non-ASCII letters, the listing, loading and
 * continuing. One PASS/FAIL line each on out; 0 if all pass, else 1. */
int ui_drive_selftest_saves(UiApp *a, FILE *out);

#endif
