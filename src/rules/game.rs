//! A game: the board plus the move sequence, repetition rules (Art. 6, Art. 20),
//! passes, undo and handicap stones.

use std::collections::HashSet;

use rand::Rng;
use thiserror::Error;

use super::board::{Board, IllegalReason, MoveEffect, Played, SetupError, SuicideRule};
use super::point::{Color, Move, Point};
use super::zobrist::WHITE_TO_MOVE;

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

#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum HandicapError {
    #[error("handicap {stones} is not possible (at least 2 stones)")]
    TooFew { stones: usize },
    #[error(
        "fixed handicap of {stones} stones is not defined on a {size}x{size} board (at most {max})"
    )]
    TooMany { stones: usize, size: u8, max: usize },
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
        let simple_ko = self.rules.ko == KoRule::Simple;
        let effect = self
            .board
            .analyse(color, index, self.rules.suicide, simple_ko)?;
        if !simple_ko {
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
        let honour_ko = ko == KoRule::Simple;
        let seen = &self.seen;
        self.board.random_empty(
            color,
            rng,
            self.rules.suicide,
            honour_ko,
            |board, index, effect| {
                !board.is_eye_at(color, index)
                    && (honour_ko
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
