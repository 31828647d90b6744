/* files.c - paths in the player's folder. Reading, writing, renaming and
 * removing files go through the engine's file layer (ys/file.h), the one
 * the saves use. */
#include <stdlib.h>
#include <string.h>

#include "text_internal.h"

static int is_sep(char c)
{
#ifdef _WIN32
    return c == '/' || c == '\\';
#else
    return c == '/';
#endif
}

char *ui_path_join(const char *dir, const char *name)
{
    size_t a = strlen(dir), b = strlen(name);
    char *p = malloc(a + b + 2);
    if (!p) return NULL;
    memcpy(p, dir, a);
    if (a && !is_sep(dir[a - 1])) p[a++] = '/';
    memcpy(p + a, name, b + 1);
    return p;
}
