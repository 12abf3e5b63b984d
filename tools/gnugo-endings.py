#!/usr/bin/env python3
"""Club-style endings for --dead: GNU Go self-play left with whole dead groups on the board.

Plays GNU Go against itself under Japanese rules (so neither side spends moves capturing
dead stones), --never-resign, one --seed per game, to two passes in a row. The same
process is asked which stones are dead (final_status_list dead), and GNU Go's dragons
(dragon_stones) group them. A game is kept when the dead stones make a group of 3+
stones or number 6+ in all. Then a fresh GNU Go under Chinese rules at CHECK_LEVEL
loads the moves alone (loadsgf, no marks), is asked final_status_list dead again and,
when both lists agree, final_score (area, komi 7.5), which goes into RE; a game whose
two lists disagree is dropped. Only one GNU Go runs at a time, under nice -n 19.
The area is also counted here by hand (dead stones removed, empty regions bordered by
one colour only) and must give the same RE, else the game is dropped too.

Each kept game is written as OUT_DIR/gnugo-19x19-endings-NN.sgf with the dead stones
marked the way Go clients save them (TB on dead white stones, TW on dead black stones,
as tools/gnugo-games.py does) and a root comment naming seed, level and dead stones;
OUT_DIR/seeds.tsv gets a row for every seed tried (kept or why not) and a # line for
every run; OUT_DIR/README.md (command lines, counts, a table of the games) is made
again from it after each seed, so a stopped run still leaves a consistent set, and a
later run with the same levels skips the seeds already tried and numbers its games on.
Tries seeds from FIRST_SEED up until WANT games are kept in all, MAX_SEEDS new seeds
have been tried, or MINUTES have passed (no seed is started after that). Defaults:
FIRST_SEED 1, LEVEL 10, CHECK_LEVEL 10, MAX_SEEDS 10 * WANT, MINUTES unlimited.
Usage: tools/gnugo-endings.py OUT_DIR WANT [FIRST_SEED [LEVEL [CHECK_LEVEL [MAX_SEEDS [MINUTES]]]]]
"""
import os
import subprocess
import sys
import tempfile
import time

COLUMNS = "ABCDEFGHJKLMNOPQRSTUVWXYZ"
SIZE = 19
GNUGO = "/usr/games/gnugo"


def main():
    out_dir, want = sys.argv[1], int(sys.argv[2])
    first_seed = int(sys.argv[3]) if len(sys.argv) > 3 else 1
    level = int(sys.argv[4]) if len(sys.argv) > 4 else 10
    check_level = int(sys.argv[5]) if len(sys.argv) > 5 else 10
    max_seeds = int(sys.argv[6]) if len(sys.argv) > 6 else 10 * want
    minutes = float(sys.argv[7]) if len(sys.argv) > 7 else float("inf")
    os.makedirs(out_dir, exist_ok=True)
    runs, rows = read_log(out_dir)
    for run in runs:
        if (run["level"], run["check_level"]) != (level, check_level):
            sys.exit(f"{out_dir}/{LOG} was made at level {run['level']}, check level "
                     f"{run['check_level']}: use the same levels or another OUT_DIR")
    done = {row["seed"] for row in rows}
    kept = sum(1 for row in rows if row["verdict"] == "kept")
    started = time.time()
    command = " ".join(["tools/gnugo-endings.py"] + sys.argv[1:])
    with open(f"{out_dir}/{LOG}", "a") as log:
        if not rows:
            log.write("\t".join(COLUMNS_LOG) + "\n")
        log.write(f"# run {time.strftime('%Y-%m-%dT%H:%M:%SZ', time.gmtime(started))}, "
                  f"level {level}, check level {check_level}: {command}\n")
    seed, tried = first_seed - 1, 0
    while kept < want and tried < max_seeds and time.time() - started < 60 * minutes:
        seed += 1
        if seed in done:
            continue
        tried += 1
        game = play(seed, level)
        dead, groups = game["dead"], game["groups"]
        row = {"seed": seed, "moves": len(game["moves"]), "play_s": f"{game['seconds']:.0f}",
               "check_s": "", "dead": len(dead),
               "groups": ",".join(str(len(g)) for g in sorted(groups, key=len, reverse=True)),
               "verdict": "", "file": "", "RE": "", "detail": ""}
        if not (any(len(g) >= 3 for g in groups) or len(dead) >= 6):
            row["verdict"] = "few dead"
        else:
            check_started = time.time()
            check_dead, score = check(game, check_level)
            row["check_s"] = f"{time.time() - check_started:.0f}"
            row["RE"] = game["score"] = score
            by_hand = count_area(game["black"], game["white"], dead)
            if set(check_dead) != set(dead):
                row["verdict"] = "disagree"
                row["detail"] = (
                    "play only: " + (" ".join(sorted(set(dead) - set(check_dead))) or "-")
                    + "; check only: " + (" ".join(sorted(set(check_dead) - set(dead))) or "-"))
            elif by_hand != score:
                row["verdict"] = "miscount"
                row["detail"] = f"by hand {by_hand}"
            else:
                kept += 1
                game["number"] = kept
                write_sgf(out_dir, game, level)
                row["verdict"], row["file"] = "kept", game["file"]
        with open(f"{out_dir}/{LOG}", "a") as log:
            log.write("\t".join(str(row[c]) for c in COLUMNS_LOG) + "\n")
        print(f"seed {seed}: {row['moves']} moves, {row['play_s']}s play, {row['dead']} dead "
              f"({row['groups'] or '-'}): {row['verdict']} {row['file']} {row['RE']} "
              f"{row['detail']}", flush=True)
        runs, rows = read_log(out_dir)
        write_readme(out_dir, runs, rows)


LOG = "seeds.tsv"
COLUMNS_LOG = ["seed", "moves", "play_s", "check_s", "dead", "groups", "verdict", "file", "RE",
               "detail"]


def read_log(out_dir):
    """The runs and seeds so far: OUT_DIR/seeds.tsv, one row a seed tried, a # line a run."""
    runs, rows = [], []
    if not os.path.exists(f"{out_dir}/{LOG}"):
        return runs, rows
    with open(f"{out_dir}/{LOG}") as f:
        for line in f.read().splitlines()[1:]:
            if line.startswith("# run "):
                head, command = line[len("# run "):].split(": ", 1)
                when, level, check_level = head.split(", ")
                runs.append({"started": when, "level": int(level.split()[-1]),
                             "check_level": int(check_level.split()[-1]), "command": command})
            elif line:
                row = dict(zip(COLUMNS_LOG, line.split("\t")))
                row["seed"], row["moves"], row["dead"] = (
                    int(row["seed"]), int(row["moves"]), int(row["dead"]))
                rows.append(row)
    return runs, rows


class Gtp:
    def __init__(self, *args):
        self.process = subprocess.Popen(
            ["nice", "-n", "19", GNUGO, "--mode", "gtp", *args],
            stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)

    def __call__(self, command):
        self.process.stdin.write(command + "\n")
        self.process.stdin.flush()
        lines = []
        while True:
            line = self.process.stdout.readline()
            if line in ("\n", ""):
                break
            lines.append(line)
        reply = "".join(lines)
        if not reply.startswith("="):
            raise RuntimeError(f"{command}: {reply}")
        return reply[1:].strip()

    def quit(self):
        self("quit")
        self.process.wait()


def play(seed, level):
    started = time.time()
    gtp = Gtp("--japanese-rules", "--level", str(level), "--seed", str(seed), "--never-resign")
    gtp(f"boardsize {SIZE}")
    gtp("clear_board")
    gtp("komi 7.5")
    moves, passes, colour = [], 0, "black"
    while passes < 2 and len(moves) < 3 * SIZE * SIZE:
        move = gtp(f"genmove {colour}")
        moves.append((colour, move.upper()))
        passes = passes + 1 if move.upper() == "PASS" else 0
        colour = "white" if colour == "black" else "black"
    dead = gtp("final_status_list dead").split()
    black = gtp("list_stones black").split()
    white = gtp("list_stones white").split()
    dragons = [line.split() for line in gtp("dragon_stones").splitlines()]
    gtp.quit()
    dead_set = set(dead)
    groups = [[v for v in d if v in dead_set] for d in dragons]
    grouped = {v for g in groups for v in g}
    groups += [[v] for v in dead if v not in grouped]  # a dead stone outside every dragon
    return {"seed": seed, "moves": moves, "dead": dead, "black": set(black),
            "white": set(white), "groups": [g for g in groups if g],
            "seconds": time.time() - started}


def check(game, check_level):
    """A fresh Chinese-rules GNU Go on the moves alone: its dead list and its area score."""
    with tempfile.NamedTemporaryFile("w", suffix=".sgf", delete=False) as f:
        f.write(f"(;GM[1]FF[4]SZ[{SIZE}]KM[7.5]RU[Chinese]\n{sgf_moves(game['moves'])})\n")
        path = f.name
    try:
        gtp = Gtp("--chinese-rules", "--level", str(check_level))
        gtp(f"loadsgf {path}")
        gtp("komi 7.5")
        dead = gtp("final_status_list dead").split()
        score = gtp("final_score")
        gtp.quit()
    finally:
        os.unlink(path)
    return dead, score


def count_area(black, white, dead):
    """Chinese area with the dead stones taken off: stones plus empty regions that touch
    one colour only; the result as GNU Go writes it (B+n.5 / W+n.5, komi 7.5)."""
    dead = set(dead)
    colour = {}
    for v in black - dead:
        colour[point(v)] = "B"
    for v in white - dead:
        colour[point(v)] = "W"
    area = {"B": 0, "W": 0}
    for p, c in colour.items():
        area[c] += 1
    seen = set()
    for x in range(SIZE):
        for y in range(SIZE):
            if (x, y) in colour or (x, y) in seen:
                continue
            region, borders, stack = 0, set(), [(x, y)]
            seen.add((x, y))
            while stack:
                px, py = stack.pop()
                region += 1
                for q in ((px + 1, py), (px - 1, py), (px, py + 1), (px, py - 1)):
                    if not (0 <= q[0] < SIZE and 0 <= q[1] < SIZE):
                        continue
                    if q in colour:
                        borders.add(colour[q])
                    elif q not in seen:
                        seen.add(q)
                        stack.append(q)
            if len(borders) == 1:
                area[borders.pop()] += region
    margin = area["B"] - area["W"] - 7.5
    return f"B+{margin:.1f}" if margin > 0 else f"W+{-margin:.1f}"


def point(vertex):
    return COLUMNS.index(vertex[0].upper()), int(vertex[1:]) - 1


def sgf_point(vertex):
    if vertex.upper() == "PASS":
        return ""
    column, row = point(vertex)
    return chr(97 + column) + chr(97 + SIZE - 1 - row)


def sgf_moves(moves):
    return "".join(
        f";{'B' if c == 'black' else 'W'}[{sgf_point(m)}]" + ("\n" if i % 10 == 9 else "")
        for i, (c, m) in enumerate(moves))


def write_sgf(out_dir, game, level):
    dead = game["dead"]
    tb = [sgf_point(v) for v in dead if v not in game["black"]]
    tw = [sgf_point(v) for v in dead if v in game["black"]]
    marks = ""
    if tb:
        marks += "TB" + "".join(f"[{p}]" for p in tb)
    if tw:
        marks += "TW" + "".join(f"[{p}]" for p in tw)
    sizes = ", ".join(str(len(g)) for g in sorted(game["groups"], key=len, reverse=True))
    comment = (f"GNU Go 3.8 self-play, --japanese-rules --level {level} --never-resign "
               f"--seed {game['seed']}, to two passes. {len(dead)} dead stones "
               f"({len(tw)} black, {len(tb)} white) in {len(game['groups'])} dead groups "
               f"({sizes}), marked by final_status_list dead of the playing GNU Go and of a "
               f"fresh Chinese-rules GNU Go that loaded the moves; RE is its final_score.")
    name = f"{out_dir}/gnugo-19x19-endings-{game['number']:02}.sgf"
    with open(name, "w") as f:
        f.write(f"(;GM[1]FF[4]CA[UTF-8]SZ[{SIZE}]KM[7.5]RU[Chinese]RE[{game['score']}]"
                f"PB[GNU Go 3.8 level {level}]PW[GNU Go 3.8 level {level}]C[{comment}]\n"
                f"{sgf_moves(game['moves'])}\n{marks})\n")
    game["file"] = os.path.basename(name)


def write_readme(out_dir, runs, rows):
    kept = [row for row in rows if row["verdict"] == "kept"]
    few = [row for row in rows if row["verdict"] == "few dead"]
    disagree = [row for row in rows if row["verdict"] == "disagree"]
    miscount = [row for row in rows if row["verdict"] == "miscount"]
    play_s = [int(row["play_s"]) for row in rows]
    check_s = [int(row["check_s"]) for row in rows if row["check_s"]]
    level, check_level = runs[0]["level"], runs[0]["check_level"]
    lines = [
        "# Dead endings: 19×19 GNU Go games left with dead groups on the board",
        "",
        "Finished games that end the way many club games end: both players pass with whole",
        "dead groups still on the board, and the counting has to take them off. Each SGF has",
        "a reference dead list marked the way Go clients save it (`TB` on dead white stones,",
        "`TW` on dead black stones, in the last node, as in `tests/data/dead/`) and `RE`, the",
        "Chinese area result (komi 7.5) with those stones removed. Made by",
        "`tools/gnugo-endings.py`; `seeds.tsv` records every seed tried and what became of it.",
        "",
        "## How they were made",
        "",
        "```",
        *[run["command"] for run in runs],
        "```",
        "",
        *([f"({len(runs)} runs; a later run reads `seeds.tsv`, skips the seeds already tried "
           "and numbers its games on.)", ""] if len(runs) > 1 else []),
        f"- Play: GNU Go 3.8 self-play, `--japanese-rules --level {level} --never-resign "
        "--seed N`,",
        "  one seed per game, to two passes in a row (Japanese rules, so neither side spends",
        "  a move capturing dead stones). Run under `nice -n 19`, one GNU Go at a time. The",
        "  moves counted below include the two passes.",
        "- Reference dead list: `final_status_list dead` asked of the playing GNU Go. Dead",
        "  groups are its dragons (`dragon_stones`) restricted to the dead stones.",
        "- A game is kept only with a dead group of 3+ stones or 6+ dead stones in all.",
        f"- Second check: a fresh GNU Go, `--chinese-rules --level {check_level}`, `loadsgf` of "
        "the",
        "  moves alone (no marks), `final_status_list dead` again; a game is kept only when",
        "  both lists are the same.",
        "- `RE`: `final_score` of that Chinese-rules GNU Go (its own dead judgement, the same",
        "  list). The script also counts the area by hand (reference dead stones removed,",
        "  empty regions touching one colour only are that colour's); a game is kept only when",
        "  the two give the same result.",
        "- Each file's root comment `C[]` names its seed, level and dead stones.",
        "",
        "## Seeds",
        "",
        f"- Seeds tried: {len(rows)} ({min(r['seed'] for r in rows)} to "
        f"{max(r['seed'] for r in rows)}); kept: {len(kept)}.",
        f"- Dropped for too few dead stones: {len(few)}"
        + (f" (seeds {', '.join(str(r['seed']) for r in few)})" if few else "") + ".",
        f"- Dropped because the two dead lists disagree: {len(disagree)}"
        + (" (" + "; ".join(f"seed {r['seed']}, {r['detail']}" for r in disagree) + ")"
           if disagree else "") + ".",
        f"- Dropped because final_score and the hand count differ: {len(miscount)}"
        + (" (" + "; ".join(f"seed {r['seed']}: {r['RE']}, {r['detail']}" for r in miscount)
           + ")" if miscount else "") + ".",
        f"- Time: play {min(play_s)}–{max(play_s)} s a game (mean "
        f"{sum(play_s) / len(play_s):.0f} s)"
        + (f", check {min(check_s)}–{max(check_s)} s a game" if check_s else "")
        + f", on a 2-core machine busy compiling.",
        "",
        "## Games",
        "",
        "| file | seed | moves | dead stones (black/white) | dead groups (sizes) | RE |",
        "|---|---|---|---|---|---|",
    ]
    total = 0
    for row in kept:
        with open(f"{out_dir}/{row['file']}") as f:
            last = f.read().rstrip().splitlines()[-1]
        white = last.split("TW")[0].count("[")
        black = last.count("[") - white
        total += row["dead"]
        lines.append(f"| {row['file']} | {row['seed']} | {row['moves']} | {row['dead']} "
                     f"({black}/{white}) | {len(row['groups'].split(','))} "
                     f"({row['groups'].replace(',', ', ')}) | {row['RE']} |")
    lines += ["", f"{len(kept)} games, {total} dead stones in all.", ""]
    with open(f"{out_dir}/README.md", "w") as f:
        f.write("\n".join(lines))


if __name__ == "__main__":
    main()
