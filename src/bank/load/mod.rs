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

mod board;
mod files;
mod position;
mod schema;

pub use files::{MAX_FILE_BYTES, embedded, embedded_games, embedded_papers, read_paths};
pub use schema::parse_source;

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
    pub message: String,
    pub id: Option<String>,
    pub severity: Severity,
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
    pub fn is_error(&self) -> bool {
        self.severity == Severity::Error
    }
}

impl fmt::Display for Finding {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}:{}:{}: ", self.file, self.line, self.column)?;
        if self.severity == Severity::Warning {
            f.write_str("warning: ")?;
        }
        f.write_str(&self.message)?;
        if let Some(id) = &self.id {
            write!(f, " [{id}]")?;
        }
        Ok(())
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
