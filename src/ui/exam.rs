//! An exam's cover and end screen as text: what a candidate reads before the clock
//! starts and after the last answer. Pure: the caller prints.

use std::fmt::Write as _;
use std::time::Duration;

use crate::i18n::describe::{rules_name, tag_text};
use crate::i18n::{Arg, Localizer};
use crate::quiz::session::{Answered, percent};
use crate::quiz::trainer::{ExamResult, ExamRules, ExamSection, SectionScore};
use crate::rules::Stones;

use super::clock_text;

/// `一、判断题` (numbered in the locale's way).
pub fn section_name(number: usize, title: &str, l: &Localizer) -> String {
    l.format(
        "sheet-section",
        &[
            ("number", Arg::from(number as i64)),
            ("title", Arg::from(title)),
        ],
    )
}

/// The cover: title, rule version, time, full marks and pass mark, the sections with
/// their counts and points, the instructions, and how to start.
pub fn cover(rules: &ExamRules, l: &Localizer) -> String {
    let mut out = String::new();
    let title = rules
        .title
        .clone()
        .unwrap_or_else(|| l.text("exam-untitled"));
    let _ = writeln!(out, "{title}");
    if let Some(version) = rules.rules {
        let _ = writeln!(
            out,
            "{}",
            l.format(
                "exam-cover-rules",
                &[("rules", Arg::from(rules_name(version, l)))]
            )
        );
    }
    let total = rules
        .sections
        .iter()
        .fold(Stones::ZERO, |sum, s| sum + s.each.times(s.count));
    let time = match rules.minutes {
        Some(minutes) => l.format(
            "exam-cover-minutes",
            &[("minutes", Arg::from(minutes as i64))],
        ),
        None => l.text("exam-cover-untimed"),
    };
    let pass = rules.pass_points(total);
    let _ = writeln!(
        out,
        "{}",
        l.format(
            "exam-cover-marks",
            &[
                ("time", Arg::from(time)),
                ("total", Arg::from(total.decimal())),
                ("pass", Arg::from(pass.decimal())),
            ],
        )
    );
    for (i, section) in rules.sections.iter().enumerate() {
        let _ = writeln!(out, "{}", section_line(i + 1, section, l));
    }
    if let Some(instructions) = &rules.instructions {
        let _ = writeln!(
            out,
            "{}",
            l.format(
                "exam-cover-instructions",
                &[("text", Arg::from(instructions.as_str()))]
            )
        );
    }
    out
}

fn section_line(number: usize, section: &ExamSection, l: &Localizer) -> String {
    l.format(
        "exam-cover-section",
        &[
            ("name", Arg::from(section_name(number, &section.title, l))),
            ("count", Arg::from(section.count as i64)),
            ("each", Arg::from(section.each.decimal())),
            (
                "points",
                Arg::from(section.each.times(section.count).decimal()),
            ),
        ],
    )
}

/// The end screen's head: how the sitting ended, the time used, the score out of 100
/// and the verdict, then the table by section and by topic.
pub fn result_head(result: &ExamResult, minutes: Option<u64>, l: &Localizer) -> String {
    let mut out = String::new();
    let ended = if result.timed_out {
        "exam-ended-time-up"
    } else if result.stopped {
        "exam-ended-stopped"
    } else {
        "exam-ended"
    };
    let used = clock_text(Duration::from_secs(result.elapsed.as_secs()));
    let limit = minutes.map_or(String::new(), |m| {
        l.format("exam-time-limit", &[("minutes", Arg::from(m as i64))])
    });
    let _ = writeln!(
        out,
        "{}",
        l.format(
            ended,
            &[("used", Arg::from(used)), ("limit", Arg::from(limit))]
        )
    );
    let s = &result.summary;
    let _ = writeln!(
        out,
        "{}",
        l.format(
            "exam-score",
            &[
                ("score", Arg::from(s.right.decimal())),
                ("total", Arg::from(s.total.decimal())),
                ("scaled", Arg::from(scaled(result, l))),
                ("pass", Arg::from(result.pass_points.decimal())),
                (
                    "passed",
                    Arg::from(if result.passed { "yes" } else { "no" })
                ),
            ],
        )
    );
    if !result.by_section.is_empty() {
        let _ = writeln!(out, "{}", l.text("exam-by-section"));
        for (i, section) in result.by_section.iter().enumerate() {
            let _ = writeln!(out, "  {}", section_score_line(i + 1, section, l));
        }
    }
    let _ = writeln!(out, "{}", l.text("exam-by-topic"));
    for (topic, (right, total)) in &s.by_topic {
        let share = percent(right.quarters(), total.quarters());
        let _ = writeln!(
            out,
            "  {}",
            l.format(
                "quiz-summary-topic",
                &[
                    ("topic", Arg::from(tag_text(topic, l))),
                    ("right", Arg::from(right.decimal())),
                    ("total", Arg::from(total.decimal())),
                    ("percent", Arg::from(i64::from(share))),
                ],
            )
        );
    }
    out
}

fn section_score_line(number: usize, section: &SectionScore, l: &Localizer) -> String {
    l.format(
        "exam-section-score",
        &[
            ("name", Arg::from(section_name(number, &section.title, l))),
            ("right", Arg::from(section.right as i64)),
            ("count", Arg::from(section.count as i64)),
            ("score", Arg::from(section.score.decimal())),
            ("total", Arg::from(section.total.decimal())),
        ],
    )
}

/// The head line of an item not answered right: its number on the paper, its points,
/// and whether it was answered at all.
pub fn missed_head(number: usize, item: &Answered, answered: bool, l: &Localizer) -> String {
    let id = if answered {
        "exam-missed-wrong"
    } else {
        "exam-missed-blank"
    };
    let [points, plural] = super::points_args(item.points);
    l.format(id, &[("number", Arg::from(number as i64)), points, plural])
}

/// The last line: the verdict once more, for whoever scrolls to the end.
pub fn verdict(result: &ExamResult, l: &Localizer) -> String {
    l.format(
        if result.passed {
            "exam-pass"
        } else {
            "exam-fail"
        },
        &[
            ("score", Arg::from(result.summary.right.decimal())),
            ("total", Arg::from(result.summary.total.decimal())),
            ("scaled", Arg::from(scaled(result, l))),
        ],
    )
}

/// `（百分制54分）` beside a score not already out of 100.
fn scaled(result: &ExamResult, l: &Localizer) -> String {
    if result.summary.total == Stones::whole(100) {
        return String::new();
    }
    let hundred = Arg::from(result.out_of_100().decimal());
    l.format("exam-scaled", &[("hundred", hundred)])
}
