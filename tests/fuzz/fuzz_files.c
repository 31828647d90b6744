/* fuzz_files.c - libFuzzer target: the game's own files read back from the
 * player's folder, which a player may edit by hand: settings.ini, a save's
 * seats side file (and its guided-game lines), and a save's file name. On
 * any bytes: every setting read lies in its documented range and writes
 * back to text that reads the same; every seat has a level, a colour and a
 * name a font can draw (well-formed UTF-8, no control character, never
 * empty), its colours all different; a file name read as a save's name
 * is the very file that name is saved under. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "persist.h"
#include "ys/ai.h"
#include "broken.h"

/* s is a name within cap bytes (its NUL included), not empty, whole
 * well-formed letters with no control character. */
static int well_formed_name(const char *s, size_t cap)
{
    const char *end = memchr(s, 0, cap);
    size_t n = end ? (size_t)(end - s) : 0;
    char clean[UI_SAVE_NAME_MAX * 4 + 8];
    return n && n < sizeof clean && ui_utf8_clean(clean, sizeof clean, s) == n && !strcmp(clean, s);
}

static void settings(const char *text)
{
    UiSettings s, t;
    ui_settings_parse(text, &s);
    if (s.lang < 0 || s.lang >= UI_LANG_COUNT || (s.fullscreen | 1) != 1 || (s.show_own_hidden | 1) != 1 ||
        (s.confirm_place | 1) != 1 || (s.show_leads | 1) != 1)
        BROKEN();
    if (!(s.anim_speed >= UI_ANIM_SPEED_MIN && s.anim_speed <= UI_ANIM_SPEED_MAX)) BROKEN();
    if (s.bot_pace_ms < 0 || s.bot_pace_ms > UI_BOT_PACE_MAX_MS || s.volume < 0 || s.volume > 100) BROKEN();
    if (s.window_w < UI_WINDOW_MIN_W || s.window_w > UI_WINDOW_MAX || s.window_h < UI_WINDOW_MIN_H ||
        s.window_h > UI_WINDOW_MAX)
        BROKEN();
    if (s.renderer < UI_RENDERER_AUTO || s.renderer > UI_RENDERER_SOFTWARE || s.ui_size < 0 ||
        s.ui_size >= UI_SIZE_COUNT)
        BROKEN();
    char buf[2048];
    ui_settings_format(&s, buf, sizeof buf);
    if (ui_settings_parse(buf, &t) != 0) BROKEN(); /* what it writes, it reads whole */
    if (memcmp(&s, &t, sizeof s)) BROKEN();
}

static void seats(const char *text)
{
    for (int players = 2; players <= YS_MAX_HUMANS; players++) {
        UiSeat seat[YS_MAX_HUMANS];
        ui_seats_parse(text, seat, players);
        for (int s = 0; s < YS_MAX_HUMANS; s++) {
            if ((seat[s].human | 1) != 1 || seat[s].level < AI_EASY || seat[s].level > AI_EXPERT) BROKEN();
            if (seat[s].colour < 0 || seat[s].colour > 3) BROKEN();
            if (!well_formed_name(seat[s].name, sizeof seat[s].name)) BROKEN();
            for (int t = 0; t < s && s < players; t++)
                if (seat[s].colour == seat[t].colour) BROKEN();
        }
    }
    int step = 42;
    int guided = ui_seats_guided(text, &step);
    if ((guided | 1) != 1 || step < -1 || step > 1000 || (!guided && step != -1)) BROKEN();
}

static void save_name(const char *text)
{
    char name[UI_SAVE_NAME_MAX * 4 + 8], file[UI_SAVE_NAME_MAX * 3 + 8];
    if (ui_save_name_decode(text, name, sizeof name) != 0) return;
    /* a name listed is the name that opens this very file */
    if (ui_save_file_name(name, file, sizeof file) != 0 || strcmp(file, text)) BROKEN();
    if (!well_formed_name(name, UI_SAVE_NAME_MAX + 1)) BROKEN();
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    char *text = malloc(size + 1);
    if (!text) BROKEN();
    memcpy(text, data, size);
    text[size] = 0; /* the files are read whole and NUL-terminated */
    settings(text);
    seats(text);
    save_name(text);
    free(text);
    return 0;
}
