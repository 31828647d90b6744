/* ai.c - the bot levels behind ai_choose (their reasons, hints and
 * ai_explain: reason.c). */
#define _POSIX_C_SOURCE 200809L
#include <math.h>
#include <stdio.h>
#include <string.h>
#ifdef _WIN32
#include <windows.h>
#else
#include <unistd.h>
#endif

#include "ai_internal.h"

/* Per level: default time budget (ms). */
static const struct {
    const char *name;
    int ms;
} levels[] = {
    [AI_RANDOM] = {"random", 0}, [AI_EASY] = {"easy", 0},        [AI_MEDIUM] = {"medium", 0},
    [AI_HARD] = {"hard", 900},   [AI_EXPERT] = {"expert", 2500},
};
/* Hard searches the turn under way and evaluates its end; expert searches
 * the same way with its larger budget (2.8x hard's time) on every core (its
 * threads are the machine's cores, set in ai_choose). Expert used to play
 * each sample on through the next turn with two or three players (a sample
 * 1.75x as costly): against hard at 600 iterations in 200 2-player games,
 * expert at 3,000 won 65% with the turn's horizon, 75% with the next turn's
 * and 69% with the whole game's, before the fitted evaluation. Near the real
 * budgets and with the fitted evaluation the next turn no longer pays (see
 * the end of this comment), so every level judges the end of the turn.
 * Hard judges the end of its turn by the evaluation fitted to self-play
 * outcomes (eval_fit.c): at 300 iterations, same deals, seat rotation, it
 * won 54.0% [48.3, 59.6] of 300 2-player games against the same search on
 * the hand-made evaluation (40.0% [34.6, 45.6]), 48.8% [41.1, 56.4] of 160
 * 4-player games against three of them, and 50.0% [40.4, 59.6] of 100
 * against three mediums (the hand-made one: 31.5% [23.2, 41.1]).
 * Its weights (eval_table.h) were fitted again to games of hard against
 * itself (hard at 100 iterations, 2,000 games per player count) instead of
 * medium's: hard on the new table against hard on the old, same deals,
 * seat rotation (2026-11-23): 56.6% [53.5, 59.6] of 1,000 2-player games at
 * 300 iterations, 61.4% [56.5, 66.0] of 400 at 1,000; with four players
 * 28.6% [24.7, 32.8] of 476 games against three of the old (chance 25%);
 * with three, 38.0% [34.2, 41.9] of 600 against two of the old (chance 33.3%).
 * Fitted once more to hard's games on that table (the same command), the
 * shipped table against it, same search (300 iterations unless said), seat
 * rotation, same deals (2026-11-23): three players 45.4% [41.5, 49.4] of 600
 * games against two of it (chance 33.3%, seed 96261123); four players
 * 27.7% [23.9, 31.9] of 480 against three (chance 25%, seed 94261123); two
 * players 51.4% [47.4, 55.4] of 600 (the other 47.2%, seed 93261123) and at
 * 1,000 iterations 48.2% [42.6, 53.8] of 300 (the other 51.0%, seed
 * 95261123): a clear gain with three players, none lost with two.
 * Hard, medium and expert sample the worlds a player who forgets nothing
 * would (the hands won, the ships drawn, the palace cards shown: the view's
 * memory). Against the same fitted hard without it (ys-arena :forget), at
 * 300 iterations, same deals, seat rotation: 47.2% [42.4, 52.1] of 400
 * 2-player games (the forgetful one 44.0% [39.2, 48.9], the neutral 8.8%)
 * and 26.7% [21.5, 32.6] of 240 4-player games against three of them (each
 * 24.4% [21.4, 27.7]): no gain outside noise and no loss, so the consistent
 * worlds issue 15 asks for are kept.
 * Expert judges its horizon (the start of turn 3 or 4, rows the fitted table
 * has; from turn 3 on every sample reaches the end, judged by the final
 * score) by the fitted evaluation too: at 1,000 iterations, one thread, it
 * won 60.2% [53.3, 66.8] of 200 2-player games against the hand-made one
 * (seed 5151) and 43.3% [34.8, 52.3] of 120 3-player games against two of
 * them (seed 6161; each 28.3%). (Before the neutral counted as a rival, see
 * the end, the two were even: 37.8% against 38.8%, the neutral 23.5%.)
 * Scaled to the ratio of the real budgets (about 20 to 1), expert at 3,000
 * won 76.5% [67.3, 83.7] of 100 2-player games against hard at 150 (with the
 * neutral a rival and the fitted evaluation: 78.0% [68.9, 85.0], seed 7171,
 * the neutral none) and 33.3% [22.7, 45.9] of 60 4-player games against
 * three of them (not the real-budget bars).
 * With four players the next turn's horizon does not pay: on 100 more deals
 * (seed 9191, seat rotation) expert at 3,000 won 26.0% [18.4, 35.4] against
 * three hards at 150, where hard's own search (this turn's horizon, the
 * fitted evaluation) at 3,000 won 42.0% [32.8, 51.8] of the same games. So
 * four-player expert searches as hard does, with expert's budget and cores.
 * At the real budgets (2026-11-23, a 16-core Xeon on which ys-bench played
 * 41k random games/s a core where this VM played 89k; 16 games at once, one core
 * each; seeds 20261123, 30261123 and 40261123 with ys-arena --log), hard won
 * 60.4% [56.2, 64.5] of 530 four-player games against three mediums (132
 * whole deals; each medium 13.2%), median 900 ms a decision: issue 15's bar
 * is 40%, and before the fitted evaluation and the memory it was 35.8%.
 * The 2-player figures above were taken while every level's margin (eval.c,
 * ai_margin_of) ignored the neutral player, who wins with the most gold: two
 * experts let it win 23.5% of their games. Counted as the rival it is, the
 * neutral won none of the 200 games between two experts above (seed 5151),
 * and hard at 150 iterations, fitted, beat hand 64.9% [60.1, 69.4] of 400
 * games (seed 3000).
 * Near the real budgets more time buys expert little: hard's search is
 * close to saturation there. Measured on this VM (2026-11-23) at fixed
 * iterations in the real budgets' ratio of core time (about 10 to 1: hard
 * at 1,000 iterations, expert's searches at the same time per decision),
 * seat rotation, the same deals (seed 70261123):
 *   four players, against three hards, 100 games each (chance 25%): hard's
 *   search at 8,000, 29.5% [21.5, 39.1]; every move at the root instead of
 *   the best 14 or 24, 29.0%; UCB's constant halved, 32.1%; rollouts that
 *   weigh 12 sampled placements instead of 6 (at 6,000, the same time),
 *   32.0%; the next turn's horizon (at 4,600), 36.5% [27.7, 46.3], and on
 *   98 games of other deals (seed 80261123) 29.6% [21.5, 39.3];
 *   two players, against hard, 100 games each: expert (the next turn's
 *   horizon, 5,700) 55.5% [45.7, 64.9]; hard's search at 10,000, 63.5%
 *   [53.7, 72.3] (paired by game: +8.0 points, standard error 6.3);
 *   three players, against two hards (chance 33.3%), a run cut short:
 *   expert (5,700) 26.1% [17.2, 37.5] of 69 games; hard's search at
 *   10,000, 34.7% [22.9, 48.7] of 49.
 * And at the real budgets on this 2-core VM (expert 2.5 s on both cores,
 * hard 0.9 s), expert won 6 of 10 two-player games (seed 60261123). So
 * issue 15's expert bars (40% with four players, 65% with two) do not hold
 * near the real budgets, and no change of the search's shape above lifts
 * expert clearly; what would is a better judgement of positions (the
 * evaluation, the rollouts' play), not more of the same search.
 * On the table fitted three times, at the same ratio (hard at 1,000), 120
 * two-player games each on the same deals (seed 97261123): hard's search at
 * 10,000 iterations 52.9% [44.0, 61.6], expert with the next turn's horizon
 * at 5,700 45.8% [37.2, 54.7]. With the runs above (hard's search 63.5%
 * and 34.7% against 55.5% and 26.1%) the turn's horizon did better in each
 * of three samples, so expert now searches as hard does (2026-11-23).
 * What two-player search lacks is not time but knowledge of where the other
 * hid its brokers: hard at 1,000 iterations that could see its opponent's
 * face-down brokers on the board (a scratch arena option, not a bot) won
 * 88.3% of 120 games against hard (seed 97261123; seeing everything, future
 * draws too, 92.5%). A player who remembers how people play reads them
 * from the placing he watched (infer.c): which of an opponent's hidden
 * values stands where, face down on the board or behind the screen, is
 * unknown, and expert deals its worlds leaned by a model of where hard puts
 * them, fitted to its self-play (ys-fit-lean). The first such lean read
 * only the board at the placing's end and swapped values among the board's
 * face-down brokers (62.1% of held-out pairs the right way round): hard at
 * 1,000 iterations with it against hard without, same deals, seat rotation,
 * won 53.7% [50.6, 56.7] of 1,020 two-player games (seeds 97261123,
 * 11261123, 13261123) and 54.3% [49.9, 58.6] of 500 more (seed 14261123),
 * and expert with it (10,000 iterations, one thread) 58.3% [49.4, 66.8] of
 * 120 against hard at 1,000 (seed 17261123). Reading the turn's placing in
 * the order it went (YsGame.placing: the face-up broker placed with a
 * hidden one, what stood in its place before it, how early in the turn)
 * put 80% of held-out pairs the right way round, yet won only 54.7% of
 * seed 14261123's 500 games, because most decisions come during the
 * placing, when an opponent's values are mostly still behind the screen
 * and the board-only swaps moved none of them. With swaps between the
 * board and the screen as well (fitted on every placement's start too,
 * 80.2% of pairs; a world's mean error per hidden broker during the
 * placing 1.08 against 1.57 unleaned, where the board-only lean reached
 * 1.42): 65.5% [61.2, 69.5] of those 500 (hard 32.9%), and expert as
 * shipped 72.5% [63.9, 79.7] of 120 (seed 17261123; hard 25.8%; 58.3%
 * with the board-only lean) (2026-11-23); with 280 games more (seed
 * 21261124), 75.2% [70.8, 79.2] of 400 (hard 23.0%) (2026-11-24). With
 * three and four players the board-only lean, fitted the same way (62.9%
 * and 62.6% of held-out pairs), did not pay: at 1,000 iterations against
 * hards without it, 31.9% [26.3, 38.0] of 240 three-player games (chance
 * 33.3%, seed 16261123), 26.0% [20.4, 32.5] of 200 four-player ones
 * (chance 25%, seed 15261123). The present lean (79.2% and 79.7% of
 * held-out pairs) on the same deals: 39.3% [31.9, 47.3] of 150
 * three-player games and 39.7% [32.4, 47.4] of 160 four-player ones, so
 * expert leans with every player count (2026-11-23).
 * With more deals (2026-11-24, seeds 19261124 and 20261124 added): 41.9%
 * [37.2, 46.8] of 402 three-player games and 35.2% [30.7, 40.1] of 400
 * four-player ones; at four times the search (4,000 iterations on every
 * side, seed 31261125) 38.5% [32.6, 44.8] of 240 four-player games, so the
 * lean does not fade with depth (2026-11-25). Expert as shipped (10,000
 * iterations, one thread) against three hards at 1,000 won 35.8% [31.2, 40.6] of 400 four-player
 * games (seed 18261124; each hard 21.4%), where hard's search at 8,000
 * without the lean had won 29.5% of 100 (above); 400 games more (seed
 * 22261124) gave 40.5% [35.8, 45.4], so 38.1% [34.8, 41.5] of 800. The
 * lean is worth about ten points with four players and expert's larger
 * budget a few at most, and the 40% bar lies inside the interval: at this
 * ratio it is neither met nor missed for certain. The fitted weights are
 * about as sharp as they should be: on the same 400 four-player deals as
 * hard's, a sharper lean (the weights times 1.6) won 29.8% and a softer
 * one (times 0.7) 30.4%, against 35.2% (paired, standard error 3.3 points
 * each), and more Metropolis sweeps per leaned broker (16 instead of 6) 34.4%.
 * What is left to read: hard at 1,000 that could see the others'
 * face-down brokers on the board (a scratch arena option, not a bot) won
 * 46.9% [42.0, 51.8] of the same 400 deals, so the lean takes about ten of
 * the twenty-two points that knowing where the values stand is worth with
 * four players (2026-11-24). Where those points lie: hard at 1,000 shown
 * the others' screens but not their face-down brokers (its worlds deal the
 * board's from what is left, unleaned; a scratch arena option) won 39.4%
 * of the same 240 four-player games of seed 20261124, where the lean won
 * 32.3% (+7.1 points, paired SE 4.2) and seeing the board 46.9% (-7.5,
 * SE 4.4); but on 240 games more (seed 23261124) 34.4% against the lean's
 * 34.2% (+0.2, SE 4.4), so 36.9% against 33.2% of the 480 (+3.6, SE 3.1).
 * With two players 69.1% [64.9, 73.0] of the lean's 500 games (the lean
 * 65.5%, +3.6, SE 3.1; seeing the board won 88.3% of other deals). So
 * knowing what the others still hold is worth a few points at most, with
 * two players or four; what is worth most is where they put their values,
 * the lean's own question (2026-11-24). A lean of its own weights for
 * each value instead of one per point (84 weights a player count, fitted by
 * the same pairs; scratch code, not shipped) read the placing better, yet
 * played no better: 85.9%, 83.8% and 84.2% of held-out pairs the right way
 * round with two, three and four players (log loss 0.329 against 0.421 with
 * two; its weights find a 0 or a 4 face down on the board likelier than a 1
 * to 3, against those behind the screen, which no weight per point of value
 * can say), but at 1,000 iterations against hards without a lean it won 62.3%
 * [58.0, 66.4] of the same 500 two-player deals (-3.2 points, paired standard
 * error 2.9) and 33.6% of the same 400 four-player ones (-1.6, SE 3.3).
 * Held-out pairs do not foretell play, then: a lean is measured in the arena
 * (2026-11-24). Nor does the search lose by its playouts reading each dealt
 * world whole (the others' face-down brokers at their world's values, where a
 * player would see only their mean): the leaned hard at 1,000 with playouts
 * that read the board as their mover may see it (each face-down broker of
 * another at 2, the mean value; scratch code, not shipped) won 62.8%
 * [58.5, 66.9] of the same 500 two-player deals against hard (-2.7 points
 * against the shipped playouts, paired SE 3.0) and 30.6% of the same 240
 * four-player games against three hards (the shipped playouts 32.3%; -1.7,
 * SE 4.3). Nor by their play: rollouts that weigh 24 sampled placements instead
 * of 6 and never place at random (scratch code, twice the time a decision) won
 * 34.0% of the same 240 four-player games (+1.7, SE 4.1). Nor by the root's
 * candidates, picked by their one-ply score on one unleaned world
 * (ai_score_moves): scored on the mean of four leaned worlds instead (scratch
 * code), the leaned hard won 30.4% of the same 240 games (-1.9, SE 2.8)
 * (2026-11-24). Nor by how the others hide inside the tree: where the search
 * meets again another's face-down placement it plays the value behind it at
 * random from that player's screen in the world; chosen by the rollout
 * policy instead (mostly the highest where it contests; scratch code), the
 * leaned hard won 31.0% of the same 240 games (-1.2, SE 4.2) (2026-11-24).
 * Nor by the others choosing inside the tree as if they saw the viewer's
 * hidden values (the search is single-observer: one tree, keyed by what the
 * viewer sees, whose statistics for the others' moves all come from worlds
 * holding the viewer's true values). A tree per player instead, each keyed by
 * the moves as its owner sees them, every mover choosing in its own
 * (multiple-observer ISMCTS; scratch code, about the same time an
 * iteration): the leaned hard at 1,000 won 27.9% of the same 240 four-player
 * games (-4.4, SE 4.2) and 63.8% of 250 of the same two-player deals (the
 * shipped search 66.6%; -2.8, SE 4.2); and expert at 10,000 so searching
 * 29.9% of 137 four-player games of seed 18261124 against three hards at
 * 1,000, where expert as shipped won 41.2% of the same games (-11.3, SE 5.4).
 * A mover choosing among its concrete moves, each value of a face-down
 * broker apart, spreads its tree's statistics thinner than the shared tree
 * does over what the viewer sees, and that costs more than the others'
 * clairvoyance. Nor with two trees, the viewer's and one public tree (every
 * hidden value hidden) in which all the others choose, as thick as the
 * shared one: the leaned hard at 1,000 so searching won 34.8% of the same
 * 240 four-player games (+2.5, SE 4.3) but 59.0% of the same 250 two-player
 * deals (-7.6, SE 3.9) (2026-11-24).
 * On a 16-core machine at last (2026-11-24: a Xeon, ys-arena --log, 16
 * games at once, one thread each), expert as shipped at 10,000 iterations
 * against three hards at 1,000 won 39.7% [35.3, 44.2] of 464 four-player
 * games (seed 24261124) and 31.0% [26.8, 35.6] of 424 (seed 25261124; 221
 * whole deals in all): with the 800 above, 36.8% [34.5, 39.1] of 1,688. At
 * the real budgets' ratio the 40% bar is missed. At the real budgets
 * themselves (expert on four threads for 2.5 s, hards on one for 0.9 s,
 * four games at once so that no two searches shared a core) 8 games were
 * all a 30-minute lease left time for (seed 26261124): expert won 1, hard's
 * median decision took 900.10 ms and expert's 2,500.37 ms, over its bar by
 * the search's wind-up, which the budget now holds (mcts.c, stop_time). A
 * four-player game there takes about 270 s, so the bars' 400 games need
 * about 7.5 hours of such a machine, and 400 two-player games (62 decisions
 * a seat) about 6.
 * Nor did expert's larger budget clearly want a search of another shape,
 * measured on this VM at the same ratio, paired by game against expert as
 * shipped on the first 240 four-player games of seed 18261124 (shipped:
 * 37.5%; scratch code for searches of 5,000 iterations or more): UCB's
 * constant halved (0.35) -11.2 points (standard error 6.0, 116 games, cut
 * short); raised to 1.0, -0.5 (SE 6.9, 104 games, cut short); the root's
 * candidates 1.7 times as many (23 at a placement, 40 elsewhere) +3.8 (SE
 * 4.3, all 240) (2026-11-24).
 * But more of them did, measured on the same deals: 1.7 times hard's root
 * candidates +3.4 points over the first 240 games of seeds 18261124 and
 * 22261124 (480 games: 37.7% to 41.1%, SE 3.1), 2.5 times (35 at a
 * placement, 60 elsewhere) +5.0 (the same 480: 37.7% to 42.7%, SE 3.1; +1.6
 * over 1.7 times, SE 3.1), and no slower (133 ms a decision on average
 * against 145 for the same 10,000 iterations). With two players, against hard at 1,000 over 300
 * games of seed 27261124 (expert as shipped 69.3%), 1.7 times won 71.8%
 * (+2.5, SE 3.7) and 2.5 times 79.7% [74.8, 83.8] (+10.3, SE 3.5; +7.8 over
 * 1.7 times, SE 3.3). With ten times hard's iterations the search can
 * afford to weigh moves the one-ply score ranks lower, so expert's root
 * keeps 2.5 times hard's candidates (expert_search). Chosen on those seeds,
 * then measured on a fresh one: expert so shaped won 46.2% [40.1, 52.6] of
 * the 240 four-player games of seed 28261124, so 43.9% [40.3, 47.5] of 720
 * with the 480 above: at the real budgets' ratio the 40% bar is met
 * (2026-11-24). */
static const AiSearch hard_search = {.threads = 1, .width_place = 14, .width_other = 24, .horizon = 0, .fitted = 1};
/* Expert: hard's search, on every core (threads 0: ai_choose sets them),
 * leaned, its root 2.5 times as wide, for its budget (above). */
static const AiSearch expert_search = {
    .threads = 0, .width_place = 35, .width_other = 60, .horizon = 0, .fitted = 1, .lean = 1};
static const double easy_noise = 0.8; /* points of noise on easy's one-ply scores */

const char *ai_level_name(AiLevel level) { return level >= AI_RANDOM && level <= AI_EXPERT ? levels[level].name : "?"; }

int ai_level_parse(const char *s)
{
    for (int l = AI_RANDOM; l <= AI_EXPERT; l++)
        if (!strcmp(s, levels[l].name)) return l;
    return -1;
}

int ai_threads(void)
{
#ifdef _WIN32
    SYSTEM_INFO info;
    GetSystemInfo(&info);
    long n = (long)info.dwNumberOfProcessors;
#else
    long n = sysconf(_SC_NPROCESSORS_ONLN);
#endif
    return n < 1 ? 1 : n > 64 ? 64 : (int)n;
}

static double gauss(uint64_t *rng)
{
    double u = ((double)(ys_rng_next(rng) >> 11) + 0.5) * 0x1.0p-53;
    double w = ((double)(ys_rng_next(rng) >> 11) + 0.5) * 0x1.0p-53;
    return sqrt(-2 * log(u)) * cos(6.283185307179586 * w);
}

/* Easy plays like a beginner who keeps no track of the cards: it judges its
 * moves in one world dealt from what the table shows now, the public history
 * forgotten (the guided game's script is written on its moves). */
static int choose_easy(const YsView *v, uint64_t seed, YsMove *out)
{
    static _Thread_local YsMoveList ml;
    static _Thread_local double score[YS_MAX_MOVES];
    static _Thread_local YsView now;
    now = *v;
    now.memory = 0;
    uint64_t rng = seed ^ 0x65617379ull;
    int n = ai_score_moves(&now, &rng, &ml, score);
    if (n <= 0) return -1;
    int best = 0;
    double bs = -1e18;
    for (int i = 0; i < n; i++) {
        double s = score[i] + easy_noise * gauss(&rng);
        if (s > bs) bs = s, best = i;
    }
    *out = ml.m[best];
    return 0;
}

int ai_choose(const YsView *v, const AiParams *prm, YsMove *out)
{
    static _Thread_local YsMoveList ml;
    if (!v || v->viewer < 0 || v->viewer != v->to_move || ys_legal(v, &ml) <= 0) return -1;
    if (ml.n == 1) {
        *out = ml.m[0];
        return 0;
    }
    AiParams p = *prm;
    if (p.cancel && atomic_load(p.cancel)) return AI_CANCELLED;
    if (p.level < AI_RANDOM || p.level > AI_EXPERT) p.level = AI_MEDIUM;
    /* every search ends: iterations cap the work, ms the time */
    p.ms = p.ms < 0 ? 0 : p.ms > AI_MAX_MS ? AI_MAX_MS : p.ms;
    p.iterations = p.iterations < 0 ? 0 : p.iterations > AI_MAX_ITERATIONS ? AI_MAX_ITERATIONS : p.iterations;
    if (!p.ms) p.ms = p.iterations > 0 ? AI_MAX_MS : levels[p.level].ms;
    switch (p.level) {
    case AI_RANDOM: {
        uint64_t rng = p.seed ^ 0x5953u;
        *out = ml.m[ys_rng_below(&rng, (uint32_t)ml.n)];
        return 0;
    }
    case AI_EASY:
        return choose_easy(v, p.seed, out);
    case AI_MEDIUM: /* a fixed number of playouts unless timed */
        return ai_flat(v, &p, out);
    case AI_HARD: {
        AiSearch s = hard_search;
        if (p.threads > 0) s.threads = p.threads;
        if (p.eval != AI_EVAL_DEFAULT) s.fitted = p.eval == AI_EVAL_FITTED;
        if (p.lean) s.lean = p.lean > 0;
        return ai_ismcts(v, &p, &s, out);
    }
    case AI_EXPERT: {
        AiSearch s = expert_search;
        s.threads = p.threads > 0 ? p.threads : ai_threads();
        if (p.eval != AI_EVAL_DEFAULT) s.fitted = p.eval == AI_EVAL_FITTED;
        if (p.lean) s.lean = p.lean > 0;
        return ai_ismcts(v, &p, &s, out);
    }
    }
    return -1;
}
