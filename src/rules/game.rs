//! A game: the board plus the move sequence, repetition rules (Art. 6, Art. 20),
//! passes, undo and handicap stones.

use std::collections::HashSet;

use rand::Rng;
use thiserror::Error;

use super::board::{Board, IllegalReason, MoveEffect, Played, SetupError, SimpleKo, SuicideRule};
use super::point::{Color, Move, Point};
use super::zobrist::WHITE_TO_MOVE;
use crate::message::{Describe, Message};
use crate::rules::point::point_numbers;

/// Which repeated positions are forbidden.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum KoRule {
    /// Only the immediate recapture of a single ko (the rule of Chinese practice).
    Simple,
    /// No move may recreate an earlier whole-board position (Art. 6 as written,
    /// Tromp–Taylor).
    Positional,
    /// No move may recreate an earlier position with the same player to move (AGA, NZ).
    Situational,
}

impl KoRule {
    /// What the board is told about simple ko: a superko rule subsumes it, so the
    /// board then ignores the ko point and the game's superko check refuses the retake.
    const fn simple_ko(self) -> SimpleKo {
        match self {
            KoRule::Simple => SimpleKo::Enforce,
            KoRule::Positional | KoRule::Situational => SimpleKo::Ignore,
        }
    }
}

/// The move rules a game is played under.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct MoveRules {
    pub ko: KoRule,
    pub suicide: SuicideRule,
}

impl Default for MoveRules {
    fn default() -> Self {
        MoveRules {
            ko: KoRule::Simple,
            suicide: SuicideRule::Forbid,
        }
    }
}

/// A move the rules refused, with where and why.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Error)]
#[error("{color} {point:?} is illegal: {reason}")]
pub struct IllegalMove {
    pub color: Color,
    pub point: Point,
    pub reason: IllegalReason,
}

/// The most handicap stones a count takes (`HA`, `--handicap`); no event gives more.
pub const MAX_HANDICAP: u32 = 25;

#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum HandicapError {
    #[error("handicap {stones} is not possible (at least 2 stones)")]
    TooFew { stones: usize },
    #[error(
        "fixed handicap of {stones} stones is not defined on a {size}x{size} board (at most {max})"
    )]
    TooMany { stones: usize, size: u8, max: usize },
    #[error(
        "a free handicap of {stones} stones leaves no point to play on a {size}x{size} board (at most {max})"
    )]
    NoRoom { stones: usize, size: u8, max: usize },
    #[error("handicap stones can only be placed on an empty board")]
    BoardNotEmpty,
    #[error("handicap stone {0:?} is off the board or repeated")]
    BadPoint(Point),
}

#[derive(Debug, Clone)]
pub struct Game {
    board: Board,
    /// The position before the first move, for undo.
    setup: Board,
    rules: MoveRules,
    first_to_move: Color,
    to_move: Color,
    moves: Vec<(Color, Move)>,
    /// Positions seen so far, keyed for the superko rule in force.
    seen: HashSet<u64>,
    consecutive_passes: u32,
}

impl Game {
    pub fn new(board: Board, rules: MoveRules) -> Game {
        Game::with_first_player(board, rules, Color::Black)
    }

    /// A game from a setup position in which `first` moves first.
    pub fn with_first_player(board: Board, rules: MoveRules, first: Color) -> Game {
        let mut game = Game {
            setup: board.clone(),
            board,
            rules,
            first_to_move: first,
            to_move: first,
            moves: Vec::with_capacity(1024),
            seen: HashSet::new(),
            consecutive_passes: 0,
        };
        game.remember_position();
        game
    }

    pub fn board(&self) -> &Board {
        &self.board
    }

    pub fn rules(&self) -> MoveRules {
        self.rules
    }

    /// Who was to move in the setup position.
    pub fn first_player(&self) -> Color {
        self.first_to_move
    }

    pub fn to_move(&self) -> Color {
        self.to_move
    }

    pub fn moves(&self) -> &[(Color, Move)] {
        &self.moves
    }

    pub fn setup(&self) -> &Board {
        &self.setup
    }

    /// Two passes in succession end the game (Art. 7.3).
    pub fn consecutive_passes(&self) -> u32 {
        self.consecutive_passes
    }

    /// Replaces the setup position; the move history starts again from it.
    pub fn reset_to(&mut self, board: Board, first: Color) {
        *self = Game::with_first_player(board, self.rules, first);
    }

    fn remember_position(&mut self) {
        if self.rules.ko != KoRule::Simple {
            self.seen
                .insert(position_key(self.rules.ko, self.board.hash(), self.to_move));
        }
    }

    fn superko_reason(&self) -> IllegalReason {
        match self.rules.ko {
            KoRule::Situational => IllegalReason::SituationalSuperko,
            _ => IllegalReason::PositionalSuperko,
        }
    }

    /// Whether `color` may play `point` now.
    pub fn check(&self, color: Color, point: Point) -> Result<(), IllegalReason> {
        self.analyse(color, point).map(|_| ())
    }

    fn analyse(&self, color: Color, point: Point) -> Result<(usize, MoveEffect), IllegalReason> {
        if !self.board.contains(point) {
            return Err(IllegalReason::OffBoard);
        }
        let index = self.board.index(point);
        let effect =
            self.board
                .analyse(color, index, self.rules.suicide, self.rules.ko.simple_ko())?;
        if self.rules.ko != KoRule::Simple {
            let hash = self.board.hash_after(color, index, &effect);
            if self
                .seen
                .contains(&position_key(self.rules.ko, hash, color.opponent()))
            {
                return Err(self.superko_reason());
            }
        }
        Ok((index, effect))
    }

    /// Plays a stone or a pass. Any colour may move (as in GTP); the player to move
    /// afterwards is the other colour. An illegal move changes nothing.
    pub fn play(&mut self, color: Color, mv: Move) -> Result<Played, IllegalMove> {
        let chosen = match mv {
            Move::Pass => None,
            Move::Play(point) => {
                Some(self.analyse(color, point).map_err(|reason| IllegalMove {
                    color,
                    point,
                    reason,
                })?)
            }
        };
        Ok(self.commit(color, chosen))
    }

    /// Records a pass (`None`) or carries out a move already found legal.
    fn commit(&mut self, color: Color, chosen: Option<(usize, MoveEffect)>) -> Played {
        let (mv, played) = match chosen {
            None => {
                self.board.pass();
                self.consecutive_passes += 1;
                let played = Played {
                    captured: 0,
                    suicided: 0,
                };
                (Move::Pass, played)
            }
            Some((index, effect)) => {
                self.consecutive_passes = 0;
                let played = self.board.apply(color, index, &effect);
                (Move::Play(self.board.point_at(index)), played)
            }
        };
        self.moves.push((color, mv));
        self.to_move = color.opponent();
        self.remember_position();
        played
    }

    /// Takes back the last move; `false` if there is none.
    pub fn undo(&mut self) -> bool {
        let Some(_) = self.moves.pop() else {
            return false;
        };
        let moves = std::mem::take(&mut self.moves);
        let setup = self.setup.clone();
        *self = Game::with_first_player(setup, self.rules, self.first_to_move);
        for (color, mv) in moves {
            // Every move was legal when it was made, so replaying it cannot fail.
            let _ = self.play(color, mv);
        }
        true
    }

    /// Every point where `color` may play now, row by row from the top.
    pub fn legal_points(&self, color: Color) -> Vec<Point> {
        self.board
            .points()
            .filter(|&p| self.check(color, p).is_ok())
            .collect()
    }

    /// A uniformly random legal move for `color` that does not fill its own
    /// one-point eye, or a pass when none is left: the engine's random player.
    pub fn random_move<R: Rng + ?Sized>(&mut self, color: Color, rng: &mut R) -> Move {
        match self.random_choice(color, rng) {
            Some((index, _)) => Move::Play(self.board.point_at(index)),
            None => Move::Pass,
        }
    }

    fn random_choice<R: Rng + ?Sized>(
        &mut self,
        color: Color,
        rng: &mut R,
    ) -> Option<(usize, MoveEffect)> {
        let ko = self.rules.ko;
        let seen = &self.seen;
        self.board.random_empty(
            color,
            rng,
            self.rules.suicide,
            ko.simple_ko(),
            |board, index, effect| {
                !board.is_eye_at(color, index)
                    && (ko == KoRule::Simple
                        || !seen.contains(&position_key(
                            ko,
                            board.hash_after(color, index, effect),
                            color.opponent(),
                        )))
            },
        )
    }

    /// Plays random moves (see [`Game::random_move`]) until two passes in succession
    /// or `max_moves` moves; returns the number of moves played.
    pub fn play_out<R: Rng + ?Sized>(&mut self, rng: &mut R, max_moves: usize) -> usize {
        let mut played = 0;
        while played < max_moves && self.consecutive_passes < 2 {
            let color = self.to_move;
            let chosen = self.random_choice(color, rng);
            self.commit(color, chosen);
            played += 1;
        }
        played
    }

    /// Places handicap stones on an empty board; White then moves first.
    pub fn place_handicap(&mut self, points: &[Point]) -> Result<(), HandicapError> {
        if self.board.empty_count() != usize::from(self.board.size()).pow(2)
            || !self.moves.is_empty()
        {
            return Err(HandicapError::BoardNotEmpty);
        }
        if points.len() < 2 {
            return Err(HandicapError::TooFew {
                stones: points.len(),
            });
        }
        // GTP's bound: White must have a point left to play.
        let max = self.board.empty_count() - 1;
        if points.len() > max {
            return Err(HandicapError::NoRoom {
                stones: points.len(),
                size: self.board.size(),
                max,
            });
        }
        let mut board = self.board.clone();
        for &point in points {
            if !board.contains(point) || board.get(point).is_some() {
                return Err(HandicapError::BadPoint(point));
            }
            board
                .set_point(point, Some(Color::Black))
                .map_err(|_: SetupError| HandicapError::BadPoint(point))?;
        }
        self.reset_to(board, Color::White);
        Ok(())
    }
}

impl Game {
    /// The whole-board situation: the position and the player to move (Art. 20 and
    /// situational superko).
    pub fn situation_key(&self) -> u64 {
        position_key(KoRule::Situational, self.board().hash(), self.to_move())
    }
}

/// The key a position is remembered under: situational superko tells positions apart
/// by the player to move, positional superko does not.
fn position_key(ko: KoRule, hash: u64, to_move: Color) -> u64 {
    match (ko, to_move) {
        (KoRule::Situational, Color::White) => hash ^ WHITE_TO_MOVE,
        _ => hash,
    }
}

/// The standard fixed handicap points of GTP (and of the common Go servers) for
/// boards of 7×7 and larger: 3rd line below 13×13, 4th line from 13×13 up.
pub fn fixed_handicap_points(size: u8, stones: usize) -> Result<Vec<Point>, HandicapError> {
    if stones < 2 {
        return Err(HandicapError::TooFew { stones });
    }
    let max = match size {
        0..=6 => 0,
        7 => 4,
        s if s % 2 == 0 => 4,
        _ => 9,
    };
    if stones > max {
        return Err(HandicapError::TooMany { stones, size, max });
    }
    let edge = if size < 13 { 2 } else { 3 };
    let (low, mid, high) = (edge, size / 2, size - 1 - edge);
    // x from the left, y from the top: lower-left, upper-right, upper-left, lower-right.
    let corners = [
        Point::new(low, high),
        Point::new(high, low),
        Point::new(low, low),
        Point::new(high, high),
    ];
    let centre = Point::new(mid, mid);
    let left_right = [Point::new(low, mid), Point::new(high, mid)];
    let top_bottom = [Point::new(mid, low), Point::new(mid, high)];
    let mut points = corners[..stones.min(4)].to_vec();
    match stones {
        5 => points.push(centre),
        6 => points.extend(left_right),
        7 => {
            points.extend(left_right);
            points.push(centre);
        }
        8 => {
            points.extend(left_right);
            points.extend(top_bottom);
        }
        9 => {
            points.extend(left_right);
            points.extend(top_bottom);
            points.push(centre);
        }
        _ => {}
    }
    Ok(points)
}

impl Describe for IllegalMove {
    fn message(&self) -> Message {
        Message::text("err-illegal-move")
            .said("color", &self.color)
            .arg("point", point_numbers(self.point))
            .said("reason", &self.reason)
    }
}

impl Describe for HandicapError {
    fn message(&self) -> Message {
        let board = |id, stones: &usize, size: &u8, max: &usize| {
            Message::text(id)
                .number("stones", *stones)
                .number("size", *size)
                .number("max", *max)
        };
        match self {
            HandicapError::TooFew { stones } => {
                Message::text("err-handicap-too-few").number("stones", *stones)
            }
            HandicapError::TooMany { stones, size, max } => {
                board("err-handicap-too-many", stones, size, max)
            }
            HandicapError::NoRoom { stones, size, max } => {
                board("err-handicap-no-room", stones, size, max)
            }
            HandicapError::BoardNotEmpty => Message::text("err-handicap-board-not-empty"),
            HandicapError::BadPoint(point) => {
                Message::text("err-handicap-bad-point").arg("point", point_numbers(*point))
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use rand::SeedableRng;
    use rand::rngs::ChaCha8Rng;

    use super::*;
    use crate::rules::diagram::{Diagram, rows};

    const SIMPLE: MoveRules = MoveRules {
        ko: KoRule::Simple,
        suicide: SuicideRule::Forbid,
    };
    const POSITIONAL: MoveRules = MoveRules {
        ko: KoRule::Positional,
        suicide: SuicideRule::Forbid,
    };
    const SITUATIONAL: MoveRules = MoveRules {
        ko: KoRule::Situational,
        suicide: SuicideRule::Forbid,
    };

    /// A ko in the middle of a 7×7 board: Black takes at `a`, removing the White
    /// stone at C4, which White would retake. In the lower-left corner, White's
    /// `t` is a ko threat (it puts the corner stone in atari) and Black's `u` answers it.
    const KO: &str = "
        . . . . . . .
        . . . . . . .
        . . X O . . .
        . X O a O . .
        . . X O . . .
        t . . . . . .
        X u . . . . .";

    /// Where White retakes the ko of [`KO`]: the White stone Black captures (C4).
    const KO_RETAKE: Point = Point::new(2, 3);

    /// Two kos. In ko A Black takes at `a` (the White stone at B6), in ko B White
    /// takes at `b` (the Black stone at E6). Retakes: B6 for A, E6 for B.
    const DOUBLE_KO: &str = "
        . X O . O X .
        X O a O X b X
        . X O . O X .
        . . . . . . .
        . . . . . . .
        . . . . . . .
        . . . . . . .";

    const RETAKE_A: Point = Point::new(1, 1);
    const RETAKE_B: Point = Point::new(4, 1);

    fn start(text: &str, rules: MoveRules) -> (Game, Diagram) {
        let diagram = Diagram::parse(text).expect("test diagram");
        (Game::new(diagram.board.clone(), rules), diagram)
    }

    fn empty(size: u8, rules: MoveRules) -> Game {
        Game::new(Board::new(size).unwrap(), rules)
    }

    fn label(diagram: &Diagram, label: char) -> Point {
        diagram.label(label).expect("label in the diagram")
    }

    /// Plays a stone and keeps only the reason of a refusal.
    fn play(game: &mut Game, color: Color, point: Point) -> Result<Played, IllegalReason> {
        game.play(color, Move::Play(point)).map_err(|e| e.reason)
    }

    fn pass(game: &mut Game, color: Color) {
        assert_eq!(
            game.play(color, Move::Pass),
            Ok(Played {
                captured: 0,
                suicided: 0
            })
        );
    }

    const fn takes(captured: u32) -> Result<Played, IllegalReason> {
        Ok(Played {
            captured,
            suicided: 0,
        })
    }

    const QUIET: Result<Played, IllegalReason> = takes(0);

    fn gtp(points: &[Point], size: u8) -> Vec<String> {
        points.iter().map(|p| p.to_gtp(size)).collect()
    }

    // --- Alternation and the player to move ---

    #[test]
    fn black_moves_first_and_the_colours_alternate() {
        let mut game = empty(9, SIMPLE);
        assert_eq!(game.first_player(), Color::Black);
        assert_eq!(game.to_move(), Color::Black);
        assert_eq!(play(&mut game, Color::Black, Point::new(2, 2)), QUIET);
        assert_eq!(game.to_move(), Color::White);
        assert_eq!(play(&mut game, Color::White, Point::new(6, 6)), QUIET);
        assert_eq!(game.to_move(), Color::Black);
        assert_eq!(
            game.moves(),
            [
                (Color::Black, Move::Play(Point::new(2, 2))),
                (Color::White, Move::Play(Point::new(6, 6))),
            ]
        );
        assert_eq!(game.first_player(), Color::Black);
    }

    #[test]
    fn with_first_player_white_moves_first() {
        let mut game = Game::with_first_player(Board::new(9).unwrap(), SIMPLE, Color::White);
        assert_eq!(game.first_player(), Color::White);
        assert_eq!(game.to_move(), Color::White);
        assert_eq!(play(&mut game, Color::White, Point::new(4, 4)), QUIET);
        assert_eq!(game.to_move(), Color::Black);
        assert_eq!(game.first_player(), Color::White);
        assert_eq!(game.board().get(Point::new(4, 4)), Some(Color::White));
    }

    #[test]
    fn any_colour_may_move_and_the_other_colour_moves_next() {
        let mut game = empty(9, SIMPLE);
        assert_eq!(play(&mut game, Color::Black, Point::new(2, 2)), QUIET);
        assert_eq!(play(&mut game, Color::Black, Point::new(6, 6)), QUIET);
        assert_eq!(game.to_move(), Color::White);
        assert_eq!(game.board().stone_count(Color::Black), 2);
    }

    #[test]
    fn an_illegal_move_is_reported_and_changes_nothing() {
        let mut game = empty(9, SIMPLE);
        play(&mut game, Color::Black, Point::new(4, 4)).unwrap();
        let before = game.board().clone();
        assert_eq!(
            game.play(Color::White, Move::Play(Point::new(4, 4))),
            Err(IllegalMove {
                color: Color::White,
                point: Point::new(4, 4),
                reason: IllegalReason::Occupied,
            })
        );
        assert_eq!(
            play(&mut game, Color::White, Point::new(9, 0)),
            Err(IllegalReason::OffBoard)
        );
        assert_eq!(game.board(), &before);
        assert_eq!(game.to_move(), Color::White);
        assert_eq!(game.moves().len(), 1);
    }

    // --- Passes and the end of the game ---

    #[test]
    fn two_passes_in_succession_end_the_game() {
        let mut game = empty(9, SIMPLE);
        play(&mut game, Color::Black, Point::new(4, 4)).unwrap();
        let board = game.board().clone();
        assert_eq!(game.consecutive_passes(), 0);
        pass(&mut game, Color::White);
        assert_eq!(game.consecutive_passes(), 1);
        assert_eq!(game.to_move(), Color::Black);
        pass(&mut game, Color::Black);
        assert_eq!(game.consecutive_passes(), 2);
        assert_eq!(game.to_move(), Color::White);
        assert_eq!(game.board(), &board);
        assert_eq!(
            game.moves()[1..],
            [(Color::White, Move::Pass), (Color::Black, Move::Pass)]
        );
        // The random player stops at once after two passes.
        assert_eq!(game.play_out(&mut ChaCha8Rng::seed_from_u64(1), 50), 0);
        assert_eq!(game.moves().len(), 3);
    }

    #[test]
    fn a_stone_between_two_passes_starts_the_count_again() {
        let mut game = empty(9, SIMPLE);
        pass(&mut game, Color::Black);
        assert_eq!(play(&mut game, Color::White, Point::new(4, 4)), QUIET);
        assert_eq!(game.consecutive_passes(), 0);
        pass(&mut game, Color::Black);
        assert_eq!(game.consecutive_passes(), 1);
    }

    #[test]
    fn a_random_playout_ends_with_two_passes() {
        let mut game = empty(5, SIMPLE);
        let played = game.play_out(&mut ChaCha8Rng::seed_from_u64(7), 1_000);
        assert!(played < 1_000, "the playout should end before the cap");
        assert_eq!(game.moves().len(), played);
        assert_eq!(game.consecutive_passes(), 2);
        let last_two = &game.moves()[played - 2..];
        assert!(last_two.iter().all(|&(_, mv)| mv == Move::Pass));
        assert_ne!(last_two[0].0, last_two[1].0, "one pass by each colour");
    }

    // --- Simple ko ---

    #[test]
    fn simple_ko_refuses_the_immediate_retake() {
        let (mut game, d) = start(KO, SIMPLE);
        assert_eq!(play(&mut game, Color::Black, label(&d, 'a')), takes(1));
        assert_eq!(game.board().ko(), Some((KO_RETAKE, Color::White)));
        let before = game.board().clone();
        assert_eq!(
            play(&mut game, Color::White, KO_RETAKE),
            Err(IllegalReason::Ko)
        );
        assert_eq!(game.check(Color::White, KO_RETAKE), Err(IllegalReason::Ko));
        assert!(!game.legal_points(Color::White).contains(&KO_RETAKE));
        // The ban is White's only: Black may fill the ko point.
        assert_eq!(game.check(Color::Black, KO_RETAKE), Ok(()));
        assert_eq!(game.board(), &before);
        assert_eq!(game.to_move(), Color::White);
        assert_eq!(game.moves().len(), 1);
    }

    #[test]
    fn simple_ko_allows_the_retake_after_a_ko_threat_and_its_answer() {
        let (mut game, d) = start(KO, SIMPLE);
        let a = label(&d, 'a');
        assert_eq!(play(&mut game, Color::Black, a), takes(1));
        assert_eq!(play(&mut game, Color::White, label(&d, 't')), QUIET);
        assert_eq!(game.board().ko(), None);
        assert_eq!(game.board().liberties(Point::new(0, 6)), 1);
        assert_eq!(play(&mut game, Color::Black, label(&d, 'u')), QUIET);
        assert_eq!(play(&mut game, Color::White, KO_RETAKE), takes(1));
        // Now Black may not retake at once.
        assert_eq!(game.board().ko(), Some((a, Color::Black)));
        assert_eq!(play(&mut game, Color::Black, a), Err(IllegalReason::Ko));
        assert_eq!(
            rows(game.board()),
            [
                ".......", ".......", "..XO...", ".XO.O..", "..XO...", "O......", "XX.....",
            ]
        );
        assert_eq!(game.board().captures(Color::Black), 1);
        assert_eq!(game.board().captures(Color::White), 1);
    }

    #[test]
    fn a_pass_lifts_the_ko_ban() {
        let (mut game, d) = start(KO, SIMPLE);
        play(&mut game, Color::Black, label(&d, 'a')).unwrap();
        pass(&mut game, Color::White);
        assert_eq!(game.board().ko(), None);
        pass(&mut game, Color::Black);
        assert_eq!(play(&mut game, Color::White, KO_RETAKE), takes(1));
        assert_eq!(rows(game.board()), rows(&d.board));
        assert_eq!(game.board().captures(Color::Black), 1);
        assert_eq!(game.board().captures(Color::White), 1);
    }

    // --- Superko ---

    #[test]
    fn under_superko_the_immediate_ko_retake_is_refused_as_superko() {
        for (rules, reason) in [
            (POSITIONAL, IllegalReason::PositionalSuperko),
            (SITUATIONAL, IllegalReason::SituationalSuperko),
        ] {
            let (mut game, d) = start(KO, rules);
            play(&mut game, Color::Black, label(&d, 'a')).unwrap();
            assert_eq!(play(&mut game, Color::White, KO_RETAKE), Err(reason));
            // After a threat and its answer the position is new: the retake is legal.
            play(&mut game, Color::White, label(&d, 't')).unwrap();
            play(&mut game, Color::Black, label(&d, 'u')).unwrap();
            assert_eq!(play(&mut game, Color::White, KO_RETAKE), takes(1));
        }
    }

    /// Black takes ko A, White takes ko B, Black passes, White retakes ko A. Black's
    /// retake of ko B then brings back the starting board, but with White to move
    /// where the start had Black.
    fn double_ko_up_to_move_four(rules: MoveRules) -> (Game, Diagram) {
        let (mut game, d) = start(DOUBLE_KO, rules);
        assert_eq!(play(&mut game, Color::Black, label(&d, 'a')), takes(1));
        assert_eq!(play(&mut game, Color::White, label(&d, 'b')), takes(1));
        pass(&mut game, Color::Black);
        assert_eq!(play(&mut game, Color::White, RETAKE_A), takes(1));
        (game, d)
    }

    #[test]
    fn positional_superko_refuses_a_repeated_board_that_situational_allows() {
        let (mut positional, d) = double_ko_up_to_move_four(POSITIONAL);
        let after_four = positional.board().clone();
        assert_eq!(
            play(&mut positional, Color::Black, RETAKE_B),
            Err(IllegalReason::PositionalSuperko)
        );
        assert_eq!(positional.board(), &after_four);

        let (mut situational, _) = double_ko_up_to_move_four(SITUATIONAL);
        assert_eq!(play(&mut situational, Color::Black, RETAKE_B), takes(1));
        assert_eq!(rows(situational.board()), rows(&d.board));
        assert_eq!(situational.board().hash(), d.board.hash());
        // White's retake of ko B would repeat the position after move 4, Black to move.
        assert_eq!(
            play(&mut situational, Color::White, label(&d, 'b')),
            Err(IllegalReason::SituationalSuperko)
        );

        // Simple ko sees neither repetition, only the immediate retake.
        let (mut simple, _) = double_ko_up_to_move_four(SIMPLE);
        assert_eq!(play(&mut simple, Color::Black, RETAKE_B), takes(1));
        assert_eq!(
            play(&mut simple, Color::White, label(&d, 'b')),
            Err(IllegalReason::Ko)
        );
    }

    #[test]
    fn situation_key_tells_positions_apart_by_the_player_to_move() {
        let (mut game, d) = double_ko_up_to_move_four(SITUATIONAL);
        let start = Game::new(d.board.clone(), SITUATIONAL);
        play(&mut game, Color::Black, RETAKE_B).unwrap();
        // Same stones as at the start, but White to move.
        assert_eq!(game.board().hash(), start.board().hash());
        assert_ne!(game.situation_key(), start.situation_key());
        // The same situation: same stones and same player to move.
        let white_first = Game::with_first_player(d.board.clone(), SIMPLE, Color::White);
        assert_eq!(game.situation_key(), white_first.situation_key());
    }

    #[test]
    fn situation_key_changes_with_a_pass_and_not_with_the_ko_rule() {
        let mut game = empty(9, POSITIONAL);
        play(&mut game, Color::Black, Point::new(4, 4)).unwrap();
        let (hash, key) = (game.board().hash(), game.situation_key());
        pass(&mut game, Color::White);
        assert_eq!(game.board().hash(), hash);
        assert_ne!(game.situation_key(), key);
        pass(&mut game, Color::Black);
        assert_eq!(game.situation_key(), key);
        for rules in [SIMPLE, SITUATIONAL] {
            let mut other = empty(9, rules);
            play(&mut other, Color::Black, Point::new(4, 4)).unwrap();
            assert_eq!(other.situation_key(), key);
        }
        // A different position has a different key.
        let mut other = empty(9, POSITIONAL);
        play(&mut other, Color::Black, Point::new(4, 5)).unwrap();
        assert_ne!(other.situation_key(), key);
    }

    // --- Undo ---

    #[test]
    fn undo_restores_board_captures_ko_and_history() {
        let (mut game, d) = start(KO, SIMPLE);
        let a = label(&d, 'a');
        play(&mut game, Color::Black, a).unwrap();
        let after_capture = game.board().clone();
        play(&mut game, Color::White, label(&d, 't')).unwrap();
        assert_eq!(game.board().ko(), None);

        assert!(game.undo());
        // Board equality covers the stones, the ko point and the capture counts.
        assert_eq!(game.board(), &after_capture);
        assert_eq!(game.board().ko(), Some((KO_RETAKE, Color::White)));
        assert_eq!(game.board().captures(Color::Black), 1);
        assert_eq!(game.moves(), [(Color::Black, Move::Play(a))]);
        assert_eq!(game.to_move(), Color::White);
        assert_eq!(
            play(&mut game, Color::White, KO_RETAKE),
            Err(IllegalReason::Ko)
        );

        assert!(game.undo());
        assert_eq!(game.board(), &d.board);
        assert_eq!(game.board().ko(), None);
        assert_eq!(game.board().captures(Color::Black), 0);
        assert!(game.moves().is_empty());
        assert_eq!(game.to_move(), Color::Black);
        assert!(!game.undo(), "nothing left to take back");
        assert_eq!(game.board(), &d.board);
    }

    #[test]
    fn undo_restores_the_pass_count_and_the_first_player() {
        let mut game = Game::with_first_player(Board::new(9).unwrap(), SIMPLE, Color::White);
        pass(&mut game, Color::White);
        pass(&mut game, Color::Black);
        assert!(game.undo());
        assert_eq!(game.consecutive_passes(), 1);
        assert_eq!(game.to_move(), Color::Black);
        assert!(game.undo());
        assert_eq!(game.consecutive_passes(), 0);
        assert_eq!(game.to_move(), Color::White);
        assert_eq!(game.first_player(), Color::White);
    }

    #[test]
    fn undo_forgets_the_positions_it_takes_back() {
        for rules in [POSITIONAL, SITUATIONAL] {
            let mut game = empty(5, rules);
            play(&mut game, Color::Black, Point::new(2, 2)).unwrap();
            play(&mut game, Color::White, Point::new(1, 1)).unwrap();
            assert!(game.undo());
            assert!(game.undo());
            // Had undo kept the superko history, these would now be repetitions.
            assert_eq!(play(&mut game, Color::Black, Point::new(2, 2)), QUIET);
            assert_eq!(play(&mut game, Color::White, Point::new(1, 1)), QUIET);
        }
    }

    #[test]
    fn undo_keeps_the_handicap_stones() {
        let mut game = empty(9, SIMPLE);
        let stones = fixed_handicap_points(9, 2).unwrap();
        game.place_handicap(&stones).unwrap();
        let handicap = game.board().clone();
        play(&mut game, Color::White, Point::new(4, 4)).unwrap();
        assert!(game.undo());
        assert_eq!(game.board(), &handicap);
        assert_eq!(game.to_move(), Color::White);
        assert!(!game.undo());
    }

    // --- Handicap ---

    #[test]
    fn fixed_handicap_on_nineteen_follows_gtp() {
        let expected: [&[&str]; 8] = [
            &["D4", "Q16"],
            &["D4", "Q16", "D16"],
            &["D4", "Q16", "D16", "Q4"],
            &["D4", "Q16", "D16", "Q4", "K10"],
            &["D4", "Q16", "D16", "Q4", "D10", "Q10"],
            &["D4", "Q16", "D16", "Q4", "D10", "Q10", "K10"],
            &["D4", "Q16", "D16", "Q4", "D10", "Q10", "K16", "K4"],
            &["D4", "Q16", "D16", "Q4", "D10", "Q10", "K16", "K4", "K10"],
        ];
        for (stones, want) in (2..).zip(expected) {
            let points = fixed_handicap_points(19, stones).unwrap();
            assert_eq!(gtp(&points, 19), want, "{stones} stones");
        }
    }

    #[test]
    fn fixed_handicap_on_thirteen_and_nine_uses_the_fourth_and_third_lines() {
        let thirteen = |n| gtp(&fixed_handicap_points(13, n).unwrap(), 13);
        assert_eq!(thirteen(3), ["D4", "K10", "D10"]);
        assert_eq!(thirteen(6), ["D4", "K10", "D10", "K4", "D7", "K7"]);
        assert_eq!(
            thirteen(8),
            ["D4", "K10", "D10", "K4", "D7", "K7", "G10", "G4"]
        );
        let nine = |n| gtp(&fixed_handicap_points(9, n).unwrap(), 9);
        assert_eq!(nine(2), ["C3", "G7"]);
        assert_eq!(nine(4), ["C3", "G7", "C7", "G3"]);
        assert_eq!(nine(5), ["C3", "G7", "C7", "G3", "E5"]);
        assert_eq!(
            nine(9),
            ["C3", "G7", "C7", "G3", "C5", "G5", "E7", "E3", "E5"]
        );
        // Smaller and even boards: four corners at most.
        assert_eq!(
            gtp(&fixed_handicap_points(7, 4).unwrap(), 7),
            ["C3", "E5", "C5", "E3"]
        );
        assert_eq!(
            gtp(&fixed_handicap_points(10, 4).unwrap(), 10),
            ["C3", "H8", "C8", "H3"]
        );
    }

    #[test]
    fn fixed_handicap_errors() {
        let too_many = |stones, size, max| HandicapError::TooMany { stones, size, max };
        assert_eq!(fixed_handicap_points(19, 10), Err(too_many(10, 19, 9)));
        assert_eq!(fixed_handicap_points(13, 10), Err(too_many(10, 13, 9)));
        assert_eq!(fixed_handicap_points(9, 10), Err(too_many(10, 9, 9)));
        assert_eq!(fixed_handicap_points(10, 5), Err(too_many(5, 10, 4)));
        assert_eq!(fixed_handicap_points(7, 5), Err(too_many(5, 7, 4)));
        // Boards below 7×7 have no fixed handicap at all.
        assert_eq!(fixed_handicap_points(6, 2), Err(too_many(2, 6, 0)));
        assert_eq!(fixed_handicap_points(2, 2), Err(too_many(2, 2, 0)));
        assert_eq!(
            fixed_handicap_points(19, 1),
            Err(HandicapError::TooFew { stones: 1 })
        );
        assert_eq!(
            fixed_handicap_points(9, 0),
            Err(HandicapError::TooFew { stones: 0 })
        );
    }

    #[test]
    fn placed_handicap_stones_are_black_and_white_moves_first() {
        let mut game = empty(19, SIMPLE);
        game.place_handicap(&fixed_handicap_points(19, 9).unwrap())
            .unwrap();
        assert_eq!(game.board().stone_count(Color::Black), 9);
        assert_eq!(game.board().get(Point::new(9, 9)), Some(Color::Black));
        assert_eq!(game.to_move(), Color::White);
        assert_eq!(game.first_player(), Color::White);
        assert!(game.moves().is_empty());
        assert_eq!(game.setup(), game.board());
    }

    #[test]
    fn free_handicap_errors_leave_the_game_unchanged() {
        let mut game = empty(9, SIMPLE);
        let fresh = game.board().clone();
        let p = Point::new;
        assert_eq!(
            game.place_handicap(&[]),
            Err(HandicapError::TooFew { stones: 0 })
        );
        assert_eq!(
            game.place_handicap(&[p(2, 2)]),
            Err(HandicapError::TooFew { stones: 1 })
        );
        assert_eq!(
            game.place_handicap(&[p(2, 2), p(9, 0)]),
            Err(HandicapError::BadPoint(p(9, 0)))
        );
        assert_eq!(
            game.place_handicap(&[p(2, 2), p(6, 6), p(2, 2)]),
            Err(HandicapError::BadPoint(p(2, 2)))
        );
        assert_eq!(game.board(), &fresh);
        assert_eq!(game.to_move(), Color::Black);
        assert_eq!(game.first_player(), Color::Black);

        // Only on an empty board with no moves made, a pass included.
        pass(&mut game, Color::Black);
        assert_eq!(
            game.place_handicap(&[p(2, 2), p(6, 6)]),
            Err(HandicapError::BoardNotEmpty)
        );
        let (mut with_stone, _) = start(KO, SIMPLE);
        assert_eq!(
            with_stone.place_handicap(&[p(0, 0), p(6, 0)]),
            Err(HandicapError::BoardNotEmpty)
        );
        let mut twice = empty(9, SIMPLE);
        twice.place_handicap(&[p(2, 2), p(6, 6)]).unwrap();
        assert_eq!(
            twice.place_handicap(&[p(2, 6), p(6, 2)]),
            Err(HandicapError::BoardNotEmpty)
        );
        assert_eq!(twice.board().stone_count(Color::Black), 2);
    }

    #[test]
    fn a_free_handicap_leaves_white_a_point() {
        let p = Point::new;
        let mut game = empty(2, SIMPLE);
        assert_eq!(
            game.place_handicap(&[p(0, 0), p(1, 0), p(0, 1), p(1, 1)]),
            Err(HandicapError::NoRoom {
                stones: 4,
                size: 2,
                max: 3
            })
        );
        assert_eq!(game.board().stone_count(Color::Black), 0);
        game.place_handicap(&[p(0, 0), p(1, 0), p(0, 1)]).unwrap();
        assert_eq!(game.board().stone_count(Color::Black), 3);
        assert_eq!(game.legal_points(Color::White), vec![p(1, 1)]);
    }
}
