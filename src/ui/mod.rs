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
pub mod exam;
pub mod keys;
pub mod plain;
pub mod preview;
pub mod template;
pub mod terminal;

use std::borrow::Cow;
use std::time::Duration;

use console::Term;

use crate::bank::answer::Unreadable;
use crate::bank::instance::{Figure, Grade, Instance, Key, Presentation, Response, letter};
use crate::bank::matching::Unit;
use crate::bank::worked::Worked;
use crate::i18n::describe::{citation_text, colour_text, rules_name};
use crate::i18n::{Arg, Localizer};
use crate::quiz::session::Progress;
use crate::report::worked::worked_text;
use crate::rules::board::{SimpleKo, SuicideRule};
use crate::rules::sgf::GameRecord;
use crate::rules::{Move, Snapshot, Stones};
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
    /// The move took stones.
    pub captured: bool,
}

/// What the trainee asks for while a record is replayed.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Step {
    Next,
    /// On to the next move that takes stones.
    NextCapture,
    /// On to move N (back is not possible: the board is played forward).
    To(usize),
    /// This move is the irregular one.
    Stop,
}

impl Step {
    /// Enter, `s`/`停`, `c`/`提`, or `g 42`/`跳42`; `None` for anything else (which may be
    /// an answer typed outright).
    pub fn read(line: &str) -> Option<Step> {
        let line = line.trim().to_lowercase();
        if line.is_empty() {
            return Some(Step::Next);
        }
        if is_stop(&line) {
            return Some(Step::Stop);
        }
        if matches!(line.as_str(), "c" | "提" | "提子") {
            return Some(Step::NextCapture);
        }
        let number = ["g", "跳到", "跳"]
            .iter()
            .find_map(|prefix| line.strip_prefix(prefix))?;
        let number = number
            .trim()
            .trim_start_matches('第')
            .trim_end_matches('手');
        number.parse().ok().filter(|&n| n > 0).map(Step::To)
    }

    /// Whether `frame` is where this step stops (`Next` and `Stop` stop at once).
    pub fn reached(self, frame: &Frame) -> bool {
        match self {
            Step::NextCapture => frame.captured,
            Step::To(number) => frame.number >= number,
            Step::Next | Step::Stop => true,
        }
    }
}

/// The record played move by move as it happened on the board: every stone is drawn
/// where it was played and marked as the last move, whoever's turn it was and whatever
/// it retook. A stone the board cannot hold (on a forbidden point) is drawn in its frame
/// and then taken off, as a referee voids it. Frames are made as they are shown, so a
/// long record costs one board at a time.
pub fn replay_frames<'a>(
    record: &'a GameRecord,
    l: &'a Localizer,
) -> impl Iterator<Item = Frame> + 'a {
    let mut board = record.setup_board();
    record
        .moves
        .iter()
        .enumerate()
        .map(move |(i, &(color, mv))| {
            let (snapshot, last, captured) = match mv {
                Move::Play(p) => {
                    match board.play(color, p, SuicideRule::Forbid, SimpleKo::Ignore) {
                        Ok(played) => (Snapshot::of(&board), Some(p), played.captured > 0),
                        Err(_) => (Snapshot::of(&board).with_stone(p, color), Some(p), false),
                    }
                }
                Move::Pass => {
                    board.pass();
                    (Snapshot::of(&board), None, false)
                }
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
                captured,
                figure: Figure {
                    last,
                    ..Figure::plain(snapshot)
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
    if let Some(points) = progress.points {
        header.push_str(" · ");
        header.push_str(&l.format("quiz-item-points", &points_args(points)));
    }
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
    let mut out = sanitize_for_terminal(&format!("{header}\n{}\n", instance.stem())).into_owned();
    // A record is stepped through on the board; its numbered diagram comes after the
    // answer, where it gives nothing away.
    if let Some(figure) = instance
        .figure
        .as_ref()
        .filter(|_| instance.replay.is_none())
    {
        out.push_str(&board::draw(figure, colour));
    }
    out
}

/// `points` as text, and as a number for the plural (`1 point`, `1.5 points`).
pub fn points_args(points: Stones) -> [(&'static str, Arg); 2] {
    let plural = if points == Stones::whole(1) {
        "one"
    } else {
        "other"
    };
    [
        ("points", Arg::from(points.decimal())),
        ("plural", Arg::from(plural)),
    ]
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
    if matches!(instance.key, Key::Pairing(_)) {
        return l.text("quiz-hint-pairing");
    }
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
        Unreadable::Partial { placed, total } => l.format(
            "quiz-pairing-more",
            &[
                ("placed", Arg::from(placed as i64)),
                ("total", Arg::from(total as i64)),
            ],
        ),
        Unreadable::NotAPlayer => l.text("quiz-pairing-not-a-player"),
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
    // A pairing: each rule broken, or that a right one differs only where rules allow.
    for note in instance.notes(response, l) {
        out.push_str(&note);
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
    if let Some(source) = citation_text(instance.question, l) {
        out.push_str(&source);
        out.push('\n');
    }
    if let Some(worked) = &instance.worked {
        out.push_str(&worked_lines(worked, l));
    }
    if let (Some(figure), Some(_)) = (&instance.figure, &instance.replay) {
        out.push_str(&l.text("quiz-record-head"));
        out.push('\n');
        out.push_str(&board::draw(figure, false));
        if let Some(notes) = &instance.record_notes {
            out.push_str(notes);
            out.push('\n');
        }
    }
    sanitize_for_terminal(&out).into_owned()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn replay_steps_are_read_in_every_language() {
        for (typed, step) in [
            ("", Some(Step::Next)),
            ("s", Some(Step::Stop)),
            ("停", Some(Step::Stop)),
            ("c", Some(Step::NextCapture)),
            ("提", Some(Step::NextCapture)),
            ("g 42", Some(Step::To(42))),
            ("跳到第42手", Some(Step::To(42))),
            ("跳42", Some(Step::To(42))),
            ("g 0", None),
            ("42", None),
            ("go", None),
        ] {
            assert_eq!(Step::read(typed), step, "{typed:?}");
        }
    }

    #[test]
    fn a_replay_draws_every_stone_even_one_the_rules_refuse() {
        // White plays twice in a row (a double move), then into Black's eye at A5 (a
        // forbidden point).
        let record =
            crate::rules::sgf::parse("(;GM[1]SZ[5];B[ba];W[cc];W[dd];B[ab];W[aa])").unwrap();
        let l = Localizer::new(crate::i18n::Lang::En);
        let frames: Vec<Frame> = replay_frames(&record, &l).collect();
        let point = |x, y| crate::rules::Point::new(x, y);
        let white = Some(crate::rules::Color::White);
        assert_eq!(frames[2].figure.board.get(point(3, 3)), white);
        assert_eq!(frames[2].figure.last, Some(point(3, 3)));
        assert_eq!(frames[4].figure.board.get(point(0, 0)), white);
        assert_eq!(frames[4].figure.last, Some(point(0, 0)));
        assert!(frames.iter().all(|f| !f.captured));
        let to = Step::To(4);
        assert!(!to.reached(&frames[2]) && to.reached(&frames[3]));
    }
}
