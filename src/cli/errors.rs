//! Errors in the reader's language, each cause said once. The library's errors keep
//! English `Display` texts (for logs and tests); here the ones a person meets are put
//! into words through Fluent, the OS's own messages included.

use std::error::Error;
use std::io;

use super::run::{BankProblems, NotUtf8, WriteFailed};
use weiqi_quiz::bank::paper::PaperError;
use weiqi_quiz::bank::select::FilterError;
use weiqi_quiz::csv::CsvError;
use weiqi_quiz::files::ReadError;
use weiqi_quiz::i18n::describe::{colour_text, io_error_text};
use weiqi_quiz::i18n::{Arg, Lang, Localizer, UnknownLang};
use weiqi_quiz::quiz::grade::GradeError;
use weiqi_quiz::referee::clock::{
    ClockError, DurationError, DurationListError, MAX_PERIOD_SECS, MIN_PERIOD_SECS, format_duration,
};
use weiqi_quiz::referee::nigiri::NigiriError;
use weiqi_quiz::referee::tournament::{
    InputError, MAX_ROUND, Problem, UnknownSystem, UnknownTieBreak,
};
use weiqi_quiz::rules::IllegalReason;
use weiqi_quiz::rules::diagram::DiagramError;
use weiqi_quiz::rules::point::ParsePointError;
use weiqi_quiz::rules::ruleset::{PRESETS, UnknownRuleSet};
use weiqi_quiz::rules::score::CountError;
use weiqi_quiz::rules::sgf::SgfError;
use weiqi_quiz::rules::stones::ParseStonesError;
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
    if let Some(e) = cause.downcast_ref::<io::Error>() {
        return Some(io_error_text(e, l));
    }
    if let Some(e) = cause.downcast_ref::<ReadError>() {
        return match e {
            ReadError::Io { path, error } => f(
                "err-read",
                &[
                    ("path", Arg::from(path.as_str())),
                    ("cause", Arg::from(io_error_text(error, l))),
                ],
            ),
            ReadError::TooLarge { path, limit } => f(
                "err-too-large",
                &[
                    ("path", Arg::from(path.as_str())),
                    ("limit", Arg::from(weiqi_quiz::files::size_text(*limit))),
                ],
            ),
        };
    }
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
    if let Some(e) = cause.downcast_ref::<UnknownLang>() {
        return f("lang-unknown", &[("lang", Arg::from(e.0.as_str()))]);
    }
    if let Some(e) = cause.downcast_ref::<DurationListError>() {
        return f(
            "err-time-index",
            &[
                ("index", Arg::from(e.index as i64)),
                ("cause", Arg::from(duration_text(&e.error, l))),
            ],
        );
    }
    if let Some(e) = cause.downcast_ref::<DurationError>() {
        return Some(duration_text(e, l));
    }
    if let Some(ParsePointError::Vertex { text, size }) = cause.downcast_ref::<ParsePointError>() {
        return f(
            "err-vertex",
            &[
                ("text", Arg::from(text.as_str())),
                ("size", Arg::from(i64::from(*size))),
            ],
        );
    }
    if let Some(e) = cause.downcast_ref::<CountError>() {
        return match e {
            CountError::Area { area, size, points } => f(
                "err-count-area",
                &[
                    ("area", Arg::from(area.as_str())),
                    ("size", Arg::from(i64::from(*size))),
                    ("points", Arg::from(*points)),
                ],
            ),
            CountError::NoDeadStone { vertex } => f(
                "err-count-no-dead",
                &[("vertex", Arg::from(vertex.as_str()))],
            ),
            CountError::WithoutLiberties { vertices } => f(
                "err-without-liberties",
                &[("vertices", Arg::from(vertices.as_str()))],
            ),
        };
    }
    if let Some(e) = cause.downcast_ref::<ClockError>() {
        return match e {
            ClockError::NoPeriods => f("err-clock-no-periods", &[]),
            ClockError::BadPeriod(ms) => f(
                "err-clock-period",
                &[
                    ("period", Arg::from(format_duration(*ms))),
                    ("min", Arg::from(i64::from(MIN_PERIOD_SECS))),
                    ("max", Arg::from(i64::from(MAX_PERIOD_SECS))),
                ],
            ),
            ClockError::NoMainTime => f("err-clock-no-main-time", &[]),
            ClockError::NoMoves => f("err-clock-no-moves", &[]),
            ClockError::EmptyPeriod => f("err-clock-empty-period", &[]),
            ClockError::FischerNoMainTime => f("err-clock-fischer-no-main-time", &[]),
            ClockError::NoIncrement => f("err-clock-no-increment", &[]),
        };
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
    if let Some(e) = cause.downcast_ref::<ParseStonesError>() {
        return f("err-stones", &[("text", Arg::from(e.0.as_str()))]);
    }
    if let Some(e) = cause.downcast_ref::<UnknownRuleSet>() {
        let names: Vec<&str> = PRESETS.iter().map(|r| r.id).collect();
        return f(
            "err-unknown-rules",
            &[
                ("name", Arg::from(e.0.as_str())),
                ("names", Arg::from(names.join(", "))),
            ],
        );
    }
    if let Some(e) = cause.downcast_ref::<UnknownSystem>() {
        return f("err-unknown-system", &[("name", Arg::from(e.0.as_str()))]);
    }
    if let Some(e) = cause.downcast_ref::<UnknownTieBreak>() {
        return f("err-unknown-tiebreak", &[("name", Arg::from(e.0.as_str()))]);
    }
    if let Some(e) = cause.downcast_ref::<GradeError>() {
        return grade_text(e, l);
    }
    if let Some(e) = cause.downcast_ref::<NigiriError>() {
        return match e {
            NigiriError::Shown(n) => f("err-nigiri-shown", &[("shown", Arg::from(i64::from(*n)))]),
            NigiriError::NoStones => f("err-nigiri-no-stones", &[]),
            NigiriError::Rank(rank) => f("err-nigiri-rank", &[("rank", Arg::from(rank.as_str()))]),
        };
    }
    if let Some(e) = cause.downcast_ref::<InputError>() {
        let problem = problem_text(&e.problem, l);
        return Some(match e.at {
            Some(at) => l.format(
                "err-input-at",
                &[
                    ("line", Arg::from(at.line as i64)),
                    ("column", Arg::from(at.column as i64)),
                    ("problem", Arg::from(problem)),
                ],
            ),
            None => problem,
        });
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
    if let Some(e) = cause.downcast_ref::<SgfError>() {
        return Some(sgf_text(e, l));
    }
    if let Some(e) = cause.downcast_ref::<DiagramError>() {
        return Some(diagram_text(e, l));
    }
    None
}

fn duration_text(e: &DurationError, l: &Localizer) -> String {
    match e {
        DurationError::Empty => l.text("err-time-empty"),
        DurationError::Negative(text) => {
            l.format("err-time-negative", &[("text", Arg::from(text.as_str()))])
        }
        DurationError::Invalid(text) => {
            l.format("err-time-invalid", &[("text", Arg::from(text.as_str()))])
        }
        DurationError::TooLong(text) => {
            l.format("err-time-too-long", &[("text", Arg::from(text.as_str()))])
        }
    }
}

fn reason_text(reason: IllegalReason, l: &Localizer) -> String {
    l.text(&format!("err-illegal-{}", reason.code()))
}

fn sgf_text(e: &SgfError, l: &Localizer) -> String {
    let n = |v: usize| Arg::from(v as i64);
    let s = |v: &str| Arg::from(v);
    let size = |v: u8| Arg::from(i64::from(v));
    match e {
        SgfError::Syntax(detail) => l.format("err-sgf-syntax", &[("detail", s(detail))]),
        SgfError::Empty => l.text("err-sgf-empty"),
        SgfError::NotGo(game) => l.format("err-sgf-not-go", &[("game", Arg::from(*game))]),
        SgfError::Size(value) => l.format("err-sgf-size", &[("size", s(value))]),
        SgfError::MoveOffBoard {
            number,
            text,
            size: board,
        } => l.format(
            "err-sgf-move-off-board",
            &[
                ("number", n(*number)),
                ("text", s(text)),
                ("size", size(*board)),
            ],
        ),
        SgfError::BadMove {
            number,
            property,
            value,
        } => l.format(
            "err-sgf-bad-move",
            &[
                ("number", n(*number)),
                ("property", s(property)),
                ("value", s(value)),
            ],
        ),
        SgfError::SetupOffBoard { text, size: board } => l.format(
            "err-sgf-setup-off-board",
            &[("text", s(text)), ("size", size(*board))],
        ),
        SgfError::Handicap {
            value,
            size: board,
            max,
        } => l.format(
            "err-sgf-handicap",
            &[
                ("value", s(value)),
                ("size", size(*board)),
                ("max", Arg::from(i64::from(*max))),
            ],
        ),
        SgfError::SetupWithoutLiberties { vertices } => l.format(
            "err-sgf-setup-without-liberties",
            &[("vertices", s(vertices))],
        ),
        SgfError::TwoMoves { number } => l.format("err-sgf-two-moves", &[("number", n(*number))]),
        SgfError::LateSetup { after } => l.format("err-sgf-late-setup", &[("after", n(*after))]),
        SgfError::Illegal {
            number,
            color,
            vertex,
            reason,
        } => l.format(
            "err-sgf-illegal",
            &[
                ("number", n(*number)),
                ("color", Arg::from(colour_text(*color, l))),
                ("vertex", s(vertex)),
                ("reason", Arg::from(reason_text(*reason, l))),
            ],
        ),
    }
}

fn diagram_text(e: &DiagramError, l: &Localizer) -> String {
    let n = |v: usize| Arg::from(v as i64);
    match e {
        DiagramError::Character {
            line,
            column,
            found,
        } => l.format(
            "err-diagram-unexpected",
            &[
                ("line", n(*line)),
                ("column", n(*column)),
                ("found", Arg::from(found.to_string())),
            ],
        ),
        DiagramError::Ragged {
            line,
            found,
            expected,
        } => l.format(
            "err-diagram-ragged",
            &[
                ("line", n(*line)),
                ("found", n(*found)),
                ("expected", n(*expected)),
            ],
        ),
        DiagramError::NotSquare { rows, columns } => l.format(
            "err-diagram-not-square",
            &[("rows", n(*rows)), ("columns", n(*columns))],
        ),
        DiagramError::Size(size) => l.format("err-diagram-size", &[("size", n(*size))]),
        DiagramError::DuplicateLabel {
            line,
            column,
            label,
        } => l.format(
            "err-diagram-duplicate-label",
            &[
                ("line", n(*line)),
                ("column", n(*column)),
                ("label", Arg::from(label.to_string())),
            ],
        ),
        DiagramError::Empty => l.text("err-diagram-empty"),
    }
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

/// What is wrong with a tournament results file.
fn problem_text(problem: &Problem, l: &Localizer) -> String {
    let s = |v: &str| Arg::from(v);
    let n = |v: usize| Arg::from(v as i64);
    match problem {
        Problem::UnknownResult(v) => l.format("err-input-result", &[("value", s(v))]),
        Problem::EmptyName => l.text("err-input-empty-name"),
        Problem::SelfPlay(v) => l.format("err-input-self-play", &[("player", s(v))]),
        Problem::ByeResult(v) => l.format("err-input-bye-result", &[("value", s(v))]),
        Problem::ByeWithTwoPlayers => l.text("err-input-bye-two-players"),
        Problem::TwoGamesInRound {
            player,
            round,
            first_line,
        } => l.format(
            "err-input-two-games",
            &[
                ("player", s(player)),
                ("round", Arg::from(i64::from(*round))),
                ("line", n(*first_line)),
            ],
        ),
        Problem::Rematch {
            first,
            second,
            first_line,
        } => l.format(
            "err-input-rematch",
            &[
                ("first", s(first)),
                ("second", s(second)),
                ("line", n(*first_line)),
            ],
        ),
        Problem::BadRound(v) => l.format(
            "err-input-round",
            &[("value", s(v)), ("max", Arg::from(i64::from(MAX_ROUND)))],
        ),
        Problem::BadWarnings(v) => l.format("err-input-warnings", &[("value", s(v))]),
        Problem::WarningsForBye => l.text("err-input-warnings-bye"),
        Problem::MissingColumn(c) => l.format("err-input-missing-column", &[("column", s(c))]),
        Problem::DuplicateColumn(c) => l.format("err-input-duplicate-column", &[("column", s(c))]),
        Problem::UnknownWarningsColumn(c) => {
            l.format("err-input-unknown-column", &[("column", s(c))])
        }
        Problem::MissingField(c) => l.format("err-input-missing-field", &[("field", s(c))]),
        Problem::ExtraField => l.text("err-input-extra-field"),
        Problem::UnclosedQuote => l.text("err-input-unclosed-quote"),
        Problem::TextAfterQuote => l.text("err-input-text-after-quote"),
        Problem::DuplicatePlayer(v) => l.format("err-input-duplicate-player", &[("player", s(v))]),
        // The TOML reader's own words.
        Problem::Toml(text) => text.clone(),
    }
}

fn csv_text(error: &CsvError, l: &Localizer) -> String {
    match error {
        CsvError::UnclosedQuote(column) => l.format(
            "err-csv-unclosed-quote",
            &[("column", Arg::from(*column as i64))],
        ),
        CsvError::TextAfterQuote(column) => l.format(
            "err-csv-text-after-quote",
            &[("column", Arg::from(*column as i64))],
        ),
    }
}
