//! What the engine (or a key) says the answer is, shown in the reader's language and
//! compared with what a person types.

use crate::i18n::Localizer;
use crate::i18n::describe::outcome_text;
use crate::rules::Color;
use crate::rules::score::Outcome;
use crate::rules::stones::Stones;

use super::matching::{parse_bool, parse_colour, parse_number, parse_result};

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
            Answer::Colour(c) => l.text(&format!("color-{}", c.name())),
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

    /// Whether typed text (or an option) means this answer. A bare amount ("1 1/4子")
    /// means a result's margin, for questions that name the winner themselves
    /// ("by how much does Black lose?").
    pub fn is_meant_by(&self, text: &str) -> bool {
        match (self, self.read_like(text)) {
            (_, Some(read)) => read == *self,
            (Answer::Result(outcome), None) => {
                outcome.winner.is_some() && parse_number(text) == Some(outcome.margin)
            }
            _ => false,
        }
    }
}
