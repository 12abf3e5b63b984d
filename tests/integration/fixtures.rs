//! Rules fixtures: positions drawn as diagrams, a sequence of moves and what the
//! engine must answer to each move, under every rule set the row names.
//!
//! Moves are written as a diagram label (`a`), a GTP vertex (`C4`), `pass`, or raw
//! `x,y` coordinates (only to reach points off the board).

use weiqi_quiz::rules::diagram::{Diagram, rows};
use weiqi_quiz::rules::{
    Color, Game, IllegalReason, KoRule, Move, MoveRules, Played, Point, SuicideRule,
};

use IllegalReason::{Ko, Occupied, OffBoard, PositionalSuperko, SituationalSuperko, Suicide};

/// What one move must do.
#[derive(Debug, Clone, Copy)]
enum Expect {
    /// Legal, removing these stones.
    Played(Played),
    Refused(IllegalReason),
    /// A ko retake: refused as `Ko` under simple ko, by the superko rule otherwise
    /// (superko subsumes the simple ko ban).
    Repeat,
}

impl Expect {
    fn under(self, rules: MoveRules) -> Result<Played, IllegalReason> {
        match (self, rules.ko) {
            (Expect::Played(played), _) => Ok(played),
            (Expect::Refused(reason), _) => Err(reason),
            (Expect::Repeat, KoRule::Simple) => Err(IllegalReason::Ko),
            (Expect::Repeat, KoRule::Positional) => Err(IllegalReason::PositionalSuperko),
            (Expect::Repeat, KoRule::Situational) => Err(IllegalReason::SituationalSuperko),
        }
    }
}

struct Step {
    color: Color,
    mv: &'static str,
    expect: Expect,
}

struct Fixture {
    name: &'static str,
    /// Every rule set the row is run under; the expectations hold for each.
    rules: &'static [MoveRules],
    diagram: &'static str,
    steps: &'static [Step],
    /// The position after the steps (labels read as empty points).
    after: &'static str,
    /// Stones removed by Black's and by White's moves, in that order.
    captures: [u32; 2],
}

const fn b(mv: &'static str, expect: Expect) -> Step {
    Step {
        color: Color::Black,
        mv,
        expect,
    }
}

const fn w(mv: &'static str, expect: Expect) -> Step {
    Step {
        color: Color::White,
        mv,
        expect,
    }
}

const fn takes(captured: u32) -> Expect {
    Expect::Played(Played {
        captured,
        suicided: 0,
    })
}

/// A quiet move or a pass.
const OK: Expect = takes(0);

const fn suicide(suicided: u32) -> Expect {
    Expect::Played(Played {
        captured: 0,
        suicided,
    })
}

const fn refused(reason: IllegalReason) -> Expect {
    Expect::Refused(reason)
}

const REPEAT: Expect = Expect::Repeat;

const fn rules(ko: KoRule, suicide: SuicideRule) -> MoveRules {
    MoveRules { ko, suicide }
}

const SIMPLE: MoveRules = rules(KoRule::Simple, SuicideRule::Forbid);
const POSITIONAL: MoveRules = rules(KoRule::Positional, SuicideRule::Forbid);
const SITUATIONAL: MoveRules = rules(KoRule::Situational, SuicideRule::Forbid);
const ALL_KO: &[MoveRules] = &[SIMPLE, POSITIONAL, SITUATIONAL];

/// All nine combinations: for positions where neither ko nor suicide is at stake.
const EVERY_RULE_SET: &[MoveRules] = &[
    SIMPLE,
    POSITIONAL,
    SITUATIONAL,
    rules(KoRule::Simple, SuicideRule::MultiStone),
    rules(KoRule::Positional, SuicideRule::MultiStone),
    rules(KoRule::Situational, SuicideRule::MultiStone),
    rules(KoRule::Simple, SuicideRule::Any),
    rules(KoRule::Positional, SuicideRule::Any),
    rules(KoRule::Situational, SuicideRule::Any),
];

fn parse_move(spec: &str, diagram: &Diagram) -> Result<Move, String> {
    if spec == "pass" {
        return Ok(Move::Pass);
    }
    let mut chars = spec.chars();
    if let (Some(c), None) = (chars.next(), chars.next())
        && c.is_ascii_lowercase()
    {
        return diagram
            .label(c)
            .map(Move::Play)
            .ok_or_else(|| format!("no label {c:?} in the diagram"));
    }
    if let Some((x, y)) = spec.split_once(',') {
        let coordinate = |v: &str| v.parse::<u8>().map_err(|e| format!("{spec:?}: {e}"));
        return Ok(Move::Play(Point::new(coordinate(x)?, coordinate(y)?)));
    }
    Move::from_gtp(spec, diagram.board.size()).map_err(|e| e.to_string())
}

fn run_one(fixture: &Fixture, rules: MoveRules) -> Result<(), String> {
    let diagram = Diagram::parse(fixture.diagram).map_err(|e| format!("diagram: {e}"))?;
    // A setup chain without liberties would make the fixture test nothing sensible.
    let dead = diagram.board.chains_without_liberties();
    if !dead.is_empty() {
        return Err(format!("setup chains without liberties at {dead:?}"));
    }
    let mut game = Game::with_first_player(diagram.board.clone(), rules, Color::Black);
    for (number, step) in (1..).zip(fixture.steps) {
        let mv = parse_move(step.mv, &diagram)?;
        let before = (game.board().clone(), game.to_move(), game.moves().len());
        let expect = step.expect.under(rules);
        let got = game.play(step.color, mv).map_err(|e| e.reason);
        if got != expect {
            return Err(format!(
                "move {number} ({} {}): expected {expect:?}, got {got:?}\n{:?}",
                step.color,
                step.mv,
                game.board()
            ));
        }
        let after = (game.board().clone(), game.to_move(), game.moves().len());
        if got.is_err() && after != before {
            return Err(format!(
                "move {number} ({} {}) was refused but changed the game",
                step.color, step.mv
            ));
        }
    }
    let expected = Diagram::parse(fixture.after).map_err(|e| format!("after diagram: {e}"))?;
    let (want, have) = (rows(&expected.board), rows(game.board()));
    if want != have {
        return Err(format!(
            "final position differs\nexpected:\n{}\ngot:\n{}",
            want.join("\n"),
            have.join("\n")
        ));
    }
    let captures = [Color::Black, Color::White].map(|c| game.board().captures(c));
    if captures != fixture.captures {
        return Err(format!(
            "captures (black, white): expected {:?}, got {captures:?}",
            fixture.captures
        ));
    }
    Ok(())
}

/// Runs every row under each of its rule sets and reports all failures at once.
fn run(table: &[Fixture]) {
    let mut failures = Vec::new();
    for fixture in table {
        for &rules in fixture.rules {
            if let Err(message) = run_one(fixture, rules) {
                failures.push(format!(
                    "[{}] under {:?} ko, {:?} suicide: {message}",
                    fixture.name, rules.ko, rules.suicide
                ));
            }
        }
    }
    assert!(
        failures.is_empty(),
        "{} fixture run(s) failed:\n\n{}",
        failures.len(),
        failures.join("\n\n")
    );
}

const CAPTURES: &[Fixture] = &[
    Fixture {
        name: "a corner stone is captured by two stones",
        rules: EVERY_RULE_SET,
        diagram: "
            O X . . .
            . . . . .
            . . . . .
            . . . . .
            . . . . .",
        steps: &[b("A4", takes(1))],
        after: "
            . X . . .
            X . . . .
            . . . . .
            . . . . .
            . . . . .",
        captures: [1, 0],
    },
    Fixture {
        name: "a two-stone chain on the edge is captured",
        rules: EVERY_RULE_SET,
        diagram: "
            . X O O X
            . . X . .
            . . . . .
            . . . . .
            . . . . .",
        steps: &[b("D4", takes(2))],
        after: "
            . X . . X
            . . X X .
            . . . . .
            . . . . .
            . . . . .",
        captures: [2, 0],
    },
    Fixture {
        name: "a move into a corner point without liberties is legal when it captures",
        rules: EVERY_RULE_SET,
        diagram: "
            . . . . .
            . . . . .
            . . . . .
            O X . . .
            a O X . .",
        steps: &[b("a", takes(1))],
        after: "
            . . . . .
            . . . . .
            . . . . .
            O X . . .
            X . X . .",
        captures: [1, 0],
    },
    Fixture {
        name: "filling the last inside liberty captures a large group (17 stones)",
        rules: EVERY_RULE_SET,
        diagram: "
            O O O O O O X
            O a O O O O X
            O O O O O O X
            X X X X X X X
            . . . . . . .
            . . . . . . .
            . . . . . . .",
        steps: &[b("a", takes(17))],
        after: "
            . . . . . . X
            . X . . . . X
            . . . . . . X
            X X X X X X X
            . . . . . . .
            . . . . . . .
            . . . . . . .",
        captures: [17, 0],
    },
    Fixture {
        name: "double capture: one move removes two separate chains",
        rules: EVERY_RULE_SET,
        diagram: "
            . X . . .
            X O X X .
            X O a O X
            . X . X .
            . . . . .",
        steps: &[b("a", takes(3))],
        after: "
            . X . . .
            X . X X .
            X . X . X
            . X . X .
            . . . . .",
        captures: [3, 0],
    },
    Fixture {
        name: "snapback: a throw-in is taken, then three stones are recaptured (not ko)",
        rules: EVERY_RULE_SET,
        diagram: "
            . . . . .
            . . . . .
            X X X . .
            b O X . .
            a O X . .",
        steps: &[b("a", OK), w("b", takes(1)), b("a", takes(3))],
        after: "
            . . . . .
            . . . . .
            X X X . .
            . . X . .
            X . X . .",
        captures: [3, 1],
    },
    Fixture {
        name: "occupied and off-board points are refused",
        rules: EVERY_RULE_SET,
        diagram: "
            . . . . .
            . . . . .
            . . X . .
            . . . . .
            . . . . .",
        steps: &[
            b("C3", refused(Occupied)),
            w("C3", refused(Occupied)),
            b("5,0", refused(OffBoard)),
            b("0,5", refused(OffBoard)),
        ],
        after: "
            . . . . .
            . . . . .
            . . X . .
            . . . . .
            . . . . .",
        captures: [0, 0],
    },
];

/// A ko in the middle of a 7x7 board: Black takes at `a`, White retakes at C4;
/// `c` and `d` are for an exchange elsewhere.
const KO: &str = "
    . . . . . . c
    . . . . . . .
    . . X O . . .
    . X O a O . .
    . . X O . . .
    . . . . . . .
    d . . . . . .";

/// KO after Black has taken it.
const KO_TAKEN: &str = "
    . . . . . . .
    . . . . . . .
    . . X O . . .
    . X . X O . .
    . . X O . . .
    . . . . . . .
    . . . . . . .";

const KO_TABLE: &[Fixture] = &[
    // Under superko the immediate retake repeats the position before the capture,
    // so the superko rule is what refuses it.
    Fixture {
        name: "ko: the immediate retake is refused",
        rules: ALL_KO,
        diagram: KO,
        steps: &[b("a", takes(1)), w("C4", REPEAT)],
        after: KO_TAKEN,
        captures: [1, 0],
    },
    Fixture {
        name: "ko: the retake is legal after one exchange elsewhere",
        rules: ALL_KO,
        diagram: KO,
        steps: &[
            b("a", takes(1)),
            w("C4", REPEAT),
            w("c", OK),
            b("d", OK),
            w("C4", takes(1)),
        ],
        after: "
            . . . . . . O
            . . . . . . .
            . . X O . . .
            . X O . O . .
            . . X O . . .
            . . . . . . .
            X . . . . . .",
        captures: [1, 1],
    },
    Fixture {
        name: "ko: after White's retake, Black's immediate retake is refused in turn",
        rules: ALL_KO,
        diagram: KO,
        steps: &[
            b("a", takes(1)),
            w("c", OK),
            b("d", OK),
            w("C4", takes(1)),
            b("a", REPEAT),
        ],
        after: "
            . . . . . . O
            . . . . . . .
            . . X O . . .
            . X O . O . .
            . . X O . . .
            . . . . . . .
            X . . . . . .",
        captures: [1, 1],
    },
    Fixture {
        name: "ko after two passes: the retake is legal under simple ko",
        rules: &[SIMPLE],
        diagram: KO,
        steps: &[
            b("a", takes(1)),
            w("pass", OK),
            b("pass", OK),
            w("C4", takes(1)),
        ],
        after: KO,
        captures: [1, 1],
    },
    // The retake would bring back the position before Black's capture, which had
    // Black to move, with Black to move: both superko rules refuse it.
    Fixture {
        name: "ko after two passes: the retake is refused by positional superko",
        rules: &[POSITIONAL],
        diagram: KO,
        steps: &[
            b("a", takes(1)),
            w("pass", OK),
            b("pass", OK),
            w("C4", refused(PositionalSuperko)),
        ],
        after: KO_TAKEN,
        captures: [1, 0],
    },
    Fixture {
        name: "ko after two passes: the retake is refused by situational superko",
        rules: &[SITUATIONAL],
        diagram: KO,
        steps: &[
            b("a", takes(1)),
            w("pass", OK),
            b("pass", OK),
            w("C4", refused(SituationalSuperko)),
        ],
        after: KO_TAKEN,
        captures: [1, 0],
    },
    Fixture {
        name: "ko after a pass and a Black move elsewhere: the retake is legal under every ko rule",
        rules: ALL_KO,
        diagram: KO,
        steps: &[
            b("a", takes(1)),
            w("pass", OK),
            b("d", OK),
            w("C4", takes(1)),
        ],
        after: "
            . . . . . . .
            . . . . . . .
            . . X O . . .
            . X O . O . .
            . . X O . . .
            . . . . . . .
            X . . . . . .",
        captures: [1, 1],
    },
    Fixture {
        name: "ko: after a pass, a move elsewhere and White's retake, Black's immediate retake is refused",
        rules: ALL_KO,
        diagram: KO,
        steps: &[
            b("a", takes(1)),
            w("pass", OK),
            b("d", OK),
            w("C4", takes(1)),
            b("a", REPEAT),
        ],
        after: "
            . . . . . . .
            . . . . . . .
            . . X O . . .
            . X O . O . .
            . . X O . . .
            . . . . . . .
            X . . . . . .",
        captures: [1, 1],
    },
];

/// Three kos on one board. Ko 1 (`a`) and ko 3 (`c`) hold a White stone Black can
/// take; ko 2 (`b`) holds a Black stone White can take. Retakes: B7, G7, D3.
const TRIPLE_KO: &str = "
    . . . . . . . . .
    . X O . . . O X .
    X O a O . O X b X
    . X O . . . O X .
    . . . . . . . . .
    . . . X O . . . .
    . . X O c O . . .
    . . . X O . . . .
    . . . . . . . . .";

/// The triple ko after the first five moves of the cycle: only ko 3 differs from
/// the start (Black holds it).
const TRIPLE_KO_AFTER_FIVE: &str = "
    . . . . . . . . .
    . X O . . . O X .
    X O . O . O X . X
    . X O . . . O X .
    . . . . . . . . .
    . . . X O . . . .
    . . X . X O . . .
    . . . X O . . . .
    . . . . . . . . .";

/// Two kos: in ko A (`a`) Black can take a White stone, in ko B (`b`) White can
/// take a Black stone. Retakes: B7 for A, G7 for B.
const DOUBLE_KO: &str = "
    . . . . . . . . .
    . X O . . . O X .
    X O a O . O X b X
    . X O . . . O X .
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .";

/// DOUBLE_KO after 1. B takes A, 2. W takes B, 3. B pass, 4. W retakes A.
const DOUBLE_KO_AFTER_FOUR: &str = "
    . . . . . . . . .
    . X O . . . O X .
    X O . O . O . O X
    . X O . . . O X .
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .";

const SUPERKO_TABLE: &[Fixture] = &[
    // The cycle: B takes ko 1, W ko 2, B ko 3, W ko 1, B ko 2, W ko 3 brings back
    // the starting position with Black to move.
    Fixture {
        name: "triple ko: under simple ko the whole cycle is legal, twice over",
        rules: &[SIMPLE],
        diagram: TRIPLE_KO,
        steps: &[
            b("a", takes(1)),
            w("b", takes(1)),
            b("c", takes(1)),
            w("B7", takes(1)),
            b("G7", takes(1)),
            w("D3", takes(1)),
            b("a", takes(1)),
            w("b", takes(1)),
            b("c", takes(1)),
            w("B7", takes(1)),
            b("G7", takes(1)),
            w("D3", takes(1)),
        ],
        after: TRIPLE_KO,
        captures: [6, 6],
    },
    Fixture {
        name: "triple ko: positional superko refuses the sixth move of the cycle",
        rules: &[POSITIONAL],
        diagram: TRIPLE_KO,
        steps: &[
            b("a", takes(1)),
            w("b", takes(1)),
            b("c", takes(1)),
            w("B7", takes(1)),
            b("G7", takes(1)),
            w("D3", refused(PositionalSuperko)),
        ],
        after: TRIPLE_KO_AFTER_FIVE,
        captures: [3, 2],
    },
    Fixture {
        name: "triple ko: situational superko refuses the sixth move of the cycle",
        rules: &[SITUATIONAL],
        diagram: TRIPLE_KO,
        steps: &[
            b("a", takes(1)),
            w("b", takes(1)),
            b("c", takes(1)),
            w("B7", takes(1)),
            b("G7", takes(1)),
            w("D3", refused(SituationalSuperko)),
        ],
        after: TRIPLE_KO_AFTER_FIVE,
        captures: [3, 2],
    },
    // 1. B takes A, 2. W takes B, 3. B passes, 4. W retakes A, 5. B retakes B: the
    // board is the start again, but with White to move where the start had Black.
    Fixture {
        name: "double ko: positional superko refuses the retake that repeats the board",
        rules: &[POSITIONAL],
        diagram: DOUBLE_KO,
        steps: &[
            b("a", takes(1)),
            w("b", takes(1)),
            b("pass", OK),
            w("B7", takes(1)),
            b("G7", refused(PositionalSuperko)),
        ],
        after: DOUBLE_KO_AFTER_FOUR,
        captures: [1, 2],
    },
    Fixture {
        name: "double ko: situational superko allows it (other player to move), then \
               refuses White's retake that repeats the position after move 4",
        rules: &[SITUATIONAL],
        diagram: DOUBLE_KO,
        steps: &[
            b("a", takes(1)),
            w("b", takes(1)),
            b("pass", OK),
            w("B7", takes(1)),
            b("G7", takes(1)),
            w("b", refused(SituationalSuperko)),
        ],
        after: DOUBLE_KO,
        captures: [2, 2],
    },
    Fixture {
        name: "double ko: simple ko allows the retake, then refuses White's immediate retake",
        rules: &[SIMPLE],
        diagram: DOUBLE_KO,
        steps: &[
            b("a", takes(1)),
            w("b", takes(1)),
            b("pass", OK),
            w("B7", takes(1)),
            b("G7", takes(1)),
            w("b", refused(Ko)),
        ],
        after: DOUBLE_KO,
        captures: [2, 2],
    },
];

/// `a`: a single-stone suicide for Black. `b`: a two-stone suicide for Black.
const SUICIDE: &str = "
    a O . . .
    O . . . .
    . . . . .
    O O . . .
    X b O . .";

const fn with_suicide(suicide: SuicideRule) -> [MoveRules; 2] {
    // Situational superko tells the repeated board apart by the player to move, so
    // a single-stone suicide is no repetition there.
    [
        rules(KoRule::Simple, suicide),
        rules(KoRule::Situational, suicide),
    ]
}

const SUICIDE_TABLE: &[Fixture] = &[
    Fixture {
        name: "Forbid: single-stone and multi-stone suicide are both refused",
        rules: &with_suicide(SuicideRule::Forbid),
        diagram: SUICIDE,
        steps: &[b("a", refused(Suicide)), b("b", refused(Suicide))],
        after: SUICIDE,
        captures: [0, 0],
    },
    Fixture {
        name: "MultiStone: single-stone suicide refused, two-stone suicide removes \
               both stones and credits White",
        rules: &with_suicide(SuicideRule::MultiStone),
        diagram: SUICIDE,
        steps: &[b("a", refused(Suicide)), b("b", suicide(2))],
        after: "
            . O . . .
            O . . . .
            . . . . .
            O O . . .
            . . O . .",
        captures: [0, 2],
    },
    Fixture {
        name: "Any: single-stone and multi-stone suicide are both played and credited to White",
        rules: &with_suicide(SuicideRule::Any),
        diagram: SUICIDE,
        steps: &[b("a", suicide(1)), w("pass", OK), b("b", suicide(2))],
        after: "
            . O . . .
            O . . . .
            . . . . .
            O O . . .
            . . O . .",
        captures: [0, 3],
    },
    Fixture {
        name: "Any with positional superko: a single-stone suicide repeats the board",
        rules: &[rules(KoRule::Positional, SuicideRule::Any)],
        diagram: SUICIDE,
        steps: &[b("a", refused(PositionalSuperko)), b("b", suicide(2))],
        after: "
            . O . . .
            O . . . .
            . . . . .
            O O . . .
            . . O . .",
        captures: [0, 2],
    },
    Fixture {
        name: "White suicide is credited to Black",
        rules: &[rules(KoRule::Simple, SuicideRule::Any)],
        diagram: "
            . . . X a
            . . . . X
            . . . . .
            . . . . .
            . . . . .",
        steps: &[w("a", suicide(1))],
        after: "
            . . . X .
            . . . . X
            . . . . .
            . . . . .
            . . . . .",
        captures: [1, 0],
    },
    // Art. 4: the opponent's stones without liberties go first, so filling one's
    // own last liberty while capturing is not suicide under any rule.
    Fixture {
        name: "filling the own chain's last liberty is legal when it captures first",
        rules: EVERY_RULE_SET,
        diagram: "
            . . . . .
            . . . . .
            O O . . .
            X X O . .
            a O X . .",
        steps: &[b("a", takes(1))],
        after: "
            . . . . .
            . . . . .
            O O . . .
            X X O . .
            X . X . .",
        captures: [1, 0],
    },
];

#[test]
fn captures_on_edges_corners_and_large_groups() {
    run(CAPTURES);
}

#[test]
fn ko_and_its_retake() {
    run(KO_TABLE);
}

#[test]
fn superko_cycles_triple_and_double_ko() {
    run(SUPERKO_TABLE);
}

#[test]
fn suicide_under_each_rule() {
    run(SUICIDE_TABLE);
}
