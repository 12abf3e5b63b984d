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

use crate::i18n::{Arg, Lang, Localizer};

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
    /// The message in English (as `check --json` and the English output show it).
    pub message: String,
    /// The message as a Fluent id and arguments, for other languages.
    pub code: Message,
    pub id: Option<String>,
    pub severity: Severity,
}

/// A finding's message: a Fluent id (`check-…`) and its arguments.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Message {
    pub id: &'static str,
    pub args: Vec<(&'static str, Said)>,
}

/// An argument: the same text in every language (a name, a number, a library's
/// error), or its own text in each language of [`Lang::ALL`] (an engine answer).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Said {
    Same(String),
    InEach(Vec<String>),
}

impl Said {
    /// Said by `say` in each language of [`Lang::ALL`].
    pub fn in_each(say: impl Fn(&Localizer) -> String) -> Said {
        Said::InEach(LOCALIZERS.with(|all| all.iter().map(&say).collect()))
    }

    /// The text in `l`'s language.
    pub fn get(&self, l: &Localizer) -> String {
        match self {
            Said::Same(text) => text.clone(),
            Said::InEach(texts) => {
                let at = Lang::ALL.iter().position(|&lang| lang == l.lang());
                at.and_then(|i| texts.get(i)).cloned().unwrap_or_default()
            }
        }
    }
}

/// What `say` says in English, with the thread's English localizer.
pub fn in_english(say: impl FnOnce(&Localizer) -> String) -> String {
    LOCALIZERS.with(|all| say(&all[0]))
}

thread_local! {
    /// One localizer per language and thread: findings are rendered without one at hand.
    static LOCALIZERS: [Localizer; 3] = Lang::ALL.map(Localizer::new);
}

impl Message {
    /// The message `id`, without arguments yet (named `text` so the locale test that
    /// scans the sources for `text("…")` checks every id in every locale).
    pub fn text(id: &'static str) -> Message {
        Message {
            id,
            args: Vec::new(),
        }
    }

    pub fn arg(mut self, name: &'static str, value: impl fmt::Display) -> Message {
        self.args.push((name, Said::Same(value.to_string())));
        self
    }

    /// An argument said in each language by `say`.
    pub fn arg_in_each(
        mut self,
        name: &'static str,
        say: impl Fn(&Localizer) -> String,
    ) -> Message {
        self.args.push((name, Said::in_each(say)));
        self
    }

    pub fn render(&self, l: &Localizer) -> String {
        let args: Vec<(&str, Arg)> = self
            .args
            .iter()
            .map(|(name, said)| (*name, Arg::Text(said.get(l))))
            .collect();
        l.format(self.id, &args)
    }

    /// The message in English, with one English localizer per thread.
    pub fn english(&self) -> String {
        in_english(|l| self.render(l))
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
            message: message.english(),
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
        self.shown(&l.text("check-warning"), &self.code.render(l))
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
