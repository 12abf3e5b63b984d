//! The trainer's commands: practice, exam, review, drills and history, each a session
//! through the terminal or the plain line mode, saved to the history after every answer.

use std::io::{self, Write};
use std::path::Path;
use std::time::{Duration, Instant};

use console::Term;
use rand::Rng;
use serde::Serialize;

use crate::bank::Question;
use crate::i18n::{Arg, Localizer};
use crate::quiz::history::{History, ItemRecord, SessionRecord, Store};
use crate::quiz::session::{self, Answered, Outcome, Settings, Summary, percent};
use crate::rules::Stones;

use super::plain::{Lines, Plain};
use super::terminal::Terminal;

/// What every session needs.
pub struct Context<'a> {
    pub l: &'a Localizer,
    /// Line mode: no terminal, or `--plain`.
    pub plain: bool,
    pub colour: bool,
    pub store: Store,
}

fn now() -> u64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_secs())
}

/// Runs a session over `questions` and keeps the history up to date as it goes.
fn session<'q, R: Rng + ?Sized>(
    ctx: &Context,
    questions: &[&'q Question],
    settings: Settings,
    mode: &str,
    rng: &mut R,
) -> io::Result<Outcome<'q>> {
    let (mut history, warning) = ctx.store.load();
    if let Some(warning) = warning {
        eprintln!("weiqi-quiz: {warning}");
    }
    history.sessions.push(SessionRecord {
        started: now(),
        mode: mode.to_string(),
        lang: ctx.l.lang().tag().to_string(),
        total_quarters: questions.iter().map(|q| q.points.quarters()).sum(),
        items: Vec::new(),
        finished: false,
    });
    let mut save_failed = false;
    let mut save = |history: &History| {
        if let Err(e) = ctx.store.save(history) {
            if !save_failed {
                eprintln!("weiqi-quiz: {e}");
            }
            save_failed = true;
        }
    };
    save(&history);
    let record = |history: &mut History, a: &Answered| {
        history.record(ItemRecord {
            id: a.question.id.clone(),
            right: a.right,
            points_quarters: a.question.points.quarters(),
            tags: a.question.tags.clone(),
            article: a.question.article.clone(),
            rules: a.question.rules.id.to_string(),
            at: now(),
        })
    };
    let outcome = if ctx.plain {
        let lines = Lines::stdin();
        let mut prompter = Plain {
            out: io::stdout().lock(),
            lines: &lines,
            l: ctx.l,
        };
        session::run(questions, settings, &mut prompter, ctx.l, rng, |a| {
            record(&mut history, a);
            save(&history);
        })?
    } else {
        let mut prompter = Terminal {
            term: Term::stderr(),
            l: ctx.l,
            colour: ctx.colour,
        };
        session::run(questions, settings, &mut prompter, ctx.l, rng, |a| {
            record(&mut history, a);
            save(&history);
        })?
    };
    if let Some(last) = history.sessions.last_mut() {
        last.finished = true;
    }
    save(&history);
    Ok(outcome)
}

fn points(value: Stones) -> String {
    value.decimal()
}

/// Per-topic lines, then the score line (`score: X/Y (P%)` in English).
fn summary_text(summary: &Summary, l: &Localizer) -> String {
    let mut out = String::new();
    for (topic, (right, total)) in &summary.by_topic {
        out.push_str(&l.format(
            "quiz-summary-topic",
            &[
                ("topic", Arg::from(topic.as_str())),
                ("right", Arg::from(points(*right))),
                ("total", Arg::from(points(*total))),
                ("percent", Arg::from(i64::from(percent(*right, *total)))),
            ],
        ));
        out.push('\n');
    }
    out
}

fn score_args(summary: &Summary) -> [(&'static str, Arg); 3] {
    [
        ("right", Arg::from(points(summary.right))),
        ("total", Arg::from(points(summary.total))),
        ("percent", Arg::from(i64::from(summary.percent()))),
    ]
}

/// Practice (and drills, and review): feedback after each answer, a summary at the end.
pub fn practice<R: Rng + ?Sized>(
    ctx: &Context,
    questions: &[&Question],
    mode: &str,
    rng: &mut R,
) -> io::Result<()> {
    if questions.is_empty() {
        println!("{}", ctx.l.text("quiz-no-items"));
        return Ok(());
    }
    let settings = Settings {
        feedback: true,
        deadline: None,
        timed: mode == "drill",
    };
    let outcome = session(ctx, questions, settings, mode, rng)?;
    let summary = Summary::of(&outcome.items, &[]);
    let mut out = io::stdout().lock();
    write!(out, "{}", summary_text(&summary, ctx.l))?;
    writeln!(out, "{}", ctx.l.format("quiz-score", &score_args(&summary)))?;
    Ok(())
}

/// The settings of an exam.
pub struct ExamRules<'p> {
    pub minutes: Option<u64>,
    pub pass_percent: u32,
    pub out: Option<&'p Path>,
}

#[derive(Serialize)]
struct ExamJson<'a> {
    score: f64,
    total: f64,
    percent: u32,
    pass_percent: u32,
    passed: bool,
    by_topic: Vec<TopicJson<'a>>,
    items: Vec<ExamItemJson<'a>>,
}

#[derive(Serialize)]
struct TopicJson<'a> {
    topic: &'a str,
    score: f64,
    total: f64,
}

#[derive(Serialize)]
struct ExamItemJson<'a> {
    id: &'a str,
    answered: bool,
    right: bool,
    points: f64,
}

/// An exam: no feedback until the end, a deadline, unanswered items wrong, then the
/// score, pass or fail, a breakdown by topic and every mistake. Returns whether it passed.
pub fn exam<R: Rng + ?Sized>(
    ctx: &Context,
    questions: &[&Question],
    rules: &ExamRules,
    rng: &mut R,
) -> io::Result<bool> {
    if questions.is_empty() {
        println!("{}", ctx.l.text("quiz-no-items"));
        return Ok(false);
    }
    let deadline = rules
        .minutes
        .map(|m| Instant::now() + Duration::from_secs(m * 60));
    let settings = Settings {
        feedback: false,
        deadline,
        timed: false,
    };
    let outcome = session(ctx, questions, settings, "exam", rng)?;
    let answered: Vec<&str> = outcome
        .items
        .iter()
        .map(|a| a.question.id.as_str())
        .collect();
    let unanswered: Vec<&Question> = questions
        .iter()
        .copied()
        .filter(|q| !answered.contains(&q.id.as_str()))
        .collect();
    let summary = Summary::of(&outcome.items, &unanswered);
    let passed = summary.percent() >= rules.pass_percent;
    let mut out = io::stdout().lock();
    if deadline.is_some_and(|d| Instant::now() >= d) && !unanswered.is_empty() {
        writeln!(out, "{}", ctx.l.text("exam-time-up"))?;
    }
    write!(out, "{}", summary_text(&summary, ctx.l))?;
    let mistakes: Vec<&Answered> = outcome.items.iter().filter(|a| !a.right).collect();
    if !mistakes.is_empty() || !unanswered.is_empty() {
        writeln!(out, "{}", ctx.l.text("exam-mistakes"))?;
        for a in &mistakes {
            writeln!(
                out,
                "{}",
                ctx.l.format(
                    "exam-mistake",
                    &[
                        ("id", Arg::from(a.question.id.as_str())),
                        ("text", Arg::from(a.asked.clone().unwrap_or_default())),
                        ("answer", Arg::from(a.key.clone().unwrap_or_default())),
                    ],
                )
            )?;
        }
        for q in &unanswered {
            writeln!(
                out,
                "{}",
                ctx.l
                    .format("exam-unanswered", &[("id", Arg::from(q.id.as_str()))])
            )?;
        }
    }
    if let Some(path) = rules.out {
        let json = ExamJson {
            score: summary.right.as_f64(),
            total: summary.total.as_f64(),
            percent: summary.percent(),
            pass_percent: rules.pass_percent,
            passed,
            by_topic: summary
                .by_topic
                .iter()
                .map(|(topic, (right, total))| TopicJson {
                    topic,
                    score: right.as_f64(),
                    total: total.as_f64(),
                })
                .collect(),
            items: outcome
                .items
                .iter()
                .map(|a| ExamItemJson {
                    id: &a.question.id,
                    answered: true,
                    right: a.right,
                    points: a.question.points.as_f64(),
                })
                .chain(unanswered.iter().map(|q| ExamItemJson {
                    id: &q.id,
                    answered: false,
                    right: false,
                    points: q.points.as_f64(),
                }))
                .collect(),
        };
        let text = serde_json::to_string_pretty(&json).map_err(io::Error::other)?;
        std::fs::write(path, text + "\n")?;
    }
    let id = if passed { "exam-pass" } else { "exam-fail" };
    writeln!(out, "{}", ctx.l.format(id, &score_args(&summary)))?;
    Ok(passed)
}

/// The items due for review, in the order they fell due.
pub fn due_items<'q>(store: &Store, questions: &'q [Question]) -> Vec<&'q Question> {
    let (history, _) = store.load();
    history
        .due(now())
        .iter()
        .filter_map(|id| questions.iter().find(|q| &q.id == id))
        .collect()
}

#[derive(Serialize)]
struct HistoryJson<'a> {
    sessions: Vec<SessionJson<'a>>,
    by_topic: Vec<(String, u32, u32)>,
    by_article: Vec<(String, u32, u32)>,
    due_for_review: usize,
}

#[derive(Serialize)]
struct SessionJson<'a> {
    started: u64,
    mode: &'a str,
    answered: usize,
    right: usize,
    score: f64,
    total: f64,
}

/// Sessions, and accuracy by topic and article.
pub fn history(store: &Store, json: bool, l: &Localizer) -> io::Result<()> {
    let (history, warning) = store.load();
    if let Some(warning) = warning {
        eprintln!("weiqi-quiz: {warning}");
    }
    let mut by_topic = std::collections::BTreeMap::<String, (u32, u32)>::new();
    let mut by_article = std::collections::BTreeMap::<String, (u32, u32)>::new();
    for item in history.sessions.iter().flat_map(|s| &s.items) {
        let topic = item.tags.first().cloned().unwrap_or_else(|| "-".into());
        let article = match &item.article {
            Some(a) => format!("{} {a}", item.rules),
            None => "-".into(),
        };
        for (map, key) in [(&mut by_topic, topic), (&mut by_article, article)] {
            let entry = map.entry(key).or_insert((0, 0));
            entry.0 += u32::from(item.right);
            entry.1 += 1;
        }
    }
    let sessions: Vec<SessionJson> = history
        .sessions
        .iter()
        .map(|s| SessionJson {
            started: s.started,
            mode: &s.mode,
            answered: s.items.len(),
            right: s.items.iter().filter(|i| i.right).count(),
            score: s
                .items
                .iter()
                .filter(|i| i.right)
                .map(|i| i.points_quarters)
                .sum::<i64>() as f64
                / 4.0,
            total: s.total_quarters as f64 / 4.0,
        })
        .collect();
    let due = history.due(now()).len();
    let mut out = io::stdout().lock();
    if json {
        let flatten = |m: std::collections::BTreeMap<String, (u32, u32)>| {
            m.into_iter().map(|(k, (r, t))| (k, r, t)).collect()
        };
        let report = HistoryJson {
            sessions,
            by_topic: flatten(by_topic),
            by_article: flatten(by_article),
            due_for_review: due,
        };
        writeln!(
            out,
            "{}",
            serde_json::to_string(&report).map_err(io::Error::other)?
        )?;
        return Ok(());
    }
    if sessions.is_empty() {
        writeln!(out, "{}", l.text("history-empty"))?;
        return Ok(());
    }
    for s in &sessions {
        writeln!(
            out,
            "{}",
            l.format(
                "history-session",
                &[
                    ("date", Arg::from(date(s.started))),
                    ("mode", Arg::from(s.mode)),
                    ("right", Arg::from(s.right as i64)),
                    ("answered", Arg::from(s.answered as i64)),
                ],
            )
        )?;
    }
    for (title, map) in [
        ("history-by-topic", by_topic),
        ("history-by-article", by_article),
    ] {
        writeln!(out, "{}", l.text(title))?;
        for (key, (right, total)) in map {
            let share = percent(Stones::whole(right.into()), Stones::whole(total.into()));
            writeln!(out, "  {key:<24} {right}/{total} ({share}%)")?;
        }
    }
    writeln!(
        out,
        "{}",
        l.format("history-due", &[("count", Arg::from(due as i64))])
    )?;
    Ok(())
}

/// `2026-11-29 17:05` (UTC) from Unix seconds.
fn date(secs: u64) -> String {
    let days = (secs / 86_400) as i64;
    let (h, m) = ((secs % 86_400) / 3600, (secs % 3600) / 60);
    // Civil date from days since 1970-01-01 (Howard Hinnant's algorithm).
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z.rem_euclid(146_097);
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let day = doy - (153 * mp + 2) / 5 + 1;
    let month = if mp < 10 { mp + 3 } else { mp - 9 };
    let year = yoe + era * 400 + i64::from(month <= 2);
    format!("{year:04}-{month:02}-{day:02} {h:02}:{m:02}")
}

#[cfg(test)]
mod tests {
    #[test]
    fn dates_are_civil_utc() {
        assert_eq!(super::date(0), "1970-01-01 00:00");
        assert_eq!(super::date(1_795_971_600), "2026-11-29 17:00");
    }
}
