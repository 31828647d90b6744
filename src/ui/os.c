/* os.c - what each desktop system expects of a program: on Windows, output
 * in the console the game was started from and sharp drawing on scaled
 * displays; on macOS, Ctrl+click as a right click; and the keys each
 * system's players know (ui_key_action). */
#ifndef _WIN32
#define _POSIX_C_SOURCE 200809L /* fcntl's F_GETFD, dup2 */
#endif
#include "ui_sdl.h"

#include <errno.h>
#include <stdio.h>
#ifndef _WIN32
#include <fcntl.h>
#include <unistd.h>
#endif

#ifdef _WIN32
#include <stdio.h>
#include <windows.h>

/* An unusable standard handle: none, or not a file, pipe or console. */
static int std_missing(DWORD which)
{
    HANDLE h = GetStdHandle(which);
    return !h || h == INVALID_HANDLE_VALUE || GetFileType(h) == FILE_TYPE_UNKNOWN;
}

/* ys.exe is a GUI program, so Windows gives it no console: started from
 * cmd or PowerShell, --version and --help would print nothing. Attach to
 * the parent's console then; output already redirected to a file or a pipe
 * has working handles and is left alone. */
static void attach_parent_console(void)
{
    int out = std_missing(STD_OUTPUT_HANDLE), err = std_missing(STD_ERROR_HANDLE);
    if (!out && !err) return;
    if (!AttachConsole(ATTACH_PARENT_PROCESS)) return; /* started from Explorer */
    if (out && freopen("CONOUT$", "w", stdout)) setvbuf(stdout, NULL, _IONBF, 0);
    if (err && freopen("CONOUT$", "w", stderr)) setvbuf(stderr, NULL, _IONBF, 0);
    SetConsoleOutputCP(CP_UTF8); /* our messages are UTF-8 */
}
#endif

void ui_os_init(void)
{
#ifdef _WIN32
    attach_parent_console();
    /* The manifest declares per-monitor (v2) DPI awareness; these make SDL
     * do the same where the manifest is not read, and size the window in
     * scaled points while the renderer draws at the real pixel size (the
     * app lays out at SDL_GetRendererOutputSize, as on Linux and macOS). */
    SDL_SetHint(SDL_HINT_WINDOWS_DPI_AWARENESS, "permonitorv2");
    SDL_SetHint(SDL_HINT_WINDOWS_DPI_SCALING, "1");
#endif
#ifdef __APPLE__
    /* one-button mice and trackpads: Ctrl+click cancels as a right click */
    SDL_SetHint(SDL_HINT_MAC_CTRL_CLICK_EMULATE_RIGHT_CLICK, "1");
#endif
}

#ifndef _WIN32
static int fd_closed(int fd) { return fcntl(fd, F_GETFD) == -1 && errno == EBADF; }
#endif

int ui_os_std_streams(int prints)
{
#ifndef _WIN32
    if (prints && fd_closed(STDOUT_FILENO)) {
        fprintf(stderr, "ys: standard output is closed: what it prints would be lost\n");
        return -1;
    }
    for (int fd = 0; fd < 3; fd++)
        if (fd_closed(fd)) {
            int n = open("/dev/null", O_RDWR);
            if (n >= 0 && n != fd) dup2(n, fd), close(n);
        }
#else
    (void)prints;
#endif
    return 0;
}

int ui_os_is_mac(void)
{
#ifdef __APPLE__
    return 1;
#else
    return 0;
#endif
}

UiKeyAction ui_key_action(SDL_Keycode k, Uint16 mod, int mac)
{
    int ctrl = (mod & KMOD_CTRL) != 0, cmd = (mod & KMOD_GUI) != 0, shift = (mod & KMOD_SHIFT) != 0;
    int alt = (mod & KMOD_ALT) != 0;
    if (k == SDLK_F11) return UI_KEY_FULLSCREEN;
    if (k == SDLK_F1) return UI_KEY_RULES;
    /* Ctrl+Z everywhere (Cmd+Z on a Mac; some PC keyboards send it too) */
    if (k == SDLK_z && (ctrl || cmd) && !shift && !alt) return UI_KEY_UNDO;
    if (!mac || !cmd || alt) return UI_KEY_NONE;
    /* macOS: Ctrl+Cmd+F is the system's full screen, Cmd+F what games use */
    if (k == SDLK_f && !shift) return UI_KEY_FULLSCREEN;
    if (ctrl) return UI_KEY_NONE;
    if (k == SDLK_COMMA && !shift) return UI_KEY_SETTINGS;
    if (k == SDLK_q && !shift) return UI_KEY_QUIT; /* also the menu bar's Quit, when SDL adds one */
    if ((k == SDLK_SLASH && shift) || k == SDLK_QUESTION) return UI_KEY_RULES; /* Cmd+? is Help */
    return UI_KEY_NONE;
}
