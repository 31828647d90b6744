#!/usr/bin/env python3
"""Adds up ys-arena --log files (one JSON line per game), e.g. the pieces of a
tournament run on several machines or cut short by a time limit, and prints
per bot what ys-arena prints: win share per seat with its 95% Wilson
interval, mean score, think time mean and median.

usage: scripts/arena-summary.py LOG [LOG ...]   (a LOG may be gzipped: .gz)"""
import gzip
import json
import math
import statistics
import sys


def wilson(p, n, z=1.959963984540054):
    if n <= 0:
        return 0.0, 1.0
    d = 1 + z * z / n
    c = (p + z * z / (2 * n)) / d
    h = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / d
    return max(0.0, c - h), min(1.0, c + h)


def main(paths):
    if not paths:
        sys.exit(__doc__.strip().splitlines()[-1])
    bots, games, seen = {}, 0, set()
    for path in paths:
        opener = gzip.open if path.endswith(".gz") else open
        with opener(path, "rt", encoding="utf-8") as f:
            for no, line in enumerate(f, 1):
                try:
                    g = json.loads(line)
                    key = (g["players"], g["seed"], g["deal"], g["rotation"])
                    seats = g["seats"]
                except (ValueError, KeyError, TypeError):
                    sys.exit(f"{path}:{no}: not a ys-arena log line")
                if key in seen:
                    continue  # the same game logged twice counts once
                seen.add(key)
                games += 1
                for s in seats:
                    b = bots.setdefault(s["bot"], {"games": 0, "wins": 0.0, "score": 0, "think": []})
                    b["games"] += 1
                    b["wins"] += s["win"]
                    b["score"] += s["score"]
                    b["think"] += s["think_ms"]
    print(f"{games} games")
    print(f"{'bot':24} {'seats':>6} {'win%':>7} {'95% CI':>17} {'score':>7} {'think mean':>11} {'think med':>10}")
    for name, b in bots.items():
        p = b["wins"] / b["games"]
        lo, hi = wilson(p, b["games"])
        t = b["think"]
        mean = statistics.fmean(t) if t else 0
        med = sorted(t)[len(t) // 2] if t else 0  # as ys-arena takes it
        print(f"{name:24} {b['games']:6d} {100 * p:6.1f}% [{100 * lo:5.1f}%, {100 * hi:5.1f}%] "
              f"{b['score'] / b['games']:7.1f} {mean:9.1f}ms {med:8.1f}ms")


if __name__ == "__main__":
    main(sys.argv[1:])
