/* rng.c - the engine's own generator (splitmix64): same numbers everywhere. */
#include "internal.h"

uint64_t ys_rng_next(uint64_t *s) { return rng_next(s); }

uint32_t ys_rng_below(uint64_t *s, uint32_t n) { return rng_below(s, n); }
