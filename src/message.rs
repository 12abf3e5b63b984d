//! What the program says to a person, as data: a message id of the locale files and its
//! arguments. Every error type of the library says itself through [`Describe`], beside
//! its definition; `i18n` alone turns a [`Message`] into the reader's language, so an
//! error is put into words once, at the edge, in whatever language the reader has.
//!
//! A leaf: uses nothing of ours, so the engine may use it too.

use std::borrow::Cow;
use std::fmt::Display;
use std::io;

/// A message id and its named arguments.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Message {
    pub id: Cow<'static, str>,
    pub args: Vec<(&'static str, Arg)>,
}

/// A message argument.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Arg {
    /// The same in every language: a name, a path, a value quoted from a file.
    Text(String),
    Number(i64),
    /// Another message (a cause, a colour, a reason), said in the reader's language.
    Said(Box<Message>),
    /// A TOML reader's English message, said by its phrase in the reader's language.
    Toml(String),
    /// A JSON reader's English message, likewise.
    Json(String),
    /// A value already said in each language, in the order of `i18n::Lang::ALL`
    /// (an engine answer worded by its own rules).
    Each(Vec<String>),
}

impl Message {
    /// The message `id` (named `text` so the locale test that scans the sources for
    /// `text("…")` checks every id in every locale).
    pub fn text(id: &'static str) -> Message {
        Message {
            id: Cow::Borrowed(id),
            args: Vec::new(),
        }
    }

    /// A message whose id is made at run time (`err-illegal-ko`); the locale tests
    /// list such families.
    pub fn built(id: String) -> Message {
        Message {
            id: Cow::Owned(id),
            args: Vec::new(),
        }
    }

    /// With argument `name` as text that reads the same in every language.
    pub fn arg(mut self, name: &'static str, value: impl Display) -> Message {
        self.args.push((name, Arg::Text(value.to_string())));
        self
    }

    pub fn number(mut self, name: &'static str, value: impl TryInto<i64>) -> Message {
        let value = value.try_into().unwrap_or(i64::MAX);
        self.args.push((name, Arg::Number(value)));
        self
    }

    /// With argument `name` said by `what` in the reader's language.
    pub fn said(mut self, name: &'static str, what: &(impl Describe + ?Sized)) -> Message {
        self.args.push((name, Arg::Said(Box::new(what.message()))));
        self
    }

    /// With argument `name` as another message.
    pub fn with(mut self, name: &'static str, message: Message) -> Message {
        self.args.push((name, Arg::Said(Box::new(message))));
        self
    }

    pub fn with_arg(mut self, name: &'static str, arg: Arg) -> Message {
        self.args.push((name, arg));
        self
    }

    /// Whether this message or one it quotes has id `id`.
    pub fn mentions(&self, id: &str) -> bool {
        self.id == id
            || self.args.iter().any(|(_, arg)| match arg {
                Arg::Said(inner) => inner.mentions(id),
                _ => false,
            })
    }
}

/// An error (or a note) that says what it is as a [`Message`].
pub trait Describe {
    fn message(&self) -> Message;
}

impl<T: Describe + ?Sized> Describe for &T {
    fn message(&self) -> Message {
        (**self).message()
    }
}

impl Describe for Message {
    fn message(&self) -> Message {
        self.clone()
    }
}

/// The OS's reason by its kind (`err-io-not-found`); a rare one as the OS words it.
impl Describe for io::Error {
    fn message(&self) -> Message {
        use io::ErrorKind::*;
        let id = match self.kind() {
            NotFound => "err-io-not-found",
            PermissionDenied => "err-io-permission",
            IsADirectory => "err-io-is-directory",
            NotADirectory => "err-io-not-directory",
            AlreadyExists => "err-io-exists",
            ReadOnlyFilesystem => "err-io-read-only",
            StorageFull => "err-io-full",
            InvalidData => "err-io-invalid-data",
            BrokenPipe => "err-io-broken-pipe",
            Interrupted => "err-io-interrupted",
            _ => "err-os",
        };
        Message::text(id).arg("text", self)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_message_finds_the_causes_it_quotes() {
        let pipe = io::Error::from(io::ErrorKind::BrokenPipe);
        let outer = Message::text("err-write")
            .arg("path", "a")
            .said("cause", &pipe);
        assert!(outer.mentions("err-io-broken-pipe"));
        assert!(!outer.mentions("err-io-not-found"));
        assert_eq!(
            Message::text("x").number("n", 3usize).args[0].1,
            Arg::Number(3)
        );
    }
}

#[cfg(test)]
mod every_error {
    use std::path::Path;

    /// Error types that reach a person some other way: clap's value parsers' reasons
    /// (worded by `cli::help`) and the Ctrl-C marker inside an `io::Error`.
    const SAID_ELSEWHERE: &[&str] = &[
        "NoItems",
        "BadKomiPoints",
        "NotATotalMethod",
        "Refusal",
        "Interrupted",
    ];

    fn sources(dir: &Path, out: &mut Vec<String>) {
        for entry in std::fs::read_dir(dir).unwrap() {
            let path = entry.unwrap().path();
            if path.is_dir() {
                sources(&path, out);
            } else if path.extension().is_some_and(|e| e == "rs") {
                let text = std::fs::read_to_string(&path).unwrap();
                // Only the code before the tests.
                let code = text.split("\n#[cfg(test)]").next().unwrap_or("");
                out.push(code.to_string());
            }
        }
    }

    /// The name of the type declared on `line`, if it declares one.
    fn declared(line: &str) -> Option<&str> {
        let rest = line
            .trim_start()
            .trim_start_matches("pub(crate) ")
            .trim_start_matches("pub ");
        let rest = rest
            .strip_prefix("enum ")
            .or_else(|| rest.strip_prefix("struct "))?;
        rest.split(|c: char| !c.is_alphanumeric() && c != '_')
            .next()
    }

    /// Every error type of the program says itself as a message, so none reaches a
    /// reader in English by falling through (the locale tests check that each message
    /// id is in every locale).
    #[test]
    fn every_error_type_describes_itself() {
        let mut files = Vec::new();
        sources(
            &Path::new(env!("CARGO_MANIFEST_DIR")).join("src"),
            &mut files,
        );
        let all = files.join("\n");
        let mut errors = Vec::new();
        for code in &files {
            let lines: Vec<&str> = code.lines().collect();
            for (i, line) in lines.iter().enumerate() {
                if let Some(name) = line.strip_prefix("impl std::error::Error for ") {
                    errors.push(name.trim_end_matches(" {}").to_string());
                }
                let derives_error = line.trim_start().starts_with("#[derive(")
                    && (line.contains(" Error")
                        || line.contains("(Error")
                        || line.contains("thiserror::Error"));
                if derives_error {
                    let name = lines[i + 1..].iter().find_map(|l| declared(l));
                    errors.extend(name.map(String::from));
                }
            }
        }
        assert!(errors.len() > 30, "found only {errors:?}");
        let missing: Vec<&String> = errors
            .iter()
            .filter(|name| !SAID_ELSEWHERE.contains(&name.as_str()))
            .filter(|name| !all.contains(&format!("impl Describe for {name} ")))
            .collect();
        assert!(missing.is_empty(), "no `impl Describe` for {missing:?}");
    }
}
