//! Errors in the reader's language, each cause said once: the errors of the bank, the
//! store, the sheets and the binary itself here, the engine's and the referee's through
//! [`weiqi_quiz::i18n::errors`].

use std::error::Error;

use super::run::{BankProblems, NotUtf8, WriteFailed};
use weiqi_quiz::bank::paper::PaperError;
use weiqi_quiz::bank::select::FilterError;
use weiqi_quiz::i18n::errors::{csv_text, io_error_text};
use weiqi_quiz::i18n::{Arg, Lang, Localizer};
use weiqi_quiz::quiz::grade::GradeError;
use weiqi_quiz::sheet::SheetError;
use weiqi_quiz::sheet::select::SelectError;
use weiqi_quiz::store::{ProfileError, StoreError};

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
        return match e {
            FilterError::Level(v) => f("err-filter-level", &[("value", Arg::from(v.as_str()))]),
            FilterError::Kind(v) => f("err-filter-type", &[("value", Arg::from(v.as_str()))]),
            FilterError::Order(v) => f("err-filter-order", &[("value", Arg::from(v.as_str()))]),
        };
    }
    if let Some(e) = cause.downcast_ref::<StoreError>() {
        let dir = |p: &std::path::Path| Arg::from(p.display().to_string());
        return match e {
            StoreError::NoHome => f("err-store-no-home", &[]),
            StoreError::Unwritable { dir: d, reason } => f(
                "err-store-unwritable",
                &[("dir", dir(d)), ("reason", Arg::from(reason.as_str()))],
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
                &[("path", dir(path)), ("cause", Arg::from(error.to_string()))],
            ),
            StoreError::Save { path, error } => f(
                "err-store-save",
                &[("path", dir(path)), ("cause", Arg::from(error.to_string()))],
            ),
        };
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
            PaperError::Invalid { name, message } => f(
                "err-paper-invalid",
                &[
                    ("name", Arg::from(name.as_str())),
                    ("message", Arg::from(message.as_str())),
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
fn grade_text(e: &GradeError, l: &Localizer) -> Option<String> {
    let n = |v: usize| Arg::from(v as i64);
    let s = |v: &str| Arg::from(v);
    Some(match e {
        GradeError::Json(detail) => l.format("err-grade-json", &[("detail", s(detail))]),
        GradeError::Format { found } => l.format("err-grade-format", &[("found", s(found))]),
        GradeError::BadKey {
            version,
            number,
            message,
        } => l.format(
            "err-grade-bad-key",
            &[
                ("version", Arg::from(i64::from(*version))),
                ("number", n(*number)),
                ("message", s(message)),
            ],
        ),
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
