//! Reading banks: files and directories (or the embedded default), TOML with spans, and
//! every problem reported as `file:line:column: message [id]` without stopping.
//! A bank is untrusted data: file sizes are capped and nothing outside a bank directory
//! is read.
//!
//! This module owns turning bank text into [`Question`](super::Question)s and
//! [`Finding`]s. It may use `crate::rules` (diagrams, SGF, points, stone amounts) and the
//! bank's own model; it knows no terminal and no reports: callers print the findings.
//!
//! - `files`: the embedded bank, reading paths and files, size limits;
//! - `position`: byte offsets to line and column;
//! - `schema`: the TOML question reader, common fields and each item type;
//! - `board`: the board-item reader, points resolved against the position.

use std::fmt;

use crate::i18n::{Localizer, english, in_each};
use crate::message::Describe;
pub use crate::message::Message;

mod board;
mod files;
mod position;
mod schema;
pub mod suggest;

pub use files::{MAX_FILE_BYTES, embedded, embedded_games, embedded_papers, read_paths};
pub use schema::{Parsed, TagUse, known_fields, parse_bank_source, parse_source};

/// One bank file.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Source {
    /// The path as given (shown in findings).
    pub name: String,
    pub text: String,
}

/// A problem in a bank, where it is and which item it concerns.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Finding {
    pub file: String,
    pub line: usize,
    pub column: usize,
    /// The message in English (as `check --json` and the English output show it).
    pub message: String,
    /// The message as a Fluent id and arguments, for other languages.
    pub code: Message,
    pub id: Option<String>,
    pub severity: Severity,
}

/// An argument said by `say` in each language: an engine answer, a list joined as each
/// language joins lists.
pub trait EachArg {
    fn with_arg_each(self, name: &'static str, say: impl Fn(&Localizer) -> String) -> Self;
}

impl EachArg for Message {
    fn with_arg_each(self, name: &'static str, say: impl Fn(&Localizer) -> String) -> Message {
        self.with_arg(name, in_each(say))
    }
}

/// Whether a finding keeps the bank from being used.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Severity {
    /// The bank is refused until it is fixed.
    Error,
    /// Worth fixing, but the bank still loads (`check --strict` fails on it).
    Warning,
}

impl Finding {
    /// An error finding saying `message`, its English kept beside it.
    pub fn new(file: String, (line, column): (usize, usize), message: Message) -> Finding {
        Finding {
            file,
            line,
            column,
            message: english(&message),
            code: message,
            id: None,
            severity: Severity::Error,
        }
    }

    /// The finding about item `id`.
    pub fn about(mut self, id: Option<String>) -> Finding {
        self.id = id;
        self
    }

    pub fn is_error(&self) -> bool {
        self.severity == Severity::Error
    }

    /// `file:line:column: message [id]` with the message in `l`'s language.
    pub fn text(&self, l: &Localizer) -> String {
        self.shown(&l.text("check-warning"), &l.say(&self.code))
    }

    fn shown(&self, warning: &str, message: &str) -> String {
        let mut out = format!("{}:{}:{}: ", self.file, self.line, self.column);
        if self.severity == Severity::Warning {
            out.push_str(warning);
            out.push_str(": ");
        }
        out.push_str(message);
        if let Some(id) = &self.id {
            out.push_str(&format!(" [{id}]"));
        }
        out
    }
}

/// `file:line:column: message [id]`, the message in the reader's language.
impl Describe for Finding {
    fn message(&self) -> Message {
        let id = match self.severity {
            Severity::Error => "check-finding",
            Severity::Warning => "check-finding-warning",
        };
        let item = self.id.as_ref().map(|id| format!(" [{id}]"));
        Message::text(id)
            .arg("file", &self.file)
            .arg("line", self.line)
            .arg("column", self.column)
            .with("message", self.code.clone())
            .arg("item", item.unwrap_or_default())
    }
}

/// In English, as `check --json` and the tests read it.
impl fmt::Display for Finding {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.shown("warning", &self.message))
    }
}

/// The questions read from `text` (as `t.toml`) and every finding, as shown.
#[cfg(test)]
fn read_str(text: &str) -> (Vec<super::Question>, Vec<String>) {
    let source = Source {
        name: "t.toml".into(),
        text: text.into(),
    };
    let mut findings = Vec::new();
    let questions = parse_source(&source, &mut findings);
    let shown = findings.iter().map(ToString::to_string).collect();
    (questions, shown)
}
