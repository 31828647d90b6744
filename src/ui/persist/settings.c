/* settings.c - the player's settings as settings.ini: key=value lines,
 * parsed forgivingly (a bad line keeps its default), written atomically. */
#ifndef _WIN32
#define _XOPEN_SOURCE 700 /* lstat, realpath */
#include <sys/stat.h>
#endif
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "persist.h"

#define SETTINGS_FILE "settings.ini"
#define SETTINGS_MAX (64 * 1024) /* a larger file is not ours */

void ui_settings_default(UiSettings *s)
{
    memset(s, 0, sizeof *s);
    s->lang = UI_LANG_EN;
    s->fullscreen = 0;
    s->anim_speed = 1.0f;
    s->bot_pace_ms = 600;
    s->show_own_hidden = 1;
    s->confirm_place = 0;
    s->window_w = 1280;
    s->window_h = 720;
    s->renderer = UI_RENDERER_AUTO;
    s->volume = 70;
    s->show_leads = 1;
    s->ui_size = UI_SIZE_100;
    s->undo_vs_bots = 1;
}

int ui_size_percent(int size)
{
    static const int pct[UI_SIZE_COUNT] = {100, 125, 150};
    return size >= 0 && size < UI_SIZE_COUNT ? pct[size] : 100;
}

/* An integer in [lo, hi] with nothing else: 0, or -1. */
static int parse_int(const char *v, int lo, int hi, int *out)
{
    long n = 0;
    int neg = 0, digits = 0;
    if (*v == '-' || *v == '+') neg = *v++ == '-';
    for (; *v >= '0' && *v <= '9'; v++, digits++)
        if ((n = n * 10 + (*v - '0')) > 1000000000L) return -1;
    if (!digits || *v) return -1;
    if (neg) n = -n;
    if (n < lo || n > hi) return -1;
    *out = (int)n;
    return 0;
}

static int parse_bool(const char *v, int *out)
{
    static const char *const yes[] = {"1", "true", "yes", "on"}, *const no[] = {"0", "false", "no", "off"};
    for (int i = 0; i < 4; i++) {
        if (!strcmp(v, yes[i])) return *out = 1, 0;
        if (!strcmp(v, no[i])) return *out = 0, 0;
    }
    return -1;
}

/* A decimal "1", "1.5", "0.75" read in hundredths, whatever the C locale's
 * decimal point (strtod would read "1,5" in some and not "1.5"). */
static int parse_hundredths(const char *v, int *out)
{
    int whole = 0, frac = 0, digits = 0, fd = 0;
    for (; *v >= '0' && *v <= '9'; v++, digits++)
        if ((whole = whole * 10 + (*v - '0')) > 100000) return -1;
    if (*v == '.' || *v == ',')
        for (v++; *v >= '0' && *v <= '9'; v++, fd++)
            if (fd < 2) frac = frac * 10 + (*v - '0');
    if (fd == 1) frac *= 10;
    if ((!digits && !fd) || *v) return -1;
    *out = whole * 100 + frac;
    return 0;
}

int ui_name_ok(const char *s)
{
    size_t n = strlen(s), at = 0;
    if (n < 1 || n > UI_NAME_MAX || strspn(s, " ") == n) return 0;
    while (at < n) { /* UTF-8, and no control character of either range */
        unsigned char c = (unsigned char)s[at];
        int k = c < 0x80                          ? 1
                : (c & 0xE0) == 0xC0 && c >= 0xC2 ? 2
                : (c & 0xF0) == 0xE0              ? 3
                : (c & 0xF8) == 0xF0 && c < 0xF5  ? 4
                                                  : 0;
        if (!k || at + (size_t)k > n || c < 0x20 || c == 0x7F) return 0;
        uint32_t cp = k == 1 ? c : (uint32_t)(c & (0x7F >> k));
        for (int i = 1; i < k; i++) {
            unsigned char d = (unsigned char)s[at + (size_t)i];
            if ((d & 0xC0) != 0x80) return 0;
            cp = cp << 6 | (d & 0x3F);
        }
        if ((k == 2 && cp < 0x80) || (k == 3 && (cp < 0x800 || (cp >= 0xD800 && cp < 0xE000))) ||
            (k == 4 && (cp < 0x10000 || cp > 0x10FFFF)) || (cp >= 0x80 && cp <= 0x9F))
            return 0;
        at += (size_t)k;
    }
    return 1;
}

static const char *const renderer_names[] = {"auto", "gpu", "software"};

const char *ui_renderer_name(UiRendererChoice c)
{
    return c >= UI_RENDERER_AUTO && c <= UI_RENDERER_SOFTWARE ? renderer_names[c] : renderer_names[0];
}

int ui_renderer_from_name(const char *name, UiRendererChoice *out)
{
    for (int i = 0; i < 3; i++)
        if (!strcmp(name, renderer_names[i])) return *out = (UiRendererChoice)i, 0;
    return -1;
}

/* Applies one key and value; 0, or -1 when either is not understood. */
static int apply(UiSettings *s, const char *k, const char *v)
{
    int n;
    if (!strcmp(k, "language")) {
        UiLang l = ui_lang_from_code(v);
        if (l == UI_LANG_COUNT) return -1;
        s->lang = l;
    } else if (!strcmp(k, "fullscreen")) {
        if (parse_bool(v, &n)) return -1;
        s->fullscreen = n;
    } else if (!strcmp(k, "animation_speed")) {
        if (parse_hundredths(v, &n) || n < (int)(UI_ANIM_SPEED_MIN * 100) || n > (int)(UI_ANIM_SPEED_MAX * 100))
            return -1;
        s->anim_speed = (float)n / 100.0f;
    } else if (!strcmp(k, "bot_pace_ms")) {
        if (parse_int(v, 0, UI_BOT_PACE_MAX_MS, &n)) return -1;
        s->bot_pace_ms = n;
    } else if (!strcmp(k, "show_own_face_down")) {
        if (parse_bool(v, &n)) return -1;
        s->show_own_hidden = n;
    } else if (!strcmp(k, "confirm_placement")) {
        if (parse_bool(v, &n)) return -1;
        s->confirm_place = n;
    } else if (!strcmp(k, "window_width")) {
        if (parse_int(v, UI_WINDOW_MIN_W, UI_WINDOW_MAX, &n)) return -1;
        s->window_w = n;
    } else if (!strcmp(k, "window_height")) {
        if (parse_int(v, UI_WINDOW_MIN_H, UI_WINDOW_MAX, &n)) return -1;
        s->window_h = n;
    } else if (!strcmp(k, "renderer")) {
        UiRendererChoice c;
        if (ui_renderer_from_name(v, &c)) return -1;
        s->renderer = c;
    } else if (!strcmp(k, "volume")) {
        if (parse_int(v, 0, 100, &n)) return -1;
        s->volume = n;
    } else if (!strcmp(k, "live_majorities")) {
        if (parse_bool(v, &n)) return -1;
        s->show_leads = n;
    } else if (!strcmp(k, "undo_against_bots")) {
        if (parse_bool(v, &n)) return -1;
        s->undo_vs_bots = n;
    } else if (!strcmp(k, "name")) {
        if (*v && !ui_name_ok(v)) return -1;
        memset(s->name, 0, sizeof s->name); /* a shorter name after a longer one leaves none of it behind */
        snprintf(s->name, sizeof s->name, "%s", v);
    } else if (!strcmp(k, "ui_size")) {
        if (parse_int(v, 100, 150, &n)) return -1;
        int found = -1;
        for (int z = 0; z < UI_SIZE_COUNT; z++)
            if (ui_size_percent(z) == n) found = z;
        if (found < 0) return -1;
        s->ui_size = found;
    } else {
        return -1;
    }
    return 0;
}

static char *trim(char *s)
{
    while (*s == ' ' || *s == '\t')
        s++;
    size_t n = strlen(s);
    while (n && (s[n - 1] == ' ' || s[n - 1] == '\t' || s[n - 1] == '\r'))
        s[--n] = 0;
    return s;
}

int ui_settings_parse(const char *text, UiSettings *out)
{
    ui_settings_default(out);
    if (!text) return 0;
    int skipped = 0;
    /* skip a UTF-8 byte order mark, which some editors add */
    if (!strncmp(text, "\xEF\xBB\xBF", 3)) text += 3;
    while (*text) {
        const char *end = strchr(text, '\n');
        size_t n = end ? (size_t)(end - text) : strlen(text);
        char line[256];
        if (n >= sizeof line) {
            skipped++; /* no line of ours is this long */
        } else {
            memcpy(line, text, n);
            line[n] = 0;
            char *l = trim(line);
            if (*l && *l != '#' && *l != ';' && *l != '[') {
                char *eq = strchr(l, '=');
                if (!eq) {
                    skipped++;
                } else {
                    *eq = 0;
                    if (apply(out, trim(l), trim(eq + 1))) skipped++;
                }
            }
        }
        text += n;
        if (*text) text++;
    }
    return skipped;
}

void ui_settings_format(const UiSettings *s, char *buf, size_t len)
{
    float a = s->anim_speed;
    if (!(a >= UI_ANIM_SPEED_MIN)) a = UI_ANIM_SPEED_MIN; /* NaN too */
    if (a > UI_ANIM_SPEED_MAX) a = UI_ANIM_SPEED_MAX;
    int speed = (int)(a * 100.0f + 0.5f);
    snprintf(buf, len,
             "# Ys settings: key=value lines; a bad value falls back to its default.\n"
             "language=%s\n"
             "fullscreen=%d\n"
             "animation_speed=%d.%02d\n"
             "bot_pace_ms=%d\n"
             "show_own_face_down=%d\n"
             "confirm_placement=%d\n"
             "window_width=%d\n"
             "window_height=%d\n"
             "# renderer: auto (the GPU, unless OpenGL draws in software), gpu or software\n"
             "renderer=%s\n"
             "volume=%d\n"
             "live_majorities=%d\n"
             "# ui_size: 100, 125 or 150 (percent; clamped to what the window can hold)\n"
             "ui_size=%d\n"
             "# undo_against_bots: 1 offers Undo in games with bots (it takes back their replies too), 0 does not\n"
             "undo_against_bots=%d\n"
             "# name: what you go by in online games (at most 24 bytes)\n"
             "name=%s\n",
             ui_lang_code(s->lang), s->fullscreen ? 1 : 0, speed / 100, speed % 100, s->bot_pace_ms,
             s->show_own_hidden ? 1 : 0, s->confirm_place ? 1 : 0, s->window_w, s->window_h,
             ui_renderer_name(s->renderer),
             s->volume < 0     ? 0
             : s->volume > 100 ? 100
                               : s->volume,
             s->show_leads ? 1 : 0, ui_size_percent(s->ui_size), s->undo_vs_bots ? 1 : 0,
             ui_name_ok(s->name) ? s->name : "");
}

int ui_settings_load(UiSettings *s, const char *dir)
{
    ui_settings_default(s);
    char *path = ui_path_join(dir, SETTINGS_FILE);
    if (!path) return -1;
    char *text;
    int r = ys_file_read(path, SETTINGS_MAX, &text, NULL, NULL, 0);
    free(path);
    if (r) return -1;
    ui_settings_parse(text, s);
    free(text);
    return 0;
}

int ui_settings_save(const UiSettings *s, const char *dir)
{
    char buf[1024];
    ui_settings_format(s, buf, sizeof buf);
    char *path = ui_path_join(dir, SETTINGS_FILE);
    if (!path) return -1;
#ifndef _WIN32
    /* settings.ini a symbolic link (a dotfiles folder): the file it leads
     * to is written, atomically, and the link stays (the file layer writes
     * no link itself) */
    struct stat st;
    char *target = lstat(path, &st) == 0 && S_ISLNK(st.st_mode) ? realpath(path, NULL) : NULL;
    if (target) {
        free(path);
        path = target;
    }
#endif
    int r = ys_file_write(path, buf, strlen(buf), NULL, 0);
    free(path);
    return r;
}
