/* check_deps.c - checks the shape of src/ui: no cycle among its files (a
 * file depends on another when it includes it, or calls a function or uses
 * a variable the other defines), no cycle among its libraries (CMake
 * target_link_libraries), no call against the direction of the libraries,
 * and no file over MAX_LINES lines. Usage: check_deps <src/ui folder>.
 * Prints each problem; exit status 1 if there is any. Plain C, no SDL. */
#define _POSIX_C_SOURCE 200809L
#include <ctype.h>
#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#define MAX_FILES 256
#define MAX_DEFS 4096
#define MAX_LIBS 16
#define MAX_LINES 800

typedef struct {
    char path[512]; /* relative to the root */
    char *text;     /* comments and strings blanked */
    int lines, lib;
    int inc[64], ninc;
} File;

static File files[MAX_FILES];
static int nfiles;
static char root[512];

static struct {
    char name[64];
    int file;
} defs[MAX_DEFS];
static int ndefs;

static struct {
    char name[64];
    int links[MAX_LIBS], nlinks;
} libs[MAX_LIBS];
static int nlibs;

static unsigned char edge[MAX_FILES][MAX_FILES]; /* file graph */
static int problems;

static char *slurp(const char *path)
{
    FILE *f = fopen(path, "rb");
    if (!f) return NULL;
    fseek(f, 0, SEEK_END);
    long n = ftell(f);
    fseek(f, 0, SEEK_SET);
    char *s = malloc((size_t)n + 1);
    if (!s) exit(2);
    size_t got = fread(s, 1, (size_t)n, f);
    s[got] = 0;
    fclose(f);
    return s;
}

static void walk(const char *rel)
{
    char dir[600];
    snprintf(dir, sizeof dir, "%s/%s", root, rel);
    DIR *d = opendir(dir);
    if (!d) return;
    struct dirent *e;
    while ((e = readdir(d))) {
        if (e->d_name[0] == '.') continue;
        char sub[512], full[1200];
        snprintf(sub, sizeof sub, "%s%s%s", rel, rel[0] ? "/" : "", e->d_name);
        snprintf(full, sizeof full, "%s/%s", root, sub);
        struct stat st;
        if (stat(full, &st) != 0) continue;
        if (S_ISDIR(st.st_mode)) {
            walk(sub);
            continue;
        }
        size_t n = strlen(sub);
        if (n < 2 || sub[n - 2] != '.' || (sub[n - 1] != 'c' && sub[n - 1] != 'h')) continue;
        if (nfiles == MAX_FILES) exit(2);
        File *f = &files[nfiles++];
        snprintf(f->path, sizeof f->path, "%s", sub);
        f->text = slurp(full);
        f->lib = -1;
    }
    closedir(d);
}

/* Blanks comments, string and character literals; keeps include lines. */
static void blank(char *s)
{
    for (char *p = s; *p; p++) {
        if (p[0] == '/' && p[1] == '*') {
            char *e = strstr(p + 2, "*/");
            char *end = e ? e + 2 : p + strlen(p);
            for (; p < end; p++)
                if (*p != '\n') *p = ' ';
            p--;
        } else if (p[0] == '/' && p[1] == '/') {
            for (; *p && *p != '\n'; p++)
                *p = ' ';
            p--;
        } else if (*p == '"' || *p == '\'') {
            /* an include line keeps its name */
            char *ls = p;
            while (ls > s && ls[-1] != '\n')
                ls--;
            while (*ls == ' ')
                ls++;
            int is_inc = !strncmp(ls, "#include", 8);
            char q = *p++;
            for (; *p && *p != q && *p != '\n'; p++) {
                if (*p == '\\' && p[1]) *p++ = ' ';
                if (!is_inc) *p = ' ';
            }
            if (!*p) return;
        }
    }
}

static int find_file(const char *path)
{
    for (int i = 0; i < nfiles; i++)
        if (!strcmp(files[i].path, path)) return i;
    return -1;
}

/* An include resolved as the compiler would: beside the file, then in the
 * library folders (any src/ui folder holding a file of that name). */
static int resolve(int from, const char *name)
{
    char p[600];
    const char *slash = strrchr(files[from].path, '/');
    if (slash)
        snprintf(p, sizeof p, "%.*s/%s", (int)(slash - files[from].path), files[from].path, name);
    else
        snprintf(p, sizeof p, "%s", name);
    int i = find_file(p);
    if (i >= 0) return i;
    if ((i = find_file(name)) >= 0) return i;
    for (i = 0; i < nfiles; i++) {
        size_t n = strlen(files[i].path), m = strlen(name);
        if (n > m && files[i].path[n - m - 1] == '/' && !strcmp(files[i].path + n - m, name)) return i;
    }
    return -1;
}

static int is_id(int c) { return isalnum(c) || c == '_'; }

/* Functions and variables a .c file defines for others: lines at column 0
 * that are not static, a type or a preprocessor line. */
static void find_defs(int fi)
{
    const char *s = files[fi].text;
    for (const char *l = s; *l; l = strchr(l, '\n') ? strchr(l, '\n') + 1 : l + strlen(l)) {
        if (!isalpha((unsigned char)*l)) continue;
        const char *e = strchr(l, '\n');
        size_t n = e ? (size_t)(e - l) : strlen(l);
        char line[512];
        if (n >= sizeof line) n = sizeof line - 1;
        memcpy(line, l, n);
        line[n] = 0;
        if (!strncmp(line, "static", 6) || !strncmp(line, "typedef", 7) || !strncmp(line, "extern", 6) ||
            !strncmp(line, "struct", 6) || !strncmp(line, "enum", 4) || !strncmp(line, "union", 5))
            continue;
        /* the name: the identifier before the first '(' or '[' or '=' */
        char *stop = strpbrk(line, "([=;");
        if (!stop || *stop == ';') continue;
        if (*stop == '(' && line[n - 1] == ';') continue; /* a declaration */
        char *q = stop;
        while (q > line && q[-1] == ' ')
            q--;
        char *b = q;
        while (b > line && is_id((unsigned char)b[-1]))
            b--;
        if (b == q || q - b >= 63 || ndefs == MAX_DEFS) continue;
        memcpy(defs[ndefs].name, b, (size_t)(q - b));
        defs[ndefs].name[q - b] = 0;
        defs[ndefs].file = fi;
        ndefs++;
    }
}

static int find_def(const char *name, size_t n)
{
    for (int i = 0; i < ndefs; i++)
        if (strlen(defs[i].name) == n && !strncmp(defs[i].name, name, n)) return defs[i].file;
    return -1;
}

static void uses(int fi)
{
    const char *s = files[fi].text;
    for (const char *p = s; *p;) {
        if (is_id((unsigned char)*p) && (p == s || !is_id((unsigned char)p[-1]))) {
            const char *b = p;
            while (is_id((unsigned char)*p))
                p++;
            int d = find_def(b, (size_t)(p - b));
            if (d >= 0 && d != fi) edge[fi][d] = 1;
        } else {
            p++;
        }
    }
}

static int find_lib(const char *name)
{
    for (int i = 0; i < nlibs; i++)
        if (!strcmp(libs[i].name, name)) return i;
    return -1;
}

/* add_library / add_executable / target_link_libraries of every
 * CMakeLists.txt under the root. */
static void cmake_pass(const char *rel, int links)
{
    char path[700];
    snprintf(path, sizeof path, "%s/%s%sCMakeLists.txt", root, rel, rel[0] ? "/" : "");
    char *t = slurp(path);
    if (t) {
        for (char *p = t; (p = strpbrk(p, "at"));) {
            int lib = !strncmp(p, "add_library(", 12), exe = !strncmp(p, "add_executable(", 15);
            int tl = !strncmp(p, "target_link_libraries(", 22);
            if ((p > t && p[-1] != '\n') || (!lib && !exe && !tl)) {
                p++;
                continue;
            }
            char *o = strchr(p, '('), *c = strchr(p, ')');
            if (!o || !c) break;
            char args[4096];
            size_t n = (size_t)(c - o - 1) < sizeof args - 1 ? (size_t)(c - o - 1) : sizeof args - 1;
            memcpy(args, o + 1, n);
            args[n] = 0;
            char *save = NULL, *w = strtok_r(args, " \t\n", &save);
            if (!w) break;
            if ((lib || exe) && !links) {
                if (nlibs == MAX_LIBS) exit(2);
                int L = nlibs++;
                snprintf(libs[L].name, sizeof libs[L].name, "%s", w);
                while ((w = strtok_r(NULL, " \t\n", &save))) {
                    char fp[600];
                    snprintf(fp, sizeof fp, "%s%s%s", rel, rel[0] ? "/" : "", w);
                    int fi = find_file(fp);
                    if (fi >= 0) files[fi].lib = L;
                }
            } else if (tl && links) {
                int L = find_lib(w);
                while (L >= 0 && (w = strtok_r(NULL, " \t\n", &save))) {
                    int D = find_lib(w);
                    if (D >= 0 && libs[L].nlinks < MAX_LIBS) libs[L].links[libs[L].nlinks++] = D;
                }
            }
            p = c;
        }
        free(t);
    }
    /* sub-folders */
    char dir[700];
    snprintf(dir, sizeof dir, "%s/%s", root, rel);
    DIR *d = opendir(dir);
    if (!d) return;
    struct dirent *e;
    while ((e = readdir(d))) {
        if (e->d_name[0] == '.') continue;
        char sub[512], full[1300];
        snprintf(sub, sizeof sub, "%s%s%s", rel, rel[0] ? "/" : "", e->d_name);
        snprintf(full, sizeof full, "%s/%s", root, sub);
        struct stat st;
        if (stat(full, &st) == 0 && S_ISDIR(st.st_mode)) cmake_pass(sub, links);
    }
    closedir(d);
}

/* Tarjan's strongly connected components over n nodes. */
static int idx[MAX_FILES], low[MAX_FILES], onst[MAX_FILES], stk[MAX_FILES], sp, counter;
static int (*adj)(int, int);
static int nnodes;
static void (*report)(const int *members, int n);

static void strong(int v)
{
    idx[v] = low[v] = ++counter;
    stk[sp++] = v, onst[v] = 1;
    for (int w = 0; w < nnodes; w++) {
        if (!adj(v, w)) continue;
        if (!idx[w]) {
            strong(w);
            if (low[w] < low[v]) low[v] = low[w];
        } else if (onst[w] && idx[w] < low[v]) {
            low[v] = idx[w];
        }
    }
    if (low[v] == idx[v]) {
        int members[MAX_FILES], n = 0, w;
        do {
            w = stk[--sp];
            onst[w] = 0;
            members[n++] = w;
        } while (w != v);
        if (n > 1 || adj(v, v)) report(members, n);
    }
}

static void components(int n, int (*a)(int, int), void (*r)(const int *, int))
{
    memset(idx, 0, sizeof idx), memset(onst, 0, sizeof onst);
    sp = counter = 0, nnodes = n, adj = a, report = r;
    for (int v = 0; v < n; v++)
        if (!idx[v]) strong(v);
}

static int file_adj(int a, int b) { return a != b && edge[a][b]; }
static void file_cycle(const int *m, int n)
{
    problems++;
    printf("cycle among %d files:", n);
    for (int i = 0; i < n; i++)
        printf(" %s", files[m[i]].path);
    printf("\n");
}

static int lib_adj(int a, int b)
{
    for (int i = 0; i < libs[a].nlinks; i++)
        if (libs[a].links[i] == b) return 1;
    return 0;
}
static void lib_cycle(const int *m, int n)
{
    problems++;
    printf("cycle among %d libraries:", n);
    for (int i = 0; i < n; i++)
        printf(" %s", libs[m[i]].name);
    printf("\n");
}

static int reaches(int a, int b, int depth)
{
    if (a == b) return 1;
    if (depth > MAX_LIBS) return 0;
    for (int i = 0; i < libs[a].nlinks; i++)
        if (reaches(libs[a].links[i], b, depth + 1)) return 1;
    return 0;
}

int main(int argc, char **argv)
{
    if (argc != 2) {
        fprintf(stderr, "usage: check_deps <src/ui folder>\n");
        return 2;
    }
    snprintf(root, sizeof root, "%s", argv[1]);
    walk("");
    if (nfiles == 0) {
        fprintf(stderr, "check_deps: no source files under %s\n", root);
        return 2;
    }
    for (int i = 0; i < nfiles; i++) {
        File *f = &files[i];
        for (const char *p = f->text; *p; p++)
            f->lines += *p == '\n';
        if (f->lines > MAX_LINES) {
            problems++;
            printf("%s: %d lines (at most %d)\n", f->path, f->lines, MAX_LINES);
        }
        blank(f->text);
    }
    for (int i = 0; i < nfiles; i++) {
        for (const char *p = files[i].text; (p = strstr(p, "#include \"")); p++) {
            const char *b = p + 10, *e = strchr(b, '"');
            if (!e) break;
            char name[256];
            snprintf(name, sizeof name, "%.*s", (int)(e - b), b);
            int to = resolve(i, name);
            if (to >= 0 && to != i) edge[i][to] = 1;
        }
        size_t n = strlen(files[i].path);
        if (files[i].path[n - 1] == 'c') find_defs(i);
    }
    /* include lines named files, not identifiers */
    for (int i = 0; i < nfiles; i++)
        for (char *p = files[i].text; (p = strstr(p, "#include")); p++)
            for (; *p && *p != '\n'; p++)
                *p = ' ';
    for (int i = 0; i < nfiles; i++)
        if (files[i].path[strlen(files[i].path) - 1] == 'c') uses(i);
    components(nfiles, file_adj, file_cycle);

    cmake_pass("", 0);
    cmake_pass("", 1);
    components(nlibs, lib_adj, lib_cycle);
    /* a .c file only calls into its own library or one it links to */
    for (int a = 0; a < nfiles; a++)
        for (int b = 0; b < nfiles; b++) {
            int la = files[a].lib, lb = files[b].lib;
            if (!edge[a][b] || la < 0 || lb < 0 || la == lb) continue;
            if (files[b].path[strlen(files[b].path) - 1] != 'c') continue;
            if (!reaches(la, lb, 0)) {
                problems++;
                printf("%s (%s) uses %s (%s), a library it does not link\n", files[a].path, libs[la].name,
                       files[b].path, libs[lb].name);
            }
        }
    printf("%d files, %d libraries, %d problem(s)\n", nfiles, nlibs, problems);
    return problems ? 1 : 0;
}
