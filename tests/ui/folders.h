/* folders.h - a fresh folder for the player's files in UI tests, under the
 * test's working folder, emptied of the files a session writes there. */
#ifndef YS_TEST_FOLDERS_H
#define YS_TEST_FOLDERS_H

#include <stdio.h>
#include <sys/stat.h>
#ifdef _WIN32
#include <direct.h>
#define mkdir(p, m) _mkdir(p)
#endif

static inline const char *fresh_dir(const char *name)
{
    static char dir[256];
    snprintf(dir, sizeof dir, "desk_%s", name);
    mkdir(dir, 0700);
    const char *files[] = {"autosave.ys", "autosave.ys.new", "autosave.prev.ys", "autosave.seats", "settings.ini"};
    char p[512];
    for (size_t i = 0; i < sizeof files / sizeof files[0]; i++) {
        snprintf(p, sizeof p, "%s/%s", dir, files[i]);
        remove(p);
    }
    return dir;
}

#endif
