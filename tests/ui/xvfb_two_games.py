#!/usr/bin/env python3
"""xvfb_two_games.py - two `ys` processes play one online game to its end
under Xvfb, each driven only by the X server's input (xdotool, XTEST), as
two people at two windows would (issue 48, item 2).

One game hosts a room from its own setup by mouse clicks alone (Title, Play
online, Host a game, the players, the second seat made a person's, Start),
and copies the invite with the online panel's Copy invite. The other joins
with that invite by keys alone: Tab to Play online, Enter, Tab to Paste,
Space (the X clipboard the host's window holds), Tab to Join, Enter. Bots
sit in the other seats. Both then play their seat to the end screen, the
host by clicks on what a click acts on, the friend by Tab, the arrows,
Enter and Space. Then both players' History must hold the game (a file in
history/ under each --prefs folder) and both screens must have been told
the same moves.

The test watches each game through the trace it writes with YS_TRACE=FILE
(src/ui/trace.h: the scene, whether the screen asks for a move, the
rectangles a click acts on, each move told); it acts only through X events.

With --kings-favor the host also turns the King's Favor on in its setup
(a click on its option), so that the online panel and the game log take
turns at the foot of the right column and the throne room is played at both
windows; both Histories must then hold a game with the King's Favor.

  xvfb_two_games.py YS WORKDIR [--players 2,3,4] [--kings-favor] [--seed N] [--stall S]

Exit status 0 passed, 1 failed, 77 skipped (no Xvfb or xdotool, or Xvfb
cannot start: said on the first line)."""

import argparse
import os
import random
import select
import shutil
import signal
import subprocess
import sys
import time

SKIP = 77
W, H = 1280, 720


def say(*words):
    print(*words, flush=True)


class Trace:
    """What one game's trace has said so far, read as it grows."""

    def __init__(self, path):
        self.path = path
        self.pos = 0
        self.rest = ""
        self.scene = None
        self.state = {}
        self.targets = []
        self.buttons = {}
        self.told = []  # the movers of the moves told, in order
        self.status = []
        self.changed = 0.0  # when a line last came
        self.lines = []  # the last few, for a failure's report

    def read(self):
        try:
            with open(self.path, encoding="utf-8", errors="replace") as f:
                f.seek(self.pos)
                data = f.read()
                self.pos = f.tell()
        except FileNotFoundError:
            return False
        if not data:
            return False
        data = self.rest + data
        *whole, self.rest = data.split("\n")
        for line in whole:
            self.take(line)
        return bool(whole)

    def take(self, line):
        self.changed = time.monotonic()
        self.lines = (self.lines + [line])[-30:]
        parts = line.split(" ")
        if len(parts) < 2:
            return
        word, args = parts[1], parts[2:]
        if word == "scene":
            self.scene = args[0]
        elif word == "state":
            self.state = {k: int(v) for k, v in (a.split("=") for a in args)}
        elif word == "targets":
            self.targets = [tuple(int(v) for v in a.split(",")) for a in args[1:]]
        elif word == "button":
            self.buttons[args[0]] = tuple(int(v) for v in args[1].split(","))
        elif word == "told":
            n, seat = int(args[0]), int(args[1])
            if n == 1:
                self.told = []
            if n != len(self.told) + 1:
                raise SystemExit(f"FAIL: {self.path}: move {n} told after {len(self.told)}")
            self.told.append(seat)
        elif word == "status":
            self.status.append(" ".join(args))


def centre(r):
    return r[0] + r[2] // 2, r[1] + r[3] // 2


class Game:
    """One `ys` process, its window and its trace."""

    def __init__(self, ys, name, prefs, env, log):
        self.name = name
        self.prefs = prefs
        self.trace = Trace(os.path.join(os.path.dirname(prefs), name + ".trace"))
        env = dict(env, YS_TRACE=self.trace.path)
        self.log = open(log, "w")
        self.proc = subprocess.Popen(
            [ys, "--prefs", prefs, "--size", f"{W}x{H}", "--lang", "en"],
            env=env, stdout=self.log, stderr=subprocess.STDOUT)
        self.win = None
        self.acted = 0.0  # when this player last acted
        self.before = []  # the targets before its last choice

    def find_window(self, env, x, timeout):
        """The game's window, moved to x (no window manager places it)."""
        end = time.monotonic() + timeout
        while time.monotonic() < end:
            if self.proc.poll() is not None:
                raise SystemExit(f"FAIL: {self.name}: ys ended ({self.proc.returncode}) before its window showed")
            r = subprocess.run(["xdotool", "search", "--onlyvisible", "--pid", str(self.proc.pid)], env=env,
                               capture_output=True, text=True)
            ids = r.stdout.split()
            if ids:
                self.win = ids[-1]
                subprocess.run(["xdotool", "windowmove", "--sync", self.win, str(x), "0"], env=env, check=True)
                return
            time.sleep(0.3)
        raise SystemExit(f"FAIL: {self.name}: no window in {timeout} s")

    def stop(self):
        if self.proc.poll() is None:
            self.proc.send_signal(signal.SIGTERM)  # SDL's quit: the game closes as from the window
            try:
                self.proc.wait(20)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait()
        self.log.close()


def xdo(env, *args):
    subprocess.run(["xdotool", *args], env=env, check=True, timeout=30)


def click(env, g, x, y):
    xdo(env, "mousemove", "--window", g.win, str(x), str(y), "click", "1")
    g.acted = time.monotonic()


def keys(env, g, *names):
    """Key presses to g's window, which holds the keyboard's focus (no
    window manager gives it: asked of the X server first)."""
    xdo(env, "windowfocus", "--sync", g.win, "key", "--delay", "40", *names)
    g.acted = time.monotonic()


def wait_for(games, what, cond, timeout):
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        for g in games:
            g.trace.read()
            if g.proc.poll() is not None:
                raise SystemExit(f"FAIL: {g.name}: ys ended ({g.proc.returncode}) while waiting for {what}")
        if cond():
            return
        time.sleep(0.05)
    report(games)
    raise SystemExit(f"FAIL: no {what} in {timeout} s")


def report(games):
    for g in games:
        say(f"-- {g.name}: scene {g.trace.scene}, state {g.trace.state}, {len(g.trace.told)} moves told; last lines:")
        for line in g.trace.lines[-12:]:
            say("   " + line[:300])


def host_room(env, host, players, kings_favor, games):
    """By the mouse alone: Title, Play online, Host a game, the players,
    seat 2 a person's (the friend's), the King's Favor where asked, Start;
    then Copy invite."""
    t = host.trace
    wait_for(games, "title screen (host)", lambda: t.scene == "title" and len(t.targets) >= 3, 60)
    click(env, host, *centre(t.targets[2]))  # the guided game, New game, Play online
    wait_for(games, "Play online (host)", lambda: t.scene == "online" and t.targets, 30)
    click(env, host, *centre(t.targets[1]))  # Host a game (after the name's field)
    wait_for(games, "the setup (host)", lambda: t.scene == "setup" and len(t.targets) > 3, 30)
    n = len(t.targets)
    click(env, host, *centre(t.targets[players - 2]))  # 2, 3 or 4 players
    if players != 4:
        wait_for(games, f"the setup of {players} players", lambda: len(t.targets) != n, 30)
    # the seats' targets: seat 1's name, kind, colour (a person's: no
    # level); seat 2's name, kind, level, colour: its kind made a person's
    n = len(t.targets)
    click(env, host, *centre(t.targets[3 + 3 + 1]))
    wait_for(games, "seat 2 made a person's", lambda: len(t.targets) == n - 1, 30)
    if kings_favor:
        # the options after the seats' targets (two people's seats of three,
        # the bots' of four): the neighbourhoods first with 3 players, then
        # the King's Favor, then (Express, Peek, seed) up to Back and Start
        kf = 3 + 2 * 3 + (players - 2) * 4 + (players == 3)
        click(env, host, *centre(t.targets[kf]))
    click(env, host, *centre(t.targets[-1]))  # Start, the last
    wait_for(games, "the hosted room's game", lambda: t.scene == "game" and "copy" in t.buttons, 120)
    seen = len(t.status)
    click(env, host, *centre(t.buttons["copy"]))
    wait_for(games, "the invite copied", lambda: any("copied" in s for s in t.status[seen:]), 30)


def join_room(env, friend, games):
    """By keys alone: Tab to Play online, Enter; from the invite's field Tab
    to Paste, Space; Tab to Join (shown once there is an invite), Enter."""
    t = friend.trace
    wait_for(games, "title screen (friend)", lambda: t.scene == "title" and len(t.targets) >= 3, 60)
    keys(env, friend, "Tab", "Tab", "Tab", "Return")
    wait_for(games, "Play online (friend)", lambda: t.scene == "online" and t.targets, 30)
    n = len(t.targets)
    keys(env, friend, "Tab", "space")
    wait_for(games, "the invite pasted (Join shown)", lambda: len(t.targets) == n + 1, 30)
    keys(env, friend, "Tab", "Return")
    wait_for(games, "the friend's game", lambda: t.scene == "game", 120)


def choose(g, rng):
    """The target a player goes for: mostly one that the last act brought
    (a broker picked up offers the places it may go), else any."""
    t = g.trace.targets
    new = [i for i, r in enumerate(t) if r not in g.before]
    i = rng.choice(new) if new and new != list(range(len(t))) and rng.randrange(5) else rng.randrange(len(t))
    g.before = list(t)
    return i


def mouse_step(env, g, rng):
    """The host's next click, from what its trace says: Confirm where a move
    waits for it, one of the targets when asked for a move, Skip while a
    story is told, anywhere on the final scoring."""
    t = g.trace
    s = t.state
    if t.scene == "final":
        click(env, g, W // 2, H // 2)
    elif t.scene != "game":
        return
    elif s.get("confirm") and t.targets:
        click(env, g, *centre(t.targets[0]))
    elif s.get("turn") and t.targets:
        click(env, g, *centre(t.targets[choose(g, rng)]))
    elif s.get("anim") and "skip" in t.buttons:
        click(env, g, *centre(t.buttons["skip"]))


def key_step(env, g, rng):
    """The friend's next keys: Enter where a move waits for its Confirm; a
    few focus keys, then Enter or Space, when asked for a move; Space while
    a story is told and on the final scoring."""
    t = g.trace
    s = t.state
    if t.scene == "final":
        keys(env, g, "space")
    elif t.scene != "game":
        return
    elif s.get("confirm"):
        keys(env, g, "Return")
    elif s.get("turn") and t.targets:
        # the ring moved to the target chosen, the short way round, by Tab
        # or an arrow (Shift+Tab or one back), then Enter or Space on it
        n, want, at = len(t.targets), choose(g, rng), s.get("focus", -1)
        if at < 0 or at >= n:
            ahead, back = want + 1, n - want
        else:
            ahead, back = (want - at) % n, (at - want) % n
        if ahead <= back:
            steps = [rng.choice(["Tab", "Right", "Down"]) for _ in range(ahead)]
        else:
            steps = [rng.choice(["shift+Tab", "Left", "Up"]) for _ in range(back)]
        keys(env, g, *steps, rng.choice(["Return", "space"]))
    elif s.get("anim"):
        keys(env, g, "space")


def play(env, games, steps, stall, rng):
    """Both play until both show the end screen; a stall is a failure."""
    last, since = -1, time.monotonic()
    while True:
        for g in games:
            g.trace.read()
            if g.proc.poll() is not None:
                report(games)
                raise SystemExit(f"FAIL: {g.name}: ys ended ({g.proc.returncode}) in the game")
        if all(g.trace.scene == "end" for g in games):
            return
        told = max(len(g.trace.told) for g in games)
        if told != last:
            last, since = told, time.monotonic()
        if time.monotonic() - since > stall:
            report(games)
            raise SystemExit(f"FAIL: the game stalled at move {told} ({stall} s without a move told)")
        now = time.monotonic()
        for g, step in zip(games, steps):
            # once the screen has shown what the last act did, or after a
            # second in case it did nothing
            if g.trace.changed > g.acted + 0.05 or now - g.acted > 1.0:
                step(env, g, rng)
        time.sleep(0.05)


def history(prefs):
    d = os.path.join(prefs, "history")
    return sorted(f for f in os.listdir(d) if f.endswith(".ys")) if os.path.isdir(d) else []


def one_game(args, env, players):
    if args.kings_favor and players < 3:
        raise SystemExit(f"FAIL: the King's Favor is for 3 or 4 players, not {players}")
    work = os.path.join(args.workdir, f"p{players}")
    shutil.rmtree(work, ignore_errors=True)
    os.makedirs(work)
    rng = random.Random(args.seed * 10 + players)
    start = time.monotonic()
    host = Game(args.ys, "host", os.path.join(work, "host"), env, os.path.join(work, "host.log"))
    friend = Game(args.ys, "friend", os.path.join(work, "friend"), env, os.path.join(work, "friend.log"))
    games = [host, friend]
    try:
        host.find_window(env, 0, 60)
        friend.find_window(env, W, 60)
        host_room(env, host, players, args.kings_favor, games)
        join_room(env, friend, games)
        play(env, games, [mouse_step, key_step], args.stall, rng)
        ht, ft = host.trace.told, friend.trace.told
        if ht != ft:
            raise SystemExit(f"FAIL: the host was told {len(ht)} moves, the friend {len(ft)}, or other movers")
        mine = [sum(1 for s in ht if s == k) for k in range(2)]
        if min(mine) < 5:
            raise SystemExit(f"FAIL: the two people played {mine[0]} and {mine[1]} moves")
        hh, fh = history(host.prefs), history(friend.prefs)
        if len(hh) != 1 or len(fh) != 1:
            raise SystemExit(f"FAIL: the host's History holds {hh}, the friend's {fh}: one game each")
        thrones = []
        for g, f in ((host, hh[0]), (friend, fh[0])):
            with open(os.path.join(g.prefs, "history", f), encoding="utf-8") as saved:
                lines = saved.read().split("\n")
            opts = next((line for line in lines if line.startswith("options ")), "")
            want = "kings-favor=" + ("on" if args.kings_favor else "off")
            if want not in opts.split():
                raise SystemExit(f"FAIL: {g.name}'s History holds a game of '{opts}', not {want}")
            thrones.append(sum(1 for line in lines if line.startswith("throne ")))
        if thrones[0] != thrones[1]:
            raise SystemExit(f"FAIL: the Histories hold {thrones[0]} and {thrones[1]} throne room choices")
        kf = f", the King's Favor ({thrones[0]} throne room choices)" if args.kings_favor else ""
        say(f"{players} players{kf}: {len(ht)} moves told to both, {mine[0]} by the host's clicks and {mine[1]} by "
            f"the friend's keys; in both Histories ({hh[0]}, {fh[0]}); {time.monotonic() - start:.0f} s")
    finally:
        for g in games:
            g.stop()


def main():
    p = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    p.add_argument("ys")
    p.add_argument("workdir")
    p.add_argument("--players", default="2,3,4")
    p.add_argument("--kings-favor", action="store_true", help="the host turns the King's Favor on")
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--stall", type=float, default=240, help="seconds without a move told that fail the test")
    args = p.parse_args()
    for tool in ("Xvfb", "xdotool"):
        if not shutil.which(tool):
            say(f"SKIP: {tool} is not installed (Debian: apt-get install xvfb xdotool)")
            return SKIP
    os.makedirs(args.workdir, exist_ok=True)
    # a free display, as Xvfb picks it (-displayfd); one screen for two windows side by side.
    # -noreset: an X server resets when its last client leaves, and refuses
    # whoever connects meanwhile; an xdotool looking for the host's window
    # before either game had connected was such a last client, and the game
    # that connected during the reset never got a window (CI: "friend: no
    # window in 60 s"; here 1 start in 8 of two games at once)
    rfd, wfd = os.pipe()
    xvfb = subprocess.Popen(["Xvfb", "-displayfd", str(wfd), "-screen", "0", f"{2 * W}x{H}x24", "-nolisten", "tcp",
                             "-noreset"],
                            pass_fds=(wfd,), stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    os.close(wfd)
    display = b""
    end = time.monotonic() + 30
    while time.monotonic() < end and not display.endswith(b"\n") and xvfb.poll() is None:
        if select.select([rfd], [], [], 0.5)[0]:
            chunk = os.read(rfd, 16)
            if not chunk:
                break
            display += chunk
    os.close(rfd)
    if not display.strip():
        xvfb.kill()
        say("SKIP: Xvfb cannot start here")
        return SKIP
    env = dict(os.environ, DISPLAY=":" + display.decode().strip(), SDL_AUDIODRIVER="dummy",
               YS_UPNP="off")  # no router is asked
    env.pop("SDL_VIDEODRIVER", None)
    env.pop("YS_SOFTWARE", None)
    t0 = time.monotonic()
    try:
        for n in (int(v) for v in args.players.split(",")):
            one_game(args, env, n)
    except SystemExit as e:
        say(e.code if isinstance(e.code, str) else f"FAIL ({e.code})")
        return 1
    except (OSError, subprocess.SubprocessError) as e:
        say(f"FAIL: {e}")
        return 1
    finally:
        xvfb.terminate()
        xvfb.wait()
    say(f"PASS: {args.players} players, {time.monotonic() - t0:.0f} s in all")
    return 0


if __name__ == "__main__":
    sys.exit(main())
