//! Errors in the reader's language, each cause said once: the errors of the bank, the
//! store, the sheets and the binary itself here, the engine's and the referee's through
//! [`weiqi_quiz::i18n::errors`].

use std::error::Error;

use super::run::{BankProblems, NotUtf8, WriteFailed};
use weiqi_quiz::bank::paper::{PaperError, PaperProblem};
use weiqi_quiz::bank::select::FilterError;
use weiqi_quiz::i18n::errors::{csv_text, io_error_text};
use weiqi_quiz::i18n::parsers::{json_text, toml_text};
use weiqi_quiz::i18n::{Arg, Lang, Localizer};
use weiqi_quiz::quiz::class::ClassError;
use weiqi_quiz::quiz::grade::{GradeError, KeyProblem};
use weiqi_quiz::serve::ServeError;
use weiqi_quiz::sheet::SheetError;
use weiqi_quiz::sheet::select::SelectError;
use weiqi_quiz::store::{Note, ProfileError, StoreError, Why};

/// The whole error on one line: each cause in the reader's language, and a cause its
/// outer message already says is not said again.
pub(crate) fn error_text(error: &anyhow::Error, l: &Localizer) -> String {
    let causes: Vec<&(dyn Error + 'static)> = error.chain().collect();
    let separator = match l.lang() {
        Lang::En => ": ",
        Lang::ZhCn | Lang::ZhTw => "：",
    };
    let mut parts: Vec<String> = Vec::new();
    let mut i = 0;
    while i < causes.len() {
        let mut text = cause_text(causes[i], l);
        while let Some(inner) = causes.get(i + 1) {
            let english = inner.to_string();
            let said = cause_text(*inner, l);
            if text.contains(&said) {
                i += 1;
            } else if !english.is_empty() && text.contains(&english) {
                // An outer message that quotes its cause in English: put it in words.
                text = text.replace(&english, &said);
                i += 1;
            } else {
                break;
            }
        }
        parts.push(text);
        i += 1;
    }
    parts.join(separator)
}

/// One cause in words, or its own text when it has no message.
fn cause_text(cause: &(dyn Error + 'static), l: &Localizer) -> String {
    localized(cause, l).unwrap_or_else(|| cause.to_string())
}

/// A cause in the reader's language, when it is one this program puts into words.
pub(crate) fn localized(cause: &(dyn Error + 'static), l: &Localizer) -> Option<String> {
    let f = |id: &str, args: &[(&str, Arg)]| Some(l.format(id, args));
    if let Some(e) = cause.downcast_ref::<WriteFailed>() {
        return f(
            "err-write",
            &[
                ("path", Arg::from(e.path.as_str())),
                ("cause", Arg::from(io_error_text(&e.error, l))),
            ],
        );
    }
    if let Some(e) = cause.downcast_ref::<NotUtf8>() {
        return f(
            "err-not-utf8",
            &[
                ("path", Arg::from(e.path.as_str())),
                ("offset", Arg::from(e.offset as i64)),
            ],
        );
    }
    if let Some(e) = cause.downcast_ref::<BankProblems>() {
        let more = l.format("err-bank-problems", &[("count", Arg::from(e.count as i64))]);
        return Some(format!("{}\n{more}", e.first.text(l)));
    }
    if let Some(e) = cause.downcast_ref::<SheetError>() {
        let path = |p: &str| Arg::from(p);
        return match e {
            SheetError::NoInstance(id) => f("err-sheet-no-instance", &[("id", path(id))]),
            SheetError::NoVersions => f("err-sheet-no-versions", &[]),
            SheetError::EmptyRoster { path: p } => {
                f("err-sheet-empty-roster", &[("path", path(p))])
            }
            SheetError::Write { path: p, error } => f(
                "err-write",
                &[
                    ("path", path(p)),
                    ("cause", Arg::from(io_error_text(error, l))),
                ],
            ),
            SheetError::NotADirectory { path: p } => {
                f("err-sheet-not-a-directory", &[("path", path(p))])
            }
            SheetError::NotOurs { path: p } => f("err-sheet-not-ours", &[("path", path(p))]),
            // Transparent: the inner error says it.
            SheetError::Select(inner) => localized(inner, l),
            SheetError::Read(inner) => localized(inner, l),
            SheetError::Roster {
                path: p,
                line,
                error,
            } => f(
                "err-csv-at",
                &[
                    ("path", path(p)),
                    ("line", Arg::from(*line as i64)),
                    ("problem", Arg::from(csv_text(error, l))),
                ],
            ),
        };
    }
    if let Some(e) = cause.downcast_ref::<SelectError>() {
        return match e {
            SelectError::NoMatch => f("err-no-match", &[]),
            SelectError::Paper(inner) => localized(inner, l),
        };
    }
    if let Some(e) = cause.downcast_ref::<FilterError>() {
        return Some(filter_text(e, l));
    }
    if let Some(e) = cause.downcast_ref::<StoreError>() {
        let dir = |p: &std::path::Path| Arg::from(p.display().to_string());
        return match e {
            StoreError::NoHome => f("err-store-no-home", &[]),
            StoreError::Unwritable { dir: d, reason } => f(
                "err-store-unwritable",
                &[("dir", dir(d)), ("reason", Arg::from(why_text(reason, l)))],
            ),
            StoreError::Newer { path, found, known } => f(
                "err-store-newer",
                &[
                    ("path", dir(path)),
                    ("found", Arg::from(*found)),
                    ("known", Arg::from(*known)),
                ],
            ),
            StoreError::Read { path, error } => f(
                "err-store-read",
                &[
                    ("path", dir(path)),
                    ("cause", Arg::from(sqlite_text(error, l))),
                ],
            ),
            StoreError::Save { path, error } => f(
                "err-store-save",
                &[
                    ("path", dir(path)),
                    ("cause", Arg::from(sqlite_text(error, l))),
                ],
            ),
        };
    }
    // Its variants are transparent: the chain skips the store's and the class's errors.
    if let Some(e) = cause.downcast_ref::<ServeError>() {
        return match e {
            ServeError::Store(inner) => localized(inner, l),
            ServeError::Class(inner) => Some(class_text(inner, l)),
            ServeError::Bind { addr, error } => f(
                "err-serve-bind",
                &[
                    ("addr", Arg::from(addr.to_string())),
                    ("cause", Arg::from(io_error_text(error, l))),
                ],
            ),
            ServeError::Io(error) => f(
                "err-serve-stopped",
                &[("cause", Arg::from(io_error_text(error, l)))],
            ),
        };
    }
    if let Some(e) = cause.downcast_ref::<ClassError>() {
        return Some(class_text(e, l));
    }
    if let Some(e) = cause.downcast_ref::<ProfileError>() {
        return f("err-profile", &[("name", Arg::from(e.name()))]);
    }
    if let Some(e) = cause.downcast_ref::<GradeError>() {
        return grade_text(e, l);
    }
    if let Some(e) = cause.downcast_ref::<PaperError>() {
        return match e {
            PaperError::Unknown { name, known } => f(
                "err-paper-unknown",
                &[
                    ("name", Arg::from(name.as_str())),
                    ("known", Arg::from(known.as_str())),
                ],
            ),
            PaperError::Invalid { name, problem } => f(
                "err-paper-invalid",
                &[
                    ("name", Arg::from(name.as_str())),
                    ("message", Arg::from(paper_problem_text(problem, l))),
                ],
            ),
            PaperError::TooFew {
                name,
                section,
                found,
                wanted,
            } => f(
                "err-paper-too-few",
                &[
                    ("name", Arg::from(name.as_str())),
                    ("section", Arg::from(*section as i64)),
                    ("found", Arg::from(*found as i64)),
                    ("wanted", Arg::from(*wanted as i64)),
                ],
            ),
        };
    }
    weiqi_quiz::i18n::errors::error_text(cause, l)
}

/// What happened on opening the history, in the reader's language.
pub(crate) fn note_text(note: &Note, l: &Localizer) -> String {
    let path = |p: &std::path::Path| Arg::from(p.display().to_string());
    // SQLite's and serde's reports of the damage are English: English readers get them.
    let said = |reason: &str| Arg::from(reason);
    match note {
        Note::DatabaseKeptAside {
            path: p,
            reason,
            aside,
        } => l.format(
            "note-database-kept-aside",
            &[
                ("path", path(p)),
                ("reason", said(reason)),
                ("aside", path(aside)),
            ],
        ),
        Note::LegacyUnreadable { path: p, error } => l.format(
            "note-legacy-unreadable",
            &[
                ("path", path(p)),
                ("cause", Arg::from(io_error_text(error, l))),
            ],
        ),
        Note::LegacyDamaged {
            path: p,
            reason,
            aside: Ok(aside),
        } => l.format(
            "note-legacy-kept-aside",
            &[
                ("path", path(p)),
                ("reason", said(reason)),
                ("aside", path(aside)),
            ],
        ),
        Note::LegacyDamaged {
            path: p,
            reason,
            aside: Err(error),
        } => l.format(
            "note-legacy-left",
            &[
                ("path", path(p)),
                ("reason", said(reason)),
                ("cause", Arg::from(io_error_text(error, l))),
            ],
        ),
        Note::Imported {
            sessions,
            answers,
            from,
            into,
        } => l.format(
            "note-imported",
            &[
                ("sessions", Arg::from(*sessions as i64)),
                ("answers", Arg::from(*answers as i64)),
                ("from", path(from)),
                ("into", path(into)),
            ],
        ),
    }
}

fn why_text(why: &Why, l: &Localizer) -> String {
    match why {
        Why::NotADirectory => l.text("err-io-not-directory-itself"),
        Why::Io(error) => io_error_text(error, l),
        Why::Sqlite(error) => sqlite_text(error, l),
        Why::Damaged(_) => l.text("err-sqlite-damaged"),
    }
}

/// SQLite's reason by its code: its own words are English.
fn sqlite_text(error: &rusqlite::Error, l: &Localizer) -> String {
    use rusqlite::ErrorCode::*;
    if l.lang() == Lang::En {
        return error.to_string();
    }
    l.text(match error.sqlite_error_code() {
        Some(CannotOpen) => "err-sqlite-cannot-open",
        Some(PermissionDenied | ReadOnly) => "err-io-permission",
        Some(DatabaseBusy | DatabaseLocked) => "err-sqlite-busy",
        Some(DiskFull) => "err-io-full",
        Some(NotADatabase | DatabaseCorrupt) => "err-sqlite-damaged",
        Some(SystemIoFailure) => "err-sqlite-io",
        _ => "err-sqlite-other",
    })
}

fn class_text(e: &ClassError, l: &Localizer) -> String {
    match e {
        ClassError::MissingItem(id) => {
            l.format("err-class-missing-item", &[("id", Arg::from(id.as_str()))])
        }
        ClassError::NoInstance(id) => {
            l.format("err-class-no-instance", &[("id", Arg::from(id.as_str()))])
        }
        ClassError::BadPaper(_) => l.text("err-class-bad-paper"),
    }
}

fn filter_text(e: &FilterError, l: &Localizer) -> String {
    let (id, value) = match e {
        FilterError::Level(v) => ("err-filter-level", v),
        FilterError::Kind(v) => ("err-filter-type", v),
        FilterError::Order(v) => ("err-filter-order", v),
    };
    l.format(id, &[("value", Arg::from(value.as_str()))])
}

fn paper_problem_text(problem: &PaperProblem, l: &Localizer) -> String {
    match problem {
        PaperProblem::Toml {
            line,
            column,
            message,
        } => l.format(
            "parse-at",
            &[
                ("line", Arg::from(*line as i64)),
                ("column", Arg::from(*column as i64)),
                ("problem", Arg::from(toml_text(message, l))),
            ],
        ),
        PaperProblem::NoItems => l.text("err-paper-no-items"),
        PaperProblem::NoSections => l.text("err-paper-no-sections"),
        PaperProblem::Filter(e) => filter_text(e, l),
    }
}

fn grade_text(e: &GradeError, l: &Localizer) -> Option<String> {
    let n = |v: usize| Arg::from(v as i64);
    let s = |v: &str| Arg::from(v);
    Some(match e {
        GradeError::Json(detail) => l.format(
            "err-grade-json",
            &[("detail", Arg::from(json_text(detail, l)))],
        ),
        GradeError::Format { found } => l.format("err-grade-format", &[("found", s(found))]),
        GradeError::BadKey {
            version,
            number,
            problem,
        } => {
            let (id, value) = match problem {
                KeyProblem::Points(v) => ("err-key-points", v.as_str()),
                KeyProblem::RightOption(v) => ("err-key-right-option", v.as_str()),
                KeyProblem::NoRightOption => ("err-key-no-right-option", ""),
                KeyProblem::NoBlanks => ("err-key-no-blanks", ""),
                KeyProblem::NotANumber(v) => ("err-key-not-a-number", v.as_str()),
                KeyProblem::NotAColour(v) => ("err-key-not-a-colour", v.as_str()),
            };
            l.format(
                "err-grade-bad-key",
                &[
                    ("version", Arg::from(i64::from(*version))),
                    ("number", n(*number)),
                    ("message", Arg::from(l.format(id, &[("value", s(value))]))),
                ],
            )
        }
        GradeError::UnknownVersion {
            line,
            version,
            known,
        } => l.format(
            "err-grade-unknown-version",
            &[
                ("line", n(*line)),
                ("version", s(version)),
                ("known", s(known)),
            ],
        ),
        GradeError::NoVersion { line, name } => l.format(
            "err-grade-no-version",
            &[("line", n(*line)), ("name", s(name))],
        ),
        GradeError::TooManyAnswers {
            line,
            found,
            version,
            items,
        } => l.format(
            "err-grade-too-many",
            &[
                ("line", n(*line)),
                ("found", n(*found)),
                ("version", Arg::from(i64::from(*version))),
                ("items", n(*items)),
            ],
        ),
        GradeError::NoStudents => l.text("err-grade-no-students"),
        GradeError::Csv { line, error } => l.format(
            "err-csv-line",
            &[
                ("line", n(*line)),
                ("problem", Arg::from(csv_text(error, l))),
            ],
        ),
    })
}
