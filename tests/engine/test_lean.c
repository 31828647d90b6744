/* test_lean.c - the lean's Metropolis test (determinize_lean.c): refusing a
 * swap that loses x < 0 when a uniform u in [0, 1) is at least exp(x),
 * mostly without calling exp, must answer exactly as the comparison with
 * exp does, since the worlds the bots deal, and so their play, hang on it. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <math.h>

#include "internal.h"

static double uniform(uint64_t *rng) { return (double)(ys_rng_next(rng) >> 11) * 0x1.0p-53; }

/* Random losses over the range the lean's weights give and beyond, and u
 * drawn as the lean draws it. */
static void test_same_as_exp_at_random(void **state)
{
    (void)state;
    uint64_t rng = 0x6c65616eull;
    long refused = 0, n = 2000000;
    for (long i = 0; i < n; i++) {
        double x = -12 * uniform(&rng) * uniform(&rng), u = uniform(&rng);
        int want = u >= exp(x);
        if (ys__lean_refuses(u, x) != want) fail_msg("u %.17g, x %.17g: %d, exp says %d", u, x, !want, want);
        refused += want;
    }
    assert_true(refused > n / 10 && refused < n * 9 / 10); /* both answers, often */
}

/* Where it is hardest: u on exp(x) itself and one step of a double either
 * side, the bounds' edges and their margin, x near 0 and at -4. */
static void test_same_as_exp_at_the_edges(void **state)
{
    (void)state;
    static const double xs[] = {-1e-300, -1e-12, -1e-6, -0.001, -0.1, -0.5, -1, -2, -3.999999, -4, -4.000001, -7, -40};
    for (size_t i = 0; i < sizeof xs / sizeof xs[0]; i++) {
        double x = xs[i], e = exp(x), lo = pow(1 + x / 4, 4), hi = 1 / pow(1 - x / 4, 4);
        double us[] = {e, nextafter(e, 0), nextafter(e, 1), lo, hi, lo - 1e-9, hi + 1e-9, lo - 2e-9, hi + 2e-9,
                       0, nextafter(1, 0), e * 0.5};
        for (size_t k = 0; k < sizeof us / sizeof us[0]; k++) {
            double u = us[k];
            if (!(u >= 0 && u < 1)) continue;
            if (ys__lean_refuses(u, x) != (u >= e)) fail_msg("u %.17g, x %.17g: not exp's answer", u, x);
        }
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_same_as_exp_at_random),
        cmocka_unit_test(test_same_as_exp_at_the_edges),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
