//! The terminal front end (crossterm key prompts + console) and the plain line mode for scripts,
//! tests and screen readers. The only code besides the binary that touches the terminal.
//!
//! A front end: it renders and reads, and leaves the use cases to `quiz`. May use
//! `quiz`, `bank`, `rules`, `i18n`, the leaves, and `report`'s text renderers (a worked
//! solution reads as the command that computes it does). Text from the bank goes through
//! [`crate::text::sanitize_for_terminal`] before it is shown (before any colour is added).
//! Every line shown is wrapped to the terminal's width by [`crate::text::wrap`] (see
//! [`columns`]), so no number, coordinate or blank is cut and no line starts with `。`.

pub mod board;
pub mod commands;
pub mod keys;
pub mod plain;
pub mod terminal;

use std::borrow::Cow;
use std::time::Duration;

use console::Term;

use crate::bank::Question;
use crate::bank::answer::Unreadable;
use crate::bank::instance::{Figure, Grade, Instance, Presentation, Response, letter};
use crate::bank::matching::Unit;
use crate::bank::worked::Worked;
use crate::i18n::describe::{article_number_text, colour_text, rules_name};
use crate::i18n::{Arg, Localizer};
use crate::quiz::session::Progress;
use crate::report::worked::worked_text;
use crate::rules::sgf::GameRecord;
use crate::rules::{Game, Move, MoveRules, Snapshot};
use crate::text::sanitize_for_terminal;
use crate::text::wrap::wrap;

/// The columns lines written to `term` are wrapped to: its width when it is a terminal,
/// else `COLUMNS` when set (a script or a test choosing one); `None` leaves lines as
/// they are.
pub fn columns(term: &Term) -> Option<usize> {
    term.size_checked()
        .map(|(_, cols)| usize::from(cols))
        .or_else(|| std::env::var("COLUMNS").ok()?.trim().parse().ok())
        .filter(|&cols| cols > 0)
}

/// `text` wrapped to the [`columns`] of `term`.
pub fn fit<'t>(text: &'t str, term: &Term) -> Cow<'t, str> {
    match columns(term) {
        Some(width) => wrap(text, width),
        None => Cow::Borrowed(text),
    }
}

/// One step of a replayed record: the move and the board after it.
pub struct Frame {
    pub number: usize,
    pub text: String,
    pub figure: Figure,
}

/// The record played move by move as Chinese events are refereed; a move the rules
/// refuse is shown but leaves the board as it was. Frames are made as they are shown,
/// so a long record costs one board at a time.
pub fn replay_frames<'a>(
    record: &'a GameRecord,
    l: &'a Localizer,
) -> impl Iterator<Item = Frame> + 'a {
    let mut game = Game::with_first_player(
        record.setup_board(),
        MoveRules::default(),
        record.first_player,
    );
    record
        .moves
        .iter()
        .enumerate()
        .map(move |(i, &(color, mv))| {
            let applied = game.play(color, mv).is_ok();
            let last = match mv {
                Move::Play(p) if applied => Some(p),
                _ => None,
            };
            Frame {
                number: i + 1,
                text: l.format(
                    "quiz-replay-move",
                    &[
                        ("number", Arg::from(i as i64 + 1)),
                        ("color", Arg::from(colour_text(color, l))),
                        ("point", Arg::from(mv.to_gtp(record.size))),
                    ],
                ),
                figure: Figure {
                    board: Snapshot::of(game.board()),
                    labels: Vec::new(),
                    marked: Vec::new(),
                    last,
                    areas: Vec::new(),
                },
            }
        })
}

/// A stop typed during a replay: `s`, `stop`, `停`.
pub fn is_stop(line: &str) -> bool {
    matches!(
        line.trim().to_lowercase().as_str(),
        "s" | "stop" | "停" | "停止"
    )
}

/// `2:05`.
pub fn clock_text(left: Duration) -> String {
    let secs = left.as_secs();
    format!("{}:{:02}", secs / 60, secs % 60)
}

/// Header, question text and board (no options).
pub fn question_head(
    instance: &Instance,
    progress: &Progress,
    l: &Localizer,
    colour: bool,
) -> String {
    let q = instance.question;
    // The article is told after the answer: before it, it would give the answer away.
    let mut header = format!("[{}/{}]", progress.number, progress.total);
    if q.rules.id != "cn2002" {
        header.push_str(&format!(" · {}", rules_name(q.rules, l)));
    }
    if let Some(left) = progress.remaining {
        header.push_str(" · ");
        header.push_str(&l.format("quiz-time-left", &[("time", Arg::from(clock_text(left)))]));
    }
    if let Some(elapsed) = progress.elapsed {
        header.push_str(" · ");
        header.push_str(&l.format(
            "quiz-time-taken",
            &[("time", Arg::from(clock_text(elapsed)))],
        ));
    }
    // Bank text is cleaned before the board adds its own colour codes.
    let mut out = sanitize_for_terminal(&format!("{header}\n{}\n", instance.text)).into_owned();
    if let Some(figure) = &instance.figure {
        out.push_str(&board::draw(figure, colour));
    }
    out
}

/// Where the answer comes from: "依据：2002年规则第17条第2款".
/// An item outside the rules text cites its regulation instead.
pub fn source_text(question: &Question, l: &Localizer) -> Option<String> {
    let Some(article) = question.article.as_deref() else {
        return question
            .regulation(l.lang())
            .map(|regulation| regulation_text(&regulation, l));
    };
    Some(l.format(
        "quiz-source",
        &[
            ("rules", Arg::from(rules_name(question.rules, l))),
            ("article", Arg::from(article_number_text(article, l))),
        ],
    ))
}

/// The worked solution after an answer: its steps, and its board.
pub fn worked_lines(worked: &Worked, l: &Localizer) -> String {
    let mut out = l.text("worked-head");
    out.push('\n');
    out.push_str(&worked_text(worked, l));
    if let Some(figure) = worked.figure() {
        out.push_str(&board::draw(figure, false));
    }
    out
}

fn regulation_text(regulation: &str, l: &Localizer) -> String {
    l.format("quiz-regulation", &[("regulation", Arg::from(regulation))])
}

/// The lettered options, one a line.
pub fn options_text(instance: &Instance) -> String {
    match &instance.presentation {
        Presentation::Choice { options, .. } => options
            .iter()
            .enumerate()
            .map(|(i, o)| format!("  {}. {}\n", letter(i), sanitize_for_terminal(o)))
            .collect(),
        _ => String::new(),
    }
}

/// How to answer this item.
pub fn hint(instance: &Instance, l: &Localizer) -> String {
    match &instance.presentation {
        Presentation::Choice {
            multiple: false, ..
        } => l.text("quiz-hint-choice"),
        Presentation::Choice { multiple: true, .. } => l.text("quiz-hint-multiple"),
        Presentation::TrueFalse => l.text("quiz-hint-truefalse"),
        Presentation::Input { blanks: 1 } => l.text("quiz-hint-input"),
        Presentation::Input { blanks } => {
            l.format("quiz-hint-blanks", &[("count", Arg::from(*blanks as i64))])
        }
        Presentation::Open => l.text("quiz-hint-open"),
    }
}

/// The head of an open item marked after an exam: which of how many, and the question
/// again (the first one says what this part is).
pub fn self_mark_head(instance: &Instance, number: usize, total: usize, l: &Localizer) -> String {
    let mut head = String::new();
    if number == 1 {
        head.push('\n');
        head.push_str(&l.text("quiz-self-mark-intro"));
        head.push_str("\n\n");
    }
    head.push_str(&l.format(
        "quiz-self-mark-head",
        &[
            ("number", Arg::from(number as i64)),
            ("total", Arg::from(total as i64)),
        ],
    ));
    head.push('\n');
    head.push_str(&instance.text);
    sanitize_for_terminal(&head).into_owned()
}

/// An open item's answer as typed, beside the model answer.
pub fn open_answers(instance: &Instance, typed: &str, l: &Localizer) -> String {
    let model = l.format(
        "quiz-model-answer",
        &[("answer", Arg::from(instance.key_text(l)))],
    );
    let typed = typed.trim();
    let out = if typed.is_empty() {
        model
    } else {
        let own = l.format("quiz-your-answer", &[("answer", Arg::from(typed))]);
        format!("{own}\n{model}")
    };
    sanitize_for_terminal(&out).into_owned()
}

/// What to say when a line is not an answer: how to answer, or that a result must
/// name its winner.
pub fn not_an_answer(instance: &Instance, why: Unreadable, l: &Localizer) -> String {
    match why {
        Unreadable::NoWinner => l.text("quiz-say-winner"),
        Unreadable::NotAnAnswer => l.format(
            "quiz-not-an-answer",
            &[("hint", Arg::from(hint(instance, l)))],
        ),
    }
}

/// Right or wrong, the answer given beside the right one, a unit mixed up, why, the
/// article, and the worked solution.
pub fn feedback_text(
    instance: &Instance,
    response: &Response,
    grade: Grade,
    l: &Localizer,
) -> String {
    let mut out = match grade {
        Grade::Right => l.text("quiz-right"),
        Grade::Wrong => l.format("quiz-wrong", &[("answer", Arg::from(instance.key_text(l)))]),
    };
    out.push('\n');
    // The answer given stays beside the right one, so the difference can be seen.
    if let Some(given) = instance.response_text(response, l) {
        out.push_str(&l.format("quiz-your-answer", &[("answer", Arg::from(given))]));
        out.push('\n');
    }
    if grade == Grade::Wrong
        && let Some((typed, expected)) = instance.unit_mixup(response)
    {
        let unit = |u: Unit| Arg::from(l.text(&format!("unit-{}", u.name())));
        out.push_str(&l.format(
            "quiz-unit-mixup",
            &[("typed", unit(typed)), ("expected", unit(expected))],
        ));
        out.push('\n');
    }
    if let Some(explain) = &instance.explain {
        out.push_str(&l.format("quiz-why", &[("explain", Arg::from(explain.as_str()))]));
        out.push('\n');
    }
    if let Some(source) = source_text(instance.question, l) {
        out.push_str(&source);
        out.push('\n');
    }
    if let Some(worked) = &instance.worked {
        out.push_str(&worked_lines(worked, l));
    }
    sanitize_for_terminal(&out).into_owned()
}
