//! Profiles: separate histories in one home (two candidates on one machine, a teacher's
//! test runs), one database each. The default profile keeps `history.sqlite3`, so a
//! history from before profiles stays where it was.

use std::fmt;

use crate::message::{Describe, Message};
use thiserror::Error;

/// Longest name, in characters: it becomes part of a file name.
const MAX_CHARS: usize = 64;

/// Whose history: the default one, or a named one.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Profile(Option<String>);

#[derive(Debug, Error, PartialEq, Eq)]
#[error(
    "profile name {0:?}: use 1 to 64 letters, digits, - and _ (Chinese, Japanese and Korean letters too)"
)]
pub struct ProfileError(String);

impl ProfileError {
    /// The name that was refused.
    pub fn name(&self) -> &str {
        &self.0
    }
}

impl Profile {
    /// A named profile. Only characters safe in a file name on every system are taken,
    /// so a name can never reach outside the home or hide among SQLite's own files.
    pub fn named(name: &str) -> Result<Profile, ProfileError> {
        let count = name.chars().count();
        if (1..=MAX_CHARS).contains(&count) && name.chars().all(allowed) {
            Ok(Profile(Some(name.to_string())))
        } else {
            Err(ProfileError(name.to_string()))
        }
    }

    /// The name; `None` for the default profile.
    pub fn name(&self) -> Option<&str> {
        self.0.as_deref()
    }

    /// The database's file name in the home directory.
    pub fn database(&self) -> String {
        match &self.0 {
            None => super::DATABASE.to_string(),
            Some(name) => format!("history-{name}.sqlite3"),
        }
    }
}

impl std::str::FromStr for Profile {
    type Err = ProfileError;

    fn from_str(name: &str) -> Result<Profile, ProfileError> {
        Profile::named(name)
    }
}

impl fmt::Display for Profile {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name().unwrap_or("default"))
    }
}

fn allowed(c: char) -> bool {
    c.is_ascii_alphanumeric() || c == '-' || c == '_' || (cjk(c) && c.is_alphabetic())
}

/// Han, kana and Hangul: the letters of CJK names.
fn cjk(c: char) -> bool {
    matches!(c,
        '\u{3040}'..='\u{30FF}'     // hiragana, katakana
        | '\u{3400}'..='\u{4DBF}'   // Han extension A
        | '\u{4E00}'..='\u{9FFF}'   // Han
        | '\u{AC00}'..='\u{D7AF}'   // Hangul syllables
        | '\u{F900}'..='\u{FAFF}'   // Han compatibility
        | '\u{20000}'..='\u{3134F}' // Han extensions B–H
    )
}

impl Describe for ProfileError {
    fn message(&self) -> Message {
        Message::text("err-profile").arg("name", &self.0)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_become_file_names() {
        assert_eq!(Profile::default().database(), "history.sqlite3");
        for (name, file) in [
            ("li-wei_2", "history-li-wei_2.sqlite3"),
            ("李伟", "history-李伟.sqlite3"),
            ("さくら", "history-さくら.sqlite3"),
            ("김", "history-김.sqlite3"),
        ] {
            assert_eq!(Profile::named(name).unwrap().database(), file);
        }
    }

    #[test]
    fn names_that_could_escape_or_confuse_are_refused() {
        let long = "a".repeat(65);
        for bad in [
            "",
            "a b",
            "../x",
            "a/b",
            "a.b",
            "a\\b",
            "é",
            "x\u{1b}[31m",
            "李。",
            "Ж",
            &long,
        ] {
            assert_eq!(
                Profile::named(bad),
                Err(ProfileError(bad.to_string())),
                "{bad:?}"
            );
        }
        assert!(Profile::named(&"a".repeat(64)).is_ok());
        assert_eq!(
            Profile::named("a b").unwrap_err().to_string(),
            r#"profile name "a b": use 1 to 64 letters, digits, - and _ (Chinese, Japanese and Korean letters too)"#
        );
    }
}
