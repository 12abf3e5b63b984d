//! The question bank: TOML items, loading with precise errors, validation against the
//! engine, computed items and answer matching, and the rule articles items cite.
//!
//! Owns the bank's model and every reading of a person's answer. May use `rules` and
//! `referee` (computed items are answered by them) and `i18n` (text in the reader's
//! language); nothing of the sessions, the reports or any front end.

pub mod answer;
pub mod articles;
pub mod calc;
pub mod check;
pub mod editorial;
pub mod format;
pub mod instance;
pub mod load;
pub mod matching;
pub mod model;
pub mod pairing;
pub mod paper;
pub mod select;
pub mod tags;
pub mod worked;

pub use answer::Answer;
pub use load::{Finding, Message, Severity, Source};
pub use model::{Kind, Question};

/// Loads a bank written in a test and insists that it is clean.
#[cfg(test)]
pub(crate) fn test_bank(text: &str) -> Vec<Question> {
    let (questions, findings) = check::load_and_check(&[Source {
        name: "test.toml".into(),
        text: text.into(),
    }]);
    assert!(findings.is_empty(), "{findings:?}");
    questions
}
