#!/usr/bin/env python3
"""--dead auto beside @sabaki/deadstones (the Sabaki client's estimator), on GNU Go games.

For each game whose own dead marks (TB/TW) give its own RE, the marks are stripped and
each estimator's dead list is counted by `weiqi-quiz rules count`; a game is right when
the count gives GNU Go's RE. Ours runs in the CLI (timed in-process by
`cargo bench --bench dead`); Sabaki's guess() is timed inside node at each iteration
count given. Usage:
  tools/dead-compare.py WEIQI_QUIZ DEADSTONES_DIR ITERATIONS[,ITERATIONS...] GAME.sgf...
DEADSTONES_DIR is node_modules/@sabaki/deadstones of an `npm install @sabaki/deadstones`
made outside the repository.
"""
import json
import os
import re
import subprocess
import sys
import tempfile


def main():
    binary, module, iterations = sys.argv[1], sys.argv[2], [int(n) for n in sys.argv[3].split(",")]
    games = sys.argv[4:]
    here = os.path.dirname(os.path.abspath(__file__))
    node = subprocess.Popen(["node", os.path.join(here, "sabaki-deadstones.js"), module],
                            stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)

    def run(*args):
        out = subprocess.run([binary, "--lang", "en", *args], capture_output=True, text=True)
        return json.loads(out.stdout)

    tally = {"ours": [0, 0.0]}
    tally.update({f"sabaki-{n}": [0, 0.0] for n in iterations})
    explained = 0
    for path in games:
        if not run("rules", "count", path, "--json").get("recorded_agrees"):
            print(f"{os.path.basename(path)}: left out (its marks do not give its RE)")
            continue
        explained += 1
        with open(path) as f:
            text = re.sub(r"T[BW](\[[a-z]{2}\])+", "", f.read())
        with tempfile.NamedTemporaryFile("w", suffix=".sgf", delete=False) as f:
            f.write(text)
            bare = f.name
        rows = run("rules", "replay", bare, "--json")["board"]
        verdicts = {"ours": run("rules", "count", bare, "--dead", "auto", "--seed", "1", "--json")
                    .get("recorded_agrees")}
        for n in iterations:
            node.stdin.write(json.dumps({"rows": rows, "iterations": n}) + "\n")
            node.stdin.flush()
            answer = json.loads(node.stdout.readline())
            dead = ",".join(answer["dead"])
            args = ["rules", "count", bare, "--json"] + (["--dead", dead] if dead else [])
            verdicts[f"sabaki-{n}"] = run(*args).get("recorded_agrees")
            tally[f"sabaki-{n}"][1] += answer["ms"]
        os.unlink(bare)
        for name, right in verdicts.items():
            tally[name][0] += bool(right)
        misses = [name for name, right in verdicts.items() if not right]
        print(f"{os.path.basename(path)}: " + ("all agree" if not misses else "miss: " + " ".join(misses)))
    node.stdin.close()
    for name, (right, ms) in tally.items():
        timing = f", {ms / max(explained, 1):.1f} ms a game" if name != "ours" else ""
        print(f"{name}: {right}/{explained} give GNU Go's result{timing}")


if __name__ == "__main__":
    main()
