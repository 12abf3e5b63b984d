//! The live rules engine: pure, no I/O, no terminal, no i18n. Owns the board, legal
//! moves, repetition, counting and results, rule sets, and positions in and out (SGF,
//! diagrams). Uses nothing of ours: everything else stands on it.
//!
//! Articles cited are those of the Chinese rules of Go (中国围棋竞赛规则), 2002 edition,
//! unless a rule version is named.

pub mod board;
pub mod dead;
pub mod diagram;
pub mod game;
pub mod life;
pub mod notation;
pub mod point;
pub mod replay;
pub mod ruleset;
pub mod score;
pub mod sgf;
pub mod snapshot;
pub mod stones;
mod zobrist;

pub use board::{Board, IllegalReason, Played, SimpleKo, SuicideRule};
pub use game::{Game, IllegalMove, KoRule, MAX_HANDICAP, MoveRules, fixed_handicap_points};
pub use point::{Color, Move, Point};
pub use ruleset::RuleSet;
pub use snapshot::{Snapshot, StoneView};
pub use stones::Stones;
