//! What the engine (or a key) says the answer is, shown in the reader's language and
//! compared with what a person types.

use crate::i18n::Localizer;
use crate::i18n::describe::{colour_text, outcome_text};
use crate::rules::Color;
use crate::rules::score::Outcome;
use crate::rules::stones::Stones;

use super::matching::{
    Unit, compatible, parse_amount, parse_bool, parse_colour, parse_number, parse_result,
};

/// An exact answer.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Answer {
    /// A count or amount, exact to the quarter (stones, points, rounds, periods…).
    Number(Stones),
    /// The result of a game: winner and margin in stones.
    Result(Outcome),
    Colour(Color),
    Bool(bool),
}

impl Answer {
    pub fn whole(n: i64) -> Answer {
        Answer::Number(Stones::whole(n))
    }

    /// The answer as a person reads it.
    pub fn display(&self, l: &Localizer) -> String {
        match self {
            Answer::Number(n) => n.decimal(),
            Answer::Result(outcome) => outcome_text(outcome, l),
            Answer::Colour(c) => colour_text(*c, l),
            Answer::Bool(true) => l.text("answer-true"),
            Answer::Bool(false) => l.text("answer-false"),
        }
    }

    /// Reads `text` as an answer of the same kind: `None` if it is not one at all.
    pub fn read_like(&self, text: &str) -> Option<Answer> {
        match self {
            Answer::Number(_) => parse_number(text).map(Answer::Number),
            Answer::Result(_) => parse_result(text).map(Answer::Result),
            Answer::Colour(_) => parse_colour(text).map(Answer::Colour),
            Answer::Bool(_) => parse_bool(text).map(Answer::Bool),
        }
    }

    /// Whether `text` is an answer of this kind at all (right or wrong); otherwise why
    /// not. A bare amount answers a result only where the question names the winner.
    pub fn readable(&self, text: &str, reading: Reading) -> Result<(), Unreadable> {
        if self.read_like(text).is_some() {
            return Ok(());
        }
        match self {
            Answer::Result(_) if parse_amount(text).is_some() => {
                if reading.winner_named {
                    Ok(())
                } else {
                    Err(Unreadable::NoWinner)
                }
            }
            _ => Err(Unreadable::NotAnAnswer),
        }
    }

    /// Whether typed text (or an option) means this answer, in a unit that agrees with
    /// `reading`'s. A bare amount ("1 1/4子") means a result's margin only for questions
    /// that name the winner themselves ("by how much does Black lose?").
    pub fn is_meant_by(&self, text: &str, reading: Reading) -> bool {
        match (self, self.read_like(text)) {
            (Answer::Number(n), Some(_)) => parse_amount(text)
                .is_some_and(|a| a.value == *n && compatible(a.unit, reading.unit)),
            (_, Some(read)) => read == *self,
            (Answer::Result(outcome), None) if reading.winner_named => {
                outcome.winner.is_some()
                    && parse_amount(text).is_some_and(|a| match a.unit {
                        // Two points are one stone.
                        Some(Unit::Points) => a.value.quarters() == outcome.margin.quarters() * 2,
                        Some(Unit::Stones) | None => a.value == outcome.margin,
                        Some(_) => false,
                    })
            }
            _ => false,
        }
    }
}

/// How an engine-keyed answer is read, beyond its kind: the unit the question asks in,
/// and whether the question names the winner (so a bare margin answers a result).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Reading {
    pub unit: Option<Unit>,
    pub winner_named: bool,
}

/// Why typed text is not an answer (to ask again, never to mark wrong).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Unreadable {
    NotAnAnswer,
    /// An amount for a result whose question does not name the winner.
    NoWinner,
    /// A pairing that places `placed` of the `total` players: the next board is awaited
    /// (an empty line hands it in as it is).
    Partial {
        placed: usize,
        total: usize,
    },
    /// A name or number that is no player of the list shown.
    NotAPlayer,
}
