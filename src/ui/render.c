/* render.c - picks the SDL renderer (render.h): the GPU's, unless OpenGL is
 * (or, with no GPU device on Linux, could only be) a software rasterizer,
 * where SDL's software renderer draws a frame in a tenth of the time with a
 * third of the memory. */
#ifdef __linux__
#define _POSIX_C_SOURCE 200809L /* access */
#endif
#include <stdio.h>
#include <string.h>
#ifdef __linux__
#define CHECK_DEVICES 1
#include <dirent.h>
#include <unistd.h>
#endif

#include <SDL_opengl.h>

#include "render.h"

static char picked[200] = "none yet";

static int contains_nocase(const char *hay, const char *needle)
{
    size_t n = strlen(needle);
    for (; *hay; hay++) {
        size_t i = 0;
        while (i < n && hay[i] && SDL_tolower((unsigned char)hay[i]) == needle[i])
            i++;
        if (i == n) return 1;
    }
    return 0;
}

int ui_gl_is_software(const char *gl_renderer)
{
    /* Mesa (llvmpipe, softpipe, swrast), Windows' GDI and WARP drivers,
     * macOS's fallback; "LLVM" alone is no sign: AMD's GPU drivers name it */
    static const char *const names[] = {
        "llvmpipe",         "softpipe", "swrast", "software rasterizer", "gdi generic", "basic render driver",
        "software renderer"};
    if (!gl_renderer) return 0;
    for (size_t i = 0; i < sizeof names / sizeof names[0]; i++)
        if (contains_nocase(gl_renderer, names[i])) return 1;
    return 0;
}

int ui_renderer_wants_software(UiRendererChoice choice, const char *gl_renderer)
{
    if (choice == UI_RENDERER_SOFTWARE) return 1;
    if (choice == UI_RENDERER_GPU) return 0;
    return ui_gl_is_software(gl_renderer);
}

UiRendererChoice ui_renderer_choice(UiRendererChoice fallback)
{
    const char *soft = SDL_getenv("YS_SOFTWARE");
    if (soft && *soft && *soft != '0') return UI_RENDERER_SOFTWARE;
    const char *name = SDL_getenv("YS_RENDERER");
    UiRendererChoice c;
    return name && ui_renderer_from_name(name, &c) == 0 ? c : fallback;
}

/* The GL_RENDERER string of the current OpenGL context, copied to buf; NULL
 * when the renderer is not OpenGL. */
static const char *gl_renderer_of(SDL_Renderer *ren, char *buf, size_t len)
{
    SDL_RendererInfo info;
    if (SDL_GetRendererInfo(ren, &info) != 0 || strncmp(info.name, "opengl", 6) || !SDL_GL_GetCurrentContext())
        return NULL;
    typedef const GLubyte *(APIENTRY * GetString)(GLenum);
    GetString get = (GetString)SDL_GL_GetProcAddress("glGetString");
    const GLubyte *s = get ? get(GL_RENDERER) : NULL;
    if (!s) return NULL;
    snprintf(buf, len, "%s", (const char *)s);
    return buf;
}

#ifdef CHECK_DEVICES
/* Whether this machine has a GPU device we may use: a DRM render node,
 * NVIDIA's own device, or WSL's bridge to the Windows driver. Without one,
 * Mesa can only rasterize in software. */
static int gpu_device(void)
{
    if (access("/dev/nvidiactl", R_OK | W_OK) == 0 || access("/dev/dxg", R_OK | W_OK) == 0) return 1;
    DIR *d = opendir("/dev/dri");
    struct dirent *e;
    int found = 0;
    while (d && !found && (e = readdir(d))) {
        char p[300];
        snprintf(p, sizeof p, "/dev/dri/%s", e->d_name);
        found = !strncmp(e->d_name, "renderD", 7) && access(p, R_OK | W_OK) == 0;
    }
    if (d) closedir(d);
    return found;
}
#endif

SDL_Renderer *ui_renderer_create(SDL_Window *win, UiRendererChoice choice)
{
    snprintf(picked, sizeof picked, "software (asked for)");
#ifdef CHECK_DEVICES
    if (choice == UI_RENDERER_AUTO && !gpu_device()) {
        /* known without loading OpenGL, whose software driver alone would
         * take ~75 MB and ~0.4 s here */
        snprintf(picked, sizeof picked, "software (no GPU device: OpenGL could only rasterize in software)");
        choice = UI_RENDERER_SOFTWARE;
    }
#endif
    if (choice != UI_RENDERER_SOFTWARE) {
        char gl[120];
        SDL_Renderer *ren = SDL_CreateRenderer(win, -1, SDL_RENDERER_ACCELERATED | SDL_RENDERER_PRESENTVSYNC);
        const char *name = ren ? gl_renderer_of(ren, gl, sizeof gl) : NULL;
        if (ren && !ui_renderer_wants_software(choice, name)) {
            SDL_RendererInfo info;
            SDL_GetRendererInfo(ren, &info);
            snprintf(picked, sizeof picked, "%s%s%s%s", info.name, name ? " (" : "", name ? name : "", name ? ")" : "");
            return ren;
        }
        if (ren) {
            snprintf(picked, sizeof picked, "software (OpenGL is %s, a software rasterizer)", name);
            SDL_DestroyRenderer(ren);
        } else {
            snprintf(picked, sizeof picked, "software (no GPU renderer: %s)", SDL_GetError());
        }
    }
    /* blit straight to the window: SDL would otherwise back the window
     * surface with a GL texture (on X11 that loads a GL driver: +100 MB) */
    SDL_SetHint(SDL_HINT_FRAMEBUFFER_ACCELERATION, "0");
    return SDL_CreateRenderer(win, -1, SDL_RENDERER_SOFTWARE);
}

const char *ui_renderer_picked(void) { return picked; }
