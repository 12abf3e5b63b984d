//! The referee's domain: rulings on irregularities (Chapter 3), game clocks (Art. 12),
//! nigiri (Art. 10) and tournament standings (competition regulations).
//!
//! A sibling of [`rules`](crate::rules) rather than part of it: `rules` is the game
//! itself (a board, legal moves, a count) and is what GTP and every counting item need;
//! the referee's work reads a game (rulings replay records with the engine) but adds
//! what happens around the board — clocks, penalties, pairings and ranks. Like `rules`
//! it is pure (no I/O, no terminal, no i18n) and may use `rules` and the leaf `csv`
//! reader, nothing else of ours.

pub mod clock;
pub mod nigiri;
pub mod ruling;
pub mod tournament;
