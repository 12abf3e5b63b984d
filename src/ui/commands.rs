//! The trainer in the terminal: picks the prompter (key prompts or plain lines), runs the
//! use case from [`crate::quiz::trainer`], and prints what it returns. After Ctrl-C the
//! summary is printed, then [`interrupted`] is returned so the binary exits 130.

use std::fmt::Write as _;
use std::io::{self, Write};

use console::Term;
use rand::Rng;

use crate::bank::Question;
use crate::i18n::describe::tag_text;
use crate::i18n::{Arg, Localizer};
use crate::quiz::history::Store;
use crate::quiz::session::{Answered, Prompter, Summary, percent};
use crate::quiz::trainer::{self, ExamResult, ExamRules, Items, Mode};
use crate::rules::Stones;
use crate::text::sanitize_for_terminal;

use super::plain::{Lines, Plain};
use super::terminal::Terminal;

/// What every session needs.
pub struct Context<'a> {
    pub l: &'a Localizer,
    /// Line mode: no terminal, or `--plain`.
    pub plain: bool,
    pub colour: bool,
    /// Where answers are saved; `None` with `--no-save`.
    pub store: Option<Store>,
}

impl Context<'_> {
    /// Runs `f` with the prompter of this front end; `true` beside its value when the
    /// session was ended by Ctrl-C.
    fn with_prompter<T>(
        &self,
        f: impl FnOnce(&mut dyn Prompter) -> io::Result<T>,
    ) -> io::Result<(T, bool)> {
        if self.plain {
            let lines = Lines::stdin();
            let value = f(&mut Plain {
                out: io::stdout().lock(),
                lines: &lines,
                l: self.l,
                width: super::columns(&Term::stdout()),
            })?;
            Ok((value, false))
        } else {
            let mut terminal = Terminal {
                term: Term::stderr(),
                l: self.l,
                colour: self.colour,
                interrupted: false,
            };
            let value = f(&mut terminal)?;
            Ok((value, terminal.interrupted))
        }
    }
}

/// A session ended by Ctrl-C, its summary printed: the binary exits 130, as a shell
/// does for an interrupted command.
#[derive(Debug, thiserror::Error)]
#[error("interrupted")]
pub struct Interrupted;

pub fn interrupted() -> io::Error {
    io::Error::new(io::ErrorKind::Interrupted, Interrupted)
}

/// Whether `error` is [`interrupted`] (not any other interrupted read).
pub fn is_interrupted(error: &io::Error) -> bool {
    error.get_ref().is_some_and(|e| e.is::<Interrupted>())
}

/// `text` on stdout, without control characters, wrapped to its width.
pub fn say(text: &str) -> io::Result<()> {
    let clean = sanitize_for_terminal(text);
    io::stdout()
        .lock()
        .write_all(super::fit(&clean, &Term::stdout()).as_bytes())
}

/// Under a mistake of the exam review: the answer given, why, the article, and the
/// board the question showed, indented.
fn mistake_details(a: &Answered, l: &Localizer) -> String {
    let mut lines = Vec::new();
    if let Some(given) = &a.given {
        lines.push(l.format("quiz-your-answer", &[("answer", Arg::from(given.as_str()))]));
    }
    if let Some(explain) = &a.explain {
        lines.push(l.format("quiz-why", &[("explain", Arg::from(explain.as_str()))]));
    }
    lines.extend(super::source_text(a.question, l));
    if let Some(worked) = &a.worked {
        lines.extend(super::worked_lines(worked, l).lines().map(str::to_string));
    } else if let Some(figure) = &a.figure {
        lines.extend(
            super::board::draw(figure, false)
                .lines()
                .map(str::to_string),
        );
    }
    lines.iter().map(|line| format!("    {line}\n")).collect()
}

/// Per-topic lines (`topic：right/total (P%)`).
fn summary_text(summary: &Summary, l: &Localizer) -> String {
    let mut out = String::new();
    for (topic, (right, total)) in &summary.by_topic {
        out.push_str(&l.format(
            "quiz-summary-topic",
            &[
                ("topic", Arg::from(tag_text(topic, l))),
                ("right", Arg::from(right.decimal())),
                ("total", Arg::from(total.decimal())),
                (
                    "percent",
                    Arg::from(i64::from(percent(right.quarters(), total.quarters()))),
                ),
            ],
        ));
        out.push('\n');
    }
    out
}

fn score_args(summary: &Summary) -> [(&'static str, Arg); 3] {
    let points = |value: Stones| Arg::from(value.decimal());
    [
        ("right", points(summary.right)),
        ("total", points(summary.total)),
        ("percent", Arg::from(i64::from(summary.percent()))),
    ]
}

/// Practice, drills and review: feedback after each answer, a summary at the end.
pub fn practice<'q, R: Rng + ?Sized>(
    ctx: &Context,
    questions: Items<impl Iterator<Item = &'q Question>>,
    mode: Mode,
    rng: &mut R,
) -> io::Result<()> {
    let mut items = questions.items.peekable();
    if items.peek().is_none() {
        say(&format!("{}\n", ctx.l.text("quiz-no-items")))?;
        return Ok(());
    }
    let questions = Items {
        items,
        total: questions.total,
        points: questions.points,
    };
    let total = questions.total;
    let (summary, stopped) = ctx
        .with_prompter(|p| trainer::practice(ctx.store.as_ref(), questions, mode, p, ctx.l, rng))?;
    let mut text = summary_text(&summary, ctx.l);
    // Ended early: the score is of the answers given, and says so.
    if summary.answered < total {
        text.push_str(&ctx.l.format(
            "quiz-answered-of",
            &[
                ("answered", Arg::from(summary.answered as i64)),
                ("total", Arg::from(total as i64)),
            ],
        ));
        text.push('\n');
    }
    text.push_str(&ctx.l.format("quiz-score", &score_args(&summary)));
    text.push('\n');
    // Topics are the bank's tags.
    say(&text)?;
    if stopped {
        return Err(interrupted());
    }
    Ok(())
}

/// An exam, then the score, pass or fail, a breakdown by topic and every mistake.
/// `None` when there was nothing to ask.
pub fn exam<'q, R: Rng + ?Sized>(
    ctx: &Context,
    questions: &[&'q Question],
    rules: ExamRules,
    rng: &mut R,
) -> io::Result<Option<ExamResult<'q>>> {
    if questions.is_empty() {
        say(&format!("{}\n", ctx.l.text("quiz-no-items")))?;
        return Ok(None);
    }
    let (result, stopped) =
        ctx.with_prompter(|p| trainer::exam(ctx.store.as_ref(), questions, rules, p, ctx.l, rng))?;
    let l = ctx.l;
    // Built whole, then cleaned: topics, questions and answers come from the bank.
    let mut out = String::new();
    if result.timed_out {
        let _ = writeln!(out, "{}", l.text("exam-time-up"));
    }
    out.push_str(&summary_text(&result.summary, l));
    if result.mistakes().next().is_some() || !result.unanswered.is_empty() {
        let _ = writeln!(out, "{}", l.text("exam-mistakes"));
        for a in result.mistakes() {
            let args = [
                ("id", Arg::from(a.question.id.as_str())),
                ("text", Arg::from(a.asked.as_str())),
                ("answer", Arg::from(a.key.as_str())),
            ];
            let _ = writeln!(out, "{}", l.format("exam-mistake", &args));
            out.push_str(&mistake_details(a, l));
        }
        for q in &result.unanswered {
            let args = [("id", Arg::from(q.id.as_str()))];
            let _ = writeln!(out, "{}", l.format("exam-unanswered", &args));
        }
    }
    let id = if result.passed {
        "exam-pass"
    } else {
        "exam-fail"
    };
    let _ = writeln!(out, "{}", l.format(id, &score_args(&result.summary)));
    say(&out)?;
    if stopped {
        return Err(interrupted());
    }
    Ok(Some(result))
}
