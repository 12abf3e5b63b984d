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

/// The start of a question's text on one line, for a table: at most 16 characters.
fn excerpt(text: &str) -> String {
    crate::text::excerpt(text, 16)
}

/// Points as the grades write them: `9.5`, `2`, `0.25`.
pub fn points(value: f64) -> String {
    stones_of(value).map_or_else(|| value.to_string(), |s| s.decimal())
}

/// The grades as a teacher reads them: a score per student, the item analysis, the
/// items strong students miss, and every answer that could not be read.
fn grading_text(grading: &Grading, l: &Localizer) -> String {
    let mut out = String::new();
    for row in &grading.short_rows {
        out.push_str(&l.format(
            "grade-short-row",
            &[
                ("line", Arg::Number(row.line as i64)),
                ("name", Arg::Text(row.name.clone())),
                ("answers", Arg::Number(row.answers as i64)),
                ("items", Arg::Number(row.items as i64)),
            ],
        ));
        out.push('\n');
    }
    if !grading.short_rows.is_empty() {
        out.push('\n');
    }
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
        l.text("grade-header-question"),
        l.text("grade-header-answered"),
        l.text("grade-header-share"),
        l.text("grade-header-top"),
        l.text("grade-header-bottom"),
    ]];
    let maybe = |s: Option<f64>| s.map_or_else(|| "-".to_string(), share_text);
    for item in &grading.items {
        rows.push(vec![
            item.id.clone(),
            item.text.as_deref().map(excerpt).unwrap_or_default(),
            item.answered_by.to_string(),
            share_text(item.share),
            maybe(item.top_share),
            maybe(item.bottom_share),
        ]);
    }
    out.push_str(&aligned(&rows, &[false, false, true, true, true, true]));
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

/// `grade --csv`: one row per student (name, version, score, out of, per cent, then the
/// points scored on each item, a column per item id), UTF-8 with a byte-order mark so
/// Excel reads the Chinese. An item not on a student's version is left empty.
pub fn grades_csv(grading: &Grading, l: &Localizer) -> String {
    let mut header = vec![
        l.text("grade-header-name"),
        l.text("grade-header-version"),
        l.text("grade-header-score"),
        l.text("grade-header-total"),
        l.text("grade-header-percent"),
    ];
    header.extend(grading.items.iter().map(|i| i.id.clone()));
    let mut out = String::from("\u{feff}");
    let mut row = |cells: Vec<String>| crate::csv::push_row(&mut out, &cells);
    row(header);
    for s in &grading.students {
        let mut cells = vec![
            s.name.clone(),
            s.version.to_string(),
            points(s.score),
            points(s.total),
            share_text(s.score / s.total.max(f64::MIN_POSITIVE)),
        ];
        cells.extend(grading.items.iter().map(|item| {
            s.items
                .iter()
                .find(|m| m.id == item.id)
                .map(|m| points(m.points))
                .unwrap_or_default()
        }));
        row(cells);
    }
    out
}

/// One student's report for handing back: the score, then every item not right with
/// its question, the student's answer and the key.
pub fn student_report(grading: &Grading, student: &StudentResult, l: &Localizer) -> String {
    let mut out = format!("{}\n", grading.title);
    out.push_str(&l.format(
        "grade-report-head",
        &[
            ("name", Arg::Text(student.name.clone())),
            ("version", Arg::Number(i64::from(student.version))),
            ("score", Arg::Text(points(student.score))),
            ("total", Arg::Text(points(student.total))),
        ],
    ));
    out.push('\n');
    let missed: Vec<&MarkedItem> = student
        .items
        .iter()
        .filter(|m| m.mark != Mark::Right)
        .collect();
    if missed.is_empty() {
        out.push('\n');
        out.push_str(&l.text("grade-report-all-right"));
        out.push('\n');
    }
    for m in missed {
        out.push('\n');
        out.push_str(&l.format(
            "grade-report-item",
            &[
                ("number", Arg::Number(m.number as i64)),
                ("points", Arg::Text(points(m.out_of))),
            ],
        ));
        if let Some(text) = &m.text {
            out.push(' ');
            out.push_str(text.trim());
        }
        out.push('\n');
        let answer = match m.mark {
            Mark::Blank => l.text("grade-report-blank"),
            Mark::Unreadable => l.format(
                "grade-report-unreadable",
                &[("answer", Arg::Text(m.answer.clone()))],
            ),
            _ => m.answer.clone(),
        };
        out.push_str(&format!(
            "  {}\n  {}\n",
            l.format("grade-report-answer", &[("answer", Arg::Text(answer))]),
            l.format("grade-report-key", &[("key", Arg::Text(m.key.clone()))]),
        ));
    }
    out
}

#[cfg(test)]
mod tests {
    use crate::csv::cell as csv_cell;

    #[test]
    fn cells_a_spreadsheet_would_run_are_made_text() {
        assert_eq!(csv_cell("=1+1"), "'=1+1");
        assert_eq!(csv_cell("+86 138"), "'+86 138");
        assert_eq!(csv_cell("-王芳"), "'-王芳");
        assert_eq!(csv_cell("@SUM(A1)"), "'@SUM(A1)");
        assert_eq!(
            csv_cell("=HYPERLINK(\"x\",\"y\")"),
            "\"'=HYPERLINK(\"\"x\"\",\"\"y\"\")\""
        );
        assert_eq!(csv_cell("\tx"), "'\tx");
        assert_eq!(csv_cell("\u{202e}=x"), "'=x");
        assert_eq!(csv_cell("李伟"), "李伟");
        assert_eq!(csv_cell("1.5"), "1.5");
    }
}
