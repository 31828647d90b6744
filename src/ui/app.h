/* app.h - the SDL game: the app (window, graphics, settings, the game
 * session) and its scenes. A scene is a table of functions (enter, click,
 * key, text, wheel, update, draw) over the state it owns in the app; the
 * scenes form a stack, so the menu, the settings and the rules open over
 * the game and close back to it. Only app.c (the platform loop) sees SDL
 * events: it turns them into clicks, keys (UiKey) and text for the scene on
 * top. Scenes switch through nav.c, which knows them only by the table. */
#ifndef YS_UI_APP_H
#define YS_UI_APP_H

#include "history_ui.h"
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
    SC_HISTORY,
    SC_ONLINE,
    SC_ASK,
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
    UK_CANCEL,
    UK_TAB,    /* the focus to the next target (focus.c) */
    UK_BACKTAB /* Shift+Tab: to the previous one */
} UiKey;

typedef struct UiApp UiApp;
typedef struct UiOnline UiOnline; /* a room's game (online.c) */

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
    /* the rectangles a click acts on now, in reading order (what the
     * keyboard's focus moves over); tests and drivers click them */
    int (*targets)(UiApp *a, UiRect *out, int max);
} UiScene;

/* The scenes, each defined in its scene_*.c; app.c gathers them in the
 * table (UiApp.scenes) that nav.c reaches them through. */
extern const UiScene ui_scene_title, ui_scene_setup, ui_scene_game, ui_scene_handover, ui_scene_end, ui_scene_menu,
    ui_scene_settings, ui_scene_saves, ui_scene_rules, ui_scene_replay, ui_scene_save_name, ui_scene_final,
    ui_scene_history, ui_scene_online, ui_scene_ask;

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
    int online;       /* Play online, Host a game: Start hosts a room */
    int key_on, key;  /* the keyboard's focus among the setup's targets, shown from the start (on Start) */
    int level_tip;    /* the seat whose level's figures the tooltip shows (hover or focus), -1 */
    int fair_in_tip;  /* the level's words took both lines: "bots never peek" is in its tooltip */
} UiSetup;

typedef struct {
    UiSaveInfo *list; /* all of them, newest first (freed by ui_app_free) */
    int n, scroll;
    char name[UI_SAVE_NAME_MAX + 1]; /* the name being typed (SC_SAVE_NAME) */
    int confirm;                     /* the row whose Delete waits for its confirmation, -1 */
    char rename_file[256];           /* SC_SAVE_NAME renames this file of saves/ ("" saves the game) */
    UiKeyFocus keys;                 /* the keyboard's focus on the rows' buttons (keys.c) */
    UiKeyFocus name_keys;            /* the save-name box's: Cancel, Save */
} UiSavesState;

#define UI_RULES_MAX 32
typedef struct {
    int sec, scroll, h;
    int sec_y[UI_RULES_MAX]; /* where each section starts in the text */
    UiKeyFocus keys;         /* the keyboard's focus on the sections and Back */
} UiRulesState;

/* Replay: the whole match, and the prefix shown in the session. */
typedef struct {
    YsMatch *full;
    int k, viewer, playing, over;
    float t;
    UiKeyFocus keys; /* the keyboard's focus on the replay's buttons */
} UiReplayState;

/* A room this player sits in, as kept in online.txt in the player's folder
 * (the seat's token is its secret: the file is the player's alone). */
typedef struct {
    char link[400]; /* ys://HOST:PORT/CODE#sha256=... */
    char room[16];
    char token[80];
    int seat, seq;
    int hosted; /* this game runs its server (from the player's folder): Resume starts it again */
} UiOnlineGame;

/* What a room's server says of it, without taking the seat (online_list.c). */
enum { UI_ROOM_ASKING, UI_ROOM_KNOWN, UI_ROOM_GONE, UI_ROOM_NO_ANSWER, UI_ROOM_HOSTED };
typedef struct {
    int state; /* UI_ROOM_ */
    int seq, to_move, over, seat, nseats;
    int64_t last; /* Unix seconds of its last move */
    char names[YS_MAX_HUMANS][24];
    int bot[YS_MAX_HUMANS];
} UiRoomFigures;
typedef struct UiRoomsQuery UiRoomsQuery;

/* Play online's own (scene_online.c): the invite typed, the rooms kept. */
#define UI_ONLINE_ROWS 6
typedef struct {
    char invite[400];
    char name[UI_NAME_MAX + 1]; /* the player's name as typed (the settings' once left) */
    int focus;                  /* the field typing goes to: 0 none, 1 the invite's, 2 the name's */
    UiOnlineGame games[UI_ONLINE_ROWS];
    UiRoomFigures fig[UI_ONLINE_ROWS]; /* each room's, as its server answered */
    int ngames;
    UiRoomsQuery *query; /* the servers asked, NULL once every one answered */
    UiKeyFocus keys;     /* the keyboard's focus (keys.c) */
} UiOnlineScene;

/* A question over the screen (scene_ask.c): what Yes does. */
enum { UI_ASK_LEAVE, UI_ASK_QUIT, UI_ASK_GIVE_BOT };
typedef struct {
    int what, seat; /* UI_ASK_, and the seat a bot is to play */
    char text[700];
    UiStrId yes;     /* its button's words */
    UiKeyFocus keys; /* the keyboard's focus on its two buttons */
} UiAskState;

/* The game scene's own: the pick under way, the bots' thread (a game
 * here's source asks it: ui_app_bots), the confirmation. */
typedef struct {
    UiPick pick;
    UiTargets targets;
    UiBot bot;
    int confirm; /* a placement waiting for Confirm */
    YsMove confirm_move;
    int pace_open;       /* the Pace button's three paces shown to choose from */
    int chat_on;         /* a chat line being written (a game with a table elsewhere) */
    char chat[204];      /* it, as typed */
    int panel_tight;     /* the online panel's lines closer, for the log to keep its lines (ui_app_layout); 2: even
                            so no room (the throne below): the panel shares the log's place, shown or folded away */
    int table_shut;      /* that shared panel folded away: the log shown whole */
    int chat_seen;       /* the number of the last chat line said when that panel was last shown */
    int focus_on, focus; /* the keyboard's target (ui_focus_targets), shown once Tab is pressed */
    int focus_moved;     /* the match's nlog + 1 when the player last moved the focus or chose by it: Space chooses only
                            then */
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
    int no_tip;    /* the pointer rests on something drawn over the game (the online table): no tooltip of the game's */
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
    int windowed_x, windowed_y; /* and its place (window.c) */
    int driven; /* a headless driver (drive.c) has stepped this game: it chooses every bot move, the game's own bot
                   thread stays idle */
    uint32_t wake_event;
    uint32_t now;   /* milliseconds, set by the platform loop */
    int text_input; /* a text field has the keyboard */
    /* settings and the player's folder */
    UiSettings set;
    char *pref_dir; /* SDL_free; NULL: nothing is written */
    int no_folder;  /* ui_app_open found no folder for them: nothing is kept, and the title says so */
    char status[400];
    uint32_t status_at;
    int has_autosave; /* Continue is offered */
    /* the keyboard's focus on the buttons of the title, the menu, the
     * settings and the end screen (keys.c), shown once Tab is pressed */
    UiKeyFocus title_keys, menu_keys, settings_keys, end_keys;
    /* the game and the scenes' state */
    UiSession ses;
    UiGameState game;
    UiSetup setup;
    UiSavesState saves;
    UiRulesState rules;
    UiReplayState rp;
    UiHistoryState hist;
    UiDrawState dr;
    UiAssist assist;
    UiHint hint;
    UiTutor tutor; /* the coach of the guided first game */
    UiAskState ask;
    UiSource *opening; /* a game being opened (a room still to be reached), shown once it can be; NULL */
    UiOnlineScene online_scene;
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
/* The platform loop (app.c); the other files' functions are in their own
 * headers, included at the end */

int ui_app_init(UiApp *a, const char *data_dir, int w, int h, int flags);
void ui_app_free(UiApp *a);
/* Lays the game out for the size the renderer draws now (asked of SDL, on
 * every size change). */
void ui_app_resize(UiApp *a);
/* Full screen (the desktop's size) on or off: off restores the window's
 * size from before; either way laid out at once for the size SDL reports. */
void ui_app_set_fullscreen(UiApp *a, int on);
/* Handles one SDL event. The mouse arrives in window coordinates and is
 * kept (mx, my) and clicked in output pixels, the layout's. */
void ui_app_event(UiApp *a, const SDL_Event *e);
/* Advances timers, bots and animations by dt seconds; 1 if a redraw is due. */
int ui_app_update(UiApp *a, float dt);
void ui_app_draw(UiApp *a);
int ui_app_wants_frames(const UiApp *a);
/* Clicks and keys given in output pixels (tests, drivers). */
void ui_app_click(UiApp *a, int x, int y);
void ui_app_key(UiApp *a, int key);
/* Asks text over the screen with Yes (its words yes) and Cancel; Yes does
 * what (UI_ASK_, seat for a bot's) (status.c; the scene, scene_ask.c). */
void ui_app_ask(UiApp *a, int what, int seat, const char *text, UiStrId yes);
/* Quits, unless leaving makes friends wait (a room this game hosts): then
 * asks first. */
void ui_app_request_quit(UiApp *a);
/* Shows msg in the status line for a few seconds (status.c). */
void ui_app_status(UiApp *a, const char *msg);
/* The rectangles a click on the scene on top acts on now, in reading order
 * (the keyboard's focus moves over them): how many, at most max; 0 for a
 * scene that lists none. */
int ui_app_scene_targets(UiApp *a, UiRect *out, int max);
/* Writes the current frame to a PNG at path, as one whole regular file
 * (ys_file_write). 0, or -1 with "cannot write PATH: why" in SDL_GetError. */
int ui_app_shot(UiApp *a, const char *path);

/* ------------------------------------------------------------------ */
/* The functions, each in the header of the file that owns it; included
 * here so that a file that includes app.h sees them all. */
#include "assist.h"
#include "coach.h"
#include "draw/draw_tutor.h"
#include "drive.h"
#include "game.h"
#include "hint.h"
#include "keys.h"
#include "nav.h"
#include "scenes/scenes.h"
#include "window.h"

#endif
