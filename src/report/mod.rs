//! What the commands print: each result as text in the reader's language or as JSON,
//! behind one [`Report`] trait, so a front end prints any of them with one call.
//!
//! Reports are a front end: they may use every layer below (`quiz`, `bank`, `referee`,
//! `rules`, `i18n`), and nothing below uses them. They never write to the terminal:
//! they return strings for the caller to print.

pub mod articles;
pub mod bank;
pub mod clock;
pub mod engine;
pub mod grade;
pub mod history;
pub mod post;
pub mod record;
pub mod referee;
pub mod standings;
pub mod table;
pub mod teams;
pub mod worked;

use crate::i18n::Localizer;

/// A command's result, as a person reads it or as JSON.
pub trait Report {
    /// The text in the reader's language.
    fn text(&self, l: &Localizer) -> String;

    /// One JSON document.
    fn json(&self, l: &Localizer) -> String;

    /// The text or the JSON, ending in a newline (empty text stays empty).
    fn render(&self, json: bool, l: &Localizer) -> String {
        let mut out = if json { self.json(l) } else { self.text(l) };
        if !out.is_empty() && !out.ends_with('\n') {
            out.push('\n');
        }
        out
    }
}
