/* svg2png.c - build-time host tool: rasterises an SVG (the app icon) to PNG
 * files of given sizes, or to one Windows .ico holding several sizes, with
 * SDL2_image's SVG loader (nanosvg), so the icons need no other tool.
 *
 *   ys-svg2png icon.svg out.png SIZE          one square PNG
 *   ys-svg2png --ico icon.svg out.ico SIZE... one .ico, 32-bit images
 *   ys-svg2png --icns icon.svg out.icns       one macOS .icns, PNG images
 *
 * Exit status 0 on success, 1 on any error (with a message on stderr). */
#define SDL_MAIN_HANDLED /* a plain main(), no SDLmain */
#include <SDL.h>
#include <SDL_image.h>

#include <errno.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { MAX_ICO_IMAGES = 16 };

/* Parses a size in 1..1024; returns 0 for anything else. */
static int parse_size(const char *s)
{
    char *end = NULL;
    errno = 0;
    long v = strtol(s, &end, 10);
    if (errno != 0 || end == s || *end != '\0' || v < 1 || v > 1024) return 0;
    return (int)v;
}

/* The SVG at path rasterised at size x size as 32-bit ARGB (in memory B, G,
 * R, A on little-endian machines, the order .ico wants). Caller frees with
 * SDL_FreeSurface; NULL on error, with a message printed. */
static SDL_Surface *rasterise(const char *path, int size)
{
    SDL_RWops *rw = SDL_RWFromFile(path, "rb");
    if (!rw) {
        fprintf(stderr, "ys-svg2png: cannot open %s: %s\n", path, SDL_GetError());
        return NULL;
    }
    SDL_Surface *raw = IMG_LoadSizedSVG_RW(rw, size, size);
    SDL_RWclose(rw);
    if (!raw) {
        fprintf(stderr, "ys-svg2png: cannot rasterise %s: %s\n", path, IMG_GetError());
        return NULL;
    }
    SDL_Surface *out = SDL_ConvertSurfaceFormat(raw, SDL_PIXELFORMAT_ARGB8888, 0);
    SDL_FreeSurface(raw);
    if (!out) {
        fprintf(stderr, "ys-svg2png: cannot convert %s: %s\n", path, SDL_GetError());
        return NULL;
    }
    if (out->w != size || out->h != size) {
        fprintf(stderr, "ys-svg2png: %s rasterised to %dx%d, not %dx%d (is it square?)\n", path, out->w, out->h, size,
                size);
        SDL_FreeSurface(out);
        return NULL;
    }
    return out;
}

static int put_u8(FILE *fp, unsigned v) { return fputc((int)(v & 0xFF), fp) == EOF ? -1 : 0; }

static int put_u16(FILE *fp, unsigned v) { return put_u8(fp, v) | put_u8(fp, v >> 8); }

static int put_u32(FILE *fp, uint32_t v)
{
    return put_u16(fp, (unsigned)(v & 0xFFFF)) | put_u16(fp, (unsigned)(v >> 16));
}

static uint32_t ico_mask_stride(int size) { return (uint32_t)((size + 31) / 32) * 4; }

/* Bytes of one .ico image: BITMAPINFOHEADER, BGRA pixels, 1-bit AND mask. */
static uint32_t ico_image_bytes(int size)
{
    uint32_t n = (uint32_t)size;
    return 40 + n * n * 4 + ico_mask_stride(size) * n;
}

/* Writes one image as an uncompressed 32-bit DIB (bottom-up rows). */
static int ico_write_image(FILE *fp, SDL_Surface *s)
{
    int size = s->w, err = 0;
    uint32_t mask_stride = ico_mask_stride(size);
    err |= put_u32(fp, 40);                 /* biSize */
    err |= put_u32(fp, (uint32_t)size);     /* biWidth */
    err |= put_u32(fp, (uint32_t)size * 2); /* biHeight: colour + mask */
    err |= put_u16(fp, 1);                  /* biPlanes */
    err |= put_u16(fp, 32);                 /* biBitCount */
    err |= put_u32(fp, 0);                  /* biCompression: BI_RGB */
    err |= put_u32(fp, ico_image_bytes(size) - 40);
    err |= put_u32(fp, 0) | put_u32(fp, 0); /* resolution */
    err |= put_u32(fp, 0) | put_u32(fp, 0); /* palette */
    if (SDL_LockSurface(s) != 0) return -1;
    for (int y = size - 1; y >= 0; y--) {
        const uint32_t *row = (const uint32_t *)((const uint8_t *)s->pixels + (size_t)y * (size_t)s->pitch);
        for (int x = 0; x < size; x++) {
            uint32_t p = row[x]; /* ARGB8888 as a value */
            err |= put_u8(fp, p) | put_u8(fp, p >> 8) | put_u8(fp, p >> 16) | put_u8(fp, p >> 24);
        }
    }
    /* The AND mask: 1 where fully transparent, for old readers that use it. */
    for (int y = size - 1; y >= 0; y--) {
        const uint32_t *row = (const uint32_t *)((const uint8_t *)s->pixels + (size_t)y * (size_t)s->pitch);
        for (uint32_t byte = 0; byte < mask_stride; byte++) {
            unsigned bits = 0;
            for (int b = 0; b < 8; b++) {
                int x = (int)byte * 8 + b;
                if (x < size && (row[x] >> 24) == 0) bits |= 0x80u >> b;
            }
            err |= put_u8(fp, bits);
        }
    }
    SDL_UnlockSurface(s);
    return err;
}

/* Writes an .ico with one image per size; 0 on success. */
static int write_ico(const char *svg, const char *out, const int *sizes, int n)
{
    SDL_Surface *img[MAX_ICO_IMAGES] = {0};
    int rc = 1;
    for (int i = 0; i < n; i++)
        if (!(img[i] = rasterise(svg, sizes[i]))) goto done;
    FILE *fp = fopen(out, "wb");
    if (!fp) {
        fprintf(stderr, "ys-svg2png: cannot write %s: %s\n", out, strerror(errno));
        goto done;
    }
    int err = put_u16(fp, 0) | put_u16(fp, 1) | put_u16(fp, (unsigned)n); /* ICONDIR */
    uint32_t offset = 6 + 16 * (uint32_t)n;
    for (int i = 0; i < n; i++) { /* ICONDIRENTRY: 256 is written as 0 */
        err |= put_u8(fp, sizes[i] >= 256 ? 0 : (unsigned)sizes[i]);
        err |= put_u8(fp, sizes[i] >= 256 ? 0 : (unsigned)sizes[i]);
        err |= put_u8(fp, 0) | put_u8(fp, 0);    /* colours, reserved */
        err |= put_u16(fp, 1) | put_u16(fp, 32); /* planes, bits */
        err |= put_u32(fp, ico_image_bytes(sizes[i]));
        err |= put_u32(fp, offset);
        offset += ico_image_bytes(sizes[i]);
    }
    for (int i = 0; i < n && !err; i++)
        err |= ico_write_image(fp, img[i]);
    if (fclose(fp) != 0) err = -1;
    if (err) {
        fprintf(stderr, "ys-svg2png: error writing %s\n", out);
        remove(out);
        goto done;
    }
    rc = 0;
done:
    for (int i = 0; i < n; i++)
        SDL_FreeSurface(img[i]);
    return rc;
}

static int put_u32be(FILE *fp, uint32_t v)
{
    return put_u8(fp, v >> 24) | put_u8(fp, v >> 16) | put_u8(fp, v >> 8) | put_u8(fp, v);
}

/* The SVG as PNG bytes at size x size, in a buffer the caller frees with
 * free(); NULL on error, with a message printed. */
static uint8_t *png_bytes(const char *svg, int size, size_t *len)
{
    SDL_Surface *s = rasterise(svg, size);
    if (!s) return NULL;
    size_t cap = (size_t)size * (size_t)size * 4 + 65536; /* PNG never grows past raw + headers */
    uint8_t *buf = malloc(cap);
    if (!buf) {
        fprintf(stderr, "ys-svg2png: out of memory\n");
        exit(1);
    }
    SDL_RWops *rw = SDL_RWFromMem(buf, (int)cap);
    int ok = rw && IMG_SavePNG_RW(s, rw, 0) == 0;
    Sint64 n = rw ? SDL_RWtell(rw) : -1;
    if (rw) SDL_RWclose(rw);
    SDL_FreeSurface(s);
    if (!ok || n <= 0) {
        fprintf(stderr, "ys-svg2png: cannot encode PNG: %s\n", IMG_GetError());
        free(buf);
        return NULL;
    }
    *len = (size_t)n;
    return buf;
}

/* Writes a macOS .icns of PNG images (16 to 1024 px); 0 on success. */
static int write_icns(const char *svg, const char *out)
{
    static const struct {
        char type[5];
        int size;
    } kinds[] = {{"icp4", 16}, {"icp5", 32}, {"icp6", 64}, {"ic07", 128}, {"ic08", 256}, {"ic09", 512}, {"ic10", 1024}};
    enum { NKINDS = sizeof kinds / sizeof kinds[0] };
    uint8_t *png[NKINDS] = {0};
    size_t len[NKINDS] = {0};
    uint32_t total = 8;
    int rc = 1;
    for (int i = 0; i < NKINDS; i++) {
        if (!(png[i] = png_bytes(svg, kinds[i].size, &len[i]))) goto done;
        total += 8 + (uint32_t)len[i];
    }
    FILE *fp = fopen(out, "wb");
    if (!fp) {
        fprintf(stderr, "ys-svg2png: cannot write %s: %s\n", out, strerror(errno));
        goto done;
    }
    int err = fwrite("icns", 1, 4, fp) != 4 || put_u32be(fp, total);
    for (int i = 0; i < NKINDS && !err; i++) {
        err |= fwrite(kinds[i].type, 1, 4, fp) != 4;
        err |= put_u32be(fp, 8 + (uint32_t)len[i]);
        err |= fwrite(png[i], 1, len[i], fp) != len[i];
    }
    if (fclose(fp) != 0) err = 1;
    if (err) {
        fprintf(stderr, "ys-svg2png: error writing %s\n", out);
        remove(out);
        goto done;
    }
    rc = 0;
done:
    for (int i = 0; i < NKINDS; i++)
        free(png[i]);
    return rc;
}

static int usage(void)
{
    fprintf(stderr, "usage: ys-svg2png IN.svg OUT.png SIZE\n"
                    "       ys-svg2png --ico IN.svg OUT.ico SIZE... (sizes 1..256)\n"
                    "       ys-svg2png --icns IN.svg OUT.icns\n");
    return 1;
}

int main(int argc, char **argv)
{
    /* No window is opened: only surfaces, so no video subsystem is needed. */
    if (argc >= 5 && strcmp(argv[1], "--ico") == 0) {
        int sizes[MAX_ICO_IMAGES], n = argc - 4;
        if (n > MAX_ICO_IMAGES) return usage();
        for (int i = 0; i < n; i++)
            if (!(sizes[i] = parse_size(argv[4 + i])) || sizes[i] > 256) return usage();
        return write_ico(argv[2], argv[3], sizes, n);
    }
    if (argc == 4 && strcmp(argv[1], "--icns") == 0) return write_icns(argv[2], argv[3]);
    if (argc != 4) return usage();
    int size = parse_size(argv[3]);
    if (!size) return usage();
    SDL_Surface *s = rasterise(argv[1], size);
    if (!s) return 1;
    int rc = 0;
    if (IMG_SavePNG(s, argv[2]) != 0) {
        fprintf(stderr, "ys-svg2png: cannot write %s: %s\n", argv[2], IMG_GetError());
        rc = 1;
    }
    SDL_FreeSurface(s);
    return rc;
}
