//! Differential test of the rules engine against GNU Go 3.8 as an independent oracle.
//!
//! Random games are played in both engines at once, ours in-process and GNU Go over
//! GTP. After every ply the stones and capture counts must agree, and so must every
//! legality answer: for the random player's moves, for deliberate ko retakes,
//! suicides and occupied points (whose rejection by `play` is compared too), and for
//! the whole legal-move sets of both colours.
//!
//! GNU Go semantics, found by experiment and in its `engine/board.c`:
//! `--allow-suicide` allows the suicide of two or more stones only (our
//! `SuicideRule::MultiStone`), `--allow-all-suicide` allows any (`SuicideRule::Any`),
//! and a suicide credits every removed stone, the played one included, to the
//! opponent's captures, as ours does. Two GNU Go faults are kept out of reach: under
//! superko it accepts suicides that repeat a position (so superko is only compared
//! with suicide forbidden), and once 500 moves have been played it folds the oldest
//! tenth into its initial position and forgets them for superko (found by experiment:
//! a ko retake barred after 500 moves is allowed after 502), so games stop at
//! `MAX_PLIES`.

use std::collections::BTreeSet;
use std::fmt;
use std::io::{self, BufRead, BufReader, Write};
use std::path::Path;
use std::process::{Child, ChildStdin, ChildStdout, Command, Stdio};

use rand::rngs::ChaCha8Rng;
use rand::{RngExt, SeedableRng};
use weiqi_quiz::rules::{
    Board, Color, Game, IllegalReason, KoRule, Move, MoveRules, Point, SuicideRule,
    fixed_handicap_points,
};

const GNUGO: &str = "/usr/games/gnugo";
/// Random games per variant on 4x4 and 5x5 boards, where kos, suicides and repeated
/// positions are frequent and games are short.
const TINY_BOARD_GAMES: u64 = 800;
/// Random games per variant on 7x7 and 9x9 boards.
const GAMES: u64 = 20;
/// Random games on 13x13 and 19x19, where games are long and rarely reach a ko.
const BIG_BOARD_GAMES: u64 = 2;
/// Safely below the 500 moves after which GNU Go forgets early positions.
const MAX_PLIES: usize = 450;
/// Boards larger than this compare whole legal-move sets only every few plies.
const SMALL_BOARD: u8 = 9;
const LEGAL_SETS_EVERY: usize = 4;
/// Surrounded empty points tried per ply: they are where suicides and captures happen.
const SURROUNDED_TRIES: usize = 2;
/// Chance of a pass instead of the random move: a pass lifts the ko ban and lets a
/// position recur with the other player to move, where the two superko rules differ.
const PASS_CHANCE: f64 = 0.1;
/// Chance of retaking a remembered ko when allowed, instead of the random move: ko
/// fights with passes for threats are what make whole-board positions recur.
const KO_FIGHT_CHANCE: f64 = 0.5;
/// How many recent ko captures are remembered for retakes.
const KO_MEMORY: usize = 6;
/// Disagreeing games shown in a failure message.
const SHOWN_FAILURES: usize = 5;

#[derive(Debug, Clone, Copy)]
struct Variant {
    name: &'static str,
    rules: MoveRules,
    /// GNU Go options besides `--mode gtp --chinese-rules`.
    flags: &'static [&'static str],
}

const SIMPLE_KO: Variant = Variant {
    name: "simple ko, suicide forbidden (Chinese rules)",
    rules: MoveRules {
        ko: KoRule::Simple,
        suicide: SuicideRule::Forbid,
    },
    flags: &[],
};

const POSITIONAL_SUPERKO: Variant = Variant {
    name: "positional superko, suicide forbidden",
    rules: MoveRules {
        ko: KoRule::Positional,
        suicide: SuicideRule::Forbid,
    },
    flags: &["--positional-superko"],
};

const SITUATIONAL_SUPERKO: Variant = Variant {
    name: "situational superko, suicide forbidden",
    rules: MoveRules {
        ko: KoRule::Situational,
        suicide: SuicideRule::Forbid,
    },
    flags: &["--situational-superko"],
};

const MULTI_STONE_SUICIDE: Variant = Variant {
    name: "simple ko, multi-stone suicide allowed",
    rules: MoveRules {
        ko: KoRule::Simple,
        suicide: SuicideRule::MultiStone,
    },
    flags: &["--allow-suicide"],
};

const ANY_SUICIDE: Variant = Variant {
    name: "simple ko, any suicide allowed",
    rules: MoveRules {
        ko: KoRule::Simple,
        suicide: SuicideRule::Any,
    },
    flags: &["--allow-all-suicide"],
};

#[test]
fn random_games_under_simple_ko() {
    run_variant(
        &SIMPLE_KO,
        &[
            (5, TINY_BOARD_GAMES / 4),
            (7, GAMES),
            (9, GAMES),
            (13, BIG_BOARD_GAMES),
            (19, BIG_BOARD_GAMES / 2),
        ],
    );
}

#[test]
fn random_games_under_positional_superko() {
    run_variant(&POSITIONAL_SUPERKO, &SUPERKO_BOARDS);
}

#[test]
fn random_games_under_situational_superko() {
    run_variant(&SITUATIONAL_SUPERKO, &SUPERKO_BOARDS);
}

const SUPERKO_BOARDS: [(u8, u64); 4] = [
    (4, TINY_BOARD_GAMES),
    (5, TINY_BOARD_GAMES),
    (7, GAMES),
    (9, GAMES / 2),
];

#[test]
fn random_games_with_multi_stone_suicide() {
    run_variant(
        &MULTI_STONE_SUICIDE,
        &[
            (4, TINY_BOARD_GAMES / 4),
            (5, TINY_BOARD_GAMES / 4),
            (7, GAMES),
            (9, GAMES / 2),
        ],
    );
}

#[test]
fn random_games_with_any_suicide() {
    // Games seldom end (a single-stone suicide is always available), so fewer of them.
    run_variant(
        &ANY_SUICIDE,
        &[(4, GAMES), (5, GAMES), (7, GAMES / 2), (9, GAMES / 4)],
    );
}

#[test]
fn fixed_handicap_points_match() {
    let Some(mut gnugo) = oracle(&[]) else {
        return;
    };
    let mut failures = Vec::new();
    // GNU Go plays on 2x2 to 19x19; 0 and 1 stones and too many stones are invalid.
    // Not 12x12: GNU Go uses the 4-4 points there, while the GTP specification (and
    // we) keep the 3-3 points below 13x13.
    for size in (2..=19u8).filter(|&size| size != 12) {
        gnugo.expect_ok(&format!("boardsize {size}"));
        for stones in 0..=10usize {
            gnugo.expect_ok("clear_board");
            let theirs = gnugo
                .send(&format!("fixed_handicap {stones}"))
                .unwrap_or_else(|e| panic!("GNU Go I/O failed on fixed_handicap: {e}"))
                .map(|text| parse_vertices(&text, size).expect("GNU Go vertices"));
            let ours = fixed_handicap_points(size, stones)
                .map(|points| points.into_iter().collect::<BTreeSet<_>>());
            let agree = match (&ours, &theirs) {
                (Ok(ours), Ok(theirs)) => ours == theirs,
                (Err(_), Err(_)) => true,
                _ => false,
            };
            if !agree {
                failures.push(format!(
                    "fixed_handicap {stones} on {size}x{size}: ours {}, GNU Go {}",
                    match &ours {
                        Ok(points) => vertices(points, size),
                        Err(e) => format!("error ({e})"),
                    },
                    match &theirs {
                        Ok(points) => vertices(points, size),
                        Err(e) => format!("error ({e})"),
                    },
                ));
            }
        }
    }
    // Both refuse handicap stones once a move has been played.
    gnugo.expect_ok("boardsize 9");
    gnugo.expect_ok("clear_board");
    gnugo.expect_ok("play black E5");
    let theirs = gnugo
        .send("fixed_handicap 2")
        .unwrap_or_else(|e| panic!("GNU Go I/O failed on fixed_handicap: {e}"));
    let mut game = Game::new(Board::new(9).expect("9x9 board"), MoveRules::default());
    game.play(Color::Black, Move::Play(Point::new(4, 4)))
        .expect("E5 is legal on an empty board");
    let points = fixed_handicap_points(9, 2).expect("2 stones on 9x9");
    let ours = game.place_handicap(&points);
    if theirs.is_ok() || ours.is_ok() {
        failures.push(format!(
            "fixed_handicap after a move: ours {ours:?}, GNU Go {theirs:?}"
        ));
    }
    assert!(
        failures.is_empty(),
        "fixed handicap placement disagrees with GNU Go:\n{}",
        failures.join("\n")
    );
}

/// Plays the given number of random games per board size; fails with the count of
/// games that disagree and the first disagreement of the first few.
fn run_variant(variant: &Variant, boards: &[(u8, u64)]) {
    let Some(mut gnugo) = oracle(variant.flags) else {
        return;
    };
    let mut stats = Stats::default();
    let mut failures = Vec::new();
    for &(size, games) in boards {
        for index in 0..games {
            let seed = u64::from(size) * 1_000_000 + index;
            let mut duel = Duel::new(variant, size, seed, &mut gnugo, &mut stats);
            if let Err(message) = duel.play_game() {
                failures.push(message);
            }
        }
    }
    eprintln!("GNU Go differential, {}: {stats}", variant.name);
    // The first few are enough to reproduce; all of them would flood the output.
    assert!(
        failures.is_empty(),
        "{} of {} games disagree with GNU Go ({stats}); the first ones:\n\n{}",
        failures.len(),
        stats.games,
        failures[..failures.len().min(SHOWN_FAILURES)].join("\n\n")
    );
}

/// Starts GNU Go, or `None` to skip when it is not installed and CI did not ask for it.
fn oracle(flags: &[&str]) -> Option<GnuGo> {
    if !Path::new(GNUGO).exists() {
        let required = std::env::var("WEIQI_REQUIRE_ORACLES").is_ok_and(|v| v == "1");
        assert!(
            !required,
            "{GNUGO} is missing but WEIQI_REQUIRE_ORACLES=1 (install the gnugo package)"
        );
        eprintln!("note: {GNUGO} not found, skipping the GNU Go differential test");
        return None;
    }
    Some(GnuGo::spawn(flags))
}

/// A GTP reply: `Ok` for `=`, `Err` for `?`, with the text after the status.
type Reply = Result<String, String>;

struct GnuGo {
    child: Child,
    stdin: ChildStdin,
    stdout: BufReader<ChildStdout>,
    command_line: String,
}

impl GnuGo {
    fn spawn(flags: &[&str]) -> GnuGo {
        let mut args = vec!["--mode", "gtp", "--chinese-rules"];
        args.extend_from_slice(flags);
        let command_line = format!("{GNUGO} {}", args.join(" "));
        let mut child = Command::new(GNUGO)
            .args(&args)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::inherit())
            .spawn()
            .unwrap_or_else(|e| panic!("cannot start {command_line}: {e}"));
        let stdin = child.stdin.take().expect("stdin is piped");
        let stdout = BufReader::new(child.stdout.take().expect("stdout is piped"));
        GnuGo {
            child,
            stdin,
            stdout,
            command_line,
        }
    }

    /// Sends one command and reads the reply up to the blank line that ends it.
    fn send(&mut self, command: &str) -> io::Result<Reply> {
        writeln!(self.stdin, "{command}")?;
        self.stdin.flush()?;
        let mut lines: Vec<String> = Vec::new();
        loop {
            let mut line = String::new();
            if self.stdout.read_line(&mut line)? == 0 {
                return Err(io::Error::new(
                    io::ErrorKind::UnexpectedEof,
                    format!("{} closed its output", self.command_line),
                ));
            }
            let line = line.trim_end_matches(['\r', '\n']);
            match (line.is_empty(), lines.is_empty()) {
                (true, true) => continue,
                (true, false) => break,
                (false, _) => lines.push(line.to_string()),
            }
        }
        let text = lines.join("\n");
        let mut chars = text.chars();
        let status = chars.next();
        // The status may be followed by a command id; we send none.
        let body = chars
            .as_str()
            .trim_start_matches(|c: char| c.is_ascii_digit())
            .trim();
        match status {
            Some('=') => Ok(Ok(body.to_string())),
            Some('?') => Ok(Err(body.to_string())),
            _ => Err(io::Error::new(
                io::ErrorKind::InvalidData,
                format!("not a GTP reply to {command:?}: {text:?}"),
            )),
        }
    }

    /// For set-up commands that cannot fail.
    fn expect_ok(&mut self, command: &str) -> String {
        match self.send(command) {
            Ok(Ok(text)) => text,
            Ok(Err(e)) => panic!("{} refused {command:?}: {e}", self.command_line),
            Err(e) => panic!("GNU Go I/O failed on {command:?}: {e}"),
        }
    }
}

impl Drop for GnuGo {
    fn drop(&mut self) {
        // Our own child, by handle; it keeps nothing worth a clean shutdown.
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

#[derive(Debug, Default)]
struct Stats {
    games: usize,
    plies: usize,
    /// Positions whose stones and captures were compared.
    positions: usize,
    legality_queries: usize,
    /// Moves both engines refused, through `play` as well as `is_legal`.
    rejections: usize,
    /// Whole legal-move sets compared (one per colour).
    legal_sets: usize,
    legal_points_compared: usize,
    /// Ko retakes tried while the ko ban held.
    ko_retakes: usize,
    /// Points of the compared legal sets that superko forbids, ko retakes aside.
    superko_bans: usize,
    /// Legal suicides played.
    suicides: usize,
}

impl fmt::Display for Stats {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{} games, {} plies, {} positions, {} is_legal queries, {} rejected moves, \
             {} legal-move sets ({} points), {} ko retakes, {} superko bans, {} suicides played",
            self.games,
            self.plies,
            self.positions,
            self.legality_queries,
            self.rejections,
            self.legal_sets,
            self.legal_points_compared,
            self.ko_retakes,
            self.superko_bans,
            self.suicides
        )
    }
}

/// One random game played in both engines at once.
struct Duel<'a> {
    variant: &'a Variant,
    size: u8,
    seed: u64,
    gnugo: &'a mut GnuGo,
    stats: &'a mut Stats,
    game: Game,
    rng: ChaCha8Rng,
    /// Moves so far in GTP form (`B D4`, `W pass`).
    moves: Vec<String>,
    /// Recent ko captures as (ko point, colour then banned), newest last.
    kos: Vec<(Point, Color)>,
}

impl<'a> Duel<'a> {
    fn new(
        variant: &'a Variant,
        size: u8,
        seed: u64,
        gnugo: &'a mut GnuGo,
        stats: &'a mut Stats,
    ) -> Duel<'a> {
        let board = Board::new(size).expect("supported board size");
        Duel {
            variant,
            size,
            seed,
            gnugo,
            stats,
            game: Game::new(board, variant.rules),
            rng: ChaCha8Rng::seed_from_u64(seed),
            moves: Vec::new(),
            kos: Vec::new(),
        }
    }

    /// Plays until the random player passes twice in a row or `MAX_PLIES`; `Err`
    /// holds the first disagreement.
    fn play_game(&mut self) -> Result<(), String> {
        self.stats.games += 1;
        self.ask(&format!("boardsize {}", self.size))?;
        self.ask("clear_board")?;
        self.compare_position()?;
        // Passes by the random player for want of a move; voluntary ones do not count.
        let mut forced_passes = 0;
        while self.moves.len() < MAX_PLIES && forced_passes < 2 {
            let color = self.game.to_move();
            for (point, why) in self.likely_illegal_points(color) {
                if !self.compare_legality(color, point, why)? {
                    self.compare_rejection(color, point, why)?;
                }
            }
            if self.size <= SMALL_BOARD || self.moves.len().is_multiple_of(LEGAL_SETS_EVERY) {
                self.compare_legal_sets()?;
            }
            let mv = if self.rng.random_bool(PASS_CHANCE) {
                Move::Pass
            } else if let Some(point) = self.ko_recapture(color) {
                forced_passes = 0;
                Move::Play(point)
            } else {
                let mv = self.game.random_move(color, &mut self.rng);
                forced_passes = if mv == Move::Pass {
                    forced_passes + 1
                } else {
                    0
                };
                mv
            };
            if let Move::Play(point) = mv
                && !self.compare_legality(color, point, "the move chosen to play")?
            {
                return Err(self.mismatch(
                    "the move chosen to play is illegal in both engines",
                    mv.to_gtp(self.size),
                    "illegal",
                ));
            }
            self.play(color, mv)?;
            self.compare_position()?;
        }
        self.compare_legal_sets()
    }

    /// Ko retakes, surrounded empty points and an occupied point: the moves most
    /// likely to be refused.
    fn likely_illegal_points(&mut self, color: Color) -> Vec<(Point, &'static str)> {
        let board = self.game.board();
        let size = self.size;
        let mut tries = Vec::new();
        if let Some((point, banned)) = board.ko()
            && banned == color
        {
            tries.push((point, "ko retake"));
            self.stats.ko_retakes += 1;
        }
        // Under superko an old ko may still be barred by the positions it would repeat.
        for &(point, banned) in &self.kos {
            if banned == color && board.get(point).is_none() && board.ko() != Some((point, color)) {
                tries.push((point, "retake of an earlier ko"));
            }
        }
        let mut surrounded: Vec<Point> = board
            .points()
            .filter(|&p| {
                board.get(p).is_none() && neighbours(p, size).all(|n| board.get(n).is_some())
            })
            .collect();
        for _ in 0..SURROUNDED_TRIES.min(surrounded.len()) {
            let pick = self.rng.random_range(0..surrounded.len());
            tries.push((surrounded.swap_remove(pick), "surrounded point"));
        }
        let stones: Vec<Point> = board.points().filter(|&p| board.get(p).is_some()).collect();
        if !stones.is_empty() {
            let pick = self.rng.random_range(0..stones.len());
            tries.push((stones[pick], "occupied point"));
        }
        tries
    }

    /// Now and then a remembered ko that `color` may retake, newest first.
    fn ko_recapture(&mut self, color: Color) -> Option<Point> {
        let retake = self
            .kos
            .iter()
            .rev()
            .find(|&&(point, banned)| banned == color && self.game.check(color, point).is_ok())
            .map(|&(point, _)| point)?;
        self.rng.random_bool(KO_FIGHT_CHANCE).then_some(retake)
    }

    /// Asks both engines whether `color` may play `point`; `Ok(legal)` if they agree.
    fn compare_legality(&mut self, color: Color, point: Point, why: &str) -> Result<bool, String> {
        self.stats.legality_queries += 1;
        let vertex = point.to_gtp(self.size);
        let theirs = self.ask(&format!("is_legal {color} {vertex}"))?;
        let theirs = match theirs.as_str() {
            "1" => true,
            "0" => false,
            other => {
                return Err(self.mismatch(
                    &format!("GNU Go's is_legal {color} {vertex} answer is not 0 or 1"),
                    "-",
                    other,
                ));
            }
        };
        let ours = self.game.check(color, point);
        if ours.is_ok() != theirs {
            return Err(self.mismatch(
                &format!("is {color} {vertex} legal? ({why})"),
                match ours {
                    Ok(()) => "legal".to_string(),
                    Err(reason) => format!("illegal ({})", reason.code()),
                },
                if theirs { "legal" } else { "illegal" },
            ));
        }
        Ok(theirs)
    }

    /// Plays a move both engines call illegal: both must refuse it (a change it made
    /// anyway would show in the next comparison of positions).
    fn compare_rejection(&mut self, color: Color, point: Point, why: &str) -> Result<(), String> {
        self.stats.rejections += 1;
        let vertex = point.to_gtp(self.size);
        let theirs = self.send(&format!("play {color} {vertex}"));
        let ours = self.game.play(color, Move::Play(point));
        if theirs.is_ok() || ours.is_ok() {
            return Err(self.mismatch(
                &format!("play {color} {vertex} after both called it illegal ({why})"),
                format!("{ours:?}"),
                format!("{theirs:?}"),
            ));
        }
        Ok(())
    }

    fn play(&mut self, color: Color, mv: Move) -> Result<(), String> {
        let vertex = mv.to_gtp(self.size);
        let theirs = self.send(&format!("play {color} {vertex}"));
        let ours = self.game.play(color, mv);
        self.moves.push(format!("{} {vertex}", short(color)));
        self.stats.plies += 1;
        if let Ok(played) = &ours
            && played.suicided > 0
        {
            self.stats.suicides += 1;
        }
        if let Some(ko) = self.game.board().ko() {
            self.kos.retain(|&old| old != ko);
            self.kos.push(ko);
            if self.kos.len() > KO_MEMORY {
                self.kos.remove(0);
            }
        }
        if theirs.is_err() || ours.is_err() {
            return Err(self.mismatch(
                &format!("play {color} {vertex}"),
                format!("{ours:?}"),
                format!("{theirs:?}"),
            ));
        }
        Ok(())
    }

    /// Stones and capture counts of both colours.
    fn compare_position(&mut self) -> Result<(), String> {
        self.stats.positions += 1;
        for color in [Color::Black, Color::White] {
            let theirs = self.ask_vertices(&format!("list_stones {color}"))?;
            let board = self.game.board();
            let ours: BTreeSet<Point> = board
                .points()
                .filter(|&p| board.get(p) == Some(color))
                .collect();
            if ours != theirs {
                return Err(self.set_mismatch(&format!("{color} stones"), &ours, &theirs));
            }
            let text = self.ask(&format!("captures {color}"))?;
            let theirs: u32 = text.parse().map_err(|_| {
                self.mismatch(
                    &format!("GNU Go's captures {color} answer is not a number"),
                    "-",
                    &text,
                )
            })?;
            let ours = self.game.board().captures(color);
            if ours != theirs {
                return Err(self.mismatch(&format!("stones captured by {color}"), ours, theirs));
            }
        }
        Ok(())
    }

    /// Every point where each colour may play now (GNU Go's `all_legal`).
    fn compare_legal_sets(&mut self) -> Result<(), String> {
        for color in [Color::Black, Color::White] {
            self.stats.legal_sets += 1;
            self.stats.legal_points_compared += usize::from(self.size).pow(2);
            let theirs = self.ask_vertices(&format!("all_legal {color}"))?;
            let ours: BTreeSet<Point> = self.game.legal_points(color).into_iter().collect();
            let board = self.game.board();
            let ko = board.ko();
            self.stats.superko_bans += board
                .points()
                .filter(|&p| ko != Some((p, color)))
                .filter(|&p| {
                    matches!(
                        self.game.check(color, p),
                        Err(IllegalReason::PositionalSuperko | IllegalReason::SituationalSuperko)
                    )
                })
                .count();
            if ours != theirs {
                return Err(self.set_mismatch(
                    &format!("legal moves for {color} ({} to move)", self.game.to_move()),
                    &ours,
                    &theirs,
                ));
            }
        }
        Ok(())
    }

    /// Sends a command whose reply GNU Go may refuse (a move).
    fn send(&mut self, command: &str) -> Reply {
        match self.gnugo.send(command) {
            Ok(reply) => reply,
            Err(e) => panic!("GNU Go I/O failed on {command:?}: {e}\n{}", self.context()),
        }
    }

    /// Sends a command that must succeed.
    fn ask(&mut self, command: &str) -> Result<String, String> {
        self.send(command)
            .map_err(|e| self.mismatch(&format!("GNU Go refused {command:?}"), "-", e))
    }

    fn ask_vertices(&mut self, command: &str) -> Result<BTreeSet<Point>, String> {
        let text = self.ask(command)?;
        parse_vertices(&text, self.size)
            .map_err(|e| self.mismatch(&format!("GNU Go's {command:?} reply"), "-", e))
    }

    fn set_mismatch(&self, what: &str, ours: &BTreeSet<Point>, theirs: &BTreeSet<Point>) -> String {
        self.mismatch(
            what,
            format!(
                "{} (only ours: {})",
                vertices(ours, self.size),
                vertices(ours.difference(theirs), self.size)
            ),
            format!(
                "{} (only GNU Go's: {})",
                vertices(theirs, self.size),
                vertices(theirs.difference(ours), self.size)
            ),
        )
    }

    fn mismatch(&self, what: &str, ours: impl fmt::Display, theirs: impl fmt::Display) -> String {
        format!(
            "disagreement: {what}\n  ours:   {ours}\n  GNU Go: {theirs}\n{}",
            self.context()
        )
    }

    /// Everything needed to replay the game up to here.
    fn context(&self) -> String {
        format!(
            "  variant: {} ({})\n  board {size}x{size}, seed {}, ply {} ({} moves played)\n  \
             moves: {}\n  position:\n{:?}",
            self.variant.name,
            self.gnugo.command_line,
            self.seed,
            self.moves.len() + 1,
            self.moves.len(),
            self.moves.join(" "),
            self.game.board(),
            size = self.size,
        )
    }
}

fn short(color: Color) -> &'static str {
    match color {
        Color::Black => "B",
        Color::White => "W",
    }
}

fn neighbours(p: Point, size: u8) -> impl Iterator<Item = Point> {
    let (x, y) = (i16::from(p.x), i16::from(p.y));
    [(x - 1, y), (x + 1, y), (x, y - 1), (x, y + 1)]
        .into_iter()
        .filter(move |&(x, y)| {
            (0..i16::from(size)).contains(&x) && (0..i16::from(size)).contains(&y)
        })
        .map(|(x, y)| Point::new(x as u8, y as u8))
}

fn parse_vertices(text: &str, size: u8) -> Result<BTreeSet<Point>, String> {
    text.split_whitespace()
        .map(|v| Point::from_gtp(v, size).map_err(|e| e.to_string()))
        .collect()
}

fn vertices<'p>(points: impl IntoIterator<Item = &'p Point>, size: u8) -> String {
    let list: Vec<String> = points.into_iter().map(|p| p.to_gtp(size)).collect();
    if list.is_empty() {
        "(none)".to_string()
    } else {
        list.join(" ")
    }
}
