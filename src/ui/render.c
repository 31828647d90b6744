/* render.c - picks the SDL renderer (render.h): the GPU's, unless OpenGL
 * turns out to be a software rasterizer, where SDL's software renderer
 * draws a frame in a tenth of the time with a third of the memory. */
#include <stdio.h>
#include <string.h>
#if !defined(_WIN32) && !defined(__APPLE__)
#define PROBE_IN_CHILD 1
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <unistd.h>
#endif

#include <SDL_opengl.h>

#include "render.h"

static char picked[200] = "none yet";
/* The probe's answer: the GL_RENDERER string, once known */
static char probed[120];
static int probe_state; /* 0 not started, 1 under way, 2 answered, 3 no answer */
#ifdef PROBE_IN_CHILD
static int probe_fd = -1;
static pid_t probe_pid = -1;
#endif

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

void ui_renderer_probe_start(void)
{
#ifdef PROBE_IN_CHILD
    if (probe_state) return;
    int fd[2];
    if (pipe(fd) != 0) return;
    fflush(NULL);
    pid_t pid = fork();
    if (pid == 0) {
        /* the child: a hidden 1x1 OpenGL window, its GL_RENDERER, and out;
         * helpers it may start do not hold the pipe open */
        close(fd[0]);
        fcntl(fd[1], F_SETFD, FD_CLOEXEC);
        char buf[120] = "";
        if (SDL_Init(SDL_INIT_VIDEO) == 0) {
            SDL_Window *w = SDL_CreateWindow("", 0, 0, 1, 1, SDL_WINDOW_OPENGL | SDL_WINDOW_HIDDEN);
            SDL_GLContext c = w ? SDL_GL_CreateContext(w) : NULL;
            typedef const GLubyte *(APIENTRY * GetString)(GLenum);
            GetString get = c ? (GetString)SDL_GL_GetProcAddress("glGetString") : NULL;
            const GLubyte *s = get ? get(GL_RENDERER) : NULL;
            if (s) snprintf(buf, sizeof buf - 1, "%s", (const char *)s);
        }
        strcat(buf, "\n");
        ssize_t k = write(fd[1], buf, strlen(buf));
        (void)k;
        _exit(0);
    }
    close(fd[1]);
    /* not inherited by what the game starts later (bots are threads, but
     * SDL may start helpers) */
    fcntl(fd[0], F_SETFD, FD_CLOEXEC);
    if (pid < 0) {
        close(fd[0]);
        return;
    }
    probe_fd = fd[0], probe_pid = pid, probe_state = 1;
#endif
}

/* The probe's answer (waiting for it at most a few seconds): the GL_RENDERER
 * string, "" when the child found no OpenGL, NULL when there is no probe. */
static const char *probe_answer(void)
{
#ifdef PROBE_IN_CHILD
    if (probe_state == 1) {
        /* the answer is one line; the child may take a moment to exit */
        size_t n = 0;
        int whole = 0;
        uint32_t until = SDL_GetTicks() + 5000;
        while (!whole && n < sizeof probed - 1) {
            struct pollfd p = {probe_fd, POLLIN, 0};
            int left = (int)(until - SDL_GetTicks());
            if (left <= 0 || poll(&p, 1, left) <= 0) break;
            ssize_t k = read(probe_fd, probed + n, sizeof probed - 1 - n);
            if (k <= 0) break;
            n += (size_t)k;
            whole = probed[n - 1] == '\n';
        }
        probed[whole ? n - 1 : 0] = 0;
        close(probe_fd);
        probe_fd = -1;
        int st;
        for (int i = 0; i < 100 && waitpid(probe_pid, &st, WNOHANG) != probe_pid; i++) {
            if (i == 99) {
                kill(probe_pid, SIGKILL);
                waitpid(probe_pid, &st, 0);
            }
            SDL_Delay(10);
        }
        probe_state = whole ? 2 : 3;
    }
    if (probe_state == 2) return probed;
    if (probe_state == 3) return "";
#endif
    return NULL;
}

SDL_Renderer *ui_renderer_create(SDL_Window *win, UiRendererChoice choice)
{
    SDL_Renderer *ren = NULL;
    char gl[120];
    const char *probe = choice == UI_RENDERER_AUTO ? probe_answer() : NULL;
    if (probe && ui_gl_is_software(probe)) {
        /* known before any GL driver is loaded here */
        snprintf(picked, sizeof picked, "software (OpenGL is %s, a software rasterizer)", probe);
    } else if (choice != UI_RENDERER_SOFTWARE) {
        ren = SDL_CreateRenderer(win, -1, SDL_RENDERER_ACCELERATED | SDL_RENDERER_PRESENTVSYNC);
        const char *name = ren ? gl_renderer_of(ren, gl, sizeof gl) : NULL;
        if (ren && ui_renderer_wants_software(choice, name)) {
            snprintf(picked, sizeof picked, "software (OpenGL is %s, a software rasterizer)", name);
            SDL_DestroyRenderer(ren);
            ren = NULL;
        } else if (ren) {
            SDL_RendererInfo info;
            SDL_GetRendererInfo(ren, &info);
            snprintf(picked, sizeof picked, "%s%s%s%s", info.name, name ? " (" : "", name ? name : "", name ? ")" : "");
            return ren;
        } else {
            snprintf(picked, sizeof picked, "software (no GPU renderer: %s)", SDL_GetError());
        }
    } else {
        snprintf(picked, sizeof picked, "software (asked for)");
    }
    /* blit straight to the window: SDL would otherwise back the window
     * surface with a GL texture (on X11 that loads a GL driver: +100 MB) */
    SDL_SetHint(SDL_HINT_FRAMEBUFFER_ACCELERATION, "0");
    return SDL_CreateRenderer(win, -1, SDL_RENDERER_SOFTWARE);
}

const char *ui_renderer_picked(void) { return picked; }
