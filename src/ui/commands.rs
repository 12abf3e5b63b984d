//! The trainer in the terminal: picks the prompter (key prompts or plain lines), runs the
//! use case from [`crate::quiz::trainer`], and prints what it returns. After Ctrl-C the
//! summary is printed, then [`interrupted`] is returned so the binary exits 130.

use std::fmt::Write as _;
use std::io::{self, Write};

use console::Term;
use rand::Rng;

use crate::bank::Question;
use crate::bank::instance::instantiate;
use crate::i18n::describe::tag_text;
use crate::i18n::{Arg, Localizer};
use crate::quiz::history::Store;
use crate::quiz::session::{Answered, Prompter, Summary, percent};
use crate::quiz::trainer::{self, ExamResult, ExamRules, Items, Mode};
use crate::rules::Stones;
use crate::text::sanitize_for_terminal;

use super::exam;
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
    lines.extend(crate::i18n::describe::citation_text(a.question, l));
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
        weights: questions.weights,
        known: questions.known,
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

/// An exam: the cover, then the paper, then the score out of 100 with the verdict, the
/// tables by section and topic, and every item not answered right (unanswered ones
/// included) with its text, board, key, explanation and article. `None` when there was
/// nothing to ask or the candidate did not start.
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
    let l = ctx.l;
    let minutes = rules.minutes;
    let cover = exam::cover(&rules, l);
    let (result, stopped) = ctx.with_prompter(|p| {
        if !p.cover(&cover)? {
            return Ok(None);
        }
        trainer::exam(ctx.store.as_ref(), questions, rules, p, l, rng).map(Some)
    })?;
    let Some(result) = result else {
        return if stopped {
            Err(interrupted())
        } else {
            Ok(None)
        };
    };
    // Built whole, then cleaned: topics, questions and answers come from the bank.
    let mut out = exam::result_head(&result, minutes, l);
    let missed = missed_items(&result, questions, l, rng);
    if !missed.is_empty() {
        let _ = writeln!(out, "{}", l.text("exam-mistakes"));
        out.push_str(&missed);
    }
    let _ = writeln!(out, "{}", exam::verdict(&result, l));
    say(&out)?;
    if stopped {
        return Err(interrupted());
    }
    Ok(Some(result))
}

/// Every item not answered right, in paper order: its number and points, the text, the
/// key, the answer given, why, the article and the board. An unanswered item never shown
/// is drawn now, as it would have been asked.
fn missed_items<R: Rng + ?Sized>(
    result: &ExamResult,
    questions: &[&Question],
    l: &Localizer,
    rng: &mut R,
) -> String {
    let drawn: Vec<Answered> = result
        .unanswered
        .iter()
        .filter_map(|(q, points)| {
            if let Some(left) = result.left.as_ref().filter(|a| a.question.id == q.id) {
                return Some(left.clone());
            }
            let instance = instantiate(q, l, rng)?;
            Some(Answered::unanswered(q, *points, &instance, l))
        })
        .collect();
    let mut missed: Vec<(usize, &Answered, bool)> = result
        .mistakes()
        .map(|a| (a, true))
        .chain(drawn.iter().map(|a| (a, false)))
        .map(|(a, answered)| {
            let place = questions.iter().position(|q| q.id == a.question.id);
            (place.unwrap_or(usize::MAX), a, answered)
        })
        .collect();
    missed.sort_by_key(|(place, ..)| *place);
    let mut out = String::new();
    for (place, a, answered) in missed {
        let _ = writeln!(out, "{}", exam::missed_head(place + 1, a, answered, l));
        let _ = writeln!(out, "    {}", a.asked.replace('\n', "\n    "));
        let _ = writeln!(
            out,
            "    {}",
            l.format("exam-key", &[("answer", Arg::from(a.key.as_str()))])
        );
        out.push_str(&mistake_details(a, l));
    }
    out
}
