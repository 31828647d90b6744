/* sound.c - synthesised effects and a small mixer on SDL2's audio callback. */
#include "sound.h"
#include "ys/die.h"

#include <SDL2/SDL.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#define RATE 22050
#define VOICES 8
#define TAU 6.283185307179586

/* Which effect each event makes; every kind is named (test_ui_sound). */
static const UiSfx event_sfx[YS_EV_KINDS] = {
    [YS_EV_MOVE] = UI_SFX_SILENT, /* placements are told by their own sound (ui_sound_for_event) */
    [YS_EV_ROUND] = UI_SFX_SILENT,       [YS_EV_BIDS] = UI_SFX_FLIP,           [YS_EV_SEATS] = UI_SFX_SILENT,
    [YS_EV_REVEAL] = UI_SFX_FLIP,        [YS_EV_FLIP] = UI_SFX_SILENT, /* the reveal before it already sounded */
    [YS_EV_NBHD] = UI_SFX_SILENT,        [YS_EV_AREA] = UI_SFX_SILENT,         [YS_EV_ROW] = UI_SFX_SILENT,
    [YS_EV_COLUMNS] = UI_SFX_SILENT,     [YS_EV_BIDDER] = UI_SFX_SILENT,       [YS_EV_GEM] = UI_SFX_GEM,
    [YS_EV_SCORE] = UI_SFX_SCORE,        [YS_EV_QUOTE] = UI_SFX_QUOTE_UP, /* or down: ui_sound_for_event */
    [YS_EV_CARD] = UI_SFX_CARD,          [YS_EV_RETURN] = UI_SFX_SILENT,       [YS_EV_THRONE] = UI_SFX_SILENT,
    [YS_EV_FINAL] = UI_SFX_FLIP,         [YS_EV_FINAL_COLOUR] = UI_SFX_SILENT, /* its score events sound */
    [YS_EV_FINAL_BLACK] = UI_SFX_SILENT, [YS_EV_FINAL_THRONE] = UI_SFX_SILENT, [YS_EV_END] = UI_SFX_END,
};

UiSfx ui_sound_for_event(const YsEvent *e)
{
    if (e->kind >= YS_EV_KINDS) return UI_SFX_SILENT;
    switch (e->kind) {
    case YS_EV_MOVE:
        switch (e->move.move.kind) {
        case YS_MV_UP:
        case YS_MV_DOWN:
        case YS_MV_NEUTRAL:
            return UI_SFX_PLACE;
        case YS_MV_CARD:
            return UI_SFX_CARD;
        default:
            return UI_SFX_SILENT;
        }
    case YS_EV_QUOTE:
        return e->quote.steps > 0 ? UI_SFX_QUOTE_UP : e->quote.steps < 0 ? UI_SFX_QUOTE_DOWN : UI_SFX_SILENT;
    case YS_EV_SCORE:
        return e->score.points ? UI_SFX_SCORE : UI_SFX_SILENT;
    default:
        return event_sfx[e->kind];
    }
}

/* --- synthesis: short notes with an attack/decay envelope --- */

typedef struct {
    int16_t *pcm;
    int n;
} Clip;

static Clip clips[UI_SFX_COUNT];

/* Adds a note: frequency f0 gliding to f1, start and length in seconds, a
 * touch of noise (0-1) for wood and cards. */
static void note(float *buf, int total, float start, float len, float f0, float f1, float amp, float noise,
                 unsigned *seed)
{
    int a = (int)(start * RATE), n = (int)(len * RATE);
    double phase = 0;
    for (int i = 0; i < n && a + i < total; i++) {
        float t = (float)i / (float)n;
        float env = (t < 0.02f ? t / 0.02f : 1.0f) * expf(-5.0f * t);
        phase += TAU * (f0 + (f1 - f0) * t) / RATE;
        *seed = *seed * 1664525u + 1013904223u;
        float r = (float)((*seed >> 9) & 0x7fff) / 16384.0f - 1.0f;
        buf[a + i] += amp * env * ((1 - noise) * (float)sin(phase) + noise * r);
    }
}

static void make_clip(UiSfx sfx)
{
    static const float len_of[UI_SFX_COUNT] = {0, 0, 0.09f, 0.22f, 0.35f, 0.30f, 0.30f, 0.30f, 0.45f, 0.40f, 1.20f};
    int total = (int)(len_of[sfx] * RATE);
    if (total <= 0) return;
    float *buf = calloc((size_t)total, sizeof *buf);
    unsigned seed = 12345u + (unsigned)sfx;
    if (!buf) return;
    switch (sfx) {
    case UI_SFX_PLACE: /* a wooden piece on the board */
        note(buf, total, 0, 0.09f, 180, 120, 0.8f, 0.55f, &seed);
        break;
    case UI_SFX_FLIP: /* cards turned: two quick swishes */
        note(buf, total, 0, 0.08f, 900, 500, 0.35f, 0.9f, &seed);
        note(buf, total, 0.1f, 0.1f, 800, 450, 0.35f, 0.9f, &seed);
        break;
    case UI_SFX_GEM: /* a glassy chime */
        note(buf, total, 0, 0.3f, 1568, 1568, 0.35f, 0, &seed);
        note(buf, total, 0.04f, 0.3f, 2093, 2093, 0.25f, 0, &seed);
        break;
    case UI_SFX_SCORE: /* coins */
        note(buf, total, 0, 0.15f, 1318, 1318, 0.3f, 0.1f, &seed);
        note(buf, total, 0.08f, 0.2f, 1760, 1760, 0.3f, 0.1f, &seed);
        break;
    case UI_SFX_QUOTE_UP:
        note(buf, total, 0, 0.3f, 440, 880, 0.35f, 0, &seed);
        break;
    case UI_SFX_QUOTE_DOWN:
        note(buf, total, 0, 0.3f, 660, 330, 0.35f, 0, &seed);
        break;
    case UI_SFX_CARD: /* a short call */
        note(buf, total, 0, 0.15f, 523, 523, 0.35f, 0.05f, &seed);
        note(buf, total, 0.12f, 0.3f, 784, 784, 0.35f, 0.05f, &seed);
        break;
    case UI_SFX_TURN: /* a soft bell */
        note(buf, total, 0, 0.4f, 880, 880, 0.3f, 0, &seed);
        note(buf, total, 0, 0.4f, 1320, 1320, 0.12f, 0, &seed);
        break;
    case UI_SFX_END: /* a chord */
        note(buf, total, 0, 1.2f, 392, 392, 0.25f, 0, &seed);
        note(buf, total, 0.1f, 1.1f, 494, 494, 0.22f, 0, &seed);
        note(buf, total, 0.2f, 1.0f, 587, 587, 0.2f, 0, &seed);
        note(buf, total, 0.3f, 0.9f, 784, 784, 0.18f, 0, &seed);
        break;
    default:
        break;
    }
    clips[sfx].pcm = malloc(sizeof(int16_t) * (size_t)total);
    if (clips[sfx].pcm) {
        for (int i = 0; i < total; i++) {
            float v = buf[i] < -1 ? -1 : buf[i] > 1 ? 1 : buf[i];
            clips[sfx].pcm[i] = (int16_t)(v * 32000);
        }
        clips[sfx].n = total;
    }
    free(buf);
}

const int16_t *ui_sound_samples(UiSfx sfx, int *count)
{
    if (sfx <= UI_SFX_SILENT || sfx >= UI_SFX_COUNT) {
        *count = 0;
        return NULL;
    }
    if (!clips[sfx].pcm) make_clip(sfx);
    *count = clips[sfx].n;
    return clips[sfx].pcm;
}

/* --- the mixer --- */

struct UiSound {
    SDL_AudioDeviceID dev;
    int volume; /* 0-100, read by the callback under the device lock */
    struct {
        const int16_t *pcm;
        int n, pos;
    } voice[VOICES];
};

static void mix(void *user, Uint8 *stream, int len)
{
    UiSound *s = user;
    int16_t *out = (int16_t *)stream;
    int n = len / (int)sizeof(int16_t);
    for (int i = 0; i < n; i++) {
        int acc = 0;
        for (int v = 0; v < VOICES; v++)
            if (s->voice[v].pcm && s->voice[v].pos < s->voice[v].n) acc += s->voice[v].pcm[s->voice[v].pos++];
        acc = acc * s->volume / 100;
        out[i] = (int16_t)(acc > 32767 ? 32767 : acc < -32768 ? -32768 : acc);
    }
}

UiSound *ui_sound_open(int volume)
{
    UiSound *s = ys_need(calloc(1, sizeof *s), "the sounds");
    s->volume = volume < 0 ? 0 : volume > 100 ? 100 : volume;
    for (int sfx = UI_SFX_PLACE; sfx < UI_SFX_COUNT; sfx++) {
        int n;
        ui_sound_samples((UiSfx)sfx, &n);
    }
    if (!SDL_WasInit(SDL_INIT_AUDIO) && SDL_InitSubSystem(SDL_INIT_AUDIO) != 0) return s; /* silent */
    SDL_AudioSpec want, have;
    SDL_zero(want);
    want.freq = RATE;
    want.format = AUDIO_S16SYS;
    want.channels = 1;
    want.samples = 512;
    want.callback = mix;
    want.userdata = s;
    s->dev = SDL_OpenAudioDevice(NULL, 0, &want, &have, 0);
    if (s->dev) SDL_PauseAudioDevice(s->dev, 0);
    return s;
}

void ui_sound_close(UiSound *s)
{
    if (!s) return;
    if (s->dev) SDL_CloseAudioDevice(s->dev);
    free(s);
}

int ui_sound_active(const UiSound *s) { return s && s->dev != 0; }

void ui_sound_set_volume(UiSound *s, int volume)
{
    if (!s) return;
    if (s->dev) SDL_LockAudioDevice(s->dev);
    s->volume = volume < 0 ? 0 : volume > 100 ? 100 : volume;
    if (s->dev) SDL_UnlockAudioDevice(s->dev);
}

void ui_sound_play(UiSound *s, UiSfx sfx)
{
    int n;
    const int16_t *pcm = ui_sound_samples(sfx, &n);
    if (!s || !s->dev || !s->volume || !pcm) return;
    SDL_LockAudioDevice(s->dev);
    int v = 0, oldest = 0;
    for (; v < VOICES; v++) {
        if (!s->voice[v].pcm || s->voice[v].pos >= s->voice[v].n) break;
        if (s->voice[v].pos > s->voice[oldest].pos) oldest = v;
    }
    if (v == VOICES) v = oldest; /* all busy: the one nearest its end gives way */
    s->voice[v].pcm = pcm;
    s->voice[v].n = n;
    s->voice[v].pos = 0;
    SDL_UnlockAudioDevice(s->dev);
}
