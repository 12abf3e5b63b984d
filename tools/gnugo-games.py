#!/usr/bin/env python3
"""Finished games for the counting drill: GNU Go self-play, dead stones marked.

Plays GNU Go against itself under Chinese rules to two passes, asks it which stones
are dead (final_status_list dead) and writes SGF with those stones marked the way Go
clients save them (TB on dead white stones, TW on dead black stones), plus GNU Go's
own area score in RE. Usage: tools/gnugo-games.py OUT_DIR SIZE COUNT [FIRST_SEED]
"""
import subprocess
import sys

COLUMNS = "ABCDEFGHJKLMNOPQRSTUVWXYZ"


def main():
    out_dir, size, count = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
    first_seed = int(sys.argv[4]) if len(sys.argv) > 4 else 1
    for seed in range(first_seed, first_seed + count):
        play(out_dir, size, seed)


def play(out_dir, size, seed):
    gnugo = subprocess.Popen(
        ["/usr/games/gnugo", "--mode", "gtp", "--chinese-rules", "--level", "3",
         "--seed", str(seed), "--never-resign"],
        stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)

    def gtp(command):
        gnugo.stdin.write(command + "\n")
        gnugo.stdin.flush()
        lines = []
        while True:
            line = gnugo.stdout.readline()
            if line in ("\n", ""):
                break
            lines.append(line)
        reply = "".join(lines)
        if not reply.startswith("="):
            raise RuntimeError(f"{command}: {reply}")
        return reply[1:].strip()

    gtp(f"boardsize {size}")
    gtp("clear_board")
    gtp("komi 7.5")
    moves, passes, colour = [], 0, "black"
    while passes < 2 and len(moves) < 3 * size * size:
        move = gtp(f"genmove {colour}")
        moves.append((colour, move))
        passes = passes + 1 if move.upper() == "PASS" else 0
        colour = "white" if colour == "black" else "black"
    dead = gtp("final_status_list dead").split()
    score = gtp("final_score")
    black_stones = set(gtp("list_stones black").split())
    gtp("quit")

    def sgf_point(vertex):
        if vertex.upper() == "PASS":
            return ""
        column = COLUMNS.index(vertex[0].upper())
        row = int(vertex[1:])
        return chr(97 + column) + chr(97 + size - row)

    tb = [sgf_point(v) for v in dead if v not in black_stones]
    tw = [sgf_point(v) for v in dead if v in black_stones]
    marks = ""
    if tb:
        marks += "TB" + "".join(f"[{p}]" for p in tb)
    if tw:
        marks += "TW" + "".join(f"[{p}]" for p in tw)
    body = "".join(
        f";{'B' if c == 'black' else 'W'}[{sgf_point(m)}]" + ("\n" if i % 10 == 9 else "")
        for i, (c, m) in enumerate(moves))
    name = f"{out_dir}/gnugo-{size}x{size}-{seed:02}.sgf"
    with open(name, "w") as f:
        f.write(f"(;GM[1]FF[4]CA[UTF-8]SZ[{size}]KM[7.5]RU[Chinese]RE[{score}]"
                f"PB[GNU Go 3.8]PW[GNU Go 3.8]GC[GNU Go self-play, seed {seed}; dead stones "
                f"marked by GNU Go]\n{body}\n{marks})\n")
    print(name, score, len(moves), "dead:", len(dead))


if __name__ == "__main__":
    main()
