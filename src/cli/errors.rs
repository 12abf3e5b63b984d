//! The binary's failures: what went wrong as a [`Message`], put into the reader's
//! language once, at the edge. Every error of the library says itself through
//! [`Describe`]; `?` turns any of them into a [`Failure`], and [`Context::about`] names
//! the file or argument it concerns.

use std::fmt::Display;
use std::process::ExitCode;

use weiqi_quiz::bank::load::Finding;
use weiqi_quiz::i18n::Localizer;
use weiqi_quiz::message::{Describe, Message};

/// Why a command failed.
#[derive(Debug)]
pub(crate) struct Failure {
    message: Message,
    /// A malformed argument (exit 2, as for clap's own errors) rather than impossible
    /// input (exit 1).
    malformed: bool,
}

pub(crate) type Result<T, E = Failure> = std::result::Result<T, E>;

impl<E: Describe> From<E> for Failure {
    fn from(error: E) -> Failure {
        Failure {
            message: error.message(),
            malformed: false,
        }
    }
}

impl Failure {
    /// A failure said by message `id` of the locale files.
    pub(crate) fn said(id: &'static str) -> Failure {
        Failure::from(Message::text(id))
    }

    /// An argument that is not what its option takes (`--dead Z99`), found after clap
    /// parsed the arguments: exit status 2.
    pub(crate) fn malformed(message: Message) -> Failure {
        Failure {
            message,
            malformed: true,
        }
    }

    /// The whole failure in the reader's language, each cause once.
    pub(crate) fn text(&self, l: &Localizer) -> String {
        l.say(&self.message)
    }

    /// The exit status: quietly 0 when the reader of the output went away (`| head`),
    /// 130 for a session ended by Ctrl-C (its summary already printed), 2 for a
    /// malformed argument, else 1.
    pub(crate) fn exit(&self) -> (ExitCode, bool) {
        if self.message.mentions("err-io-broken-pipe") {
            (ExitCode::SUCCESS, false)
        } else if self.message.mentions("err-io-interrupted") {
            (ExitCode::from(130), false)
        } else if self.malformed {
            (ExitCode::from(2), true)
        } else {
            (ExitCode::FAILURE, true)
        }
    }
}

/// Names what a failure concerns: `game.sgf：不是可读的 SGF 文件…`.
pub(crate) trait Context<T> {
    fn about(self, what: impl Display) -> Result<T>;
}

impl<T, E: Describe> Context<T> for std::result::Result<T, E> {
    fn about(self, what: impl Display) -> Result<T> {
        self.map_err(|error| {
            Failure::from(
                Message::text("err-about")
                    .arg("what", what)
                    .said("cause", &error),
            )
        })
    }
}

/// A bank that cannot be used: its first problem, and how many there are.
pub(crate) struct BankProblems {
    pub(crate) first: Finding,
    pub(crate) count: usize,
}

impl Describe for BankProblems {
    fn message(&self) -> Message {
        Message::text("err-bank-problems-first")
            .with("first", self.first.message())
            .number("count", self.count)
    }
}

/// A text file that is not UTF-8.
pub(crate) struct NotUtf8 {
    pub(crate) path: String,
    pub(crate) offset: usize,
}

impl Describe for NotUtf8 {
    fn message(&self) -> Message {
        Message::text("err-not-utf8")
            .arg("path", &self.path)
            .number("offset", self.offset)
    }
}

/// A file that could not be written.
pub(crate) struct WriteFailed {
    pub(crate) path: String,
    pub(crate) error: std::io::Error,
}

impl Describe for WriteFailed {
    fn message(&self) -> Message {
        Message::text("err-write")
            .arg("path", &self.path)
            .said("cause", &self.error)
    }
}
