//! The answer sheet (答题卡): one page per student with a numbered grid of choice
//! letters and √/× (能/不能 for board moves) to circle and boxes for written answers,
//! numbered as the sheet is, so a teacher types a row of the answers CSV straight from
//! it; and one answer grid key for marking the cards by hand.

use std::fmt::Write;

use crate::bank::instance::{Key, Presentation, letter};
use crate::i18n::{Arg, Localizer};

use super::html::{TAIL, head};
use super::{
    Entry, Paper, asks_can, css_string, escape_xml, key_text, page_footer_css, sheet_meta,
};

/// The answer sheet's and the grid key's styles, after [`head`]'s.
pub(super) const CSS: &str = r#".card { display: grid; grid-template-columns: repeat(4, 1fr); gap: 2mm 4mm; margin: 0 0 4mm; }
.card .cell { break-inside: avoid; white-space: nowrap; }
.card .n { display: inline-block; min-width: 7mm; font-weight: bold; text-align: right; margin-right: 2mm; }
.bubble { display: inline-block; min-width: 6mm; height: 6mm; line-height: 5.6mm; padding: 0 1mm; margin-right: 1.5mm; border: 1px solid #000; border-radius: 3mm; text-align: center; font-size: 9.5pt; }
.boxes { display: grid; grid-template-columns: repeat(2, 1fr); gap: 3mm 6mm; }
.boxes .cell { break-inside: avoid; display: flex; align-items: center; }
.box { display: inline-block; flex: 1; height: 9mm; border: 1px solid #000; margin-left: 1mm; }
.marks { text-align: right; font-size: 10pt; margin: 4mm 0 0; }
table.grid { border-collapse: collapse; margin: 0 0 4mm; break-inside: avoid; }
table.grid th, table.grid td { border: 1px solid #000; padding: 0.5mm 1.5mm; text-align: center; font-size: 9.5pt; }
table.grid th { font-weight: bold; }
h3 { font-size: 11pt; margin: 3mm 0 1mm; break-after: avoid; }
"#;

fn text(t: &str) -> String {
    escape_xml(t).replace('\n', " ")
}

/// What an item takes on the card.
enum Slot {
    /// Letters or marks to circle.
    Circle(Vec<String>),
    /// Boxes to write in, one per blank.
    Boxes(usize),
}

fn slot(entry: &Entry<'_>, l: &Localizer) -> Slot {
    match &entry.instance.presentation {
        Presentation::Choice { options, .. } => {
            Slot::Circle((0..options.len()).map(|i| letter(i).to_string()).collect())
        }
        Presentation::TrueFalse if asks_can(entry) => {
            Slot::Circle(vec![l.text("sheet-can"), l.text("sheet-cannot")])
        }
        Presentation::TrueFalse => Slot::Circle(vec!["√".into(), "×".into()]),
        Presentation::Input { blanks } => Slot::Boxes((*blanks).max(1)),
        // Open items are answered on the sheet; the card takes the teacher's mark.
        Presentation::Open => Slot::Circle(vec!["√".into(), "×".into()]),
    }
}

/// One student's answer sheet.
pub fn answer_sheet(paper: &Paper<'_>, l: &Localizer) -> String {
    let title = format!("{} — {}", paper.title, l.text("sheet-card"));
    let mut out = head(&title, &page_footer_css(paper, l, false), l);
    let _ = writeln!(out, "<style>\n{CSS}</style>");
    out.push_str(&body(paper, l));
    out.push_str(TAIL);
    super::clean_document(out)
}

/// An answer sheet's page content, after its styles ([`CSS`]).
pub(super) fn body(paper: &Paper<'_>, l: &Localizer) -> String {
    let title = l.text("sheet-card");
    let mut out = String::new();
    let _ = writeln!(
        out,
        "<header>\n<h1>{}</h1>\n<p class=\"meta\">{}</p>",
        text(&format!("{} {}", paper.title, title)),
        text(&sheet_meta(paper, l))
    );
    let (name, class) = match &paper.student {
        Some(s) => (s.name.as_str(), s.class.as_deref().unwrap_or("")),
        None => ("", ""),
    };
    let _ = writeln!(
        out,
        "<table class=\"fields\"><tr><td>{}</td><td class=\"fill\">{}</td><td>{}</td><td class=\"fill\">{}</td><td>{}</td><td class=\"fill\">{}</td></tr></table>\n</header>",
        text(&l.text("sheet-name")),
        text(name),
        text(&l.text("sheet-class")),
        text(class),
        text(&l.text("grade-header-version")),
        paper.version,
    );
    let _ = writeln!(
        out,
        "<p class=\"instructions\">{}</p>",
        text(&l.text("sheet-card-instructions"))
    );
    let mut circles = String::new();
    let mut boxes = String::new();
    for entry in paper.entries() {
        match slot(entry, l) {
            Slot::Circle(marks) => {
                let _ = write!(
                    circles,
                    "<div class=\"cell\"><span class=\"n\">{}</span>",
                    entry.number
                );
                for mark in marks {
                    let _ = write!(circles, "<span class=\"bubble\">{}</span>", text(&mark));
                }
                circles.push_str("</div>\n");
            }
            Slot::Boxes(count) => {
                let _ = write!(
                    boxes,
                    "<div class=\"cell\"><span class=\"n\">{}</span>",
                    entry.number
                );
                boxes.push_str(&"<span class=\"box\"></span>".repeat(count));
                boxes.push_str("</div>\n");
            }
        }
    }
    if !circles.is_empty() {
        let _ = writeln!(out, "<div class=\"card\">\n{circles}</div>");
    }
    if !boxes.is_empty() {
        let _ = writeln!(out, "<div class=\"boxes\">\n{boxes}</div>");
    }
    let _ = writeln!(
        out,
        "<p class=\"marks\">{}</p>",
        text(&l.text("sheet-card-score"))
    );
    out
}

/// One version's answers, short, for the grid key.
pub struct Grid {
    version: u32,
    student: Option<String>,
    answers: Vec<(usize, String)>,
}

impl Grid {
    pub fn of(paper: &Paper<'_>, l: &Localizer) -> Grid {
        let answers = paper
            .entries()
            .map(|entry| {
                let short = match &entry.instance.key {
                    Key::Options(right) => right.iter().map(|&i| letter(i)).collect(),
                    Key::Bool(b) if !asks_can(entry) => if *b { "√" } else { "×" }.into(),
                    Key::Blanks(blanks) => blanks
                        .iter()
                        .map(|a| a.first().cloned().unwrap_or_default())
                        .collect::<Vec<_>>()
                        .join(" | "),
                    Key::Model(_) => l.text("sheet-card-open"),
                    _ => key_text(entry, l),
                };
                (entry.number, short)
            })
            .collect();
        Grid {
            version: paper.version,
            student: paper.student.as_ref().map(|s| s.name.clone()),
            answers,
        }
    }
}

/// The answer grid key: per version a table of numbers over answers, ten to a row.
pub fn grid_key(title: &str, grids: &[Grid], l: &Localizer) -> String {
    let heading = l.format("sheet-grid-key", &[("title", Arg::Text(title.into()))]);
    let footer = format!(
        "{} counter(page) \" / \" counter(pages)",
        css_string(&heading)
    );
    let mut out = head(&format!("{title} — {heading}"), &footer, l);
    let _ = writeln!(out, "<style>\n{CSS}</style>\n<h1>{}</h1>", text(&heading));
    for grid in grids {
        let mut label = l.format(
            "sheet-version",
            &[("version", Arg::Number(i64::from(grid.version)))],
        );
        if let Some(student) = &grid.student {
            label = format!("{label} · {student}");
        }
        let _ = writeln!(out, "<h3>{}</h3>", text(&label));
        for row in grid.answers.chunks(10) {
            out.push_str("<table class=\"grid\"><tr>");
            for (number, _) in row {
                let _ = write!(out, "<th>{number}</th>");
            }
            out.push_str("</tr><tr>");
            for (_, answer) in row {
                let _ = write!(out, "<td>{}</td>", text(answer));
            }
            out.push_str("</tr></table>\n");
        }
    }
    out.push_str(TAIL);
    super::clean_document(out)
}
