//! `grade`'s report: a score per student, the item analysis, the items strong students
//! miss, and every answer that could not be read; or the same as JSON.

use crate::i18n::{Arg, Localizer};
use crate::quiz::grade::{Grading, ItemAnalysis, Mark, MarkedItem, StudentResult, stones_of};

use crate::quiz::session::percent;

use super::Report;
use super::table::aligned;

/// A share (0 to 1) as `83%`, rounded like every other percentage.
fn share_text(share: f64) -> String {
    const MILLION: i64 = 1_000_000;
    format!(
        "{}%",
        percent((share * MILLION as f64).round() as i64, MILLION)
    )
}

fn points(value: f64) -> String {
    stones_of(value).map_or_else(|| value.to_string(), |s| s.decimal())
}

/// The grades as a teacher reads them: a score per student, the item analysis, the
/// items strong students miss, and every answer that could not be read.
fn grading_text(grading: &Grading, l: &Localizer) -> String {
    let mut out = String::new();
    let mut rows = vec![vec![
        l.text("grade-header-name"),
        l.text("grade-header-version"),
        l.text("grade-header-score"),
        l.text("grade-header-percent"),
        l.text("grade-header-right"),
    ]];
    for s in &grading.students {
        rows.push(vec![
            s.name.clone(),
            s.version.to_string(),
            format!("{}/{}", points(s.score), points(s.total)),
            share_text(s.score / s.total.max(f64::MIN_POSITIVE)),
            format!("{}/{}", s.right, s.items.len()),
        ]);
    }
    out.push_str(&aligned(&rows, &[false, true, true, true, true]));
    let mean =
        grading.students.iter().map(|s| s.score).sum::<f64>() / grading.students.len() as f64;
    out.push_str(&l.format(
        "grade-mean",
        &[
            ("students", Arg::Number(grading.students.len() as i64)),
            ("mean", Arg::Text(format!("{mean:.1}"))),
        ],
    ));
    out.push_str("\n\n");
    out.push_str(&l.format(
        "grade-analysis",
        &[("group", Arg::Number(grading.group_size as i64))],
    ));
    out.push('\n');
    let mut rows = vec![vec![
        l.text("grade-header-item"),
        l.text("grade-header-answered"),
        l.text("grade-header-share"),
        l.text("grade-header-top"),
        l.text("grade-header-bottom"),
    ]];
    let maybe = |s: Option<f64>| s.map_or_else(|| "-".to_string(), share_text);
    for item in &grading.items {
        rows.push(vec![
            item.id.clone(),
            item.answered_by.to_string(),
            share_text(item.share),
            maybe(item.top_share),
            maybe(item.bottom_share),
        ]);
    }
    out.push_str(&aligned(&rows, &[false, true, true, true, true]));
    let missed: Vec<&ItemAnalysis> = grading
        .items
        .iter()
        .filter(|i| i.strong_students_miss)
        .collect();
    out.push('\n');
    if missed.is_empty() {
        out.push_str(&l.text("grade-no-strong-miss"));
        out.push('\n');
    } else {
        out.push_str(&l.text("grade-strong-miss"));
        out.push('\n');
        for item in missed {
            out.push_str(&format!(
                "  {}  {}\n",
                item.id,
                l.format(
                    "grade-strong-miss-item",
                    &[
                        ("top", Arg::Text(maybe(item.top_share))),
                        ("bottom", Arg::Text(maybe(item.bottom_share))),
                    ],
                )
            ));
        }
    }
    let unreadable: Vec<(&StudentResult, &MarkedItem)> = grading
        .students
        .iter()
        .flat_map(|s| {
            s.items
                .iter()
                .filter(|m| m.mark == Mark::Unreadable)
                .map(move |m| (s, m))
        })
        .collect();
    if !unreadable.is_empty() {
        out.push('\n');
        out.push_str(&l.text("grade-unreadable"));
        out.push('\n');
        for (s, m) in unreadable {
            out.push_str("  ");
            out.push_str(&l.format(
                "grade-unreadable-item",
                &[
                    ("name", Arg::Text(s.name.clone())),
                    ("number", Arg::Number(m.number as i64)),
                    ("id", Arg::Text(m.id.clone())),
                    ("answer", Arg::Text(m.answer.clone())),
                ],
            ));
            out.push('\n');
        }
    }
    out
}

/// The grades as JSON: `{"title","group_size","students":[…],"items":[…]}`.
fn grading_json(grading: &Grading) -> String {
    serde_json::to_string(grading).unwrap_or_default()
}

/// `grade`: scores, the item analysis and unreadable answers.
pub struct GradingReport<'a>(pub &'a Grading);

impl Report for GradingReport<'_> {
    fn text(&self, l: &Localizer) -> String {
        grading_text(self.0, l)
    }

    fn json(&self, _l: &Localizer) -> String {
        grading_json(self.0)
    }
}
