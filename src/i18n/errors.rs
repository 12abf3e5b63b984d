//! Errors of the engine, the referee and the leaves in the reader's language. Their
//! `Display` texts stay English (logs, tests, JSON); a person reads these. A front end
//! puts the errors of the layers above (bank, store, sheets) into words itself and asks
//! here for the rest.

use std::error::Error;
use std::io;

use super::describe::colour_text;
use super::{Arg, Localizer, UnknownLang};
use crate::csv::CsvError;
use crate::files::ReadError;
use crate::referee::clock::{
    ClockError, DurationError, DurationListError, MAX_PERIOD_SECS, MIN_PERIOD_SECS, format_duration,
};
use crate::referee::nigiri::NigiriError;
use crate::referee::ruling::ImpossibleMove;
use crate::referee::tournament::{InputError, MAX_ROUND, Problem, UnknownSystem, UnknownTieBreak};
use crate::rules::board::BoardError;
use crate::rules::diagram::DiagramError;
use crate::rules::game::HandicapError;
use crate::rules::point::ParsePointError;
use crate::rules::ruleset::{PRESETS, UnknownRuleSet};
use crate::rules::score::CountError;
use crate::rules::sgf::SgfError;
use crate::rules::stones::ParseStonesError;
use crate::rules::{IllegalMove, IllegalReason, Point};

/// `cause` in the reader's language, when it is an error of the layers this module
/// knows; `None` for any other.
pub fn error_text(cause: &(dyn Error + 'static), l: &Localizer) -> Option<String> {
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
                    ("limit", Arg::from(crate::files::size_text(*limit))),
                ],
            ),
        };
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
    if let Some(e) = cause.downcast_ref::<SgfError>() {
        return Some(sgf_text(e, l));
    }
    if let Some(e) = cause.downcast_ref::<ImpossibleMove>() {
        return f(
            "err-impossible-move",
            &[
                ("number", Arg::from(e.number as i64)),
                ("color", Arg::from(colour_text(e.color, l))),
                ("reason", Arg::from(reason_text(e.reason, l))),
            ],
        );
    }
    if let Some(e) = cause.downcast_ref::<IllegalMove>() {
        return f(
            "err-illegal-move",
            &[
                ("color", Arg::from(colour_text(e.color, l))),
                ("point", Arg::from(point_text(e.point))),
                ("reason", Arg::from(reason_text(e.reason, l))),
            ],
        );
    }
    if let Some(e) = cause.downcast_ref::<HandicapError>() {
        let n = |v: usize| Arg::from(v as i64);
        let board = |stones: usize, size: u8, max: usize| {
            [
                ("stones", n(stones)),
                ("size", Arg::from(i64::from(size))),
                ("max", n(max)),
            ]
        };
        return match e {
            HandicapError::TooFew { stones } => {
                f("err-handicap-too-few", &[("stones", n(*stones))])
            }
            HandicapError::TooMany { stones, size, max } => {
                f("err-handicap-too-many", &board(*stones, *size, *max))
            }
            HandicapError::NoRoom { stones, size, max } => {
                f("err-handicap-no-room", &board(*stones, *size, *max))
            }
            HandicapError::BoardNotEmpty => f("err-handicap-board-not-empty", &[]),
            HandicapError::BadPoint(point) => f(
                "err-handicap-bad-point",
                &[("point", Arg::from(point_text(*point)))],
            ),
        };
    }
    if let Some(BoardError::Size(size)) = cause.downcast_ref::<BoardError>() {
        return f("err-diagram-size", &[("size", Arg::from(*size as i64))]);
    }
    if let Some(e) = cause.downcast_ref::<DiagramError>() {
        return Some(diagram_text(e, l));
    }
    None
}

/// `error`'s own words in the reader's language, or its English text.
pub fn said(error: &(dyn Error + 'static), l: &Localizer) -> String {
    error_text(error, l).unwrap_or_else(|| error.to_string())
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

/// A point without its board: its column and row counted from 1.
fn point_text(point: Point) -> String {
    format!("{},{}", u32::from(point.x) + 1, u32::from(point.y) + 1)
}

/// Why a move cannot be played.
pub fn reason_text(reason: IllegalReason, l: &Localizer) -> String {
    l.text(&format!("err-illegal-{}", reason.code()))
}

fn sgf_text(e: &SgfError, l: &Localizer) -> String {
    let n = |v: usize| Arg::from(v as i64);
    let s = |v: &str| Arg::from(v);
    let size = |v: u8| Arg::from(i64::from(v));
    match e {
        SgfError::Syntax(syntax) => l.format(
            "err-sgf-syntax",
            &[(
                "detail",
                Arg::from(l.text(&format!("err-sgf-syntax-{}", syntax.code()))),
            )],
        ),
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
        Problem::Toml(text) => super::parsers::toml_text(text, l),
    }
}

pub fn csv_text(error: &CsvError, l: &Localizer) -> String {
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

/// The OS's reason, in words: "找不到文件或目录".
pub fn io_error_text(error: &std::io::Error, l: &Localizer) -> String {
    use std::io::ErrorKind::*;
    let id = match error.kind() {
        NotFound => "err-io-not-found",
        PermissionDenied => "err-io-permission",
        IsADirectory => "err-io-is-directory",
        NotADirectory => "err-io-not-directory",
        AlreadyExists => "err-io-exists",
        ReadOnlyFilesystem => "err-io-read-only",
        StorageFull => "err-io-full",
        InvalidData => "err-io-invalid-data",
        // Rare: the OS's own words.
        _ => return error.to_string(),
    };
    l.text(id)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::Lang;
    use crate::rules::Color;
    use crate::rules::sgf::{SgfSyntax, parse};

    #[test]
    fn the_engines_errors_are_said_in_chinese() {
        let l = Localizer::new(Lang::ZhCn);
        let impossible = ImpossibleMove {
            number: 2,
            color: Color::White,
            reason: IllegalReason::Occupied,
        };
        assert_eq!(said(&impossible, &l), "第2手（白）不可能下出：该点已有棋子");
        let too_many = HandicapError::TooMany {
            stones: 10,
            size: 9,
            max: 9,
        };
        assert_eq!(
            said(&too_many, &l),
            "9路棋盘上没有让10子的固定摆法（最多9子）"
        );
        let broken = parse("(;GM[1]SZ[9];B[ee]").unwrap_err();
        assert_eq!(broken, SgfError::Syntax(SgfSyntax::EndOfData));
        assert_eq!(
            said(&broken, &l),
            "不是可读的 SGF 文件：棋局还没有用 `)` 闭合，文件就结束了"
        );
        let en = Localizer::new(Lang::En);
        assert_eq!(
            said(&impossible, &en),
            "move 2 (White) is impossible: the point is occupied"
        );
    }
}
