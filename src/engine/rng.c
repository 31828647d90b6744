/* rng.c - the engine's own generator (splitmix64): same numbers everywhere. */
#include "internal.h"

uint64_t ys_rng_next(uint64_t *s)
{
    uint64_t z = (*s += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
}

uint32_t ys_rng_below(uint64_t *s, uint32_t n) { return below_bits((uint32_t)ys_rng_next(s), n, s); }
